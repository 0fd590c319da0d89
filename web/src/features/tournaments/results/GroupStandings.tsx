import { Badge, Box, Button, chakra, HStack, Input, Table, Text } from '@chakra-ui/react';
import { ReasonConfirmDialog } from '../../../components/ReasonConfirmDialog';
import {
  useClearManualStandingsMutation,
  useFinalizeSectionMutation,
  useSetManualStandingsMutation,
} from '../../../__generated__/hooks';
import { ordinal } from '@esports-admin/schema/rules/formatting';
import { useState } from 'react';
import { refetchResults, run, teamName, type ResultsSection } from './resultsActions';

export function GroupStandings({
  tournamentId,
  section,
  readOnly,
}: {
  tournamentId: string;
  section: ResultsSection;
  readOnly: boolean;
}) {
  const [setManualStandings, saving] = useSetManualStandingsMutation();
  const [clearManualStandings, clearing] = useClearManualStandingsMutation();
  const [finalizeSection, finalizing] = useFinalizeSectionMutation();
  const rankOf = (teamId: string) =>
    section.ranks.find((rank) => rank.tiedTeamIds.includes(teamId))?.ordinal;
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [editing, setEditing] = useState(false);
  const [confirmingClear, setConfirmingClear] = useState(false);
  const clearManual = (reason: string | undefined) =>
    void run(async () => {
      const result = await clearManualStandings({
        variables: { tournamentId, sectionId: section.id, reason },
        ...refetchResults,
      });
      return result.data?.clearManualStandings;
    });
  const records = [...section.teamRecords].sort(
    (a, b) => (rankOf(a.teamId) ?? 999) - (rankOf(b.teamId) ?? 999),
  );

  const startEditing = () => {
    setDraft(
      Object.fromEntries(records.map((r, i) => [r.teamId, String(rankOf(r.teamId) ?? i + 1)])),
    );
    setEditing(true);
  };

  const ordinals = Object.values(draft).map(Number);
  const valid = ordinals.length > 0 && ordinals.every((n) => Number.isInteger(n) && n >= 1);

  const save = () =>
    void run(async () => {
      const byOrdinal = new Map<number, string[]>();
      for (const [teamId, value] of Object.entries(draft)) {
        const n = Number(value);
        byOrdinal.set(n, [...(byOrdinal.get(n) ?? []), teamId]);
      }
      const ranks = [...byOrdinal.entries()]
        .sort(([a], [b]) => a - b)
        .map(([ordinalValue, tiedTeamIds]) => ({ ordinal: ordinalValue, tiedTeamIds }));
      const result = await setManualStandings({
        variables: { tournamentId, sectionId: section.id, ranks },
        ...refetchResults,
      });
      if (result.data?.setManualStandings.ok) setEditing(false);
      return result.data?.setManualStandings;
    });

  return (
    <Box bg="bg.panel" borderWidth="1px" rounded="xl" overflow="hidden">
      <HStack justify="space-between" px="4" py="3" borderBottomWidth="1px" wrap="wrap">
        <HStack gap="2">
          <Text fontWeight="semibold">Standings</Text>
          {section.manualRanks && (
            <Badge colorPalette="orange" variant="subtle">
              manual
            </Badge>
          )}
          {section.finalized && (
            <Badge colorPalette="green" variant="subtle">
              finalized
            </Badge>
          )}
        </HStack>
        {!readOnly && (
          <HStack gap="2">
            {editing ? (
              <>
                <Button size="xs" variant="outline" onClick={() => setEditing(false)}>
                  Cancel
                </Button>
                <Button
                  size="xs"
                  colorPalette="teal"
                  disabled={!valid}
                  loading={saving.loading}
                  onClick={save}
                >
                  Save manual standings
                </Button>
              </>
            ) : (
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
                  onClick={startEditing}
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
                    void run(async () => {
                      const result = await finalizeSection({
                        variables: { tournamentId, sectionId: section.id },
                        ...refetchResults,
                      });
                      return result.data?.finalizeSection;
                    })
                  }
                >
                  {section.finalized ? 'Finalize again' : 'Finalize group'}
                </Button>
              </>
            )}
          </HStack>
        )}
      </HStack>
      {records.length === 0 ? (
        <Text px="4" py="3" fontSize="sm" color="fg.muted">
          No team records yet: they are computed once the group's teams are known.
        </Text>
      ) : (
        <Table.Root size="sm" aria-label="Standings">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader w="28">Rank</Table.ColumnHeader>
              <Table.ColumnHeader>Team</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">W</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">L</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">T</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {records.map((row) => {
              const rank = rankOf(row.teamId);
              return (
                <Table.Row key={row.teamId}>
                  <Table.Cell>
                    {editing ? (
                      <chakra.label display="flex" alignItems="center" gap="1">
                        <Input
                          size="xs"
                          w="16"
                          type="number"
                          min={1}
                          aria-label={`Rank of ${teamName(row.team, row.teamId)}`}
                          value={draft[row.teamId] ?? ''}
                          onChange={(event) => {
                            const value = event.currentTarget.value;
                            setDraft((d) => ({ ...d, [row.teamId]: value }));
                          }}
                        />
                      </chakra.label>
                    ) : rank ? (
                      ordinal(rank)
                    ) : (
                      '—'
                    )}
                  </Table.Cell>
                  <Table.Cell>{teamName(row.team, row.teamId)}</Table.Cell>
                  <Table.Cell textAlign="end">{row.record.wins}</Table.Cell>
                  <Table.Cell textAlign="end">{row.record.losses}</Table.Cell>
                  <Table.Cell textAlign="end">{row.record.ties}</Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      )}
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
    </Box>
  );
}

/** Decides a decision point: which seeded team takes each of its places, in order. */
