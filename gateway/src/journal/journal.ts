/**
 * The durable audit journal: one entry per mutation call, written as pending before anything is
 * sent upstream and completed with the outcome on the same row. The API only appends and reads.
 */
import type { ErrorCode } from '../errors';
import type { JournalDatabase, SqlClient } from './database';
import type { AuditChange, AuditResult, JournalOpening, JournalOutcome } from './entry';
import { storedOpening, storedOutcome } from './stored-entry';

export interface AuditEntryRecord extends Omit<JournalOpening, 'roles'> {
  id: string;
  roles: string[];
  at: string;
  result: AuditResult;
  code: ErrorCode | null;
  message: string | null;
  changes: AuditChange[];
}

export interface AuditLogQuery {
  entityTypes: readonly string[] | null;
  entityId?: string | null;
  user?: string | null;
  operation?: string | null;
  from?: string | null;
  to?: string | null;
  /** The order; newest first when not given. */
  sort?: AuditSort | null;
  /** The entries after this one in that order: its id and, unless sorted by time, its sort key. */
  after?: { id: string; key: string | null } | null;
  limit: number;
}

export type AuditSortColumn = 'at' | 'username' | 'operation' | 'entity';
export interface AuditSort {
  column: AuditSortColumn;
  direction: 'ascending' | 'descending';
}

/** The text an entry sorts by; null for time (the id is the written order). */
const SORT_KEY_SQL: Record<AuditSortColumn, string | null> = {
  at: null,
  username: 'username',
  operation: 'operation',
  entity: "entity_type || '/' || coalesce(entity_id, '')",
};

/** An entry's sort key under `column`, as the cursor after it carries it. */
export function auditSortKey(entry: AuditEntryRecord, column: AuditSortColumn): string | null {
  if (column === 'at') return null;
  if (column === 'entity') return `${entry.entityType}/${entry.entityId ?? ''}`;
  return entry[column];
}

export interface EditHistory {
  changedBy: string | null;
  changedAt: string | null;
  changedFields: string[];
}

interface EntryRow {
  id: string;
  at: Date | string;
  username: string;
  roles: string[] | string;
  operation: string;
  entity_type: string;
  entity_id: string | null;
  reason: string | null;
  request_id: string;
  caller_request_id: string | null;
  result: AuditResult | null;
  code: ErrorCode | null;
  message: string | null;
  changes: AuditChange[] | string;
}

/** Shown for an entry whose gateway stopped before it could record the outcome. */
export const OUTCOME_NOT_RECORDED = 'The gateway stopped before the outcome was recorded.';

const fromJson = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

function toRecord(row: EntryRow): AuditEntryRecord {
  return {
    id: String(row.id),
    at: new Date(row.at).toISOString(),
    username: row.username,
    roles: fromJson(row.roles),
    operation: row.operation,
    entityType: row.entity_type,
    entityId: row.entity_id,
    reason: row.reason,
    requestId: row.request_id,
    callerRequestId: row.caller_request_id,
    result: row.result ?? 'FAILED',
    code: row.code,
    message: row.result ? row.message : OUTCOME_NOT_RECORDED,
    changes: fromJson(row.changes),
  };
}

function where(query: Omit<AuditLogQuery, 'after' | 'sort' | 'limit'>) {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (condition: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(condition(`$${params.length}`));
  };
  if (query.entityTypes) add((p) => `entity_type = any(${p}::text[])`, query.entityTypes);
  if (query.entityId) add((p) => `entity_id = ${p}`, query.entityId);
  if (query.user) add((p) => `username = ${p}`, query.user);
  if (query.operation) add((p) => `operation = ${p}`, query.operation);
  if (query.from) add((p) => `at >= ${p}::timestamptz`, query.from);
  if (query.to) add((p) => `at < ${p}::timestamptz`, query.to);
  return { conditions, params };
}

export class AuditJournal {
  /**
   * `secrets`: the names of the fields marked `@secret`, whose values are never stored;
   * `written`: told each outcome's result as it is written, or `write_failed` (the metrics).
   */
  constructor(
    private readonly db: JournalDatabase,
    private readonly secrets: ReadonlySet<string>,
    private readonly written: (result: AuditResult | 'write_failed') => void = () => undefined,
  ) {}

  /** Appends a pending entry; throws when the journal cannot be written. */
  async open(given: JournalOpening): Promise<string> {
    const opening = storedOpening(given);
    const [row] = await this.db.query<{ id: string }>(
      `insert into audit_entries
         (username, roles, operation, entity_type, entity_id, reason, request_id, caller_request_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning id::text as id`,
      [
        opening.username,
        JSON.stringify(opening.roles),
        opening.operation,
        opening.entityType,
        opening.entityId,
        opening.reason,
        opening.requestId,
        opening.callerRequestId,
      ],
    );
    if (!row) throw new Error('The journal answered no id');
    return row.id;
  }

