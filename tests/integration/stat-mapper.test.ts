/**
 * The Stat Mapper as a script drives it (issue #16): the Live Games filter, propose → map → unmap
 * with their game-management and data-service calls counted, statSync per environment, roles.
 */
import { ENVIRONMENT_OVERRIDE_HEADER } from '@esports-admin/schema/rules/access';
import { STAT_MAPPER_MESSAGES } from '@esports-admin/schema/rules/stat-mapper';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  StatMapperModalDocument,
  StatMapperModalManualGameDocument,
  StatMapperModalMapDocument,
  StatMapperModalProposalDocument,
  StatMapperModalUnmapDocument,
} from '../../web/src/__generated__/graphql';
import {
  StatMapperEsportsGameDocument,
  StatMapperLiveGamesDocument,
  StatMapperProposalPlayersDocument,
} from '../__generated__/graphql';
import { SANDBOX_USERS, startStack, type Stack } from '../support/stack';

const ESPORTS_GAME_ID = '113475181999999001';
const sport = 'lol' as const;

describe('Stat Mapper', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  const gmCalls = async () =>
    (await stack.upstream.requests()).requests.filter((r) => r.service === 'gamemanagement');

  it('lists only live games with two teams of five, newest first', async () => {
    await stack.upstream.resetRequests();
    const { livePlatformGames } = await stack.data(StatMapperLiveGamesDocument, { sport });
    expect(livePlatformGames).toHaveLength(6);
    for (const game of livePlatformGames) {
      expect(game.state).toBe('in_progress');
      expect(game.teams.map((team) => team.platformTeamId)).toEqual([100, 200]);
      expect(game.teams.every((team) => team.participants.length === 5)).toBe(true);
    }
    const started = livePlatformGames.map((g) => Date.parse(g.startedAt));
    expect(started).toEqual([...started].sort((a, b) => b - a));
    expect((await gmCalls()).map((r) => r.path)).toEqual(['/gamemanagement/v2/lol/platformGames']);
  });

  it("names every lol participant's champion with one game management champions call", async () => {
    await stack.upstream.resetRequests();
    const { livePlatformGames } = await stack.data(StatMapperModalDocument, {
      sport,
      esportsGameId: ESPORTS_GAME_ID,
    });
    const participants = (livePlatformGames ?? []).flatMap((game) =>
      game.teams.flatMap((team) => team.participants),
    );
    expect(participants.length).toBeGreaterThan(10);
    for (const participant of participants) {
      expect(participant.championId).toEqual(expect.any(Number));
      expect(participant.championName).toMatch(/^[A-Z][A-Za-z' ]+$/);
    }
    const leeSin = participants.find((participant) => participant.championId === 64);
    if (leeSin) expect(leeSin.championName).toBe('Lee Sin');
    const championCalls = (await gmCalls()).filter((r) => r.path.endsWith('/lol/champions'));
    expect(championCalls).toHaveLength(1);
  });

  it('reads a one-team or unknown platform game as nothing (MANUAL entry)', async () => {
    const unknown = await stack.data(StatMapperModalManualGameDocument, {
      sport,
      platformGameId: 'ESPORTSTMNT01_1',
    });
    expect(unknown.platformGame).toBeNull();
    const oneTeam = await stack.data(StatMapperModalManualGameDocument, {
      sport,
      // The seeded lol games: 6 mapped (2 remade), 6 live, then the two one-team games.
      platformGameId: 'ESPORTSTMNT01_3350015',
    });
    expect(oneTeam.platformGame).toBeNull();
  });

  it('proposes, maps with sides swapped, shows the mapping, then unmaps with a reason', async () => {
    const { livePlatformGames } = await stack.data(StatMapperLiveGamesDocument, { sport });
    const platformGameId = livePlatformGames[0]!.platformGameId;

    await stack.upstream.resetRequests();
    const { proposedMapping } = await stack.data(StatMapperModalProposalDocument, {
      sport,
      esportsGameId: ESPORTS_GAME_ID,
      platformGameId,
    });
    const participants = proposedMapping!.teams.flatMap((team) => team.participants);
    const matched = participants.filter((p) => p.esportsPlayer);
    expect(matched.length).toBeGreaterThan(5);
    expect(matched.every((p) => p.esportsPlayer!.handle === p.displayName)).toBe(true);
    expect(proposedMapping!.teams.every((team) => team.esportsTeam?.name)).toBe(true);
    const log = await stack.upstream.requests();
    // The proposal and the champions' names.
    expect(log.byService.gamemanagement).toBe(2);
    // Up to 10 players in one call of 20, the two teams in one call.
    expect(log.requests.filter((r) => r.path.endsWith('/players'))).toHaveLength(1);
    expect(log.requests.filter((r) => r.path.endsWith('/teams'))).toHaveLength(1);

    const swapped = [...proposedMapping!.teams].reverse().map((team) => ({
      platformTeamId: team.platformTeamId,
      esportsTeamId: team.esportsTeamId,
      participants: team.participants.map((p) => ({
        participantId: p.participantId,
        esportsPlayerId: p.esportsPlayerId,
      })),
    }));
    await stack.upstream.resetRequests();
    const { mapPlatformGame } = await stack.data(StatMapperModalMapDocument, {
      sport,
      platformGameId,
      esportsGameId: ESPORTS_GAME_ID,
      teams: swapped,
    });
    expect(mapPlatformGame.ok?.message).toBe(STAT_MAPPER_MESSAGES.mapped(platformGameId));
    const mapCalls = (await gmCalls()).map((r) => `${r.method} ${r.path}`);
    expect(mapCalls).toEqual([
      `GET /gamemanagement/v2/lol/platformGames/${platformGameId}`,
      `POST /gamemanagement/v2/lol/platformGameMetadata/${platformGameId}/mapping`,
    ]);

    const { statMapperGame } = await stack.data(StatMapperEsportsGameDocument, {
      sport,
      esportsGameId: ESPORTS_GAME_ID,
    });
    expect(statMapperGame!.latestMapping!.platformGameId).toBe(platformGameId);
    expect(statMapperGame!.latestMapping!.teams.map((t) => t.platformTeamId)).toEqual([200, 100]);

    await stack.upstream.resetRequests();
    const { unmapPlatformGame } = await stack.data(StatMapperModalUnmapDocument, {
      sport,
      platformGameId,
      reason: 'Mapped the wrong lobby',
    });
    expect(unmapPlatformGame.ok!.message).toBe(
      `Game has been successfully unmapped from platformGameId: ${platformGameId}`,
    );
    expect((await gmCalls()).map((r) => r.method)).toEqual(['GET', 'DELETE']);
    const after = await stack.data(StatMapperEsportsGameDocument, {
      sport,
      esportsGameId: ESPORTS_GAME_ID,
    });
    expect(after.statMapperGame!.latestMapping).toBeNull();

    const again = await stack.data(StatMapperModalUnmapDocument, { sport, platformGameId });
    expect(again.unmapPlatformGame.error!.message).toMatch(/^Failed to unmap game /);
  });

  it("names both sides' esports teams and most players of seeded live games in one call each", async () => {
    const { livePlatformGames } = await stack.data(StatMapperLiveGamesDocument, { sport: 'val' });
    expect(livePlatformGames.length).toBeGreaterThanOrEqual(3);
    for (const { platformGameId } of livePlatformGames.slice(0, 3)) {
      await stack.upstream.resetRequests();
      const { proposedMapping } = await stack.data(StatMapperProposalPlayersDocument, {
        sport: 'val',
        esportsGameId: ESPORTS_GAME_ID,
        platformGameId,
      });
      const [blue, red] = proposedMapping!.teams;
      expect(blue!.esportsTeam?.name).toEqual(expect.any(String));
      expect(red!.esportsTeam?.name).toEqual(expect.any(String));
      expect(blue!.esportsTeam!.id).not.toBe(red!.esportsTeam!.id);
      for (const team of proposedMapping!.teams) {
        const matched = team.participants.filter((p) => p.esportsPlayer);
        for (const p of matched) expect(p.esportsPlayer!.handle).toBe(p.displayName);
        // The side is the team most of its players call home.
        const home = matched.filter((p) => p.esportsPlayer!.homeTeamId === team.esportsTeam!.id);
        expect(home.length).toBeGreaterThan(matched.length / 2);
      }
      const participants = proposedMapping!.teams.flatMap((team) => team.participants);
      const matchedIds = participants.flatMap((p) => (p.esportsPlayer ? [p.esportsPlayer.id] : []));
      expect(matchedIds.length).toBeGreaterThanOrEqual(7);
      const substitutes = participants.filter((p) => /^Sub\d+$/.test(p.displayName));
      expect(substitutes.every((p) => p.esportsPlayer === null)).toBe(true);

      // One game-management call, then every player in one call of up to 20 and both teams in one.
      const log = await stack.upstream.requests();
      expect(log.byService.gamemanagement).toBe(1);
      const playerCalls = log.requests.filter((r) => r.path.endsWith('/players'));
      expect(playerCalls).toHaveLength(1);
      expect(String(playerCalls[0]!.query.playerIds).split(',').sort()).toEqual(
        [...matchedIds].sort(),
      );
      const teamCalls = log.requests.filter((r) => r.path.endsWith('/teams'));
      expect(teamCalls).toHaveLength(1);
      expect(String(teamCalls[0]!.query.teamIds).split(',').sort()).toEqual(
        [blue!.esportsTeam!.id, red!.esportsTeam!.id].sort(),
      );
    }

    // The oldest seeded live game is against a pickup side of stand-ins: no team, no players.
    const { proposedMapping: pickup } = await stack.data(StatMapperProposalPlayersDocument, {
      sport: 'val',
      esportsGameId: ESPORTS_GAME_ID,
      platformGameId: livePlatformGames.at(-1)!.platformGameId,
    });
    const [, pickupRed] = pickup!.teams;
    expect(pickupRed!.esportsTeam).toBeNull();
    expect(pickupRed!.participants.every((p) => p.esportsPlayer === null)).toBe(true);
    expect(pickup!.teams[0]!.esportsTeam?.name).toEqual(expect.any(String));
  });

  it('refuses a mapping without both teams of five before calling game management', async () => {
    const { livePlatformGames } = await stack.data(StatMapperLiveGamesDocument, { sport });
    const game = livePlatformGames[1]!;
    await stack.upstream.resetRequests();
    const { mapPlatformGame } = await stack.data(StatMapperModalMapDocument, {
      sport,
      platformGameId: game.platformGameId,
      esportsGameId: ESPORTS_GAME_ID,
      teams: [
        {
          platformTeamId: 100,
          participants: game.teams[0]!.participants.slice(0, 4).map((p) => ({
            participantId: p.participantId,
          })),
        },
      ],
    });
    expect(mapPlatformGame.error).toMatchObject({
      code: 'BAD_USER_INPUT',
      inputErrors: [{ field: 'teams', message: 'A mapping needs both teams, 5 participants each' }],
    });
    expect(await gmCalls()).toHaveLength(0);
  });

  it('opens a seeded mapped game on its latest mapping', async () => {
    // Seeded remakes: the first mapped esports games have two platform games.
    const { livePlatformGames } = await stack.data(StatMapperLiveGamesDocument, { sport });
    expect(livePlatformGames.length).toBeGreaterThan(0);
    const remade = await stack.data(StatMapperModalManualGameDocument, {
      sport,
      platformGameId: 'ESPORTSTMNT01_3350001',
    });
    const esportsGameId = remade.platformGame!.esportsGameId!;
    const { statMapperGame } = await stack.data(StatMapperEsportsGameDocument, {
      sport,
      esportsGameId,
    });
    expect(statMapperGame!.mappedPlatformGames.map((g) => g.platformGameId)).toEqual([
      'ESPORTSTMNT01_3350001',
      'ESPORTSTMNT01_3350002',
    ]);
    expect(statMapperGame!.latestMapping!.platformGameId).toBe('ESPORTSTMNT01_3350002');
  });

  it('is on in dev and off in test (statSync), whatever the role', async () => {
    const ask = async (environment: string) => {
      const response = await fetch(`${stack.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${await stack.tokenFor(SANDBOX_USERS.admin)}`,
          [ENVIRONMENT_OVERRIDE_HEADER]: environment,
        },
        body: JSON.stringify({ query: '{ livePlatformGames(sport: lol) { platformGameId } }' }),
      });
      return (await response.json()) as {
        data: { livePlatformGames: unknown[] | null };
        errors?: { message: string; extensions: { code: string } }[];
      };
    };
    expect((await ask('dev')).data.livePlatformGames).toHaveLength(6);
    const off = await ask('test');
    expect(off.data.livePlatformGames).toBeNull();
    expect(off.errors![0]).toMatchObject({
      message: 'Stat Sync is off in this environment.',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('lets a viewer read but not map, and refuses users without the tournament family', async () => {
    const asViewer = { as: SANDBOX_USERS.viewer };
    const read = await stack.gql(StatMapperLiveGamesDocument, { sport }, asViewer);
    expect(read.errors).toBeUndefined();
    const unmap = await stack.gql(
      StatMapperModalUnmapDocument,
      { sport, platformGameId: 'ESPORTSTMNT01_3350002' },
      asViewer,
    );
    expect(unmap.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    const rewards = await stack.gql(
      StatMapperLiveGamesDocument,
      { sport },
      {
        as: SANDBOX_USERS.rewards,
      },
    );
    expect(rewards.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });
});
