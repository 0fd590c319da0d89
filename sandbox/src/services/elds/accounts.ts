import { createHash, randomUUID } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import { ACCOUNT_BATCH_LIMIT, ACCOUNTS_PAGE_SIZE } from '@esports-admin/schema/rules/constants';
import { validateAccountGroupName } from '@esports-admin/schema/rules/account';
import {
  validateDisplayName,
  validateLogin,
  validateString,
} from '@esports-admin/schema/rules/validation';
import {
  ACCOUNT_NAME_SOURCES,
  type AccountCreateAnswerDto,
  type AccountDto,
  type AccountGroupDto,
  type AccountGroupListDto,
  type AccountOperationDto,
  type AccountOperationListDto,
  type AccountOperationTypeDto,
  type AccountPageDto,
  type AccountValidationDto,
  type AccountWriteDto,
} from '@esports-admin/schema/upstream/elds-accounts';
import { callerOf } from '../../bearer';
import { ERROR_CODES, invalid, notFound, UpstreamError } from '../../errors';
import { Payload, queryIdList, queryValue, readSport } from '../../payload';
import { nextId, type SqlClient, type Store } from '../../store';

export const ACCOUNT_TABLES = `
  create table if not exists elds_account_groups (
    id text primary key,
    name_lower text not null unique,
    body json not null
  );
  create sequence if not exists elds_account_group_ids start with 4100;
  create table if not exists elds_accounts (
    id bigint primary key,
    group_id text,
    player_id text,
    status text not null,
    sports text[] not null,
    display_name_lower text not null unique,
    login_lower text not null unique,
    puuid text not null,
    created_at timestamptz not null,
    body json not null
  );
  create sequence if not exists elds_account_ids start with 300000001;
  create table if not exists elds_account_operations (
    id bigint primary key,
    created_at timestamptz not null,
    account_ids text[] not null,
    body json not null
  );
  create sequence if not exists elds_account_operation_ids start with 700001;
`;

/** The service refuses pages larger than this; the spec names only the default (50). */
export const ACCOUNTS_MAX_PAGE_SIZE = 1000;

/** Stored rows carry meta; answers drop it unless includeMeta=true. */
type StoredAccount = Required<AccountDto>;

function withoutMeta({ meta: _meta, ...account }: StoredAccount): AccountDto {
  return account;
}

/** A 400 that also lists the refused rows, as POST accounts answers. */
class InvalidRows extends UpstreamError {
  constructor(readonly rows: AccountValidationDto['invalid']) {
    super(400, ERROR_CODES.validation, `${rows.length} of the accounts are not valid`);
  }

  override get body() {
    return { ...super.body, invalid: this.rows };
  }
}

function refuseTooManyIds(ids: readonly string[] | undefined, path: string) {
  if (ids && ids.length > ACCOUNT_BATCH_LIMIT) {
    throw invalid(`${path} may hold at most ${ACCOUNT_BATCH_LIMIT} ids, got ${ids.length}`);
  }
}

interface AccountFilter {
  pageSize: number;
  after: string | null;
  accountIds?: string[];
  handleContains?: string;
  loginContains?: string;
  includeMeta: boolean;
  createdAfter?: string;
  groupId?: string;
  sport?: string;
  search?: string;
  freeFloating: boolean;
}

/** Which query a token belongs to: a token from another query is refused, as it would mislead. */
function filterFingerprint(filter: AccountFilter): string {
  const { pageSize: _p, after: _a, includeMeta: _i, ...rest } = filter;
  return createHash('sha256').update(JSON.stringify(rest)).digest('base64url').slice(0, 10);
}

function encodeToken(lastId: string, filter: AccountFilter): string {
  return Buffer.from(JSON.stringify({ a: lastId, f: filterFingerprint(filter) })).toString(
    'base64url',
  );
}

