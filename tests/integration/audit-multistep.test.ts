/**
 * Multi-step mutations answer what happened when a later step fails (issue #12): a change that
 * was made is never reported as failed, and a half-made one says which part took effect. And a
 * journal that cannot be written stops a mutation before anything goes upstream.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_LOG, type AuditView } from '../support/audit';
import { databaseBackends } from '../support/databases';
import { SANDBOX_USERS, startStack, type Stack } from '../support/stack';

const ERROR = 'error { message code applied }';
const GAMES = `query ($id: ID!) { tournament(id: $id) { stages { sections { matches { id
  games { id blueTeamId redTeamId vods { id videoId statsOffset } } } } } } }`;

interface GameView {
  id: string;
  blueTeamId: string;
  redTeamId: string;
  vods: { id: string; videoId: string; statsOffset: string | null }[];
}
interface TournamentView {
  tournament: { stages: { sections: { matches: { id: string; games: GameView[] }[] }[] }[] };
}

const postgres = (await databaseBackends()).find((backend) => backend.databaseUrl);

describe('multi-step mutations with their second step faulted', () => {
  let stack: Stack;
  let tournamentId: string;
  const matches = async () => {
    const answer = await stack.gql<TournamentView>(GAMES, { id: tournamentId });
    return answer.data!.tournament.stages.flatMap((stage) =>
      stage.sections.flatMap((section) => section.matches),
    );
  };
  const latest = async (operation: string) =>
    (
      await stack.gql<{ auditLog: AuditView }>(
        AUDIT_LOG,
        { filter: { operation }, first: 1 },
        {
          as: SANDBOX_USERS.admin,
        },
      )
    ).data!.auditLog.edges[0]!.node;
  /** Holds the first step upstream for a while, so the second can be faulted in between. */
  const slowFirstStep = async (service: string, method: string, pathPrefix: string) => {
    await stack.upstream.resetRequests();
    await stack.upstream.fault(service, { methods: [method], pathPrefix, delayMs: 1500, times: 1 });
  };
  const refusedReads = async (service: string) =>
    (await stack.upstream.requests()).requests.filter(
      (r) => r.service === service && r.method === 'GET' && r.status === 503,
    ).length;

  beforeAll(async () => {
    stack = await startStack();
    const list = await stack.gql<{ tournaments: { id: string }[] }>(
      `query { tournaments(sport: lol, filter: current, search: "championship") { id } }`,
    );
    tournamentId = list.data!.tournaments[0]!.id;
  });
  afterEach(() => stack.upstream.clearFaults());
  afterAll(() => stack?.close());

  it('updateVod: video id changed, offset write failed → PARTIALLY_APPLIED saying what was saved', async () => {
    const game = (await matches())[0]!.games[0]!;
    const created = await stack.gql<{ createVod: { ok: { vod: { id: string } } } }>(
      `mutation ($g: ID!) { createVod(gameId: $g, input: { provider: twitch, locale: "en_US",
        value: "before_video", offset: "00:00:10" }) { ok { vod { id } } } }`,
      { g: game.id },
    );
    const vodId = created.data!.createVod.ok.vod.id;
    await stack.upstream.fault('elds', {
      methods: ['POST'],
      pathPrefix: '/media/setVodFirstFrameTime',
      status: 500,
    });
    const answer = await stack.gql<{ updateVod: { ok: unknown; error: Record<string, unknown> } }>(
      `mutation ($id: ID!) { updateVod(id: $id, input: { provider: twitch, locale: "en_US",
        value: "after_video", offset: "00:01:00" }) { ok { message } ${ERROR} } }`,
      { id: vodId },
    );
    expect(answer.data!.updateVod.ok).toBeNull();
    expect(answer.data!.updateVod.error).toMatchObject({
      code: 'PARTIALLY_APPLIED',
      applied: ['Saved the provider, locale and video id'],
    });
    expect(answer.data!.updateVod.error.message).toMatch(
      /^The VOD's video details were saved, but its offset was not: 500/,
    );
    await stack.upstream.clearFaults();
    const stored = (await matches())[0]!.games[0]!.vods.find((vod) => vod.id === vodId);
    expect(stored).toMatchObject({ videoId: 'after_video', statsOffset: '00:00:10' });
    const entry = await latest('updateVod');
    expect(entry).toMatchObject({ result: 'PARTIAL', code: 'PARTIALLY_APPLIED', entityId: vodId });
    expect(entry.changes).toContainEqual({
      field: 'videoId',
      before: null,
      after: JSON.stringify('after_video'),
    });
  });

  it('grantRole: role granted, read-back fails → ok with the role held, journaled OK', async () => {
    await slowFirstStep('rbac', 'PUT', '/users');
    const granting = stack.gql<{
      grantRole: { ok: { user: { roles: string[] } }; error: unknown };
    }>(
      `mutation { grantRole(username: "nico.noroles", role: "Viewer") { ok { user { roles } } ${ERROR} } }`,
      {},
      { as: SANDBOX_USERS.admin },
    );
    await sleep(700);
    await stack.upstream.fault('rbac', { methods: ['GET'], pathPrefix: '/users', status: 503 });
    const answer = await granting;
    expect(await refusedReads('rbac')).toBeGreaterThan(0);
    expect(answer.data!.grantRole).toMatchObject({
      ok: { user: { roles: ['Viewer'] } },
      error: null,
    });
    await stack.upstream.clearFaults();
    const users = await stack.gql<{ users: { username: string; roles: string[] }[] }>(
      `{ users { username roles } }`,
      {},
      { as: SANDBOX_USERS.admin },
    );
    expect(users.data!.users.find((u) => u.username === 'nico.noroles')!.roles).toEqual(['Viewer']);
    expect(await latest('grantRole')).toMatchObject({ result: 'OK', entityId: 'nico.noroles' });
  });

  it('switchTeamColors: sides switched, reload fails → ok with the switch made, journaled OK', async () => {
    const match = (await matches()).find((m) => m.games.some((g) => g.blueTeamId !== g.redTeamId))!;
    const game = match.games[0]!;
    await slowFirstStep('elds', 'PUT', '/matches');
    const switching = stack.gql<{
      switchTeamColors: { ok: { message: string } | null; error: unknown };
    }>(
      `mutation ($m: ID!, $g: ID!) { switchTeamColors(matchId: $m, gameId: $g) { ok { message } ${ERROR} } }`,
      { m: match.id, g: game.id },
    );
    await sleep(700);
    await stack.upstream.fault('elds', {
      methods: ['GET'],
      pathPrefix: '/tournaments',
      status: 503,
    });
    const answer = await switching;
    expect(await refusedReads('elds')).toBeGreaterThan(0);
    expect(answer.data!.switchTeamColors).toMatchObject({
      ok: { message: 'Switched Team Colors Successfully!' },
      error: null,
    });
    await stack.upstream.clearFaults();
    const after = (await matches()).find((m) => m.id === match.id)!.games[0]!;
    expect([after.blueTeamId, after.redTeamId]).toEqual([game.redTeamId, game.blueTeamId]);
    expect(await latest('switchTeamColors')).toMatchObject({
      result: 'OK',
      entityType: 'Game',
      entityId: game.id,
    });
  });
});

