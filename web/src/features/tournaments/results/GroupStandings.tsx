import { Button } from '@chakra-ui/react';
import { ReasonConfirmDialog } from '../../../components/ReasonConfirmDialog';
import {
  useClearManualStandingsMutation,
  useFinalizeSectionMutation,
} from '../../../__generated__/hooks';
import { ordinal } from '@esports-admin/schema/rules/formatting';
import { useState } from 'react';
import { refetchResults, runResultsMutation, type ResultsSection } from './resultsActions';
import { ManualStandingsForm } from './ManualStandingsForm';
import { rankedRecords, rankOf, StandingsPanel, StandingsTable } from './StandingsPanel';

export function GroupStandings({
  tournamentId,
  tournamentVersion,
  section,
  readOnly,
}: {
  tournamentId: string;
  /** The tournament's version as read: manual standings sent with an older one are refused. */
  tournamentVersion: string;
  section: ResultsSection;
  readOnly: boolean;
}) {
  const [clearManualStandings, clearing] = useClearManualStandingsMutation();
  const [finalizeSection, finalizing] = useFinalizeSectionMutation();
  const [editing, setEditing] = useState(false);
  const [confirmingClear, setConfirmingClear] = useState(false);
  const clearManual = (reason: string | undefined) =>
    void runResultsMutation(
      clearManualStandings({
        variables: { tournamentId, sectionId: section.id, reason },
        ...refetchResults,
      }),
      (data) => data.clearManualStandings,
    );
  const records = rankedRecords(section);

  if (editing) {
    return (
      <ManualStandingsForm
        tournamentId={tournamentId}
        tournamentVersion={tournamentVersion}
        section={section}
        onClose={() => setEditing(false)}
      />
    );
  }
  return (
    <StandingsPanel
      section={section}
      actions={
        !readOnly && (
          <>
            {section.manualRanks && (
              <Button
                size="xs"
                variant="subtle"
                colorPalette="red"
                loading={clearing.loading}
                onClick={() => setConfirmingClear(true)}
              >
                Clear manual standings
              </Button>
            )}
            <Button
              size="xs"
              variant="outline"
              disabled={records.length === 0}
              onClick={() => setEditing(true)}
            >
              Set manual standings
            </Button>
            <Button
              size="xs"
              colorPalette="teal"
              disabled={records.length === 0}
              loading={finalizing.loading}
              title="Writes the ranks to the group's standing, which feeds the next sections."
              onClick={() =>
                void runResultsMutation(
                  finalizeSection({
                    variables: { tournamentId, sectionId: section.id },
                    ...refetchResults,
                  }),
                  (data) => data.finalizeSection,
                )
              }
            >
              {section.finalized ? 'Finalize again' : 'Finalize group'}
            </Button>
          </>
        )
      }
    >
      <StandingsTable
        records={records}
        rankCell={(row) => {
          const rank = rankOf(section, row.teamId);
          return rank ? ordinal(rank) : '—';
        }}
      />
      <ReasonConfirmDialog
        open={confirmingClear}
        variant="warn"
        title="Clear Manual Standings"
        confirmLabel="Clear standings"
        onConfirm={(reason) => {
          setConfirmingClear(false);
          clearManual(reason);
        }}
        onCancel={() => setConfirmingClear(false)}
      >
        Clear the manual standings of this group? Its ranks go back to those computed from the
        results.
      </ReasonConfirmDialog>
    </StandingsPanel>
  );
}
