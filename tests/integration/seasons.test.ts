import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBackends } from '../support/databases';
import { seasonInput } from '../support/seed';
import { signInOverHttp } from '../support/http-signin';
import { SANDBOX_USERS, startStack, type Stack } from '../support/stack';
import {
  ArchiveSeasonDocument,
  CreateSeasonDocument,
  SeasonEditPageDocument,
  SeasonListPageDocument,
  UnarchiveSeasonDocument,
  UpdateSeasonDocument,
  type SeasonInput,
  type SeasonListPageQueryVariables,
} from '../../web/src/__generated__/graphql';
import { AppVersionDocument, CallerNameDocument } from '../__generated__/graphql';

const backends = await databaseBackends();

describe.each(backends)('seasons as a script uses them ($name)', (backend) => {
  let stack: Stack;
  const seasons = async (variables: SeasonListPageQueryVariables) =>
    (await stack.data(SeasonListPageDocument, variables)).seasons;
  const createSeason = async (input: SeasonInput) =>
    (await stack.data(CreateSeasonDocument, { input })).createSeason;
  const updateSeason = async (id: string, input: SeasonInput) =>
    (await stack.data(UpdateSeasonDocument, { id, input })).updateSeason;
  const archiveSeason = async (id: string) =>
    (await stack.data(ArchiveSeasonDocument, { id })).archiveSeason;
  const unarchiveSeason = async (id: string) =>
    (await stack.data(UnarchiveSeasonDocument, { id })).unarchiveSeason;

  beforeAll(async () => {
    stack = await startStack(backend);
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('lists current seasons of every sport with one upstream call each', async () => {
    // The caller's roles are loaded once and cached for 60 s; count from a warm cache.
    await stack.gql(CallerNameDocument);
    for (const sport of ['lol', 'val', 'wr', 'tft'] as const) {
      await stack.upstream.resetRequests();
      const list = await seasons({ sport, filter: 'current' });
      expect(list.length).toBeGreaterThan(0);
      const log = await stack.upstream.requests();
      expect(log.total).toBe(1);
      expect(log.requests[0]).toMatchObject({ service: 'elds', method: 'GET' });
    }
  });

  it('splits current, old and archived by the 14-day rule and status', async () => {
    const cutoff = Date.now() - 14 * 86_400_000;
    const current = await seasons({ sport: 'lol', filter: 'current' });
    const old = await seasons({ sport: 'lol', filter: 'old' });
    const archived = await seasons({ sport: 'lol', filter: 'archived' });
    expect(current.every((s) => s.status === 'active' && Date.parse(s.endTime) >= cutoff)).toBe(
      true,
    );
    expect(old.length).toBeGreaterThan(0);
    expect(old.every((s) => s.status === 'active' && Date.parse(s.endTime) < cutoff)).toBe(true);
    expect(archived.length).toBeGreaterThan(0);
    expect(archived.every((s) => s.status === 'archived')).toBe(true);
  });

  it('searches case-insensitively and only from 2 characters', async () => {
    const all = await seasons({ sport: 'lol', filter: 'current' });
    const target = all[0]!;
    const term = target.name.displayName.slice(0, 4).toUpperCase();
    const found = await seasons({ sport: 'lol', filter: 'current', search: term });
    expect(found.map((s) => s.id)).toContain(target.id);
    expect(
      found.every(
        (s) =>
          s.name.displayName.toUpperCase().includes(term) ||
          s.name.slug.toUpperCase().includes(term),
      ),
    ).toBe(true);
    expect(await seasons({ sport: 'lol', filter: 'current', search: 'x' })).toHaveLength(
      all.length,
    );
    expect(
      await seasons({ sport: 'lol', filter: 'current', search: 'no such season zz' }),
    ).toHaveLength(0);
  });

  it('refuses a bad slug with the spec message before calling upstream', async () => {
    await stack.upstream.resetRequests();
    const result = await createSeason(seasonInput('Bad Slug!'));
    expect(result.ok).toBeNull();
    expect(result.error).toMatchObject({
      code: 'BAD_USER_INPUT',
      inputErrors: [{ field: 'slug', message: 'Slugs must match [a-z0-9_]' }],
    });
    expect((await stack.upstream.requests()).total).toBe(0);
  });

  it('creates, updates, archives and unarchives a season with the spec messages', async () => {
    const created = await createSeason(seasonInput('integration_2026'));
    expect(created.error).toBeNull();
    expect(created.ok!.message).toBe('Created Season Successfully!');
    const id = created.ok!.season.id;
    expect(created.ok!.season.splits.map((s) => s.name.slug)).toEqual(['spring', 'summer']);
    expect((await seasons({ sport: 'lol', filter: 'current' })).map((s) => s.id)).toContain(id);

    const updated = await updateSeason(id, seasonInput('integration_2026_renamed'));
    expect(updated.ok!.message).toBe('Updated Season Successfully!');
    expect(updated.ok!.season.name.slug).toBe('integration_2026_renamed');

    const archived = await archiveSeason(id);
    expect(archived.ok!.message).toBe('Archived Season Successfully!');
    expect((await seasons({ sport: 'lol', filter: 'current' })).map((s) => s.id)).not.toContain(id);
    expect((await seasons({ sport: 'lol', filter: 'archived' })).map((s) => s.id)).toContain(id);

    const unarchived = await unarchiveSeason(id);
    expect(unarchived.ok!.message).toBe('Unarchived Season Successfully!');
    expect(unarchived.ok!.season.status).toBe('active');
  });

  it("answers the upstream's refusal of a duplicate slug as '{status} - {message}'", async () => {
    await stack.seed.season({ slug: 'duplicate_me' });
    const again = await createSeason(seasonInput('duplicate_me'));
    expect(again.ok).toBeNull();
    expect(again.error!.code).toBe('CONFLICT');
    expect(again.error!.message).toMatch(/^409 - .*duplicate_me/);
  });

  it('answers null for an unknown season and NOT_FOUND when archiving it', async () => {
    const answer = await stack.gql(SeasonEditPageDocument, { id: 'no-such-season' });
    expect(answer.data!.season).toBeNull();
    const archived = await archiveSeason('no-such-season');
    expect(archived.error).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('turns an upstream failure into a coded error without leaking the upstream URL', async () => {
    await stack.upstream.fault('elds', { status: 503 });
    const answer = await stack.gql(SeasonListPageDocument, { sport: 'lol', filter: 'current' });
    await stack.upstream.clearFaults();
    expect(answer.errors?.[0]?.message).toBe('503 - Injected fault');
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'UPSTREAM_ERROR',
      upstream: { service: 'elds', status: 503 },
    });
    expect(JSON.stringify(answer)).not.toContain(new URL(stack.sandboxUrl).port);
  });
});

describe('the gateway process', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('answers health and readiness checks', async () => {
    expect((await fetch(`${stack.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${stack.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', checks: { journal: true } });
  });

  it('serves the self-hosted GraphiQL and the staff app from the same origin', async () => {
    const graphiql = await fetch(`${stack.url}/graphiql/`);
    expect(graphiql.status).toBe(200);
    expect(await graphiql.text()).toContain('/graphiql/assets/');
    const { jar } = await signInOverHttp(stack.url, SANDBOX_USERS.viewer);
    const app = await fetch(`${stack.url}/season/list/current`, {
      headers: { cookie: jar.header(stack.url) },
    });
    expect(app.status).toBe(200);
    expect(await app.text()).toContain('<div id="root">');
  });

  it('reports the product version', async () => {
    const answer = await stack.gql(AppVersionDocument);
    expect(answer.data!.appInfo.version).toBe('2.60.1');
  });
});
