import { describe, expect, it } from 'vitest';
import { SPORT_CODES } from '@esports-admin/schema/rules/sports';
import type { UpstreamErrorBody } from '@esports-admin/schema/upstream/elds';
import type {
  PlayerBatchResultDto,
  PlayerDto,
  PlayerOperationListDto,
  PlayerPageDto,
  PlayerPasswordResetDto,
  PlayerValidationDto,
  PlayerWriteDto,
} from '@esports-admin/schema/upstream/elds-players';
import { sandboxForTests } from '../../test-sandbox';

const sandbox = sandboxForTests();

const page = async (query: string) => {
  const answer = await sandbox.elds<PlayerPageDto>('GET', `/players${query}`);
  expect(answer.status).toBe(200);
  return answer.body;
};

const newPlayer = (overrides: Partial<PlayerWriteDto> = {}): PlayerWriteDto => ({
  handle: 'Rookie9',
  firstName: 'Ada',
  lastName: 'Lovelace',
  homeTeamId: null,
  status: 'active',
  sport: 'lol',
  ...overrides,
});

describe('seeded players', () => {
  it('seeds about a thousand players per sport with unique handles of at most 11 characters', async () => {
    for (const sport of SPORT_CODES) {
      const handles: string[] = [];
      const homeTeams = new Set<string | null>();
      let token: string | null = null;
      do {
        const query = `?sport=${sport}&pageSize=100${token ? `&paginationToken=${token}` : ''}`;
        const answer = await page(query);
        expect(answer.players.every((player) => player.sport === sport)).toBe(true);
        handles.push(...answer.players.map((player) => player.handle));
        answer.players.forEach((player) => homeTeams.add(player.homeTeamId));
        token = answer.nextPaginationToken;
      } while (token);
      expect(handles.length).toBe(1000);
      expect(new Set(handles.map((handle) => handle.toLowerCase())).size).toBe(1000);
      expect(handles.every((handle) => /^[A-Za-z0-9_ ]{1,11}$/.test(handle))).toBe(true);
      expect(homeTeams.has(null)).toBe(false);
      expect(homeTeams.size).toBeGreaterThan(20);
      const keys = handles.map((handle) => handle.toLowerCase());
      expect(keys).toEqual([...keys].sort());
    }
  });

  it('pages by 20 by default with an opaque token, and refuses a forged one', async () => {
    const first = await page('?sport=val');
    expect(first.players).toHaveLength(20);
    expect(first.nextPaginationToken).toEqual(expect.any(String));
    const second = await page(`?sport=val&paginationToken=${first.nextPaginationToken}`);
    const firstIds = new Set(first.players.map((player) => player.id));
    expect(second.players.some((player) => firstIds.has(player.id))).toBe(false);
    const forged = await sandbox.elds<UpstreamErrorBody>('GET', '/players?paginationToken=nope');
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe('paginationToken is not valid');
  });

  it('answers players by id and refuses more than 20 ids', async () => {
    const { players } = await page('?sport=lol&pageSize=25');
    const ids = players.map((player) => player.id);
    const some = await page(`?playerIds=${ids.slice(0, 20).join(',')}&pageSize=100`);
    expect(some.players.map((player) => player.id).sort()).toEqual(ids.slice(0, 20).sort());
    const tooMany = await sandbox.elds<UpstreamErrorBody>(
      'GET',
      `/players?playerIds=${ids.join(',')}`,
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('playerIds may name at most 20 players, got 25');
  });

  it('filters by handle, names and search, case-insensitively', async () => {
    const { players } = await page('?sport=tft&pageSize=5');
    const sample = players[2] as PlayerDto;
    const byHandle = await page(`?handleContains=${sample.handle.toUpperCase()}&sport=tft`);
    expect(byHandle.players.map((player) => player.id)).toContain(sample.id);
    const bySearch = await page(
      `?search=${encodeURIComponent(sample.lastName.toLowerCase())}&sport=tft&pageSize=100`,
    );
    expect(bySearch.players.length).toBeGreaterThan(0);
    expect(
      bySearch.players.every((player) =>
        [player.handle, player.firstName, player.lastName].some((text) =>
          text.toLowerCase().includes(sample.lastName.toLowerCase()),
        ),
      ),
    ).toBe(true);
    const inactive = await page('?status=inactive&sport=lol&pageSize=100');
    expect(inactive.players.length).toBeGreaterThan(0);
    expect(inactive.players.every((player) => player.status === 'inactive')).toBe(true);
  });
  it('gives every seeded player a history: created in the past, some updated since', async () => {
    const { players } = await page('?sport=val&pageSize=20');
    const histories = await Promise.all(
      players.map(async (player) => {
        const answer = await sandbox.elds<PlayerOperationListDto>(
          'GET',
          `/players/${player.id}/operations`,
        );
        return answer.body.operations;
      }),
    );
    for (const operations of histories) {
      expect(operations.at(-1)).toMatchObject({ type: 'created', by: 'cole.competition' });
      expect(Date.parse(operations.at(-1)!.at)).toBeLessThan(Date.now() - 29 * 86_400_000);
      const times = operations.map((operation) => Date.parse(operation.at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    }
    expect(histories.some((operations) => operations[0]?.type === 'updated')).toBe(true);
  });

  it("makes every team's roster exactly the players whose home team it is", async () => {
    for (const sport of SPORT_CODES) {
      const homed = new Map<string, string[]>();
      let token: string | null = null;
      do {
        const query = `?sport=${sport}&pageSize=100${token ? `&paginationToken=${token}` : ''}`;
        const answer = await page(query);
        for (const player of answer.players) {
          if (player.homeTeamId) {
            homed.set(player.homeTeamId, [...(homed.get(player.homeTeamId) ?? []), player.id]);
          }
        }
        token = answer.nextPaginationToken;
      } while (token);
      const teams = await sandbox.elds<{ teams: { id: string; roster: { playerId: string }[] }[] }>(
        'GET',
        `/teams?sport=${sport}`,
      );
      const active = teams.body.teams;
      expect(active.length).toBeGreaterThan(100);
      for (const team of active) {
        const roster = team.roster.map((entry) => entry.playerId).sort();
        expect(roster).toEqual((homed.get(team.id) ?? []).sort());
      }
      // 1,000 players spread evenly: every team fields at least five.
      expect(active.every((team) => team.roster.length >= 5)).toBe(true);
    }
  });

  it('filters by home team name and by the league name of the home team', async () => {
    const { players } = await page('?sport=lol&pageSize=1');
    const teamId = (players[0] as PlayerDto).homeTeamId as string;
    const teams = await sandbox.elds<{
      teams: { id: string; name: string; homeLeagueId: string | null }[];
    }>('GET', `/teams?teamIds=${teamId}`);
    const team = teams.body.teams[0];
    expect(team?.id).toBe(teamId);
    const byTeam = await page(
      `?sport=lol&pageSize=100&teamNameContains=${encodeURIComponent(team!.name.toUpperCase())}`,
    );
    expect(byTeam.players.map((player) => player.id)).toContain((players[0] as PlayerDto).id);
    const leagues = await sandbox.elds<{ leagues: { id: string; name: string }[] }>(
      'GET',
      `/leagues?leagueIds=${team!.homeLeagueId}`,
    );
    const league = leagues.body.leagues[0];
    const byLeague = await page(
      `?sport=lol&pageSize=100&leagueNameContains=${encodeURIComponent(league!.name)}`,
    );
    expect(byLeague.players.map((player) => player.id)).toContain((players[0] as PlayerDto).id);
    const nobody = await page('?sport=lol&teamNameContains=no%20such%20team%20anywhere');
    expect(nobody.players).toEqual([]);
  });
});

describe('writing players', () => {
  it('creates a batch and refuses, per player, a handle already in use in any case', async () => {
    const { players } = await page('?sport=lol&pageSize=1');
    const existing = players[0] as PlayerDto;
    const answer = await sandbox.elds<PlayerBatchResultDto>('POST', '/players', {
      body: {
        players: [
          newPlayer({ handle: 'Newcomer1', photoUrl: 'https://static.example.com/p/n1.png' }),
          newPlayer({ handle: existing.handle.toUpperCase() }),
          newPlayer({ handle: 'NEWCOMER1' }),
          newPlayer({ handle: 'Newcomer1', sport: 'val' }),
        ],
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.created.map((player) => [player.handle, player.sport])).toEqual([
      ['Newcomer1', 'lol'],
      ['Newcomer1', 'val'],
    ]);
    expect(answer.body.created[0]?.photoUrl).toBe('https://static.example.com/p/n1.png');
    expect(answer.body.created[1]?.photoUrl).toBeNull();
    expect(answer.body.failed).toEqual([
      {
        index: 1,
        handle: existing.handle.toUpperCase(),
        errorCode: 'DUPLICATE_HANDLE',
        message: 'Handle already in use',
      },
      {
        index: 2,
        handle: 'NEWCOMER1',
        errorCode: 'DUPLICATE_HANDLE',
        message: 'Handle already in use',
      },
    ]);
  });

  it('refuses more than 20 players in one call', async () => {
    const players = Array.from({ length: 21 }, (_, i) => newPlayer({ handle: `Batch${i}` }));
    const answer = await sandbox.elds<UpstreamErrorBody>('POST', '/players', { body: { players } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('players may hold at most 20 players, got 21');
  });

  it('validates a batch without storing it and lists the invalid players', async () => {
    const answer = await sandbox.elds<PlayerValidationDto>('POST', '/players/validate', {
      body: {
        players: [
          newPlayer({ handle: 'Fresh1' }),
          newPlayer({ handle: 'Bad-Handle' }),
          newPlayer({ handle: 'Waytoolong12' }),
        ],
      },
    });
    expect(answer.body.invalid).toEqual([
      {
        index: 1,
        handle: 'Bad-Handle',
        errors: [{ field: 'handle', message: 'Handle may not contain special characters' }],
      },
      {
        index: 2,
        handle: 'Waytoolong12',
        errors: [{ field: 'handle', message: 'Max: 11 characters' }],
      },
    ]);
    expect((await page('?handleContains=fresh1')).players).toEqual([]);
  });

  it('updates a player, records operations and resets the password', async () => {
    const created = await sandbox.elds<PlayerBatchResultDto>('POST', '/players', {
      body: { players: [newPlayer({ handle: 'Editme' })] },
    });
    const player = created.body.created[0] as PlayerDto;
    const updated = await sandbox.elds<PlayerDto>('PUT', `/players/${player.id}`, {
      body: newPlayer({ handle: 'Edited', firstName: 'Grace' }),
    });
    expect(updated.body).toMatchObject({ id: player.id, handle: 'Edited', firstName: 'Grace' });
    expect(updated.body.tournamentRealmIdentities[0]?.puuid).toBe(
      player.tournamentRealmIdentities[0]?.puuid,
    );
    const { players } = await page('?sport=lol&pageSize=1');
    const clash = await sandbox.elds<UpstreamErrorBody>('PUT', `/players/${player.id}`, {
      body: newPlayer({ handle: (players[0] as PlayerDto).handle }),
    });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('Handle already in use');

    const reset = await sandbox.elds<PlayerPasswordResetDto>(
      'PUT',
      `/players/${player.id}/identity/resetpassword`,
    );
    expect(reset.body.playerId).toBe(player.id);
    expect(reset.body.password.length).toBeGreaterThanOrEqual(12);
    const operations = await sandbox.elds<PlayerOperationListDto>(
      'GET',
      `/players/${player.id}/operations`,
    );
    expect(operations.body.operations.map((operation) => operation.type)).toEqual([
      'passwordReset',
      'updated',
      'created',
    ]);
    expect(operations.body.operations[0]?.by).toBe('cole.competition');
    const unknown = await sandbox.elds('PUT', '/players/404/identity/resetpassword');
    expect(unknown.status).toBe(404);
  });
});
