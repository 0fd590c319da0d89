import { Box, Button, Flex, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { DEFAULT_LOCALE } from '@esports-admin/schema/rules/constants';
import { validateCrystalBallQuestionDraft } from '@esports-admin/schema/rules/pickem-crystal-ball';
import { useState } from 'react';
import type { CrystalBallPage_QuestionFragment } from '../../../../__generated__/graphql';
import {
  useCrystalBallPageCreateQuestionMutation,
  useCrystalBallPageDeleteQuestionMutation,
} from '../../../../__generated__/hooks';
import { runMutation } from '../../../../apollo/mutationOutcome';
import { TextField } from '../../../../components/FormFields';
import { InlineForm } from '../../../../components/InlineForm';
import { ReasonConfirmDialog } from '../../../../components/ReasonConfirmDialog';
import { useEntityForm } from '../../../../components/useEntityForm';
import { usePendingChange } from '../../../../components/usePendingChange';
import { QuestionDialog } from './CrystalBallDialogs';
import { LocalizationPanel } from './LocalizationPanel';

type Question = CrystalBallPage_QuestionFragment;

function NewQuestionForm({
  eldsTournamentId,
  onCreated,
}: {
  eldsTournamentId: string;
  onCreated: () => void;
}) {
  const [create] = useCrystalBallPageCreateQuestionMutation();
  const form = useEntityForm({
    initialValues: { text: '' },
    noun: 'question',
    validate: validateCrystalBallQuestionDraft,
    save: (values) =>
      runMutation(
        create({ variables: { input: { eldsTournamentId, text: values.text.trim() } } }),
        (data) => data.createCrystalBallQuestion,
      ),
    onSaved: () => {
      form.reset({ text: '' });
      onCreated();
    },
  });
  return (
    <InlineForm form={form} label="New question">
      <Flex gap="3" align="flex-start" wrap={{ base: 'wrap', md: 'nowrap' }}>
        <TextField
          label="New question (en_US)"
          placeholder="Who lifts the Summoner's Cup?"
          {...form.textField('text')}
        />
        <Button
          type="submit"
          colorPalette="teal"
          mt={{ base: '0', md: '6' }}
          flexShrink={0}
          loading={form.saving}
        >
          Add question
        </Button>
      </Flex>
    </InlineForm>
  );
}

/**
 * The tournament's questions: added above the list, edited in a dialog, translated on the drops
 * localization editor and deleted with a reason while no prompt asks them.
 */
export function QuestionsPanel({
  eldsTournamentId,
  questions,
  promptsAsking,
  writable,
  refresh,
}: {
  eldsTournamentId: string;
  questions: readonly Question[];
  /** How many prompts ask each question, by its id. */
  promptsAsking: (questionId: string) => number;
  writable: boolean;
  refresh: () => void;
}) {
  const [editing, setEditing] = useState<Question | null>(null);
  const [translating, setTranslating] = useState<Question | null>(null);
  const [remove, removing] = useCrystalBallPageDeleteQuestionMutation();
  const deletion = usePendingChange(
    async (question: Question, reason: string | undefined) =>
      (
        await runMutation(
          remove({
            variables: {
              id: question.id,
              expectedVersion: question.version,
              reason: reason ?? null,
            },
          }),
          (data) => data.deleteCrystalBallQuestion,
        )
      ).ok,
    refresh,
  );
  return (
    <Stack as="section" aria-labelledby="crystal-ball-questions" gap="3">
      <Heading as="h2" size="lg" id="crystal-ball-questions">
        Questions
      </Heading>
      {writable && <NewQuestionForm eldsTournamentId={eldsTournamentId} onCreated={refresh} />}
      <Box overflowX="auto" borderWidth="1px" rounded="lg" bg="bg.panel">
        <Table.Root size="sm" aria-label="Questions">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Question</Table.ColumnHeader>
              <Table.ColumnHeader>Translations</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Prompts</Table.ColumnHeader>
              {writable && <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {questions.length === 0 && (
              <Table.Row>
                <Table.Cell colSpan={4} color="fg.muted" textAlign="center" py="6">
                  No questions yet: add one, then put it to viewers as a prompt.
                </Table.Cell>
              </Table.Row>
            )}
            {questions.map((question) => {
              const locales = question.localization.texts
                .map((text) => text.locale)
                .filter((locale) => locale !== DEFAULT_LOCALE);
              const asked = promptsAsking(question.id);
              return (
                <Table.Row key={question.id}>
                  <Table.Cell>
                    <Text fontWeight="medium">{question.text}</Text>
                    <Text fontSize="xs" color="fg.muted" fontFamily="mono">
                      {question.id}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>{locales.length > 0 ? locales.join(', ') : 'en_US only'}</Table.Cell>
                  <Table.Cell textAlign="end">{asked}</Table.Cell>
                  {writable && (
                    <Table.Cell>
                      <HStack gap="2" justify="flex-end">
                        <Button
                          size="xs"
                          variant="outline"
                          aria-label={`Edit question ${question.text}`}
                          onClick={() => setEditing(question)}
                        >
                          Edit
                        </Button>
                        <Button
                          size="xs"
                          variant="outline"
                          aria-label={`Translate question ${question.text}`}
                          onClick={() => setTranslating(question)}
                        >
                          Translate
                        </Button>
                        <Button
                          size="xs"
                          variant="subtle"
                          colorPalette="red"
                          aria-label={`Delete question ${question.text}`}
                          disabled={asked > 0}
                          title={asked > 0 ? 'Delete the prompts asking it first.' : undefined}
                          onClick={() => deletion.ask(question)}
                        >
                          Delete
                        </Button>
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
          label={`Translations of “${translating.text}”`}
          localization={translating.localization}
          ownText={translating.text}
          onDone={(saved) => {
            setTranslating(null);
            if (saved) refresh();
          }}
        />
      )}
      {editing && (
        <QuestionDialog
          key={editing.id}
          question={editing}
          open
          onClose={() => setEditing(null)}
          onSaved={refresh}
        />
      )}
      <ReasonConfirmDialog
        {...deletion.dialog}
        variant="warn"
        busy={removing.loading}
        title="Delete the question?"
        confirmLabel="Delete question"
      >
        {deletion.pending && `“${deletion.pending.text}” and its translations will be deleted.`}
      </ReasonConfirmDialog>
    </Stack>
  );
}
