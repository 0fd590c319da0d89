/**
 * The game start search of spec 3 §4: the first frame where either team's total gold is non-zero,
 * searched in 10-second steps from the start time.
 *
 * Read literally, that is one window call per 10 seconds. Each window answers up to ten frames
 * (100 s), so this search reads windows back to back instead, each from the frame after the last
 * one the previous window returned: it sees every frame the 10-second steps would see, once and in
 * order, and so returns exactly the frame they return, for about a tenth of the calls.
 *
 * It deliberately does not widen exponentially and bisect. Bisection is only exact when gold,
 * once non-zero, stays non-zero; a remade game breaks that (gold shows, drops to zero while the
 * game restarts, then rises for good), and bisection could land on the second start where the
 * spec's search answers the first. It would not save calls either: the pre-game of a broadcast
 * lasts a few minutes, two to six windows, where a gallop plus a bisection needs about seven.
 *
 * Bounded: frames later than LIVE_STATS_START_SEARCH_LIMIT_S after the start time are not looked
 * at (at most 36 windows); the search then answers no start. So is an ended feed (an empty window)
 * or a game the service has no feed for.
 */
import {
  LIVE_STATS_START_SEARCH_LIMIT_S,
  LIVE_STATS_START_SEARCH_STEP_S,
} from '@esports-admin/schema/rules/constants';
import type {
  LiveStatsFeedReadDto,
  LiveStatsFrameDto,
  LiveStatsGameStartDto,
  LiveStatsWindowDto,
} from '@esports-admin/schema/upstream/live-stats';

export type ReadWindow = (startingTime: Date) => Promise<LiveStatsWindowDto | null>;

export const hasGold = (frame: LiveStatsFrameDto) =>
  frame.blueTeam.totalGold !== 0 || frame.redTeam.totalGold !== 0;

const STEP_MS = LIVE_STATS_START_SEARCH_STEP_S * 1000;

/** Reads the window at `read.next` and appends its frames at or after `from`. */
export async function readNextWindow(
  readWindow: ReadWindow,
  read: LiveStatsFeedReadDto,
  from: Date,
): Promise<LiveStatsFeedReadDto> {
  const cursor = read.next;
  if (!cursor) return read;
  const window = await readWindow(cursor);
  const frames = (window?.frames ?? []).filter(
    (frame) => Date.parse(frame.rfc460Timestamp) >= from.getTime(),
  );
  const last = frames[frames.length - 1];
  // A service that answers nothing new must not make the search spin: move at least one step.
  const next = last
    ? new Date(Math.max(Date.parse(last.rfc460Timestamp) + STEP_MS, cursor.getTime() + STEP_MS))
    : null;
  return {
    metadata: read.metadata ?? window?.gameMetadata ?? null,
    frames: [...read.frames, ...frames],
    next,
    windows: read.windows + 1,
  };
}

export async function findGameStart(
  readWindow: ReadWindow,
  from: Date,
): Promise<LiveStatsGameStartDto> {
  const limit = from.getTime() + LIVE_STATS_START_SEARCH_LIMIT_S * 1000;
  let read: LiveStatsFeedReadDto = { metadata: null, frames: [], next: from, windows: 0 };
  while (read.next && read.next.getTime() < limit) {
    const seen = read.frames.length;
    read = await readNextWindow(readWindow, read, from);
    const start = read.frames
      .slice(seen)
      .find((frame) => Date.parse(frame.rfc460Timestamp) < limit && hasGold(frame));
    if (start) return { ...read, start };
  }
  return { ...read, start: null };
}
