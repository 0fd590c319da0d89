/**
 * The journal's tables, as numbered migrations applied once each at start, in order, inside one
 * transaction (an advisory lock keeps gateways started together from applying one twice).
 */
import { REDACTED } from '../mutations/secrets';
import type { JournalDatabase, SqlClient } from './database';

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
  {
    // Issue #39: the caller's own x-request-id apart from the gateway's, and which secret fields
    // have been scrubbed from older entries (see scrubSecrets).
    version: 2,
    sql: `
      alter table audit_entries add column caller_request_id text;
      create table journal_scrubbed_fields (
        name text primary key,
        scrubbed_at timestamptz not null default now()
      );
    `,
  },
];

const MIGRATION_LOCK = 'esports-admin gateway journal migrations';

/**
 * Replaces the values of secret fields in entries written before the field was marked `@secret`
 * (issue #39: passwords of refused and failed calls were stored whole). Each name is scrubbed once,
 * so a field marked later is scrubbed on the next start.
 */
async function scrubSecrets(tx: SqlClient, secrets: ReadonlySet<string>): Promise<void> {
  const done = new Set(
    (await tx.query<{ name: string }>('select name from journal_scrubbed_fields')).map(
      (row) => row.name,
    ),
  );
  const pending = [...secrets].filter((name) => !done.has(name));
  if (pending.length === 0) return;
  // A path names the secret when one of its dot-separated segments is the field's name.
  const names = pending.map((name) => name.replace(/[^\w]/g, ''));
  const segment = `(^|\\.)(${names.join('|')})(\\.|$)`;
  await tx.query(
    `update audit_entries
        set changes = (
          select coalesce(jsonb_agg(case when change->>'field' ~ $1
            then jsonb_build_object(
              'field', change->'field',
              'before', case when change->>'before' is null then 'null'::jsonb else to_jsonb($2::text) end,
              'after', case when change->>'after' is null then 'null'::jsonb else to_jsonb($2::text) end)
            else change end order by position), '[]'::jsonb)
          from jsonb_array_elements(changes) with ordinality as item(change, position))
      where exists (select 1 from jsonb_array_elements(changes) as change
                     where change->>'field' ~ $1)`,
    [segment, REDACTED],
  );
  for (const name of pending) {
    await tx.query('insert into journal_scrubbed_fields (name) values ($1)', [name]);
  }
}

export async function migrateJournal(
  db: JournalDatabase,
  secrets: ReadonlySet<string> = new Set(),
): Promise<void> {
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
    await scrubSecrets(tx, secrets);
  });
}
