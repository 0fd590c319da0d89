import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { CompactSelectField } from '../../../components/CompactSelectField';
import { catalogueName } from '@esports-admin/schema/rules/stage-builder';
import { useState } from 'react';
import type { TournamentResults_TournamentFragment } from '../../../__generated__/graphql';
import { READ_ONLY_ACCESS } from '../../../components/ReadOnly';
import { SIDE_NAMES } from './resultsActions';
import { DecisionPointResult } from './DecisionPointResult';
import { GroupStandings } from './GroupStandings';
import { MatchResults } from './MatchResults';

/**
 * Results per game (winner by side, clear, switch team colours) and the standings of group
 * sections (computed ranks, manual standings saved or cleared), with the spec 2 §8 messages the
 * gateway answers shown as toasts. Each action saves at once; nothing waits for the form's Save.
 * On a published tournament a winner is saved after a confirmation showing its impact (#37).
 */
export function TournamentResults({
  tournament,
  readOnly,
}: {
  tournament: TournamentResults_TournamentFragment;
  readOnly: boolean;
}) {
  return <ResultsList tournament={tournament} readOnly={readOnly} />;
}

const sectionTitle = (stage: { name: { slug: string } }, section: { name: { slug: string } }) =>
  section.name.slug === stage.name.slug
    ? catalogueName(stage.name.slug)
    : `${catalogueName(stage.name.slug)} · ${catalogueName(section.name.slug)}`;

function ResultsList({
  tournament,
  readOnly,
}: {
  tournament: TournamentResults_TournamentFragment;
  readOnly: boolean;
}) {
  const sections = tournament.stages.flatMap((stage) =>
    stage.sections.map((section) => ({ stage, section })),
  );
  const [chosenId, setChosenId] = useState<string | null>(null);
  const open =
    sections.find(({ section }) => section.matches.some((m) => m.status !== 'completed')) ??
    sections[0];
  const shown = sections.find(({ section }) => section.id === chosenId) ?? open;
  if (!shown || sections.every(({ section }) => section.matches.length === 0)) {
    return (
      <Box bg="bg.panel" borderWidth="1px" rounded="xl" p="10" textAlign="center">
        <Heading size="md">No matches yet</Heading>
        <Text color="fg.muted" mt="2">
          Build the stages and save; their matches and games appear here for results.
        </Text>
      </Box>
    );
  }
  const sides = SIDE_NAMES[tournament.sport];
  return (
    <Stack gap="6">
      {readOnly && (
        <Text fontSize="sm" color="fg.muted">
          {READ_ONLY_ACCESS}: results are shown but cannot be changed.
        </Text>
      )}
      {[shown].map(({ stage, section }) => (
        <Stack key={section.id} gap="3">
          <HStack justify="space-between" wrap="wrap" gap="3">
            <HStack gap="3">
              <Heading as="h2" size="md">
                {sectionTitle(stage, section)}
              </Heading>
              <Badge variant="outline">{section.type.replace('_', '-')}</Badge>
            </HStack>
            <CompactSelectField
              label="Section"
              w="72"
              value={section.id}
              options={sections.map((option) => ({
                value: option.section.id,
                label: `${sectionTitle(option.stage, option.section)} (${option.section.matches.length} matches)`,
              }))}
              onChange={setChosenId}
            />
          </HStack>
          {section.type !== 'bracket' && (
            <GroupStandings
              tournamentId={tournament.id}
              tournamentVersion={tournament.version}
              section={section}
              readOnly={readOnly}
            />
          )}
          {section.decisionPoints.map((point) => (
            <DecisionPointResult
              key={point.id}
              tournamentId={tournament.id}
              point={point}
              readOnly={readOnly}
            />
          ))}
          {section.matches.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              No matches in this section.
            </Text>
          ) : (
            section.matches.map((match) => (
              <MatchResults
                key={match.id}
                tournamentId={tournament.id}
                sport={tournament.sport}
                match={match}
                sides={sides}
                readOnly={readOnly}
                confirmResults={tournament.publicationStatus === 'published'}
              />
            ))
          )}
        </Stack>
      ))}
    </Stack>
  );
}
