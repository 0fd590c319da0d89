/**
 * Issue #12 as a script sees it: stale saves refused with CONFLICT, every change journaled with
 * before/after, the journal readable through auditLog by the right roles, durable across a restart,
 * and no change sent upstream when it cannot be written.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_LOG, type AuditView } from '../support/audit';
import { SANDBOX_USERS, startStack, type Stack } from '../support/stack';

const SEASON_ID = '110500000000000002';
const NAME = 'slug localizations { locale value }';
const SEASON = `query ($id: ID!) { season(id: $id) { version name { ${NAME} } sport startTime endTime
  splits { id name { ${NAME} } startTime endTime } awardedCircuitPoints { placement points } } }`;
const ERROR = `error { message code applied conflict { currentVersion changedBy changedAt changedFields } }`;
const UPDATE_SEASON = `mutation ($id: ID!, $input: SeasonInput!, $v: String) {
  updateSeason(id: $id, input: $input, expectedVersion: $v) { ok { message season { version } } ${ERROR} } }`;
const LEAGUES = `query { leagues(sport: lol, filter: current) { id version slug name sport region priority lightLogoUrl } }`;
const UPDATE_LEAGUE = `mutation ($id: ID!, $input: LeagueInput!, $v: String) {
  updateLeague(id: $id, input: $input, expectedVersion: $v) { ok { message } ${ERROR} } }`;
interface SeasonView {
  version: string;
  name: { slug: string; localizations: { locale: string; value: string }[] };
  splits: {
    id: string;
    name: SeasonView['name'];
    startTime: string | null;
    endTime: string | null;
  }[];
  [field: string]: unknown;
}
interface MutationView {
  ok: Record<string, unknown> | null;
  error: {
    message: string;
    code: string;
    applied: string[];
    conflict: {
      currentVersion: string;
      changedBy: string | null;
      changedAt: string | null;
      changedFields: string[];
    } | null;
  } | null;
}
function seasonInput({ version: _v, ...season }: SeasonView, enUs?: string) {
  return {
    ...season,
    name: {
      slug: season.name.slug,
      localizations: season.name.localizations.map((l) =>
        l.locale === 'en_US' && enUs ? { ...l, value: enUs } : l,
      ),
    },
  };
}

describe('the audit journal and conflict-safe editing', () => {
  let stack: Stack;
  const audit = async (
    filter: Record<string, unknown>,
    as: string = SANDBOX_USERS.admin,
    paging: { first?: number; after?: string } = {},
  ) => stack.gql<{ auditLog: AuditView }>(AUDIT_LOG, { filter, ...paging }, { as });
  const season = async (as: string) =>
    (await stack.gql<{ season: SeasonView }>(SEASON, { id: SEASON_ID }, { as })).data!.season;
  const writes = async () =>
    (await stack.upstream.requests()).requests.filter((r) => r.method !== 'GET');

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack?.close());

  it("refuses ada's save from an older copy of a season with CONFLICT, saying cole changed the name", async () => {
    const coles = await season(SANDBOX_USERS.competition);
    const adas = await season(SANDBOX_USERS.admin);
    const saved = await stack.gql<{ updateSeason: MutationView }>(UPDATE_SEASON, {
      id: SEASON_ID,
      input: seasonInput(coles, 'Renamed by Cole'),
      v: coles.version,
    });
    expect(saved.data!.updateSeason.ok).toMatchObject({ message: 'Updated Season Successfully!' });

    await stack.upstream.resetRequests();
    const stale = await stack.gql<{ updateSeason: MutationView }>(
      UPDATE_SEASON,
      {
        id: SEASON_ID,
        input: { ...seasonInput(adas), endTime: '2031-01-01T00:00:00.000Z' },
        v: adas.version,
      },
      { as: SANDBOX_USERS.admin },
    );
    const { error } = stale.data!.updateSeason;
    expect(stale.data!.updateSeason.ok).toBeNull();
    expect(error).toMatchObject({
      code: 'CONFLICT',
      conflict: {
        currentVersion: (await season(SANDBOX_USERS.admin)).version,
        changedBy: SANDBOX_USERS.competition,
        changedFields: ['name.localizations.en_US'],
      },
    });
    expect(error!.conflict!.changedAt).toEqual(expect.any(String));
    expect(await writes()).toEqual([]);
    const kept = await season(SANDBOX_USERS.admin);
    expect(kept.name.localizations.find((l) => l.locale === 'en_US')!.value).toBe(
      'Renamed by Cole',
    );

    const history = (await audit({ entityType: 'Season', entityId: SEASON_ID })).data!.auditLog;
    expect(history.edges.map((e) => [e.node.username, e.node.result, e.node.code])).toEqual([
      [SANDBOX_USERS.admin, 'REFUSED', 'CONFLICT'],
      [SANDBOX_USERS.competition, 'OK', null],
    ]);
    expect(history.edges[1]!.node.changes).toContainEqual({
      field: 'name.localizations.en_US',
      before: JSON.stringify(coles.name.localizations.find((l) => l.locale === 'en_US')!.value),
      after: JSON.stringify('Renamed by Cole'),
    });
  });

  it('refuses a stale updateLeague, so a rename no longer reverts a priority change', async () => {
    type LeagueView = Record<string, unknown> & {
      id: string;
      version: string;
      name: string;
      priority: number;
      lightLogoUrl: string | null;
    };
    const [league] = (await stack.gql<{ leagues: LeagueView[] }>(LEAGUES)).data!.leagues;
    const { id, version, ...fields } = league!;
    const input = { ...fields, lightLogoUrl: fields.lightLogoUrl ?? null };
    const first = await stack.gql<{ updateLeague: MutationView }>(UPDATE_LEAGUE, {
      id,
      input: { ...input, priority: league!.priority + 1 },
      v: version,
    });
    expect(first.data!.updateLeague.error).toBeNull();
    const second = await stack.gql<{ updateLeague: MutationView }>(
      UPDATE_LEAGUE,
      { id, input: { ...input, name: `${input.name} X` }, v: version },
      { as: SANDBOX_USERS.admin },
    );
    expect(second.data!.updateLeague.error).toMatchObject({
      code: 'CONFLICT',
      conflict: { changedBy: SANDBOX_USERS.competition, changedFields: ['priority'] },
    });
    const unchecked = await stack.gql<{ updateLeague: MutationView }>(UPDATE_LEAGUE, {
      id,
      input: { ...input, priority: league!.priority + 1, name: `${input.name} X` },
    });
    expect(unchecked.data!.updateLeague.error).toBeNull();
  });

  it('journals a refusal by role: FORBIDDEN answered, REFUSED recorded with the attempt', async () => {
    const answer = await stack.gql(
      `mutation { archiveSeason(id: "${SEASON_ID}", reason: "wrong season") { ok { message } } }`,
      {},
      { as: SANDBOX_USERS.viewer },
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const [entry] = (await audit({ user: SANDBOX_USERS.viewer, operation: 'archiveSeason' })).data!
      .auditLog.edges;
    expect(entry!.node).toMatchObject({
      entityType: 'Season',
      entityId: SEASON_ID,
      reason: 'wrong season',
      result: 'REFUSED',
      code: 'FORBIDDEN',
    });
  });

  it('refuses a reason over 500 characters before anything is sent', async () => {
    await stack.upstream.resetRequests();
    const answer = await stack.gql<{ archiveSeason: MutationView }>(
      `mutation ($r: String) { archiveSeason(id: "${SEASON_ID}", reason: $r) { ok { message } ${ERROR} } }`,
      { r: 'x'.repeat(501) },
    );
    expect(answer.data!.archiveSeason.error).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Reason must be at most 500 characters',
    });
    expect((await stack.upstream.requests()).total).toBe(0);
  });

  it('pages auditLog newest first with cursors and a total', async () => {
    const all = (await audit({})).data!.auditLog;
    expect(all.totalCount).toBeGreaterThanOrEqual(4);
    const first = (await audit({}, SANDBOX_USERS.admin, { first: 2 })).data!.auditLog;
    expect(first.edges).toHaveLength(2);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const next = (
      await audit({}, SANDBOX_USERS.admin, { first: 2, after: first.pageInfo.endCursor! })
    ).data!.auditLog;
    expect([...first.edges, ...next.edges].map((e) => e.node)).toEqual(
      all.edges.slice(0, 4).map((e) => e.node),
    );
    const future = (await audit({ from: '2999-01-01T00:00:00.000Z' })).data!.auditLog;
    expect(future).toMatchObject({ totalCount: 0, edges: [] });
  });

  it('shows each role only the journal of the types it may read; administrators see all', async () => {
    await stack.gql(
      `mutation { grantRole(username: "nico.noroles", role: "Viewer") { ok { message } } }`,
      {},
      { as: SANDBOX_USERS.admin },
    );
    const types = async (as: string) =>
      new Set((await audit({}, as)).data!.auditLog.edges.map((e) => e.node.entityType));
    expect(await types(SANDBOX_USERS.admin)).toContain('ManagedUser');
    const competition = await types(SANDBOX_USERS.competition);
    expect(competition).toContain('Season');
    expect(competition).not.toContain('ManagedUser');
    const refused = await audit({ entityType: 'ManagedUser' }, SANDBOX_USERS.competition);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const viewer = await audit({ entityType: 'Season' }, SANDBOX_USERS.viewer);
    expect(viewer.data!.auditLog.totalCount).toBeGreaterThan(0);
  });

  it('keeps the journal across a gateway restart on the same data folder', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'esports-journal-restart-'));
    try {
      const first = await stack.openGateway({ GATEWAY_DATA_DIR: dataDir });
      const token = await stack.tokenFor(SANDBOX_USERS.competition);
      const post = (url: string, query: string) =>
        fetch(`${url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ query }),
        }).then((r) => r.json() as Promise<{ data: Record<string, unknown> }>);
      await post(first.url, `mutation { unarchiveSeason(id: "${SEASON_ID}") { ok { message } } }`);
      await first.close();
      const second = await stack.openGateway({ GATEWAY_DATA_DIR: dataDir });
      const answer = await post(
        second.url,
        `{ auditLog { totalCount edges { node { operation } } } }`,
      );
      expect(answer.data.auditLog).toEqual({
        totalCount: 1,
        edges: [{ node: { operation: 'unarchiveSeason' } }],
      });
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
