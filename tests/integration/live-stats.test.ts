/**
 * Live stats as a script reads them: the game start of spec 3 §4 found with fewer upstream calls
 * than the spec's 10-second search and exactly the same frame, the frames of the gold chart, the
 * statSync flag of spec 1 §6 and the role check of the /stream family.
 */
import { ENVIRONMENT_OVERRIDE_HEADER } from '@esports-admin/schema/rules/access';
import { LIVE_STATS_MESSAGES } from '@esports-admin/schema/rules/live-stats';
import { LIVE_STATS_START_SEARCH_STEP_S } from '@esports-admin/schema/rules/constants';
import {
  LIVE_STATS_BASE_PATH,
  type LiveStatsFrameDto,
  type LiveStatsWindowDto,
} from '@esports-admin/schema/upstream/live-stats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveStatsPanelDocument, PovPlayersDocument } from '../../web/src/__generated__/graphql';
import { LiveStatsPlayedGamesDocument, LiveStatsStartDocument } from '../__generated__/graphql';
import { SANDBOX_USERS, startStack, type Stack } from '../support/stack';

interface PlayedGame {
  id: string;
  broadcastStart: string;
  /** Player ids of the match's rosters: blue is the team of slot 1. */
  rosters: { blue: string[]; red: string[] };
}

/** The spec's search, literally: one window per 10-second step, looking at its first frame. */
async function linearSearch(stack: Stack, gameId: string, from: string) {
  const token = await stack.tokenFor(SANDBOX_USERS.competition);
  let calls = 0;
  for (let t = Date.parse(from); ; t += LIVE_STATS_START_SEARCH_STEP_S * 1000) {
    const startingTime = new Date(t).toISOString();
    const url = `${stack.sandboxUrl}${LIVE_STATS_BASE_PATH}/windowUnrestricted/${gameId}?startingTime=${startingTime}`;
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    calls += 1;
    const window = (await response.json()) as LiveStatsWindowDto;
    const frame: LiveStatsFrameDto | undefined = window.frames[0];
    if (!frame) return { start: null, calls };
    if (frame.blueTeam.totalGold !== 0 || frame.redTeam.totalGold !== 0) {
      return { start: frame.rfc460Timestamp, calls };
    }
  }
}

