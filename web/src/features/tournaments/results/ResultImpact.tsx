import { List, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useResultsImpactQuery } from '../../../__generated__/hooks';

/**
 * In the confirmation of setting (`winnerTeamId`) or clearing (none) a game's result: what that
 * would change downstream before anything is written (#37) — teams that change, played matches
 * that lose their results, standing places, group records and ranks that move, the later sections
 * those places reach, the pick'em pick blocks scored on those matches. The change itself does not
 * wait for it.
 */
export function ResultImpact({
  tournamentId,
  gameId,
  winnerTeamId = null,
}: {
  tournamentId: string;
  gameId: string;
  winnerTeamId?: string | null;
}) {
  const { data, loading, error } = useResultsImpactQuery({
    variables: { tournamentId, gameId, winnerTeamId },
    fetchPolicy: 'network-only',
  });
  const change = winnerTeamId ? 'this result' : 'clearing';
  const impact = data?.resultImpact;
  if (loading) return <Text color="fg.muted">Checking what {change} changes downstream…</Text>;
  if (error || !impact) {
    return <Text color="fg.muted">What {change} changes downstream could not be checked.</Text>;
  }
  const {
    participantChanges,
    invalidatedMatches,
    standingChanges,
    recordChanges,
    downstreamSections,
    pickBlocks,
  } = impact;
  const changes =
    participantChanges.length +
    invalidatedMatches.length +
    standingChanges.length +
    recordChanges.length +
    downstreamSections.length +
    (pickBlocks?.length ?? 0);
  const pickemUnread = pickBlocks === null && (
    <Text color="fg.muted" fontSize="sm">
      Pick&apos;em pick blocks could not be checked.
    </Text>
  );
  if (changes === 0) {
    return (
      <Stack gap="1">
        <Text>Nothing downstream changes.</Text>
        {pickemUnread}
      </Stack>
    );
  }
  return (
    <Stack gap="2" aria-label={`What ${change} changes`} role="group">
      {invalidatedMatches.length > 0 && (
        <ImpactList title="Played matches that lose their results">
          {invalidatedMatches.map((m) => (
            <List.Item key={m.matchId}>
              {m.matchDescription} ({m.playedGameCount} game
              {m.playedGameCount === 1 ? '' : 's'} played)
            </List.Item>
          ))}
        </ImpactList>
      )}
      {participantChanges.length > 0 && (
        <ImpactList title="Teams that change">
          {participantChanges.map((c) => (
            <List.Item key={`${c.matchId}-${c.slot}`}>
              {c.matchDescription}, team {c.slot}: {c.fromTeamName} → {c.toTeamName}
            </List.Item>
          ))}
        </ImpactList>
      )}
      {standingChanges.length > 0 && (
        <ImpactList title="Standing places that change">
          {standingChanges.map((c) => (
            <List.Item key={c.place}>
              Place {c.place}: {c.fromTeamName} → {c.toTeamName}
            </List.Item>
          ))}
        </ImpactList>
      )}
      {recordChanges.length > 0 && (
        <ImpactList title="Group records that change">
          {recordChanges.map((c) => (
            <List.Item key={c.teamId}>
              {c.teamName}: {record(c.fromWins, c.fromLosses, c.fromTies)} →{' '}
              {record(c.toWins, c.toLosses, c.toTies)}
              {c.fromRank !== c.toRank && `, rank ${c.fromRank ?? '–'} → ${c.toRank ?? '–'}`}
            </List.Item>
          ))}
        </ImpactList>
      )}
      {downstreamSections.map((later) => (
        <ImpactList key={later.sectionId} title={`Later: ${later.sectionName}`}>
          {later.seedingChanges.map((c) => (
            <List.Item key={`seed-${c.place}`}>
              Seed {c.place}: {c.fromTeamName} → {c.toTeamName}
            </List.Item>
          ))}
          {later.invalidatedMatches.map((m) => (
            <List.Item key={m.matchId}>
              {m.matchDescription} loses its results ({m.playedGameCount} game
              {m.playedGameCount === 1 ? '' : 's'} played)
            </List.Item>
          ))}
          {later.participantChanges.map((c) => (
            <List.Item key={`${c.matchId}-${c.slot}`}>
              {c.matchDescription}, team {c.slot}: {c.fromTeamName} → {c.toTeamName}
            </List.Item>
          ))}
        </ImpactList>
      ))}
      {pickBlocks && pickBlocks.length > 0 && (
        <ImpactList title="Pick'em pick blocks on these matches">
          {pickBlocks.map((block) => (
            <List.Item key={block.id}>
              {block.name} ({block.state}, {block.pickCount.toLocaleString('en-US')} viewer
              {block.pickCount === 1 ? '' : 's'} picked): {block.matchDescriptions.join(', ')}
            </List.Item>
          ))}
        </ImpactList>
      )}
      {pickemUnread}
    </Stack>
  );
}

/** '2-1', or '2-1-1' with ties. */
const record = (wins: number, losses: number, ties: number) =>
  ties > 0 ? `${wins}-${losses}-${ties}` : `${wins}-${losses}`;

function ImpactList({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="1">
      <Text fontWeight="semibold" fontSize="sm">
        {title}
      </Text>
      <List.Root ps="5" fontSize="sm" aria-label={title}>
        {children}
      </List.Root>
    </Stack>
  );
}
