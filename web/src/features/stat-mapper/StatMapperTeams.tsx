import { Badge, Box, HStack, Stack, Table, Text } from '@chakra-ui/react';
import {
  playerColumns,
  STAT_MAPPER_MESSAGES,
  type PlayerColumn,
} from '@esports-admin/schema/rules/stat-mapper';
import type { Sport, StatMapperTeam_TeamFragment } from '../../__generated__/graphql';

type Participant = StatMapperTeam_TeamFragment['participants'][number];

const cellOf: Record<PlayerColumn, (p: Participant) => string> = {
  'Display Name': (p) => p.esportsPlayer?.handle ?? STAT_MAPPER_MESSAGES.unknownPlayer,
  Champion: (p) => p.championName ?? (p.championId == null ? '' : String(p.championId)),
  'Account ID': (p) => p.platformAccountId ?? '',
  'In-Game Name': (p) => p.displayName,
  Agent: (p) => p.agentName ?? STAT_MAPPER_MESSAGES.unknownPlayer,
  Puuid: (p) => p.puuid ?? '',
};

/** The two sides in mapped order, each with its esports team ('???' when unmatched) and players. */
export function StatMapperTeams({
  sport,
  sides,
  teams,
}: {
  sport: Sport;
  sides: readonly [string, string];
  teams: readonly StatMapperTeam_TeamFragment[];
}) {
  const columns = playerColumns(sport);
  return (
    <Stack gap="4">
      {teams.map((team, position) => (
        <Box key={team.platformTeamId} borderWidth="1px" rounded="lg" overflow="hidden">
          <HStack justify="space-between" px="3" py="2" bg="bg.subtle" wrap="wrap" gap="2">
            <HStack gap="2">
              <Badge colorPalette={position === 0 ? 'blue' : 'red'}>{sides[position]}</Badge>
              <Text fontWeight="semibold">
                {team.esportsTeam
                  ? `${team.esportsTeam.name} (${team.esportsTeam.tricode})`
                  : STAT_MAPPER_MESSAGES.unmatchedTeam}
              </Text>
            </HStack>
            <Text fontSize="xs" color="fg.muted">
              Platform team {team.platformTeamId}
            </Text>
          </HStack>
          <Box overflowX="auto">
            <Table.Root size="sm" aria-label={`${sides[position]} players`}>
              <Table.Header>
                <Table.Row>
                  {columns.map((column) => (
                    <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {team.participants.map((participant) => (
                  <Table.Row key={participant.participantId}>
                    {columns.map((column) => (
                      <Table.Cell
                        key={column}
                        color={
                          column === 'Display Name' && !participant.esportsPlayer
                            ? 'fg.muted'
                            : undefined
                        }
                        wordBreak={column === 'Puuid' ? 'break-all' : undefined}
                      >
                        {cellOf[column](participant)}
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
