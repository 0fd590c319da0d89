import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBackends } from '../support/databases';
import { leagueInput } from '../support/seed';
import { SANDBOX_USERS, startStack, type Stack } from '../support/stack';
import {
  ArchiveLeagueDocument,
  CreateLeagueDocument,
  LeagueEditPageDocument,
  LeagueListPageDocument,
  UnarchiveLeagueDocument,
  UpdateLeagueDocument,
  UpdateLeaguesDocument,
  type LeagueBatchInput,
  type LeagueInput,
  type LeagueListPageQuery,
  type LeagueListPageQueryVariables,
} from '../../web/src/__generated__/graphql';
import { CallerNameDocument } from '../__generated__/graphql';

const backends = await databaseBackends();
type ListedLeague = NonNullable<LeagueListPageQuery['leagues']>[number];

describe.each(backends)('leagues as a script uses them ($name)', (backend) => {
  let stack: Stack;
  const leagues = async (variables: LeagueListPageQueryVariables) =>
    (await stack.data(LeagueListPageDocument, variables)).leagues;
  const createLeague = async (input: LeagueInput) =>
    (await stack.data(CreateLeagueDocument, { input })).createLeague;
  const archiveLeague = async (id: string) =>
    (await stack.data(ArchiveLeagueDocument, { id })).archiveLeague;

  beforeAll(async () => {
    stack = await startStack(backend);
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('lists current leagues of every sport with one upstream call each', async () => {
    // The caller's roles are loaded once and cached for 60 s; count from a warm cache.
    await stack.gql(CallerNameDocument);
    for (const sport of ['lol', 'val', 'wr', 'tft'] as const) {
      await stack.upstream.resetRequests();
      const list = await leagues({ sport, filter: 'current' });
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((league) => league.status === 'active')).toBe(true);
      const log = await stack.upstream.requests();
      expect(log.total).toBe(1);
      expect(log.requests[0]).toMatchObject({ service: 'elds', method: 'GET' });
    }
  });

  it('lists archived leagues only under the archived filter', async () => {
    const archived = await leagues({ sport: 'lol', filter: 'archived' });
    expect(archived.map((league) => league.slug).sort()).toEqual(['lco', 'lla']);
  });

  it('searches name and slug case-insensitively, only from 2 characters', async () => {
    const all = await leagues({ sport: 'lol', filter: 'current' });
    const found = await leagues({ sport: 'lol', filter: 'current', search: 'LCK' });
    expect(found.map((league) => league.slug)).toEqual(['lck', 'lck_challengers']);
    expect(await leagues({ sport: 'lol', filter: 'current', search: 'PRIME_L' })).toHaveLength(1);
    expect(await leagues({ sport: 'lol', filter: 'current', search: 'l' })).toHaveLength(
      all.length,
    );
  });

  it('refuses a bad slug with the spec message before calling upstream', async () => {
    await stack.upstream.resetRequests();
    const result = await createLeague(leagueInput('Bad Slug!'));
    expect(result.ok).toBeNull();
    expect(result.error).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Slugs must match [a-z0-9_]',
      inputErrors: [{ field: 'slug', message: 'Slugs must match [a-z0-9_]' }],
    });
    expect((await stack.upstream.requests()).total).toBe(0);
  });

  it('refuses a missing region and a non-positive priority as not valid', async () => {
    const result = await createLeague(leagueInput('no_region', { region: '', priority: 0 }));
    expect(result.error?.inputErrors).toEqual([
      { field: 'region', message: 'Field is not valid.' },
      { field: 'priority', message: 'Field is not valid.' },
    ]);
  });

  it('creates, updates, archives and unarchives a league with the success messages', async () => {
    const created = await createLeague(leagueInput('integration_league'));
    expect(created.error).toBeNull();
    expect(created.ok!.message).toBe('Created League Successfully!');
    const { id } = created.ok!.league;
    expect(created.ok!.league).toMatchObject({ status: 'active', region: 'EMEA', priority: 50 });
    expect((await leagues({ sport: 'lol', filter: 'current' })).map((l) => l.id)).toContain(id);

    const { updateLeague: updated } = await stack.data(UpdateLeagueDocument, {
      id,
      input: leagueInput('integration_league_renamed', { name: 'Renamed', lightLogoUrl: null }),
    });
    expect(updated.ok!.message).toBe('Updated League Successfully!');
    expect(updated.ok!.league).toMatchObject({
      slug: 'integration_league_renamed',
      name: 'Renamed',
      lightLogoUrl: null,
    });

    const archived = await archiveLeague(id);
    expect(archived.ok!.message).toBe('Archived League Successfully!');
    expect((await leagues({ sport: 'lol', filter: 'current' })).map((l) => l.id)).not.toContain(id);
    expect((await leagues({ sport: 'lol', filter: 'archived' })).map((l) => l.id)).toContain(id);

    const { unarchiveLeague: unarchived } = await stack.data(UnarchiveLeagueDocument, { id });
    expect(unarchived.ok!.message).toBe('Unarchived League Successfully!');
    expect(unarchived.ok!.league.status).toBe('active');
  });

  it("answers the upstream's refusal of a duplicate slug as '409 - {message}'", async () => {
    const again = await createLeague(leagueInput('lck'));
    expect(again.ok).toBeNull();
    expect(again.error!.code).toBe('CONFLICT');
    expect(again.error!.message).toBe('409 - League slug lck already exists for lol');
    expect((await createLeague(leagueInput('lck', { sport: 'val' }))).ok).not.toBeNull();
  });

  it('answers null for an unknown league and NOT_FOUND when archiving it', async () => {
    const answer = await stack.gql(LeagueEditPageDocument, { id: 'no-such-league' });
    expect(answer.data!.league).toBeNull();
    expect((await archiveLeague('no-such-league')).error).toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  describe('batch updates', () => {
    const batch = async (items: LeagueBatchInput[]) =>
      (await stack.data(UpdateLeaguesDocument, { leagues: items })).updateLeagues;
    const asBatchInput = (league: ListedLeague): LeagueBatchInput => {
      const { id, slug, name, status, region, priority, lightLogoUrl } = league;
      return { id, slug, name, sport: 'val', status, region, priority, lightLogoUrl };
    };

    it('changes the status and priority of N leagues with ONE upstream call', async () => {
      const current = (await leagues({ sport: 'val', filter: 'current' })).slice(0, 4);
      expect(current).toHaveLength(4);
      await stack.upstream.resetRequests();
      const result = await batch(
        current.map((league, i) => ({
          ...asBatchInput(league),
          priority: 900 + i,
          status: i === 0 ? 'archived' : 'active',
        })),
      );
      expect(result.error).toBeNull();
      expect(result.ok!.message).toBe('Updated 4 Leagues Successfully!');
      const log = await stack.upstream.requests();
      expect(log.total).toBe(1);
      expect(log.requests[0]).toMatchObject({ service: 'elds', method: 'PUT' });

      const after = await leagues({ sport: 'val', filter: 'current' });
      expect(after.slice(-3).map((l) => [l.id, l.priority])).toEqual(
        current.slice(1).map((l, i) => [l.id, 901 + i]),
      );
      const archived = await leagues({ sport: 'val', filter: 'archived' });
      expect(archived.map((l) => l.id)).toContain(current[0]!.id);

      // Put them back as they were, in one call again.
      expect((await batch(current.map(asBatchInput))).ok!.message).toBe(
        'Updated 4 Leagues Successfully!',
      );
    });

    it('refuses bad leagues with the spec messages keyed by position, calling nothing', async () => {
      const [first, second] = await leagues({ sport: 'val', filter: 'current' });
      await stack.upstream.resetRequests();
      const result = await batch([
        asBatchInput(first!),
        { ...asBatchInput(second!), slug: 'Bad Slug!', priority: 0 },
      ]);
      expect(result.ok).toBeNull();
      expect(result.error).toMatchObject({
        code: 'BAD_USER_INPUT',
        inputErrors: [
          { field: 'leagues.1.slug', message: 'Slugs must match [a-z0-9_]' },
          { field: 'leagues.1.priority', message: 'Field is not valid.' },
        ],
      });
      expect((await batch([])).error!.inputErrors).toEqual([
        { field: 'leagues', message: 'Field is not valid.' },
      ]);
      expect((await stack.upstream.requests()).total).toBe(0);
    });

    it('changes nothing when the data service refuses one league of the batch', async () => {
      const [first, second] = await leagues({ sport: 'val', filter: 'current' });
      const result = await batch([
        { ...asBatchInput(first!), priority: 777 },
        { ...asBatchInput(second!), slug: first!.slug },
      ]);
      expect(result.error!.code).toBe('CONFLICT');
      expect(result.error!.message).toMatch(/^409 - /);
      const after = await leagues({ sport: 'val', filter: 'current' });
      expect(after.find((l) => l.id === first!.id)!.priority).toBe(first!.priority);
    });
  });

  it('lets a viewer read leagues but not create one', async () => {
    const as = SANDBOX_USERS.viewer;
    const list = await stack.gql(
      LeagueListPageDocument,
      { sport: 'lol', filter: 'current' },
      { as },
    );
    expect(list.errors).toBeUndefined();
    const created = await stack.gql(
      CreateLeagueDocument,
      { input: leagueInput('viewer_league') },
      { as },
    );
    expect(created.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
