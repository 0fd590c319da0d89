import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { CrystalBallPageQuery } from '../../../../__generated__/graphql';
import { useCrystalBallPageQuery } from '../../../../__generated__/hooks';
import { PlusIcon } from '../../../../components/icons';
import { PageHeader } from '../../../../components/PageHeader';
import { ReadOnlyBadge } from '../../../../components/ReadOnly';
import { usePickemAccess } from '../../usePickemAccess';
import { PickemTournamentFrame } from '../PickemTournamentFrame';
import { PromptDialog } from './CrystalBallDialogs';
import { tournamentTeams, type Prompt } from './crystalBallValues';
import { PromptCard } from './PromptCard';
import { QuestionsPanel } from './QuestionsPanel';

type Pickem = NonNullable<CrystalBallPageQuery['pickemTournament']>;

/**
 * A tournament's crystal ball (spec 3 §7 crystal-ball-admin): questions with their translations,
 * then the prompts putting them to viewers, each with its tiers, choices, picks, certification
 * and answer.
 */
export default function CrystalBallPage() {
  const { tournamentId = '' } = useParams();
  const query = useCrystalBallPageQuery({ variables: { eldsTournamentId: tournamentId } });
  const pickem = query.data ? query.data.pickemTournament : undefined;
  return (
    <PickemTournamentFrame
      tournamentId={tournamentId}
      tournamentName={pickem?.tournament?.name.displayName}
      query={query}
      found={pickem === undefined ? undefined : pickem !== null}
      what="crystal ball"
    >
      {pickem && (
        <CrystalBall pickem={pickem} refresh={() => void query.refetch().catch(() => undefined)} />
      )}
    </PickemTournamentFrame>
  );
}

function CrystalBall({ pickem, refresh }: { pickem: Pickem; refresh: () => void }) {
  const { writable } = usePickemAccess();
  const [editing, setEditing] = useState<{ prompt: Prompt | null } | null>(null);
  const questions = pickem.crystalBallQuestions;
  const prompts = pickem.crystalBallPrompts;
  const teams = tournamentTeams([
    ...pickem.pickBlocks.flatMap((block) => block.matches),
    ...pickem.unscheduled.matches,
  ]);
  const questionText = (id: string) =>
    questions.find((question) => question.id === id)?.text ?? `Question ${id}`;
  const drafts = prompts.filter((prompt) => prompt.state === 'draft').length;
  return (
    <Stack gap="8">
      <PageHeader
        title="Crystal ball"
        description={`${prompts.length} prompts, ${drafts} of them drafts. Certify a prompt only after reading its picks.`}
        actions={
          !writable && (
            <ReadOnlyBadge explanation="You can read the crystal ball but not change it." />
          )
        }
      />
      <Stack as="section" aria-labelledby="crystal-ball-prompts" gap="3">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="lg" id="crystal-ball-prompts">
            Prompts
          </Heading>
          {writable && (
            <Button
              colorPalette="teal"
              disabled={questions.length === 0}
              title={questions.length === 0 ? 'Add a question first.' : undefined}
              onClick={() => setEditing({ prompt: null })}
            >
              <PlusIcon />
              New prompt
            </Button>
          )}
        </Flex>
        {prompts.length === 0 ? (
          <Text
            color="fg.muted"
            py="6"
            textAlign="center"
            borderWidth="1px"
            rounded="lg"
            bg="bg.panel"
          >
            No prompts yet: put a question to viewers with New prompt.
          </Text>
        ) : (
          prompts.map((prompt) => (
            <PromptCard
              key={prompt.id}
              prompt={prompt}
              question={questionText(prompt.questionId)}
              teams={teams}
              writable={writable}
              onEdit={(edited) => setEditing({ prompt: edited })}
              refresh={refresh}
            />
          ))
        )}
      </Stack>
      <QuestionsPanel
        eldsTournamentId={pickem.eldsTournamentId}
        questions={questions}
        promptsAsking={(id) => prompts.filter((prompt) => prompt.questionId === id).length}
        writable={writable}
        refresh={refresh}
      />
      {editing && (
        <PromptDialog
          key={editing.prompt?.id ?? 'new'}
          eldsTournamentId={pickem.eldsTournamentId}
          prompt={editing.prompt}
          questions={questions}
          open
          onClose={() => setEditing(null)}
          onSaved={refresh}
        />
      )}
    </Stack>
  );
}
