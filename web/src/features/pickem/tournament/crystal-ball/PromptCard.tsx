import { Badge, Box, Button, Flex, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import {
  useCrystalBallPageCertifyMutation,
  useCrystalBallPageDeleteChoiceMutation,
  useCrystalBallPageDeletePromptMutation,
  useCrystalBallPageDeleteTierMutation,
} from '../../../../__generated__/hooks';
import { runMutation } from '../../../../apollo/mutationOutcome';
import { formatUtcInstant } from '../../../../components/dates';
import { ReasonConfirmDialog } from '../../../../components/ReasonConfirmDialog';
import { AddRowButton } from '../../../../components/RowButtons';
import { usePendingChange } from '../../../../components/usePendingChange';
import { AnswerForm } from './AnswerForm';
import { CertifyDialog } from './CertifyDialog';
import { ChoiceDialog, TierDialog } from './CrystalBallDialogs';
import { certifyBlockers, choiceSubject, type Choice, type Prompt } from './crystalBallValues';
import { LocalizationPanel } from './LocalizationPanel';
import { PromptDistribution } from './PromptDistribution';

type Tier = Prompt['tiers'][number];
type Editing = { kind: 'choice'; choice: Choice | null } | { kind: 'tier'; tier: Tier | null };
type Deletion =
  | { kind: 'prompt'; id: string; version: string; name: string }
  | { kind: 'choice'; id: string; version: string; name: string }
  | { kind: 'tier'; id: string; version: string; name: string };

/**
 * One prompt: its question, state and lock time; tiers and choices (editable while a draft,
 * read-only once certified); certify behind the distribution; the answer of a certified one.
 */
export function PromptCard({
  prompt,
  question,
  teams,
  writable,
  onEdit,
  refresh,
}: {
  prompt: Prompt;
  /** The question's text. */
  question: string;
  teams: readonly { id: string; name: string }[];
  writable: boolean;
  onEdit: (prompt: Prompt) => void;
  refresh: () => void;
}) {
  const draft = prompt.state === 'draft';
  const editable = writable && draft;
  const [editing, setEditing] = useState<Editing | null>(null);
  const [translating, setTranslating] = useState<Choice | null>(null);
  const [certifying, setCertifying] = useState(false);
  const [certify, certifyState] = useCrystalBallPageCertifyMutation();
  const [deletePrompt] = useCrystalBallPageDeletePromptMutation();
  const [deleteChoice] = useCrystalBallPageDeleteChoiceMutation();
  const [deleteTier] = useCrystalBallPageDeleteTierMutation();
  const deletion = usePendingChange(async (pending: Deletion, reason: string | undefined) => {
    const variables = { id: pending.id, expectedVersion: pending.version, reason: reason ?? null };
    if (pending.kind === 'prompt') {
      return (
        await runMutation(deletePrompt({ variables }), (data) => data.deleteCrystalBallPrompt)
      ).ok;
    }
    if (pending.kind === 'choice') {
      return (
        await runMutation(deleteChoice({ variables }), (data) => data.deleteCrystalBallChoice)
      ).ok;
    }
    return (
      await runMutation(deleteTier({ variables }), (data) => data.deleteCrystalBallChoiceTier)
    ).ok;
  }, refresh);
  const blockers = certifyBlockers(prompt);
  const viewers = prompt.distribution.viewers;
  const viewersOf = (choiceId: string) =>
    prompt.distribution.choices.find((entry) => entry.choiceId === choiceId)?.viewers ?? 0;

  const runCertify = async () => {
    await runMutation(
      certify({ variables: { promptIds: [prompt.id] } }),
      (data) => data.certifyCrystalBallPrompts,
    );
    setCertifying(false);
    refresh();
  };

  return (
    <Stack
      as="article"
      aria-label={`Prompt: ${question}`}
      gap="4"
      p={{ base: '4', md: '5' }}
      borderWidth="1px"
      rounded="xl"
      bg="bg.panel"
    >
      <Flex justify="space-between" gap="3" wrap="wrap" align="flex-start">
        <Stack gap="1" minW="0">
          <Heading as="h3" size="md">
            {question}
          </Heading>
          <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
            <Badge colorPalette={draft ? 'gray' : 'green'} variant="subtle">
              {draft ? 'Draft' : 'Certified'}
            </Badge>
            <Text>Locks {formatUtcInstant(prompt.locksAt)}</Text>
            <Text>
              · {prompt.picksPerViewer === 1 ? '1 pick' : `${prompt.picksPerViewer} picks`} per
              viewer
            </Text>
            <Text>· {viewers.toLocaleString('en-US')} viewers picked</Text>
          </HStack>
        </Stack>
        {writable && (
          <HStack gap="2" wrap="wrap">
            <Button size="sm" variant="outline" onClick={() => onEdit(prompt)}>
              Edit prompt
            </Button>
            <Button
              size="sm"
              variant="subtle"
              colorPalette="red"
              disabled={viewers > 0}
              title={viewers > 0 ? 'Viewers have picked in it: it cannot be deleted.' : undefined}
              onClick={() =>
                deletion.ask({
                  kind: 'prompt',
                  id: prompt.id,
                  version: prompt.version,
                  name: question,
                })
              }
            >
              Delete prompt
            </Button>
            {draft && (
              <Button
                size="sm"
                colorPalette="teal"
                disabled={blockers.length > 0}
                onClick={() => setCertifying(true)}
              >
                Review and certify
              </Button>
            )}
          </HStack>
        )}
      </Flex>
      {editable && blockers.length > 0 && (
        <Text fontSize="sm" color="fg.warning">
          Not ready to certify: {blockers.join(' ')}
        </Text>
      )}
      {!draft && (
        <Text fontSize="sm" color="fg.muted">
          Certified: its choices and tiers are fixed and shown read-only.
        </Text>
      )}

      <Stack gap="2">
        <Flex justify="space-between" align="center">
          <Heading as="h4" size="sm">
            Tiers
          </Heading>
          {editable && (
            <AddRowButton size="xs" onClick={() => setEditing({ kind: 'tier', tier: null })}>
              Add tier
            </AddRowButton>
          )}
        </Flex>
        {prompt.tiers.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            No tiers yet: a tier gives a right pick its points.
          </Text>
        ) : (
          <HStack gap="2" wrap="wrap">
            {prompt.tiers.map((tier) => (
              <HStack
                key={tier.id}
                gap="1"
                borderWidth="1px"
                rounded="md"
                ps="2"
                pe={editable ? '1' : '2'}
                py="1"
              >
                <Text fontSize="sm">
                  {tier.name} · <strong>{tier.points} pts</strong>
                </Text>
                {editable && (
                  <>
                    <Button
                      size="2xs"
                      variant="ghost"
                      aria-label={`Edit tier ${tier.name}`}
                      onClick={() => setEditing({ kind: 'tier', tier })}
                    >
                      Edit
                    </Button>
                    <Button
                      size="2xs"
                      variant="ghost"
                      colorPalette="red"
                      aria-label={`Delete tier ${tier.name}`}
                      onClick={() =>
                        deletion.ask({
                          kind: 'tier',
                          id: tier.id,
                          version: tier.version,
                          name: tier.name,
                        })
                      }
                    >
                      Delete
                    </Button>
                  </>
                )}
              </HStack>
            ))}
          </HStack>
        )}
      </Stack>

      <Stack gap="2">
        <Flex justify="space-between" align="center">
          <Heading as="h4" size="sm">
            Choices
          </Heading>
          {editable && (
            <AddRowButton size="xs" onClick={() => setEditing({ kind: 'choice', choice: null })}>
              Add choice
            </AddRowButton>
          )}
        </Flex>
        <Box overflowX="auto">
          <Table.Root size="sm" aria-label={`Choices: ${question}`}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Label</Table.ColumnHeader>
                <Table.ColumnHeader>Stands for</Table.ColumnHeader>
                <Table.ColumnHeader>Tier</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Viewers</Table.ColumnHeader>
                {writable && <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {prompt.choices.length === 0 && (
                <Table.Row>
                  <Table.Cell colSpan={5} color="fg.muted" textAlign="center" py="4">
                    No choices yet: a prompt needs at least two.
                  </Table.Cell>
                </Table.Row>
              )}
              {prompt.choices.map((choice) => {
                const tier = prompt.tiers.find((candidate) => candidate.id === choice.tierId);
                return (
                  <Table.Row key={choice.id}>
                    <Table.Cell fontWeight="medium">{choice.label}</Table.Cell>
                    <Table.Cell>{choiceSubject(choice) || '—'}</Table.Cell>
                    <Table.Cell>
                      {tier ? (
                        `${tier.name} (${tier.points} pts)`
                      ) : (
                        <Text color="fg.warning">No tier</Text>
                      )}
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      {viewersOf(choice.id).toLocaleString('en-US')}
                    </Table.Cell>
                    {writable && (
                      <Table.Cell>
                        <HStack gap="1" justify="flex-end">
                          <Button
                            size="xs"
                            variant="ghost"
                            aria-label={`Translate choice ${choice.label}`}
                            onClick={() => setTranslating(choice)}
                          >
                            Translate
                          </Button>
                          {editable && (
                            <>
                              <Button
                                size="xs"
                                variant="ghost"
                                aria-label={`Edit choice ${choice.label}`}
                                onClick={() => setEditing({ kind: 'choice', choice })}
                              >
                                Edit
                              </Button>
                              <Button
                                size="xs"
                                variant="ghost"
                                colorPalette="red"
                                aria-label={`Delete choice ${choice.label}`}
                                disabled={viewersOf(choice.id) > 0}
                                onClick={() =>
                                  deletion.ask({
                                    kind: 'choice',
                                    id: choice.id,
                                    version: choice.version,
                                    name: choice.label,
                                  })
                                }
                              >
                                Delete
                              </Button>
                            </>
                          )}
                        </HStack>
                      </Table.Cell>
                    )}
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Box>
        {translating && (
          <LocalizationPanel
            key={translating.id}
            label={`Translations of “${translating.label}”`}
            localization={translating.localization}
            ownText={translating.label}
            onDone={(saved) => {
              setTranslating(null);
              if (saved) refresh();
            }}
          />
        )}
      </Stack>

      {!draft && (
        <Flex gap="6" direction={{ base: 'column', lg: 'row' }}>
          <Box flex="1" minW="0">
            <AnswerForm
              key={prompt.answer?.version ?? 'none'}
              prompt={prompt}
              writable={writable}
              onSaved={refresh}
            />
          </Box>
          <Box flex="2" minW="0">
            <PromptDistribution prompt={prompt} title={question} />
          </Box>
        </Flex>
      )}

      {editing?.kind === 'choice' && (
        <ChoiceDialog
          key={editing.choice?.id ?? 'new'}
          prompt={prompt}
          choice={editing.choice}
          teams={teams}
          open
          onClose={() => setEditing(null)}
          onSaved={refresh}
        />
      )}
      {editing?.kind === 'tier' && (
        <TierDialog
          key={editing.tier?.id ?? 'new'}
          prompt={prompt}
          tier={editing.tier}
          open
          onClose={() => setEditing(null)}
          onSaved={refresh}
        />
      )}
      <CertifyDialog
        prompt={certifying ? prompt : null}
        question={question}
        busy={certifyState.loading}
        onConfirm={() => void runCertify()}
        onCancel={() => setCertifying(false)}
      />
      <ReasonConfirmDialog
        {...deletion.dialog}
        variant="warn"
        title={`Delete the ${deletion.pending?.kind ?? 'record'}?`}
        confirmLabel={`Delete ${deletion.pending?.kind ?? ''}`}
      >
        {deletion.pending && `“${deletion.pending.name}” will be deleted.`}
      </ReasonConfirmDialog>
    </Stack>
  );
}
