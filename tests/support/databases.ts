/**
 * Which databases the integration suites run against: always the embedded PGlite; also a real
 * PostgreSQL when DATABASE_URL is set or one answers on 127.0.0.1:5432; otherwise one started by
 * testcontainers where a Docker engine exists. Without Docker that last one is skipped with a
 * message, never failed.
 */
import { Redis } from 'ioredis';
import pg from 'pg';

export interface DatabaseBackend {
  name: string;
  /** undefined = PGlite on disk. */
  databaseUrl?: string;
}

const LOCAL_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function containerPostgres(): Promise<DatabaseBackend | null> {
  const { GenericContainer, Wait, getContainerRuntimeClient } = await import('testcontainers');
  try {
    await getContainerRuntimeClient();
  } catch {
    console.info('[integration] No Docker engine: skipping the testcontainers PostgreSQL run.');
    return null;
  }
  const container = await new GenericContainer('postgres:16-alpine')
    .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: 'trust', POSTGRES_DB: 'test' })
    .withExposedPorts(5432)
    .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
    .start();
  const url = `postgres://postgres@${container.getHost()}:${container.getMappedPort(5432)}/test`;
  return { name: 'postgres (testcontainers)', databaseUrl: url };
}

let detected: Promise<DatabaseBackend[]> | undefined;

export function databaseBackends(): Promise<DatabaseBackend[]> {
  detected ??= (async () => {
    const backends: DatabaseBackend[] = [{ name: 'pglite' }];
    const configured = process.env.DATABASE_URL;
    if (configured && (await answers(configured))) {
      backends.push({ name: 'postgres (DATABASE_URL)', databaseUrl: configured });
    } else if (await answers(LOCAL_POSTGRES_URL)) {
      backends.push({ name: 'postgres (127.0.0.1)', databaseUrl: LOCAL_POSTGRES_URL });
    } else {
      const container = await containerPostgres();
      if (container) backends.push(container);
    }
    return backends;
  })();
  return detected;
}

/** Whether the shared Redis (127.0.0.1:6379) answers; suites that need one skip otherwise. */
export async function redisAnswers(): Promise<boolean> {
  const redis = new Redis('redis://127.0.0.1:6379', {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}
