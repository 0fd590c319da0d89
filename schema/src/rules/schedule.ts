/** Schedule window and stream timeline rules shared by the gateway and the web app. */
import { DEFAULT_LOCALE, SCHEDULE_WINDOW } from './constants';
import type { StreamTimelineTournamentDto } from '../upstream/streamline';
import type { LocalizedNameDto } from '../upstream/elds';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The schedule window (spec 3 §7, §9): from midnight UTC ten days back to the end of tomorrow
 * unless given. Either bound may be given alone.
 */
export function scheduleWindow(
  now: Date,
  given: { startTime?: string | null; endTime?: string | null } = {},
): { startTime: string; endTime: string } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const startTime = given.startTime
    ? new Date(given.startTime).toISOString()
    : new Date(today - SCHEDULE_WINDOW.daysBack * DAY_MS).toISOString();
  const endTime = given.endTime
    ? new Date(given.endTime).toISOString()
    : new Date(today + (SCHEDULE_WINDOW.daysForward + 1) * DAY_MS).toISOString();
  return { startTime, endTime };
}

/** A tournament's stream timeline entry: its dates, its name as description, its flags. */
export function streamTimelineEntryOf(tournament: {
  id: string;
  name: LocalizedNameDto;
  startTime: string;
  endTime: string;
  droppable: boolean;
  rewardable: boolean;
}): StreamTimelineTournamentDto {
  return {
    tournament_id: tournament.id,
    start_date: tournament.startTime,
    end_date: tournament.endTime,
    description: tournament.name.localizations[DEFAULT_LOCALE] ?? tournament.name.slug,
    droppable: tournament.droppable,
    rewardable: tournament.rewardable,
  };
}
