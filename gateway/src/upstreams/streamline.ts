/** The stream timeline service (spec 3 §7): tournament entries that viewers' timelines show. */
import {
  STREAMLINE_BASE_PATH,
  type StreamTimelineTournamentDto,
} from '@esports-admin/schema/upstream/streamline';
import type { RestClient } from './rest-client';

const TOURNAMENT_ADMIN_PATH = `${STREAMLINE_BASE_PATH}/tournamentAdmin/`;

export class StreamTimelineApi {
  constructor(private readonly client: RestClient) {}

  /**
   * Spec 1 §7: a server error from a streamline resource reads as an empty result, for the whole
   * 5xx family. Saves still report theirs: an empty answer would claim a save that never happened.
   */
  async getTournaments() {
    const answer = await this.client.get<StreamTimelineTournamentDto[] | null>(
      TOURNAMENT_ADMIN_PATH,
      { emptyOnServerError: true },
    );
    return answer ?? [];
  }

  saveTournament(entry: StreamTimelineTournamentDto) {
    return this.client.post<StreamTimelineTournamentDto>(TOURNAMENT_ADMIN_PATH, { body: entry });
  }
}
