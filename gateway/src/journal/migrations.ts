/**
 * The journal's tables, as numbered migrations applied once each at start, in order, inside one
 * transaction (an advisory lock keeps gateways started together from applying one twice).
 */
import type { JournalDatabase } from './database';

const MIGRATIONS: readonly { version: number; sql: string }[] = [
  {
    version: 1,
    sql: `
      create table audit_entries (
        id bigserial primary key,
        at timestamptz not null default now(),
        username text not null,
        roles jsonb not null,
        operation text not null,
        entity_type text not null,
        entity_id text,
        reason text,
        request_id text not null,
        -- null while the mutation runs, then OK, PARTIAL, REFUSED or FAILED
        result text,
        code text,
        message text,
        changes jsonb not null default '[]',
        version_before text,
        version_after text
      );
      create index audit_entries_entity on audit_entries (entity_type, entity_id, id);
      create index audit_entries_username on audit_entries (username, id);
      create index audit_entries_operation on audit_entries (operation, id);
    `,
  },
];

const MIGRATION_LOCK = 'esports-admin gateway journal migrations';

export async function migrateJournal(db: JournalDatabase): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [MIGRATION_LOCK]);
    await tx.query(
      `create table if not exists journal_migrations (
         version integer primary key,
         applied_at timestamptz not null default now()
       )`,
    );
    const applied = new Set(
      (await tx.query<{ version: number }>('select version from journal_migrations')).map(
        (row) => row.version,
      ),
    );
    for (const migration of MIGRATIONS) {
      if (applied.has(migration.version)) continue;
      for (const statement of migration.sql.split(';').filter((part) => part.trim())) {
        await tx.query(statement);
      }
      await tx.query('insert into journal_migrations (version) values ($1)', [migration.version]);
    }
  });
}