function decodeToken(token: string, filter: AccountFilter): string {
  try {
    const parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as {
      a?: unknown;
      f?: unknown;
    };
    if (typeof parsed.a === 'string' && /^\d+$/.test(parsed.a)) {
      if (parsed.f !== filterFingerprint(filter)) {
        throw invalid('paginationToken belongs to another query');
      }
      return parsed.a;
    }
  } catch (error) {
    if (error instanceof UpstreamError) throw error;
  }
  throw invalid('paginationToken is not valid');
}

function readBoolean(value: string | undefined, key: string): boolean {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  throw invalid(`${key} must be true or false`);
}

function readAccountFilter(query: Record<string, unknown>, freeFloating: boolean): AccountFilter {
  const pageSizeText = queryValue(query, 'pageSize');
  const pageSize = pageSizeText === undefined ? ACCOUNTS_PAGE_SIZE : Number(pageSizeText);
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > ACCOUNTS_MAX_PAGE_SIZE) {
    throw invalid(`pageSize must be an integer from 1 to ${ACCOUNTS_MAX_PAGE_SIZE}`);
  }
  const accountIds = queryIdList(query, 'accountIds');
  refuseTooManyIds(accountIds, 'accountIds');
  const createdAfter = queryValue(query, 'createdAfter');
  if (createdAfter !== undefined && Number.isNaN(Date.parse(createdAfter))) {
    throw invalid('createdAfter must be an ISO 8601 date-time');
  }
  const sport = queryValue(query, 'sport');
  const filter: AccountFilter = {
    pageSize,
    after: null,
    accountIds,
    handleContains: queryValue(query, 'handleContains')?.toLowerCase(),
    loginContains: queryValue(query, 'loginContains')?.toLowerCase(),
    includeMeta: readBoolean(queryValue(query, 'includeMeta'), 'includeMeta'),
    createdAfter: createdAfter && new Date(createdAfter).toISOString(),
    groupId: queryValue(query, 'groupId'),
    sport: sport === undefined ? undefined : readSport(sport, 'sport'),
    search: queryValue(query, 'search')?.trim().toLowerCase() || undefined,
    freeFloating,
  };
  const token = queryValue(query, 'paginationToken');
  if (token !== undefined) filter.after = decodeToken(token, filter);
  return filter;
}

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Newest first (ids grow with creation); the token is the last id of the page. */
async function listAccounts(db: SqlClient, filter: AccountFilter): Promise<AccountPageDto> {
  const rows = await db.query<{ id: string; body: StoredAccount }>(
    `select id::text as id, body from elds_accounts
     where ($1::bigint is null or id < $1)
       and ($2::bigint[] is null or id = any($2))
       and ($3::text is null or display_name_lower like $3)
       and ($4::text is null or login_lower like $4)
       and ($5::timestamptz is null or created_at > $5)
       and ($6::text is null or group_id = $6)
       and ($7::text is null or $7 = any(sports))
       and ($8::text is null or display_name_lower like $9 or login_lower like $9
            or id::text = $8 or lower(puuid) = $8)
       and (not $10 or player_id is null)
     order by id desc
     limit $11`,
    [
      filter.after,
      filter.accountIds?.filter((id) => /^\d{1,18}$/.test(id)) ?? null,
      filter.handleContains ? likeText(filter.handleContains) : null,
      filter.loginContains ? likeText(filter.loginContains) : null,
      filter.createdAfter ?? null,
      filter.groupId ?? null,
      filter.sport ?? null,
      filter.search ?? null,
      filter.search ? likeText(filter.search) : null,
      filter.freeFloating,
      filter.pageSize + 1,
    ],
  );
  const page = rows.slice(0, filter.pageSize);
  const last = page.at(-1);
  return {
    accounts: page.map((row) => (filter.includeMeta ? row.body : withoutMeta(row.body))),
    paginationToken: rows.length > filter.pageSize && last ? encodeToken(last.id, filter) : null,
  };
}

