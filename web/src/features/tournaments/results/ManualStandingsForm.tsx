import { Button, Input } from '@chakra-ui/react';
import {
  useManualStandingsLatestLazyQuery,
  useSetManualStandingsMutation,
} from '../../../__generated__/hooks';
import { runMutation, type FieldMessages } from '../../../apollo/mutationOutcome';
import { InlineForm } from '../../../components/InlineForm';
import { useEntityForm } from '../../../components/useEntityForm';
import { refetchResults, teamName, type ResultsSection } from './resultsActions';
import { rankedRecords, rankOf, StandingsPanel, StandingsTable } from './StandingsPanel';

/** A group's ranks as typed: one row per team, in the order the table shows them. */
interface StandingsDraft {
  ranks: { teamId: string; rank: string }[];
}

type RankedSection = Pick<ResultsSection, 'ranks'> & {
  teamRecords: readonly { teamId: string }[];
};

const draftOf = (section: RankedSection): StandingsDraft => ({
  ranks: rankedRecords(section).map((row, index) => ({
    teamId: row.teamId,
    rank: String(rankOf(section, row.teamId) ?? index + 1),
  })),
});

function validateStandings({ ranks }: StandingsDraft): FieldMessages {
  const messages: FieldMessages = {};
  ranks.forEach(({ rank }, index) => {
    const n = Number(rank);
    if (rank.trim() === '' || !Number.isInteger(n) || n < 1) {
      messages[`ranks.${index}.rank`] = 'A rank is a whole number from 1.';
    }
  });
  return messages;
}

/** Equal ranks share an ordinal: the teams typed with it are tied. */
function ranksOf({ ranks }: StandingsDraft) {
  const byOrdinal = new Map<number, string[]>();
  for (const { teamId, rank } of ranks) {
    const n = Number(rank);
    byOrdinal.set(n, [...(byOrdinal.get(n) ?? []), teamId]);
  }
  return [...byOrdinal.entries()]
    .sort(([a], [b]) => a - b)
    .map(([ordinal, tiedTeamIds]) => ({ ordinal, tiedTeamIds }));
}

/**
 * Ranks of a group set by hand, saved with the tournament's version: when the tournament changed
 * meanwhile the save is refused and the conflict notice offers the stored ranks or the typed ones
 * again. Leaving with typed ranks asks first.
 */
export function ManualStandingsForm({
  tournamentId,
  tournamentVersion,
  section,
  onClose,
}: {
  tournamentId: string;
  tournamentVersion: string;
  section: ResultsSection;
  onClose: () => void;
}) {
  const [setManualStandings] = useSetManualStandingsMutation();
  const [loadStored] = useManualStandingsLatestLazyQuery({ fetchPolicy: 'no-cache' });
  const entity = useEntityForm<StandingsDraft>({
    initialValues: draftOf(section),
    version: tournamentVersion,
    noun: 'standings table',
    validate: validateStandings,
    save: (draft, expectedVersion) =>
      runMutation(
        setManualStandings({
          variables: {
            tournamentId,
            sectionId: section.id,
            ranks: ranksOf(draft),
            expectedVersion,
          },
          ...refetchResults,
        }),
        (data) => data.setManualStandings,
        { conflictShownByCaller: true },
      ),
    onSaved: onClose,
    loadLatest: async () => {
      const { data } = await loadStored({ variables: { tournamentId } });
      const stored = data?.tournament?.stages
        .flatMap((stage) => stage.sections)
        .find((candidate) => candidate.id === section.id);
      return data?.tournament && stored
        ? { values: draftOf(stored), version: data.tournament.version }
        : null;
    },
  });
  const recordOf = new Map(section.teamRecords.map((row) => [row.teamId, row]));
  const rows = entity.values.ranks.flatMap((entry) => recordOf.get(entry.teamId) ?? []);

  return (
    <InlineForm
      form={entity}
      label="Manual standings"
      fieldLabel={() => 'Ranks'}
      display="flex"
      flexDirection="column"
      gap="3"
    >
      <StandingsPanel
        section={section}
        actions={
          <>
            <Button size="xs" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button
              size="xs"
              type="submit"
              colorPalette="teal"
              disabled={entity.invalid}
              loading={entity.saving}
            >
              Save manual standings
            </Button>
          </>
        }
      >
        <StandingsTable
          records={rows}
          rankCell={(row) => {
            const index = entity.values.ranks.findIndex((entry) => entry.teamId === row.teamId);
            return (
              <Input
                size="xs"
                w="16"
                type="number"
                min={1}
                aria-label={`Rank of ${teamName(row.team, row.teamId)}`}
                aria-invalid={entity.errorFor(`ranks.${index}.rank`) ? true : undefined}
                value={entity.values.ranks[index]?.rank ?? ''}
                onChange={(event) => entity.set(`ranks.${index}.rank`, event.currentTarget.value)}
              />
            );
          }}
        />
      </StandingsPanel>
    </InlineForm>
  );
}
