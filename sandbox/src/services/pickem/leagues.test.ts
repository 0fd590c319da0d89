import { describe, expect, it } from 'vitest';
import { pickemLeagueOffer } from '@esports-admin/schema/rules/pickem';
import type { LeagueListDto } from '@esports-admin/schema/upstream/elds';
import type { TournamentListDto } from '@esports-admin/schema/upstream/elds-tournaments';
import {
  PICKEM_ADMIN_BASE_PATH,
  type PickemLeagueDto,
  type PickemTournamentDto,
} from '@esports-admin/schema/upstream/pickem';
import { expectRefusal, sandboxForTests } from '../../test-sandbox';

const sandbox = sandboxForTests();

const admin = <Body>(method: string, path: string, body?: unknown) =>
  sandbox.at(PICKEM_ADMIN_BASE_PATH)<Body>(method, path, { body });

const leagues = async () => (await admin<PickemLeagueDto[]>('GET', '/leagues')).body;

async function eldsTournaments(query: string) {
  return (await sandbox.elds<TournamentListDto>('GET', `/tournaments?${query}`)).body.tournaments;
}

describe('pick’em admin v1', () => {
  it('seeds lol and val leagues in every case of the §4 store rule', async () => {
    const seeded = await leagues();
    const cases = new Set(
      seeded.map((league) => `${league.published}/${league.activeEldsTournamentId !== null}`),
    );
    expect([...cases].sort()).toEqual(['false/false', 'false/true', 'true/false', 'true/true']);
    const reasons = new Set(seeded.map((league) => pickemLeagueOffer(league).reason));
    expect(reasons.size).toBe(3);
    const eldsLeagues = (await sandbox.elds<LeagueListDto>('GET', '/leagues')).body.leagues;
    const sports = seeded.map((l) => eldsLeagues.find((e) => e.id === l.eldsLeagueId)?.sport);
    expect(new Set(sports)).toEqual(new Set(['lol', 'val']));
  });

  it('answers each active tournament with its record, which is the league’s own', async () => {
    for (const league of (await leagues()).filter((l) => l.activeEldsTournamentId)) {
      expect(league.tournament?.eldsTournamentId).toBe(league.activeEldsTournamentId);
      const [tournament] = await eldsTournaments(`ids=${league.activeEldsTournamentId}`);
      expect(tournament?.leagueId).toBe(league.eldsLeagueId);
    }
    for (const league of (await leagues()).filter((l) => !l.activeEldsTournamentId)) {
      expect(league.tournament).toBeNull();
    }
  });

  it('sets a league’s active tournament and publishes it, bumping updatedAt', async () => {
    const league = (await leagues()).find((l) => !l.activeEldsTournamentId && !l.published)!;
    const [tournament] = await eldsTournaments(`leagueId=${league.eldsLeagueId}`);
    const target = tournament ?? (await eldsTournaments('status=published'))[0]!;
    const leagueId = tournament ? league.eldsLeagueId : target.leagueId;
    const before = (await leagues()).find((l) => l.eldsLeagueId === leagueId);
    const saved = await admin<PickemLeagueDto>('PUT', `/leagues/${leagueId}`, {
      published: true,
      activeEldsTournamentId: target.id,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      eldsLeagueId: leagueId,
      published: true,
      activeEldsTournamentId: target.id,
      tournament: { eldsTournamentId: target.id },
    });
    if (before) expect(saved.body.updatedAt).toBeGreaterThan(before.updatedAt);
    expect((await leagues()).find((l) => l.eldsLeagueId === leagueId)).toEqual(saved.body);

    const cleared = await admin<PickemLeagueDto>('PUT', `/leagues/${leagueId}`, {
      published: false,
      activeEldsTournamentId: null,
    });
    expect(cleared.body).toMatchObject({ activeEldsTournamentId: null, tournament: null });
  });

  it('refuses another league’s tournament (400) and an unknown league (404)', async () => {
    const [league, other] = (await leagues()).filter((l) => l.activeEldsTournamentId);
    expectRefusal(
      await admin('PUT', `/leagues/${league!.eldsLeagueId}`, {
        published: true,
        activeEldsTournamentId: other!.activeEldsTournamentId,
      }),
      {
        httpStatus: 400,
        errorCode: 'VALIDATION_ERROR',
        message: `activeEldsTournamentId: tournament ${other!.activeEldsTournamentId} is not league ${league!.eldsLeagueId}'s`,
      },
    );
    expectRefusal(
      await admin('PUT', '/leagues/404', { published: true, activeEldsTournamentId: null }),
      { httpStatus: 404, errorCode: 'NOT_FOUND', message: 'League 404 not found' },
    );
    const missing = await admin('PUT', `/leagues/${league!.eldsLeagueId}`, { published: 'yes' });
    expect(missing.status).toBe(400);
  });

  it('publishes and unpublishes a tournament; 404 for one the data service lacks', async () => {
    const league = (await leagues()).find((l) => l.tournament)!;
    const before = league.tournament!;
    const saved = await admin<PickemTournamentDto>(
      'PUT',
      `/tournament/${before.eldsTournamentId}`,
      { published: !before.published },
    );
    expect({ ...saved.body, updatedAt: 0 }).toEqual({
      eldsTournamentId: before.eldsTournamentId,
      published: !before.published,
      updatedAt: 0,
    });
    expect(saved.body.updatedAt).toBeGreaterThan(before.updatedAt);
    const after = (await leagues()).find((l) => l.eldsLeagueId === league.eldsLeagueId)!;
    expect(after.tournament).toEqual(saved.body);
    expectRefusal(await admin('PUT', '/tournament/404', { published: true }), {
      httpStatus: 404,
      errorCode: 'NOT_FOUND',
      message: 'Tournament 404 not found',
    });
  });
});
