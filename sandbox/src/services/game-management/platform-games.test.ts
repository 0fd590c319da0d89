import { describe, expect, it } from 'vitest';
import {
  GAME_MANAGEMENT_BASE_PATH,
  type EsportsGameDto,
  type MappedPlatformGameDto,
  type PlatformGameListDto,
  type ProposedMappingDto,
} from '@esports-admin/schema/upstream/game-management';
import { sandboxForTests } from '../../test-sandbox';

const sandbox = sandboxForTests();

/** The answer's status and body only: some tests compare it whole. */
async function gm<Body>(method: string, path: string, body?: unknown) {
  const answer = await sandbox.at(GAME_MANAGEMENT_BASE_PATH)<Body>(method, path, { body });
  return { status: answer.status, body: answer.body };
}

describe('game management v2', () => {
  it('lists live two-team games, live one-team games and mapped ones, keyed by id', async () => {
    const { body } = await gm<PlatformGameListDto>('GET', '/lol/platformGames');
    const games = Object.values(body).filter((game) => 'teams' in game);
    const live = games.filter((g) => g.state === 'in_progress' && g.teams.length === 2);
    expect(live.length).toBe(6);
    expect(games.some((g) => g.state === 'in_progress' && g.teams.length === 1)).toBe(true);
    for (const game of live) {
      expect(game.teams.map((t) => t.platformTeamId)).toEqual([100, 200]);
      expect(game.teams.every((t) => t.participants.length === 5)).toBe(true);
    }
  });

  it('answers an empty object for a one-team game and 404 for an unknown one', async () => {
    const { body } = await gm<PlatformGameListDto>('GET', '/lol/platformGames');
    const oneTeam = Object.values(body).find((g) => 'teams' in g && g.teams.length === 1)!;
    const id = 'platformGameId' in oneTeam ? oneTeam.platformGameId : '';
    expect(await gm('GET', `/lol/platformGames/${id}`)).toEqual({ status: 200, body: {} });
    expect((await gm('GET', '/lol/platformGames/ESPORTSTMNT01_1')).status).toBe(404);
  });

  it('proposes players by account, maps, refuses a second esports game, and unmaps', async () => {
    const { body } = await gm<PlatformGameListDto>('GET', '/lol/platformGames');
    const live = Object.values(body).find(
      (g) => 'teams' in g && g.state === 'in_progress' && g.teams.length === 2,
    );
    const id = live && 'platformGameId' in live ? live.platformGameId : '';
    const proposal = await gm<ProposedMappingDto>('GET', `/lol/esportsGames/900/propose/${id}`);
    const matched = proposal.body.teams
      .flatMap((t) => t.participants)
      .filter((p) => p.esportsPlayerId);
    expect(matched.length).toBeGreaterThan(5);
    expect(proposal.body.teams.every((t) => t.esportsTeamId !== null)).toBe(true);

    const mapping = {
      esportsGameId: '900',
      teams: [...proposal.body.teams].reverse().map((team) => ({
        platformTeamId: team.platformTeamId,
        esportsTeamId: team.esportsTeamId,
        participants: team.participants.map((p) => ({
          participantId: p.participantId,
          esportsPlayerId: p.esportsPlayerId,
        })),
      })),
    };
    const mapped = await gm<MappedPlatformGameDto>(
      'POST',
      `/lol/platformGameMetadata/${id}/mapping`,
      mapping,
    );
    expect(mapped.status).toBe(200);
    expect(mapped.body.esportsGameId).toBe('900');
    const esportsGame = await gm<EsportsGameDto>('GET', '/lol/esportsGames/900');
    expect(esportsGame.body.mappedPlatformGames.map((g) => g.platformGameId)).toEqual([id]);
    expect(esportsGame.body.mappedPlatformGames[0]!.teams[0]!.platformTeamId).toBe(200);

    const other = await gm('POST', `/lol/platformGameMetadata/${id}/mapping`, {
      ...mapping,
      esportsGameId: '901',
    });
    expect(other.status).toBe(409);
    const short = await gm('POST', `/lol/platformGameMetadata/${id}/mapping`, {
      ...mapping,
      teams: mapping.teams.slice(0, 1),
    });
    expect(short.status).toBe(400);

    expect((await gm('DELETE', `/lol/platformGameMetadata/${id}/mapping`)).status).toBe(204);
    expect((await gm('DELETE', `/lol/platformGameMetadata/${id}/mapping`)).status).toBe(404);
    expect((await gm<EsportsGameDto>('GET', '/lol/esportsGames/900')).body).toEqual({
      esportsGameId: '900',
      mappedPlatformGames: [],
    });
  });

  it('seeds remade games: an esports game with two mappings, oldest first', async () => {
    const { body } = await gm<EsportsGameDto[]>('GET', '/val/esportsGames');
    const remade = body.filter((game) => game.mappedPlatformGames.length === 2);
    expect(remade.length).toBe(2);
    const [first, latest] = remade[0]!.mappedPlatformGames;
    expect(Date.parse(first!.mappedAt)).toBeLessThan(Date.parse(latest!.mappedAt));
    expect(latest!.teams[0]!.participants[0]!.val?.guid).toMatch(/^[0-9a-f-]{36}$/);
  });
});
