import { Badge, Box, HStack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { teamName, type ResultsSection } from './resultsActions';

type TeamRecordRow = ResultsSection['teamRecords'][number];

export const rankOf = (section: Pick<ResultsSection, 'ranks'>, teamId: string) =>
  section.ranks.find((rank) => rank.tiedTeamIds.includes(teamId))?.ordinal;

/** The section's team records, best rank first. */
export const rankedRecords = <Row extends { teamId: string }>(
  section: Pick<ResultsSection, 'ranks'> & { teamRecords: readonly Row[] },
) =>
  [...section.teamRecords].sort(
    (a, b) => (rankOf(section, a.teamId) ?? 999) - (rankOf(section, b.teamId) ?? 999),
  );

/** The standings box: its title and badges, the actions on the right, the table below. */
export function StandingsPanel({
  section,
  actions,
  children,
}: {
  section: ResultsSection;
  actions: ReactNode;
  children: ReactNode;
}) {
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
        {actions && <HStack gap="2">{actions}</HStack>}
      </HStack>
      {children}
    </Box>
  );
}

/** One row per team: its rank (as `rankCell` shows it), name and record. */
export function StandingsTable({
  records,
  rankCell,
}: {
  records: readonly TeamRecordRow[];
  rankCell: (row: TeamRecordRow) => ReactNode;
}) {
  if (records.length === 0) {
    return (
      <Text px="4" py="3" fontSize="sm" color="fg.muted">
        No team records yet: they are computed once the group's teams are known.
      </Text>
    );
  }
  return (
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
        {records.map((row) => (
          <Table.Row key={row.teamId}>
            <Table.Cell>{rankCell(row)}</Table.Cell>
            <Table.Cell>{teamName(row.team, row.teamId)}</Table.Cell>
            <Table.Cell textAlign="end">{row.record.wins}</Table.Cell>
            <Table.Cell textAlign="end">{row.record.losses}</Table.Cell>
            <Table.Cell textAlign="end">{row.record.ties}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