async function accountsByIds(db: SqlClient, ids: readonly string[]): Promise<StoredAccount[]> {
  const numeric = ids.filter((id) => /^\d{1,18}$/.test(id));
  const rows = await db.query<{ body: StoredAccount }>(
    'select body from elds_accounts where id = any($1::bigint[])',
    [numeric],
  );
  const byId = new Map(rows.map((row) => [row.body.id, row.body]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0) throw notFound(`Accounts not found: ${missing.join(', ')}`);
  return ids.map((id) => byId.get(id)!);
}

interface RowToCheck {
  displayName: string;
  login?: string;
}

function readRowToCheck(fields: Payload): RowToCheck {
  return {
    displayName: fields.string('displayName'),
    login: fields.has('login') ? fields.string('login') : undefined,
  };
}

/** Spec rules, then collisions with stored accounts and with earlier rows of the same batch. */
async function invalidRows(
  db: SqlClient,
  rows: readonly RowToCheck[],
): Promise<AccountValidationDto['invalid']> {
  const names = rows.map((row) => row.displayName.trim().toLowerCase());
  const logins = rows.flatMap((row) => (row.login ? [row.login.toLowerCase()] : []));
  const taken = await db.query<{ display_name_lower: string; login_lower: string }>(
    `select display_name_lower, login_lower from elds_accounts
     where display_name_lower = any($1) or login_lower = any($2)`,
    [names, logins],
  );
  const takenNames = new Set(taken.map((row) => row.display_name_lower));
  const takenLogins = new Set(taken.map((row) => row.login_lower));
  const problems: AccountValidationDto['invalid'] = [];
  rows.forEach((row, index) => {
    const name = row.displayName.trim();
    const reason =
      validateDisplayName(name, takenNames) ??
      validateLogin(row.login ?? '', { autogenerate: true }) ??
      (row.login && takenLogins.has(row.login.toLowerCase()) ? 'Login already in use' : null);
    if (reason) problems.push({ index, displayName: row.displayName, reason });
    takenNames.add(name.toLowerCase());
    if (row.login) takenLogins.add(row.login.toLowerCase());
  });
  return problems;
}

function readAccountWrite(fields: Payload): AccountWriteDto {
  const enabledSports = fields
    .stringArray('enabledSports')
    .map((sport, i) => readSport(sport, `${fields.pathOf('enabledSports')}[${i}]`));
  if (enabledSports.length === 0) throw invalid(`${fields.pathOf('enabledSports')} is empty`);
  const password = fields.has('password') ? fields.string('password') : undefined;
  const passwordProblem = password === undefined ? null : validateString('Password', password);
  if (passwordProblem) throw invalid(`${fields.pathOf('password')}: ${passwordProblem}`);
  return {
    displayName: fields.string('displayName').trim(),
    login: fields.has('login') ? fields.string('login') : undefined,
    password,
    enabledSports: [...new Set(enabledSports)],
    groupId: fields.nullableString('groupId'),
    deleteAfter: fields.dateTime('deleteAfter'),
    nameSource: fields.has('nameSource')
      ? fields.oneOf('nameSource', ACCOUNT_NAME_SOURCES)
      : 'from account',
    playerId: fields.nullableString('playerId'),
  };
}

function accountRow(account: StoredAccount): unknown[] {
  return [
    account.id,
    account.groupId,
    account.playerId,
    account.status,
    account.enabledSports,
    account.displayName.current.toLowerCase(),
    account.login.current.toLowerCase(),
    account.puuid,
    account.meta.createdAt,
    JSON.stringify(account),
  ];
}

const INSERT_ACCOUNT = `insert into elds_accounts
  (id, group_id, player_id, status, sports, display_name_lower, login_lower, puuid, created_at, body)
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`;

async function requireGroup(db: SqlClient, groupId: string | null) {
  if (groupId === null) return;
  const [row] = await db.query('select 1 from elds_account_groups where id = $1', [groupId]);
  if (!row) throw notFound(`Account group ${groupId} not found`);
}

async function recordOperation(
  db: SqlClient,
  type: AccountOperationTypeDto,
  accountIds: string[],
  requestedBy: string,
  now: Date,
): Promise<AccountOperationDto> {
  const operation: AccountOperationDto = {
    id: await nextId(db, 'elds_account_operation_ids'),
    type,
    accountIds,
    requestedBy,
    createdAt: now.toISOString(),
    status: 'completed',
  };
  await db.query(
    'insert into elds_account_operations (id, created_at, account_ids, body) values ($1, $2, $3, $4)',
    [operation.id, operation.createdAt, accountIds, JSON.stringify(operation)],
  );
  return operation;
}

/** Logins are generated from the display name when left out, as the platform does. */
function generatedLogin(displayName: string, id: string): string {
  const base =
    displayName
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 12) || 'account';
  return `esa_${base}_${id.slice(-6)}`;
}

