import { describe, expect, it } from 'vitest';
import { SPORT_CODES } from '@esports-admin/schema/rules/sports';
import type {
  LeagueDto,
  LeagueListDto,
  UpstreamErrorBody,
} from '@esports-admin/schema/upstream/elds';
import { expectRefusal, sandboxForTests } from '../../test-sandbox';

const sandbox = sandboxForTests();

const listLeagues = async (query = '') =>
  (await sandbox.elds<LeagueListDto>('GET', `/leagues${query}`)).body.leagues;

async function leagueBySlug(slug: string): Promise<LeagueDto> {
  const league = (await listLeagues()).find((candidate) => candidate.slug === slug);
  if (!league) throw new Error(`no league ${slug}`);
  return league;
}

const newLeague = (overrides: Partial<LeagueDto> = {}): Omit<LeagueDto, 'id'> => ({
  name: 'North American Challengers League',
  slug: 'nacl',
  sport: 'lol',
  status: 'active',
  region: 'NA',
  priority: 40,
  lightLogoUrl: 'https://static.example.com/leagues/nacl.png',
  ...overrides,
});

describe('seeded leagues', () => {
  it('seeds leagues with regions for every sport, a few of them archived', async () => {
    const lol = await listLeagues('?sport=lol');
    expect(lol.length).toBeGreaterThanOrEqual(15);
    expect(lol.find((league) => league.name === 'LCK')).toMatchObject({
      region: 'KR',
      slug: 'lck',
    });
    expect(lol.find((league) => league.name === 'LEC')?.region).toBe('EMEA');
    for (const sport of SPORT_CODES) {
      const leagues = await listLeagues(`?sport=${sport}`);
      expect(leagues.length).toBeGreaterThan(4);
      expect(leagues.filter((league) => league.status === 'archived').length).toBeGreaterThan(0);
    }
    expect((await listLeagues('?sport=val')).map((league) => league.name)).toContain('VCT Pacific');
  });

  it('sorts by priority, then name', async () => {
    const leagues = await listLeagues();
    const sorted = [...leagues].sort(
      (a, b) => a.priority - b.priority || a.name.toLowerCase().localeCompare(b.name.toLowerCase()),
    );
    expect(leagues.map((league) => league.id)).toEqual(sorted.map((league) => league.id));
    expect(leagues[0]?.priority).toBe(1);
  });

  it('combines the sport, status and id filters', async () => {
    const archived = await listLeagues('?status=archived');
    expect(archived.every((league) => league.status === 'archived')).toBe(true);
    const leagues = await Promise.all(['lck', 'worlds', 'lla'].map(leagueBySlug));
    const ids = leagues.map((league) => league.id).join(',');
    expect((await listLeagues(`?leagueIds=${ids}`)).map((league) => league.slug)).toEqual([
      'worlds',
      'lck',
      'lla',
    ]);
    expect((await listLeagues(`?leagueIds=${ids}&status=active`)).map((l) => l.slug)).toEqual([
      'worlds',
      'lck',
    ]);
    expect(await listLeagues(`?leagueIds=${ids}&sport=val`)).toEqual([]);
  });

  it('answers a single league and 404 for an unknown one', async () => {
    const lck = await leagueBySlug('lck');
    expect((await sandbox.elds('GET', `/leagues/${lck.id}`)).body).toEqual(lck);
    const missing = await sandbox.elds<UpstreamErrorBody>('GET', '/leagues/1');
    expectRefusal(missing, {
      httpStatus: 404,
      errorCode: 'NOT_FOUND',
      message: 'League 1 not found',
    });
  });
});

describe('writing leagues', () => {
  it('creates a league with a new id', async () => {
    const answer = await sandbox.elds<LeagueDto>('POST', '/leagues', { body: newLeague() });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ id: expect.stringMatching(/^\d+$/) as string, ...newLeague() });
    expect((await sandbox.elds('GET', `/leagues/${answer.body.id}`)).body).toEqual(answer.body);
  });

  it('updates one league and refuses a body id that differs from the path', async () => {
    const lcs = await leagueBySlug('lcs');
    const answer = await sandbox.elds<LeagueDto>('PUT', `/leagues/${lcs.id}`, {
      body: { ...lcs, name: 'LTA North', priority: 14 },
    });
    expect(answer.body).toEqual({ ...lcs, name: 'LTA North', priority: 14 });
    const mismatch = await sandbox.elds<UpstreamErrorBody>('PUT', `/leagues/${lcs.id}`, {
      body: { ...lcs, id: '5' },
    });
    expect(mismatch.status).toBe(400);
    const missing = await sandbox.elds('PUT', '/leagues/5', { body: newLeague({ slug: 'other' }) });
    expect(missing.status).toBe(404);
  });

  it('updates a batch of leagues, swapping their slugs', async () => {
    const pcs = await leagueBySlug('pcs');
    const vcs = await leagueBySlug('vcs');
    const batch = [
      { ...pcs, slug: 'vcs', priority: 21 },
      { ...vcs, slug: 'pcs', priority: 20 },
    ];
    const answer = await sandbox.elds<LeagueListDto>('PUT', '/leagues/updateBatch', {
      body: { leagues: batch },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.leagues).toEqual(batch);
    expect(await sandbox.elds('GET', `/leagues/${pcs.id}`)).toMatchObject({ body: batch[0] });
  });

  it('changes nothing in a batch with an unknown id and answers 404', async () => {
    const cblol = await leagueBySlug('cblol');
    const answer = await sandbox.elds<UpstreamErrorBody>('PUT', '/leagues/updateBatch', {
      body: {
        leagues: [
          { ...cblol, status: 'archived' },
          { ...cblol, id: '999', slug: 'x' },
        ],
      },
    });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('League 999 not found');
    expect((await leagueBySlug('cblol')).status).toBe('active');
  });

  it('refuses a slug another league of the same sport has, with 409 DUPLICATE_SLUG', async () => {
    const created = await sandbox.elds<UpstreamErrorBody>('POST', '/leagues', {
      body: newLeague({ slug: 'lec' }),
    });
    expectRefusal(created, {
      httpStatus: 409,
      errorCode: 'DUPLICATE_SLUG',
      message: 'League slug lec already exists for lol',
    });
    const ljl = await leagueBySlug('ljl');
    const batch = await sandbox.elds('PUT', '/leagues/updateBatch', {
      body: { leagues: [{ ...ljl, slug: 'lpl' }] },
    });
    expect(batch.status).toBe(409);
    expect(
      (await sandbox.elds('POST', '/leagues', { body: newLeague({ slug: 'lec', sport: 'tft' }) }))
        .status,
    ).toBe(201);
  });

  it.each([
    ['a missing name', { name: undefined }, 'name is required'],
    ['an empty name', { name: '  ' }, 'name must not be empty'],
    ['an unknown sport', { sport: 'chess' }, "Unknown sport 'chess'"],
    ['a bad slug', { slug: 'LCK-2' }, "slug 'LCK-2' is not valid: Slugs must match [a-z0-9_]"],
    ['a bad status', { status: 'deleted' }, 'status must be one of active, archived'],
    ['a priority that is not an integer', { priority: 1.5 }, 'priority must be an integer'],
    ['a missing region', { region: undefined }, 'region is required'],
  ])('refuses %s with 400 VALIDATION_ERROR', async (_case, overrides, message) => {
    const answer = await sandbox.elds<UpstreamErrorBody>('POST', '/leagues', {
      body: { ...newLeague({ slug: 'never_created' }), ...overrides },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe('VALIDATION_ERROR');
    expect(answer.body.message).toContain(message);
  });
});
