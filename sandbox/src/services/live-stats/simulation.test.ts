import { describe, expect, it } from 'vitest';
import { LIVE_STATS_WINDOW_FRAMES } from '@esports-admin/schema/rules/constants';
import { simulateGame } from './simulation';
import { windowOf } from './windows';

const feedStart = new Date('2025-06-14T09:00:00.000Z');
const feedEnd = new Date('2025-06-14T09:35:00.000Z');
const gameIds = Array.from(
  { length: 40 },
  (_, n) => `1134751818010000${String(n).padStart(2, '0')}`,
);
const hasGold = (frame: { blueTeam: { totalGold: number }; redTeam: { totalGold: number } }) =>
  frame.blueTeam.totalGold > 0 || frame.redTeam.totalGold > 0;

describe('the simulated live stats feed', () => {
  it('answers the same frames for the same game every time', () => {
    expect(simulateGame(gameIds[0]!, feedStart, feedEnd)).toEqual(
      simulateGame(gameIds[0]!, feedStart, feedEnd),
    );
  });

  it('starts each game 3 to 9 minutes into the broadcast with 500 gold per player', () => {
    for (const id of gameIds) {
      const game = simulateGame(id, feedStart, feedEnd);
      const delayS = (game.gameStart.getTime() - feedStart.getTime()) / 1000;
      expect(delayS).toBeGreaterThanOrEqual(180);
      expect(delayS).toBeLessThanOrEqual(540);
      const start = game.frames.find((f) => f.rfc460Timestamp === game.gameStart.toISOString());
      expect(start?.blueTeam.totalGold).toBe(2500);
      expect(game.frames.find(hasGold)?.rfc460Timestamp).toBe(
        (game.falseStart ?? game.gameStart).toISOString(),
      );
    }
  });

  it('remakes some games: gold shows, drops to zero, then rises for good', () => {
    const remade = gameIds
      .map((id) => simulateGame(id, feedStart, feedEnd))
      .filter((g) => g.falseStart);
    expect(remade.length).toBeGreaterThan(3);
    for (const game of remade) {
      const between = game.frames.filter(
        (f) =>
          f.rfc460Timestamp > game.falseStart!.toISOString() &&
          f.rfc460Timestamp < game.gameStart.toISOString(),
      );
      expect(between.some((f) => !hasGold(f))).toBe(true);
    }
  });

  it('grows gold without ever dropping once the game runs, to a late-game total', () => {
    const game = simulateGame(gameIds[1]!, feedStart, feedEnd);
    const playing = game.frames.filter((f) => f.rfc460Timestamp >= game.gameStart.toISOString());
    for (let i = 1; i < playing.length; i += 1) {
      expect(playing[i]!.blueTeam.totalGold).toBeGreaterThanOrEqual(
        playing[i - 1]!.blueTeam.totalGold,
      );
    }
    const last = playing[playing.length - 1]!;
    expect(last.gameState).toBe('finished');
    expect(last.blueTeam.totalGold).toBeGreaterThan(35_000);
    expect(last.blueTeam.totalGold).toBeLessThan(90_000);
    expect(
      game.gameMetadata.redTeamMetadata.participantMetadata.map((p) => p.participantId),
    ).toEqual([6, 7, 8, 9, 10]);
  });

  it("names the participants after the match's players, generated names for a short roster", () => {
    const blue = ['Ace', 'Byte', 'Cino', 'Dash', 'Echo', 'Flux'];
    const red = ['Gale', 'Hana', 'Iko', 'Jun', 'Kai'];
    const named = simulateGame(gameIds[3]!, feedStart, feedEnd, { blue, red });
    const names = (side: 'blueTeamMetadata' | 'redTeamMetadata', game = named) =>
      game.gameMetadata[side].participantMetadata.map((p) => p.summonerName);
    expect(names('blueTeamMetadata')).toEqual(blue.slice(0, 5));
    expect(names('redTeamMetadata')).toEqual(red);

    const generated = simulateGame(gameIds[3]!, feedStart, feedEnd);
    const short = simulateGame(gameIds[3]!, feedStart, feedEnd, { blue, red: red.slice(0, 4) });
    expect(names('blueTeamMetadata', short)).toEqual(blue.slice(0, 5));
    expect(names('redTeamMetadata', short)).toEqual(names('redTeamMetadata', generated));
    expect(names('redTeamMetadata', generated).some((name) => red.includes(name))).toBe(false);
    expect(named.frames).toEqual(generated.frames);
  });

  it('pages frames from the starting time, rounded up to the 10-second grid', () => {
    const game = simulateGame(gameIds[2]!, feedStart, feedEnd);
    const page = windowOf(game, new Date('2025-06-14T09:01:05.000Z'));
    expect(page.frames).toHaveLength(LIVE_STATS_WINDOW_FRAMES);
    expect(page.frames[0]!.rfc460Timestamp).toBe('2025-06-14T09:01:10.000Z');
    expect(page.frames[1]!.rfc460Timestamp).toBe('2025-06-14T09:01:20.000Z');
    expect(windowOf(game, null).frames[0]!.rfc460Timestamp).toBe(feedStart.toISOString());
    expect(windowOf(game, new Date('2025-06-14T10:00:00.000Z')).frames).toEqual([]);
  });
});
