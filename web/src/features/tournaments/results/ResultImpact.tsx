import { List, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useResultsImpactQuery } from '../../../__generated__/hooks';

/**
 * In the confirmation of setting (`winnerTeamId`) or clearing (none) a game's result: what that
 * would change downstream before anything is written (#37) — teams that change, played matches
 * that lose their results, standing places that move. The change itself does not wait for it.
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
  const { participantChanges, invalidatedMatches, standingChanges } = impact;
  if (participantChanges.length + invalidatedMatches.length + standingChanges.length === 0) {
    return <Text>Nothing downstream changes.</Text>;
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
    </Stack>
  );
}

function ImpactList({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="1">
      <Text fontWeight="semibold" fontSize="sm">
        {title}
      </Text>
      <List.Root ps="5" fontSize="sm">
        {children}
      </List.Root>
    </Stack>
  );
}