async function createAccounts(
  db: SqlClient,
  writes: AccountWriteDto[],
  createdBy: string,
): Promise<AccountCreateAnswerDto> {
  const problems = await invalidRows(db, writes);
  if (problems.length > 0) throw new InvalidRows(problems);
  for (const groupId of new Set(writes.map((write) => write.groupId))) {
    await requireGroup(db, groupId);
  }
  const now = new Date();
  const accounts: StoredAccount[] = [];
  for (const write of writes) {
    const id = await nextId(db, 'elds_account_ids');
    const account: StoredAccount = {
      id,
      groupId: write.groupId,
      playerId: write.playerId ?? null,
      enabledSports: write.enabledSports,
      status: 'active',
      nameSource: write.nameSource ?? 'from account',
      puuid: randomUUID(),
      login: { current: write.login ?? generatedLogin(write.displayName, id), proposed: null },
      displayName: { current: write.displayName, proposed: null, hasCollision: false },
      summoners: [],
      deleteAfter: write.deleteAfter,
      meta: { createdAt: now.toISOString(), updatedAt: now.toISOString(), createdBy },
    };
    await db.query(INSERT_ACCOUNT, accountRow(account));
    accounts.push(account);
  }
  const operation = await recordOperation(
    db,
    'create',
    accounts.map((account) => account.id),
    createdBy,
    now,
  );
  return { accounts: accounts.map(withoutMeta), operationId: operation.id };
}

/** Idempotent: an account already waiting for removal stays as it is. */
async function requestRemoval(
  db: SqlClient,
  ids: string[],
  requestedBy: string,
): Promise<AccountDto[]> {
  const accounts = await accountsByIds(db, ids);
  const now = new Date().toISOString();
  const changed = accounts.map((account): StoredAccount =>
    account.status === 'removal_requested'
      ? account
      : { ...account, status: 'removal_requested', meta: { ...account.meta, updatedAt: now } },
  );
  for (const account of changed) {
    await db.query('update elds_accounts set status = $2, body = $3 where id = $1', [
      account.id,
      account.status,
      JSON.stringify(account),
    ]);
  }
  await recordOperation(db, 'requestRemoval', ids, requestedBy, new Date(now));
  return changed.map(withoutMeta);
}

async function listGroups(db: SqlClient): Promise<AccountGroupDto[]> {
  const rows = await db.query<{ body: AccountGroupDto }>(
    'select body from elds_account_groups order by name_lower, id',
  );
  return rows.map((row) => row.body);
}

function groupNameTaken(name: string) {
  return new UpstreamError(409, 'DUPLICATE_NAME', `Account group name ${name} already exists`);
}

function readGroupName(fields: Payload): string {
  const name = fields.string('name').trim();
  const problem = validateAccountGroupName(name);
  if (problem) throw invalid(`name: ${problem}`);
  return name;
}

