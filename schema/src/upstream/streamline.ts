/**
 * The stream timeline service (spec 3 §3 "Stream-timeline tournament admin", §7 "Stream
 * timeline") as the gateway calls it and the sandbox serves it. Paths are relative to the
 * service's base URL; its fields are snake_case on the wire.
 */

export const STREAMLINE_BASE_PATH = '/streamline/v1';

/** GET tournamentAdmin/ → every saved entry; POST tournamentAdmin/ with one saves it. */
export interface StreamTimelineTournamentDto {
  tournament_id: string;
  start_date: string;
  end_date: string;
  description: string;
  droppable: boolean;
  rewardable: boolean;
}
