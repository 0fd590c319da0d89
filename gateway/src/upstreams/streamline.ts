/** The stream timeline service (spec 3 §7): tournament entries that viewers' timelines show. */
import {
  STREAMLINE_BASE_PATH,
  type StreamTimelineTournamentDto,
} from '@esports-admin/schema/upstream/streamline';
import { defineUpstream, type UpstreamClient } from './upstream';

const TOURNAMENT_ADMIN_PATH = `${STREAMLINE_BASE_PATH}/tournamentAdmin/`;

export function streamTimelineApi(client: UpstreamClient) {
  return {
    /**
     * Spec 1 §7: a server error from a streamline resource reads as an empty result, for the whole
     * 5xx family. Saves still report theirs: an empty answer would claim a save that never happened.
     */
    async getTournaments() {
      const answer = await client.get<StreamTimelineTournamentDto[] | null>(TOURNAMENT_ADMIN_PATH, {
        emptyOnServerError: true,
      });
      return answer ?? [];
    },

    saveTournament(entry: StreamTimelineTournamentDto) {
      return client.post<StreamTimelineTournamentDto>(TOURNAMENT_ADMIN_PATH, { body: entry });
    },
  };
}

export type StreamTimelineApi = ReturnType<typeof streamTimelineApi>;

export const streamlineUpstream = defineUpstream({
  name: 'streamline',
  urlSetting: 'STREAMLINE_URL',
  create: streamTimelineApi,
});
