import { sportLabel } from '@esports-admin/schema/rules/sports';
import type { GroupTriggerFormBroadcastsQuery } from '../../__generated__/graphql';
import { formatUtcInstant } from '../../components/dates';

type Broadcast = NonNullable<GroupTriggerFormBroadcastsQuery['triggerBroadcasts']>[number];

const TBD = 'TBD';

/**
 * What tells one broadcast from another: its matches' teams, tournament, league and sport, e.g.
 * "T1 vs Gen.G · LCK Spring 2026 · LCK · League of Legends". Empty when none of it is known.
 */
export function broadcastMatchLabel(broadcast: Broadcast): string {
  const teams = broadcast.matches
    .map((match) => `${match.teamOne?.name ?? TBD} vs ${match.teamTwo?.name ?? TBD}`)
    .join(' / ');
  const sport = broadcast.matches[0]?.sport;
  return [
    teams,
    broadcast.tournament?.name.displayName,
    broadcast.tournament?.league?.name,
    sport ? sportLabel(sport) : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The secondary detail: the block, since when it runs, and the broadcast id. */
export function broadcastDetail(broadcast: Broadcast): string {
  return `${broadcast.blockName ?? 'Broadcast'} · since ${formatUtcInstant(broadcast.startTime)} · ${broadcast.id}`;
}

/** The picker's option: the match first, the detail after it. */
export function broadcastOptionLabel(broadcast: Broadcast): string {
  const match = broadcastMatchLabel(broadcast);
  return match ? `${match} — ${broadcastDetail(broadcast)}` : broadcastDetail(broadcast);
}
