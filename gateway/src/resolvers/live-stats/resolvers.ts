/** Live stats of a game: the start search, its participants and the frames of the gold chart. */
import { LIVE_STATS_CHART_MAX_WINDOWS } from '@esports-admin/schema/rules/constants';
import { LIVE_STATS_MESSAGES, videoTimeOf } from '@esports-admin/schema/rules/live-stats';
import type { LiveStatsFeedReadDto } from '@esports-admin/schema/upstream/live-stats';
import type { Resolvers } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { forbidden } from '../../errors';
import { findGameStart, readNextWindow, type ReadWindow } from './game-start';

/** Spec 1 §6: statSync is on in dev (and local) only; where it is off live stats are refused. */
function requireStatSync(context: GatewayContext) {
  if (!context.features.statSync) throw forbidden(LIVE_STATS_MESSAGES.statSyncOff);
}

async function searchStart(context: GatewayContext, gameId: string, from: string | null) {
  const start =
    from ?? (await context.loaders.timespansByPlatformGame.load(gameId))[0]?.startTime ?? null;
  return start ? new Date(start) : null;
}

const windowReader =
  (context: GatewayContext, gameId: string): ReadWindow =>
  (startingTime) =>
    context.apis.livestats.getWindow(gameId, startingTime);

export const liveStatsResolvers: Resolvers = {
  Query: {
    async liveStats(_, { gameId, from }, context) {
      requireStatSync(context);
      const searchedFrom = await searchStart(context, gameId, from ?? null);
      if (!searchedFrom) return null;
      const search = await findGameStart(windowReader(context, gameId), searchedFrom);
      if (!search.metadata) return null;
      return { gameId, searchedFrom: searchedFrom.toISOString(), search };
    },
  },
  LiveStatsGame: {
    startFrame: ({ search }) => search.start,
    startVideoTime: ({ search, searchedFrom }) =>
      search.start ? videoTimeOf(search.start.rfc460Timestamp, searchedFrom) : null,
    blueParticipants: ({ search }) => search.metadata?.blueTeamMetadata.participantMetadata ?? [],
    redParticipants: ({ search }) => search.metadata?.redTeamMetadata.participantMetadata ?? [],
    async frames({ gameId, search, searchedFrom }, _, context) {
      const from = new Date(searchedFrom);
      const readWindow = windowReader(context, gameId);
      let read: LiveStatsFeedReadDto = search;
      while (read.next && read.windows < LIVE_STATS_CHART_MAX_WINDOWS) {
        read = await readNextWindow(readWindow, read, from);
      }
      return read.frames;
    },
  },
  LiveStatsFrame: {
    timestamp: (frame) => frame.rfc460Timestamp,
    blueGold: (frame) => frame.blueTeam.totalGold,
    redGold: (frame) => frame.redTeam.totalGold,
    goldDifference: (frame) => frame.blueTeam.totalGold - frame.redTeam.totalGold,
  },
};
