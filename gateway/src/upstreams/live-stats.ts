/** The live stats service (spec 3 §7 "Live stats"): frames of a game's feed, a window at a time. */
import {
  LIVE_STATS_BASE_PATH,
  type LiveStatsWindowDto,
} from '@esports-admin/schema/upstream/live-stats';
import { defineUpstream, type UpstreamClient } from './upstream';

export function liveStatsApi(client: UpstreamClient) {
  return {
    /**
     * GET windowUnrestricted/{gameId}?startingTime=…: one page of frames from startingTime on;
     * null when the service has no feed for the game (404).
     */
    getWindow(gameId: string, startingTime: Date) {
      return client.get<LiveStatsWindowDto | null>(
        `${LIVE_STATS_BASE_PATH}/windowUnrestricted/${encodeURIComponent(gameId)}`,
        { query: { startingTime: startingTime.toISOString() }, notFoundAsNull: true },
      );
    },
  };
}

export type LiveStatsApi = ReturnType<typeof liveStatsApi>;

export const liveStatsUpstream = defineUpstream({
  name: 'livestats',
  urlSetting: 'LIVESTATS_URL',
  create: liveStatsApi,
});