  /** Records the outcome on a pending entry; an entry's outcome is written once. */
  async complete(id: string, given: JournalOutcome): Promise<void> {
    const outcome = storedOutcome(given, this.secrets);
    const update = this.db.query(
      `update audit_entries
          set result = $2, entity_id = coalesce($3, entity_id), code = $4, message = $5,
              changes = $6, version_before = $7, version_after = $8
        where id = $1 and result is null`,
      [
        id,
        outcome.result,
        outcome.entityId,
        outcome.code,
        outcome.message,
        JSON.stringify(outcome.changes),
        outcome.versionBefore,
        outcome.versionAfter,
      ],
    );
    await update.catch((error: unknown) => {
      this.written('write_failed');
      throw error;
    });
    this.written(outcome.result);
  }

  /** One call, one entry: opened and completed at once (refusals decided before any work). */
  async record(opening: JournalOpening, outcome: JournalOutcome): Promise<void> {
    await this.complete(await this.open(opening), outcome);
  }

  async list(query: AuditLogQuery): Promise<{ entries: AuditEntryRecord[]; total: number }> {
    const { conditions, params } = where(query);
    const filter = conditions.length ? `where ${conditions.join(' and ')}` : '';
    const [count] = await this.db.query<{ total: number }>(
      `select count(*)::int as total from audit_entries ${filter}`,
      params,
    );
    const pageConditions = [...conditions];
    const pageParams = [...params];
    const { column, direction } = query.sort ?? { column: 'at', direction: 'descending' };
    // Ties keep the written order in the same direction, so (key, id) pages without gaps.
    const keySql = SORT_KEY_SQL[column];
    const order = direction === 'ascending' ? 'asc' : 'desc';
    const past = direction === 'ascending' ? '>' : '<';
    if (query.after) {
      pageParams.push(query.after.id);
      const id = `$${pageParams.length}::bigint`;
      if (keySql) {
        pageParams.push(query.after.key ?? '');
        pageConditions.push(`(${keySql}, id) ${past} ($${pageParams.length}::text, ${id})`);
      } else {
        pageConditions.push(`id ${past} ${id}`);
      }
    }
    pageParams.push(query.limit);
    const rows = await this.db.query<EntryRow>(
      `select id::text as id, at, username, roles, operation, entity_type, entity_id, reason,
              request_id, caller_request_id, result, code, message, changes
         from audit_entries
         ${pageConditions.length ? `where ${pageConditions.join(' and ')}` : ''}
        order by ${keySql ? `${keySql} ${order}, ` : ''}audit_entries.id ${order}
        limit $${pageParams.length}`,
      pageParams,
    );
    return { entries: rows.map(toRecord), total: count?.total ?? 0 };
  }

  /**
   * Who changed a record since it had `version`, from the journaled changes that started at that
   * version; empty when the change was made outside the gateway.
   */
  async historySince(
    entityType: string,
    entityId: string,
    version: string,
    db: SqlClient = this.db,
  ): Promise<EditHistory> {
    const rows = await db.query<EntryRow>(
      `select id::text as id, at, username, roles, operation, entity_type, entity_id, reason,
              request_id, result, code, message, changes
         from audit_entries
        where entity_type = $1 and entity_id = $2 and result in ('OK', 'PARTIAL')
          and id >= (select min(id) from audit_entries
                      where entity_type = $1 and entity_id = $2 and version_before = $3
                        and result in ('OK', 'PARTIAL'))
        order by audit_entries.id`,
      [entityType, entityId, version],
    );
    const latest = rows.at(-1);
    const fields = new Set(rows.flatMap((row) => fromJson(row.changes).map((c) => c.field)));
    return {
      changedBy: latest?.username ?? null,
      changedAt: latest ? new Date(latest.at).toISOString() : null,
      changedFields: [...fields],
    };
  }

  /** Every field that one operation has changed on a record, as its journaled changes say. */
  async fieldsChangedBy(
    entityType: string,
    entityId: string,
    operation: string,
  ): Promise<string[]> {
    const rows = await this.db.query<Pick<EntryRow, 'changes'>>(
      `select changes from audit_entries
        where entity_type = $1 and entity_id = $2 and operation = $3
          and result in ('OK', 'PARTIAL')`,
      [entityType, entityId, operation],
    );
    return [...new Set(rows.flatMap((row) => fromJson(row.changes).map((c) => c.field)))];
  }

  /** The version the latest journaled change left a record at, or null when none is known. */
  async lastVersion(entityType: string, entityId: string): Promise<string | null> {
    const [row] = await this.db.query<{ version_after: string | null }>(
      `select version_after from audit_entries
        where entity_type = $1 and entity_id = $2 and result in ('OK', 'PARTIAL')
        order by audit_entries.id desc limit 1`,
      [entityType, entityId],
    );
    return row?.version_after ?? null;
  }

  /** Resolves when the journal's database answers (readiness). */
  async ping(): Promise<void> {
    await this.db.query('select 1');
  }

  close(): Promise<void> {
    return this.db.close();
  }
}
