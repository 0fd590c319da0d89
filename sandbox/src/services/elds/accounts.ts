import { randomUUID } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
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
  type AccountValidationDto,
  type AccountWriteDto,
} from '@esports-admin/schema/upstream/elds-accounts';
import { callerOf } from '../../bearer';
import { duplicateName, ERROR_CODES, invalid, notFound, UpstreamError } from '../../errors';
import { Payload, queryValue, readSport } from '../../payload';
import { nextId, type SqlClient, type Store } from '../../store';
import {
  accountsByIds,
  listAccounts,
  readAccountFilter,
  refuseTooManyIds,
  withoutMeta,
  type StoredAccount,
} from './account-pages';

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

/** A 400 that also lists the refused rows, as POST accounts answers. */
class InvalidRows extends UpstreamError {
  constructor(readonly rows: AccountValidationDto['invalid']) {
    super(400, ERROR_CODES.validation, `${rows.length} of the accounts are not valid`);
  }

  override get body() {
    return { ...super.body, invalid: this.rows };
  }
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
  return duplicateName(`Account group name ${name} already exists`);
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
