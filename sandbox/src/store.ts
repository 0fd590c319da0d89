import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import { notFound } from './errors';
import { seededTemplate } from './seeded-template';

export interface SqlClient {
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Several statements, no parameters (table definitions). */
  exec(sql: string): Promise<void>;
}

/** Postgres, embedded (PGlite on disk) or real (`pg` pool), behind the few calls services need. */
export interface Store extends SqlClient {
  transaction<T>(work: (tx: SqlClient) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Creates missing tables and seeds an empty database; runs in one transaction. */
export type PrepareStore = (db: SqlClient) => Promise<void>;

const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === UNIQUE_VIOLATION;
}

function pgliteClient(db: PGlite | Transaction): SqlClient {
  return {
    query: async <Row>(sql: string, params?: unknown[]) => (await db.query<Row>(sql, params)).rows,
    exec: async (sql) => {
      await db.exec(sql);
    },
  };
}

function pgliteStore(db: PGlite): Store {
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
    exec: async (sql) => {
      await db.query(sql);
    },
  };
}

function pgStore(pool: pg.Pool): Store {
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
        await connection.query('rollback');
        throw error;
      } finally {
        connection.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Ids come from sequences so the seeded fixtures carry the same ids on every machine. */
export async function nextId(db: SqlClient, sequence: string): Promise<string> {
  const [row] = await db.query<{ id: string }>(`select nextval('${sequence}')::text as id`);
  if (!row) throw new Error(`Sequence ${sequence} gave no value`);
  return row.id;
}

/**
 * A table of one kind of DTO kept whole as JSON bodies by id, for families that look records up
 * by id only (the drops rarities and inventory items); `tables` is its definition and its id
 * sequence's, and `noun` names a missing record in the 404 message.
 */
export function bodyTable<Dto extends { id: string }>(options: {
  table: string;
  sequence: string;
  firstId: number;
  noun: string;
}) {
  const { table, sequence, firstId, noun } = options;
  return {
    tables: `
  create table if not exists ${table} (
    id text primary key,
    body json not null
  );
  create sequence if not exists ${sequence} start with ${firstId};
`,
    nextId: (db: SqlClient) => nextId(db, sequence),
    list: async (db: SqlClient): Promise<Dto[]> => {
      const rows = await db.query<{ body: Dto }>(`select body from ${table} order by id`);
      return rows.map((row) => row.body);
    },
    exists: async (db: SqlClient, id: string): Promise<boolean> =>
      (await db.query(`select 1 from ${table} where id = $1`, [id])).length > 0,
    find: async (db: SqlClient, id: string): Promise<Dto> => {
      const [row] = await db.query<{ body: Dto }>(`select body from ${table} where id = $1`, [id]);
      if (!row) throw notFound(`${noun} ${id} not found`);
      return row.body;
    },
    save: async (db: SqlClient, record: Dto): Promise<Dto> => {
      await db.query(
        `insert into ${table} (id, body) values ($1, $2) on conflict (id) do update set body = $2`,
        [record.id, JSON.stringify(record)],
      );
      return record;
    },
  };
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

export async function openPostgresStore(options: {
  databaseUrl: string;
  pgSchema: string;
  reset: boolean;
  prepare: PrepareStore;
}): Promise<Store> {
  const { databaseUrl, pgSchema, reset, prepare } = options;
  if (!IDENTIFIER.test(pgSchema)) throw new Error(`Invalid Postgres schema name: ${pgSchema}`);
  const store = pgStore(
    new pg.Pool({ connectionString: databaseUrl, options: `-c search_path=${pgSchema}` }),
  );
  try {
    await store.transaction(async (tx) => {
      // Sandboxes started together against one database must not create or seed twice.
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', [pgSchema]);
      if (reset) await tx.exec(`drop schema if exists ${pgSchema} cascade`);
      await tx.exec(`create schema if not exists ${pgSchema}`);
      await prepare(tx);
    });
  } catch (error) {
    await store.close();
    throw error;
  }
  return store;
}

function isEmptyFolder(folder: string): boolean {
  return !existsSync(folder) || readdirSync(folder).length === 0;
}

export async function openPgliteStore(options: {
  dataDir: string;
  reset: boolean;
  /** The fixture clock's UTC date, part of the template key. */
  fixtureDate: string;
  prepare: PrepareStore;
}): Promise<Store> {
  const dataDir = resolve(options.dataDir);
  if (options.reset) rmSync(dataDir, { recursive: true, force: true });
  if (isEmptyFolder(dataDir)) {
    const template = await seededTemplate(options.fixtureDate, async (folder) => {
      const db = await PGlite.create(folder);
      try {
        await pgliteStore(db).transaction(options.prepare);
      } finally {
        await db.close();
      }
    });
    mkdirSync(dataDir, { recursive: true });
    cpSync(template, dataDir, { recursive: true });
  }
  const store = pgliteStore(await PGlite.create(dataDir));
  try {
    await store.transaction(options.prepare);
  } catch (error) {
    await store.close();
    throw error;
  }
  return store;
}