export async function createAccountGroup(db: SqlClient, name: string): Promise<AccountGroupDto> {
  const [taken] = await db.query('select 1 from elds_account_groups where name_lower = $1', [
    name.toLowerCase(),
  ]);
  if (taken) throw groupNameTaken(name);
  const group = { id: await nextId(db, 'elds_account_group_ids'), name };
  await db.query('insert into elds_account_groups (id, name_lower, body) values ($1, $2, $3)', [
    group.id,
    name.toLowerCase(),
    JSON.stringify(group),
  ]);
  return group;
}

async function renameAccountGroup(db: SqlClient, id: string, name: string) {
  const [existing] = await db.query('select 1 from elds_account_groups where id = $1', [id]);
  if (!existing) throw notFound(`Account group ${id} not found`);
  const [taken] = await db.query(
    'select 1 from elds_account_groups where name_lower = $1 and id <> $2',
    [name.toLowerCase(), id],
  );
  if (taken) throw groupNameTaken(name);
  const group = { id, name };
  await db.query('update elds_account_groups set name_lower = $2, body = $3 where id = $1', [
    id,
    name.toLowerCase(),
    JSON.stringify(group),
  ]);
  return group;
}

function readIdList(fields: Payload, key: string): string[] {
  const ids = fields.stringArray(key);
  if (ids.length === 0) throw invalid(`${key} is empty`);
  refuseTooManyIds(ids, key);
  return [...new Set(ids)];
}

/** The accounts routes of spec 3 §7. */
export function accountRoutes(store: Store): Router {
  const router = Router();
  const page =
    (freeFloating: boolean): RequestHandler =>
    async (req, res) => {
      res.json(await listAccounts(store, readAccountFilter(req.query, freeFloating)));
    };
  router.get('/accounts/free-floating', page(true));
  router.get('/accounts/operations', async (req, res) => {
    const accountId = queryValue(req.query, 'accountId');
    const rows = await store.query<{ body: AccountOperationDto }>(
      `select body from elds_account_operations
       where ($1::text is null or $1 = any(account_ids)) order by id desc limit 100`,
      [accountId ?? null],
    );
    const answer: AccountOperationListDto = { operations: rows.map((row) => row.body) };
    res.json(answer);
  });
  router.get('/accounts/groups', async (_req, res) => {
    const answer: AccountGroupListDto = { groups: await listGroups(store) };
    res.json(answer);
  });
  router.post('/accounts/groups', async (req, res) => {
    const name = readGroupName(Payload.of(req.body));
    res.status(201).json(await store.transaction((tx) => createAccountGroup(tx, name)));
  });
  router.put('/accounts/groups/:id', async (req, res) => {
    const name = readGroupName(Payload.of(req.body));
    res.json(await store.transaction((tx) => renameAccountGroup(tx, req.params.id, name)));
  });
  router.post('/accounts/validate', async (req, res) => {
    const rows = Payload.of(req.body).array('accounts').map(readRowToCheck);
    const answer: AccountValidationDto = { invalid: await invalidRows(store, rows) };
    res.json(answer);
  });
  router.post('/accounts/requestremoval', async (req, res) => {
    const ids = readIdList(Payload.of(req.body), 'accountIds');
    const accounts = await store.transaction((tx) =>
      requestRemoval(tx, ids, callerOf(req).subject),
    );
    res.json({ accounts });
  });
  router.delete('/accounts/:id/requestremoval', async (req, res) => {
    const [account] = await store.transaction((tx) =>
      requestRemoval(tx, [req.params.id], callerOf(req).subject),
    );
    res.json(account);
  });
  router.get('/accounts', page(false));
  router.post('/accounts', async (req, res) => {
    const writes = Payload.of(req.body).array('accounts').map(readAccountWrite);
    if (writes.length === 0) throw invalid('accounts is empty');
    const answer = await store.transaction((tx) =>
      createAccounts(tx, writes, callerOf(req).subject),
    );
    res.status(201).json(answer);
  });
  return router;
}
