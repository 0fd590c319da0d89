import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { SeasonDto, SeasonListDto } from '@esports-admin/schema/upstream/elds';
import type { RequestLogSnapshot } from './control';
import { SANDBOX_START_TIMEOUT_MS, startTestSandbox, type TestSandbox } from './test-support';

const newSeason = {
  name: { slug: 'restart_cup', localizations: { en_US: 'Restart Cup' } },
  sport: 'val',
  status: 'active',
  startTime: '2025-02-01T00:00:00Z',
  endTime: '2025-02-28T00:00:00Z',
  splits: [],
  awardedCircuitPoints: [],
};

/** Several starts in one test: generous on a busy machine, far below a new seeding each time. */
const RESTARTS_TIMEOUT_MS = 15_000;

describe('PGlite storage', () => {
  let first: TestSandbox;
  const others: TestSandbox[] = [];
  beforeAll(async () => {
    first = await startTestSandbox();
  }, SANDBOX_START_TIMEOUT_MS);
  afterAll(async () => {
    await Promise.all(others.map((sandbox) => sandbox.close()));
    await first.dispose();
  });

  it(
    'keeps a created season across a restart on the same data folder',
    async () => {
      const { body: created } = await first.elds<SeasonDto>('POST', '/seasons', {
        body: newSeason,
      });
      await first.close();

      const second = await startTestSandbox({ dataDir: first.dataDir });
      others.push(second);
      expect((await second.elds('GET', `/seasons/${created.id}`)).body).toEqual(created);
      await second.close();

      const reset = await startTestSandbox({ dataDir: first.dataDir, reset: true });
      others.push(reset);
      expect((await reset.elds('GET', `/seasons/${created.id}`)).status).toBe(404);
      expect((await reset.elds<SeasonListDto>('GET', '/seasons')).body.seasons).toHaveLength(24);
    },
    RESTARTS_TIMEOUT_MS,
  );

  it('answers health and unknown paths without counting them', async () => {
    const running = await startTestSandbox();
    try {
      expect((await fetch(`${running.url}/healthz`)).status).toBe(200);
      const unknown = await fetch(`${running.url}/no-such-service/v1/leagues`);
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
      expect((await running.control<RequestLogSnapshot>('GET', '/requests')).body.total).toBe(0);
    } finally {
      await running.dispose();
    }
  });
});

const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)('Postgres storage (DATABASE_URL)', () => {
  const pgSchema = `sandbox_test_${process.pid}`;
  afterAll(async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`drop schema if exists ${pgSchema} cascade`);
    await client.end();
  });

  it(
    'creates its schema, seeds it once and keeps data across a restart',
    async () => {
      const options = { databaseUrl, pgSchema };
      const [first, twin] = await Promise.all([
        startTestSandbox({ ...options, reset: true }),
        startTestSandbox(options),
      ]);
      await twin.close();
      expect((await first.elds<SeasonListDto>('GET', '/seasons')).body.seasons).toHaveLength(24);
      const { body: created } = await first.elds<SeasonDto>('POST', '/seasons', {
        body: newSeason,
      });
      expect((await first.elds('POST', '/seasons', { body: newSeason })).status).toBe(409);
      await first.dispose();

      const second = await startTestSandbox(options);
      expect((await second.elds('GET', `/seasons/${created.id}`)).body).toEqual(created);
      await second.dispose();
    },
    RESTARTS_TIMEOUT_MS,
  );
});
