/**
 * The gateway's own Postgres, where the audit journal lives: PGlite in a data folder by default,
 * a Postgres server when `GATEWAY_DATABASE_URL` is set. Only the few calls the journal needs.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import pg from 'pg';

export interface SqlClient {
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
}

export interface JournalDatabase extends SqlClient {
  transaction<T>(work: (tx: SqlClient) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type JournalDatabaseSettings =
  { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; schema: string };

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

function pgliteClient(db: PGlite | Transaction): SqlClient {
  return {
    query: async <Row>(sql: string, params?: unknown[]) => (await db.query<Row>(sql, params)).rows,
  };
}

async function openPglite(dataDir: string): Promise<JournalDatabase> {
  const folder = resolve(dataDir);
  mkdirSync(folder, { recursive: true });
  const db = await PGlite.create(folder);
  return {
    ...pgliteClient(db),
    transaction: (work) => db.transaction((tx) => work(pgliteClient(tx))),
    close: () => db.close(),
  };
}

function pgClient(db: pg.Pool | pg.PoolClient): SqlClient {
  return {
    query: async <Row>(sql: string, params?: unknown[]) =>
      (await db.query(sql, params)).rows as Row[],
  };
}

async function openPostgres(url: string, schema: string): Promise<JournalDatabase> {
  if (!IDENTIFIER.test(schema)) throw new Error(`Invalid Postgres schema name: ${schema}`);
  const pool = new pg.Pool({
    connectionString: url,
    options: `-c search_path=${schema}`,
    connectionTimeoutMillis: 3000,
  });
  // A dropped connection must fail the next journal write, not crash the gateway.
  pool.on('error', () => undefined);
  await pool.query(`create schema if not exists ${schema}`);
  return {
    ...pgClient(pool),
    async transaction(work) {
      const connection = await pool.connect();
      try {
        await connection.query('begin');
        const result = await work(pgClient(connection));
        await connection.query('commit');
        return result;
      } catch (error) {
        await connection.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        connection.release();
      }
    },
    close: () => pool.end(),
  };
}

export function openJournalDatabase(settings: JournalDatabaseSettings): Promise<JournalDatabase> {
  return settings.kind === 'pglite'
    ? openPglite(settings.dataDir)
    : openPostgres(settings.url, settings.schema);
}