describe('live stats of played games', () => {
  let stack: Stack;
  let played: PlayedGame[];
  const liveStatsCalls = async () =>
    (await stack.upstream.requests()).requests.filter((r) => r.service === 'livestats');

  beforeAll(async () => {
    stack = await startStack();
    const { tournaments } = await stack.data(LiveStatsPlayedGamesDocument, { sport: 'lol' });
    played = tournaments
      .flatMap((t) => t.stages.flatMap((s) => s.sections.flatMap((x) => x.matches)))
      .flatMap((match) => {
        const rosters = {
          blue: match.teamOne?.roster.map((entry) => entry.playerId) ?? [],
          red: match.teamTwo?.roster.map((entry) => entry.playerId) ?? [],
        };
        return match.games.flatMap((game) =>
          game.timespans[0]
            ? [{ id: game.id, broadcastStart: game.timespans[0].startTime, rosters }]
            : [],
        );
      })
      .slice(0, 8);
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('finds the frame the 10-second search finds, with a tenth of its calls or fewer', async () => {
    expect(played.length).toBeGreaterThanOrEqual(6);
    for (const game of played) {
      const linear = await linearSearch(stack, game.id, game.broadcastStart);
      await stack.upstream.resetRequests();
      const { liveStats } = await stack.data(LiveStatsStartDocument, { gameId: game.id });
      const calls = await liveStatsCalls();
      expect(liveStats?.searchedFrom).toBe(game.broadcastStart);
      expect(liveStats?.startFrame?.timestamp).toBe(linear.start);
      expect(linear.calls).toBeGreaterThan(10);
      expect(calls.length).toBeLessThanOrEqual(Math.ceil(linear.calls / 10) + 1);
      expect(calls.length).toBeLessThan(linear.calls);
    }
  });

  it('answers the start frame, its video time and both sides of five', async () => {
    const game = played[0]!;
    const { liveStats } = await stack.data(LiveStatsStartDocument, { gameId: game.id });
    const start = liveStats!.startFrame!;
    expect(start.blueGold + start.redGold).toBeGreaterThan(0);
    expect(start.goldDifference).toBe(start.blueGold - start.redGold);
    const seconds = (Date.parse(start.timestamp) - Date.parse(game.broadcastStart)) / 1000;
    const [h, m, s] = liveStats!.startVideoTime!.split(':').map(Number) as [number, number, number];
    expect(h * 3600 + m * 60 + s).toBe(seconds);
    expect(liveStats!.blueParticipants.map((p) => p.participantId)).toEqual([1, 2, 3, 4, 5]);
    expect(liveStats!.redParticipants.map((p) => p.participantId)).toEqual([6, 7, 8, 9, 10]);
  });

  it("names the participants after the match's players, the team of slot 1 on blue", async () => {
    const game = played.find((g) => g.rosters.blue.length >= 5 && g.rosters.red.length >= 5)!;
    const { playersByIds } = await stack.data(PovPlayersDocument, {
      ids: [...game.rosters.blue, ...game.rosters.red],
    });
    const handlesOf = (ids: string[]) =>
      playersByIds.filter((p) => p && ids.includes(p.id)).map((p) => p!.handle);
    const { liveStats } = await stack.data(LiveStatsStartDocument, { gameId: game.id });
    const blue = liveStats!.blueParticipants.map((p) => p.summonerName);
    const red = liveStats!.redParticipants.map((p) => p.summonerName);
    expect(new Set([...blue, ...red]).size).toBe(10);
    expect(handlesOf(game.rosters.blue)).toEqual(expect.arrayContaining(blue));
    expect(handlesOf(game.rosters.red)).toEqual(expect.arrayContaining(red));
  });

  it('searches from a later time when asked, and finds nothing after the game ended', async () => {
    const game = played[1]!;
    const later = new Date(Date.parse(game.broadcastStart) + 3 * 3600_000).toISOString();
    const { liveStats } = await stack.data(LiveStatsStartDocument, {
      gameId: game.id,
      from: later,
    });
    expect(liveStats?.searchedFrom).toBe(later);
    expect(liveStats?.startFrame).toBeNull();
  });

  it('reads the chart frames 10 seconds apart, continuing where the search stopped', async () => {
    const game = played[2]!;
    await stack.upstream.resetRequests();
    const { liveStats } = await stack.data(LiveStatsPanelDocument, { gameId: game.id });
    const frames = liveStats!.frames;
    expect(frames[0]!.timestamp).toBe(game.broadcastStart);
    const gaps = frames
      .slice(1)
      .map((f, i) => Date.parse(f.timestamp) - Date.parse(frames[i]!.timestamp));
    expect(new Set(gaps)).toEqual(new Set([10_000]));
    expect(frames.some((f) => f.timestamp === liveStats!.startFrame!.timestamp)).toBe(true);
    expect((await liveStatsCalls()).length).toBe(Math.ceil(frames.length / 10) + 1);
  });

  it('answers null for a game never played, without asking live stats', async () => {
    await stack.upstream.resetRequests();
    const { liveStats } = await stack.data(LiveStatsStartDocument, {
      gameId: '999999999999999999',
    });
    expect(liveStats).toBeNull();
    expect(await liveStatsCalls()).toEqual([]);
  });

  it('refuses live stats where statSync is off (test, prod) and allows them in dev', async () => {
    const ask = async (environment: string) => {
      const response = await fetch(`${stack.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${await stack.tokenFor(SANDBOX_USERS.competition)}`,
          [ENVIRONMENT_OVERRIDE_HEADER]: environment,
        },
        body: JSON.stringify({
          query: 'query ($id: ID!) { liveStats(gameId: $id) { startFrame { timestamp } } }',
          variables: { id: played[0]!.id },
        }),
      });
      return (await response.json()) as {
        data: { liveStats: unknown } | null;
        errors?: { message: string; extensions: { code: string } }[];
      };
    };
    const refused = await ask('test');
    expect(refused.errors?.[0]).toMatchObject({
      message: LIVE_STATS_MESSAGES.statSyncOff,
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await ask('dev')).data?.liveStats).not.toBeNull();
  });

  it('refuses a user without a stream role', async () => {
    const answer = await stack.gql(
      LiveStatsStartDocument,
      { gameId: played[0]!.id },
      { as: SANDBOX_USERS.noRoles },
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