describe.skipIf(!postgres)('a journal that cannot be written', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack?.close());

  it('refuses the mutation with JOURNAL_UNAVAILABLE and sends nothing upstream', async () => {
    const schema = `gj_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const gateway = await stack.openGateway({
      GATEWAY_DATABASE_URL: postgres!.databaseUrl!,
      GATEWAY_DATABASE_SCHEMA: schema,
    });
    const admin = new pg.Client({ connectionString: postgres!.databaseUrl });
    await admin.connect();
    try {
      await admin.query(`drop schema ${schema} cascade`);
      await stack.upstream.resetRequests();
      const token = await stack.tokenFor(SANDBOX_USERS.competition);
      const response = await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          query: `mutation { archiveSeason(id: "110500000000000002") { ok { message } error { message code } } }`,
        }),
      });
      const answer = (await response.json()) as {
        data: { archiveSeason: { ok: unknown; error: { code: string; message: string } } };
      };
      expect(answer.data.archiveSeason).toEqual({
        ok: null,
        error: {
          code: 'JOURNAL_UNAVAILABLE',
          message:
            'The audit journal is unavailable, so nothing was changed. Try again in a moment.',
        },
      });
      const log = await stack.upstream.requests();
      expect(log.requests.filter((r) => r.service === 'elds')).toEqual([]);
    } finally {
      await admin.end();
      await gateway.close();
    }
  });
});
