import { Alert, Badge, Box, HStack, Stack, Table, Text } from '@chakra-ui/react';
import type { PickBlocksPage_BlockFragment } from '../../../__generated__/graphql';
import { DialogFrame } from '../../../components/DialogFrame';
import { matchLabel } from './matchLabels';

const share = (part: number, whole: number) =>
  whole === 0 ? '0%' : `${Math.round((part / whole) * 100)}%`;

/** Per match, how many viewers picked each team, as bars with counts. */
function MatchPicks({
  block,
  sections,
}: {
  block: PickBlocksPage_BlockFragment;
  sections: ReadonlyMap<string, string>;
}) {
  return (
    <Stack as="section" aria-label="Viewers' picks per match" gap="4">
      <Text fontWeight="semibold">Viewers&apos; picks per match</Text>
      {block.picks.map((matchPicks) => {
        const match = block.matches.find((m) => m.id === matchPicks.eldsMatchId);
        const total = matchPicks.teams.reduce((sum, t) => sum + t.viewers, 0);
        return (
          <Stack key={matchPicks.eldsMatchId} gap="1.5">
            <Text fontSize="sm" fontWeight="medium">
              {match ? matchLabel(match, sections) : matchPicks.eldsMatchId}
              {match?.winnerTeamId && (
                <Badge ms="2" colorPalette="green" variant="subtle">
                  Decided
                </Badge>
              )}
            </Text>
            {matchPicks.teams.length === 0 && (
              <Text fontSize="sm" color="fg.muted">
                No picks yet.
              </Text>
            )}
            {matchPicks.teams.map((team) => (
              <HStack key={team.eldsTeamId} gap="3" fontSize="sm">
                <Text w={{ base: '32', md: '44' }} truncate>
                  {team.team?.name ?? team.eldsTeamId}
                  {match?.winnerTeamId === team.eldsTeamId ? ' (won)' : ''}
                </Text>
                <Box flex="1" h="2.5" bg="bg.muted" rounded="full" overflow="hidden" aria-hidden>
                  <Box h="full" bg="teal.solid" w={share(team.viewers, total)} />
                </Box>
                <Text w="36" textAlign="end" fontVariantNumeric="tabular-nums">
                  {team.viewers.toLocaleString('en-US')} ({share(team.viewers, total)})
                </Text>
              </HStack>
            ))}
          </Stack>
        );
      })}
    </Stack>
  );
}

/** How many viewers would get how many points if the block were scored now. */
function ScoringPreview({
  block,
  sections,
}: {
  block: PickBlocksPage_BlockFragment;
  sections: ReadonlyMap<string, string>;
}) {
  const { rows, undecidedEldsMatchIds, unconfiguredEldsSectionIds } = block.scoringPreview;
  const viewers = rows.reduce((sum, row) => sum + row.viewers, 0);
  const undecided = block.matches.filter((m) => undecidedEldsMatchIds.includes(m.id));
  return (
    <Stack as="section" aria-label="Scoring preview" gap="3">
      <Text fontWeight="semibold">
        {block.state === 'scored' ? 'Points given' : 'If the block were scored now'}
      </Text>
      {unconfiguredEldsSectionIds.length > 0 && (
        <Alert.Root status="warning" variant="subtle">
          <Alert.Indicator />
          <Alert.Title>
            No scoring configuration for{' '}
            {unconfiguredEldsSectionIds.map((id) => sections.get(id) ?? id).join(', ')}: its matches
            give no points.
          </Alert.Title>
        </Alert.Root>
      )}
      {undecided.length > 0 && (
        <Text fontSize="sm" color="fg.muted">
          Not decided yet (no points counted):{' '}
          {undecided.map((m) => matchLabel(m, sections)).join('; ')}.
        </Text>
      )}
      {rows.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No viewer has picked in this block.
        </Text>
      ) : (
        <Table.Root size="sm" aria-label="Viewers per points">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Points</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Viewers</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Share</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.points}>
                <Table.Cell>{row.points}</Table.Cell>
                <Table.Cell textAlign="end">{row.viewers.toLocaleString('en-US')}</Table.Cell>
                <Table.Cell textAlign="end">{share(row.viewers, viewers)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  );
}

/** A block's picks and scoring preview, so an operator sees the effect before scoring. */
export function PickBlockDetailsDialog({
  block,
  sections,
  onClose,
}: {
  block: PickBlocksPage_BlockFragment;
  sections: ReadonlyMap<string, string>;
  onClose: () => void;
}) {
  return (
    <DialogFrame
      open
      title={`${block.name}: ${block.pickCount.toLocaleString('en-US')} viewers`}
      onCancel={onClose}
      cancelLabel="Close"
      size="lg"
      scrollInside
      actions={null}
    >
      <Stack gap="6">
        <ScoringPreview block={block} sections={sections} />
        <MatchPicks block={block} sections={sections} />
      </Stack>
    </DialogFrame>
  );
}
