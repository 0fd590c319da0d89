import { Router } from 'express';
import {
  LIVE_STATS_START_SEARCH_STEP_S,
  LIVE_STATS_WINDOW_FRAMES,
} from '@esports-admin/schema/rules/constants';
import type { LiveStatsWindowDto } from '@esports-admin/schema/upstream/live-stats';
import { invalid, notFound } from '../../errors';
import type { Store } from '../../store';
import { matchOfGame } from '../elds/matches';
import { playersOfTeams } from '../elds/players';
import { findTimespans } from '../elds/tournament-store';
import { simulateGame, type GameRosters, type SimulatedGame } from './simulation';

/** The handles of the rostered players of the game's match, the team of slot 1 as blue. */
async function rostersOf(store: Store, gameId: string): Promise<GameRosters> {
  const match = await matchOfGame(store, gameId);
  if (!match) return { blue: [], red: [] };
  const players = await playersOfTeams(store, [match.teamOne, match.teamTwo]);
  const handlesOf = (teamId: string) =>
    players.filter((player) => player.homeTeamId === teamId).map((player) => player.handle);
  return { blue: handlesOf(match.teamOne), red: handlesOf(match.teamTwo) };
}

/**
 * The feed of a played game: open from its first platform timespan's start to its last one's end
 * (now while still open), its participants named after the match's players. A game never played
 * has no feed, and the service answers 404.
 */
export async function feedOf(store: Store, gameId: string, now = new Date()) {
  const { timespans } = await findTimespans(store, gameId);
  const first = timespans[0];
  const last = timespans[timespans.length - 1];
  if (!first || !last) return null;
  const end = last.endTime ? new Date(last.endTime) : now;
  return simulateGame(gameId, new Date(first.startTime), end, await rostersOf(store, gameId));
}

function readStartingTime(value: unknown): Date | null {
  if (value === undefined) return null;
  const time = typeof value === 'string' ? Date.parse(value) : NaN;
  if (Number.isNaN(time)) throw invalid('startingTime must be an ISO 8601 date-time');
  return new Date(time);
}

/** The page of frames at or after `startingTime` (the feed's first page without one). */
export function windowOf(game: SimulatedGame, startingTime: Date | null): LiveStatsWindowDto {
  const first = game.frames[0];
  const stepMs = LIVE_STATS_START_SEARCH_STEP_S * 1000;
  const from =
    first && startingTime
      ? Math.max(
          0,
          Math.ceil((startingTime.getTime() - Date.parse(first.rfc460Timestamp)) / stepMs),
        )
      : 0;
  return {
    esportsGameId: game.esportsGameId,
    gameMetadata: game.gameMetadata,
    frames: game.frames.slice(from, from + LIVE_STATS_WINDOW_FRAMES),
  };
}

/** GET windowUnrestricted/{gameId}?startingTime=… (spec 3 §7). */
export function windowRoutes(store: Store): Router {
  const router = Router();
  router.get('/windowUnrestricted/:gameId', async (req, res) => {
    const startingTime = readStartingTime(req.query.startingTime);
    const game = await feedOf(store, req.params.gameId);
    if (!game) throw notFound(`No live stats for game ${req.params.gameId}`);
    res.json(windowOf(game, startingTime));
  });
  return router;
}
