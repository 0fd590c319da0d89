/** Reading accounts: the filtered, token-paged list (GET accounts) and lookups by id. */
import { createHash } from 'node:crypto';
import { ACCOUNT_BATCH_LIMIT, ACCOUNTS_PAGE_SIZE } from '@esports-admin/schema/rules/constants';
import { type AccountDto, type AccountPageDto } from '@esports-admin/schema/upstream/elds-accounts';
import { invalid, notFound, UpstreamError } from '../../errors';
import { queryIdList, queryValue, readOneOf, readSport } from '../../payload';
import { type SqlClient } from '../../store';

/** The service refuses pages larger than this; the spec names only the default (50). */
export const ACCOUNTS_MAX_PAGE_SIZE = 1000;

/** Stored rows carry meta; answers drop it unless includeMeta=true. */
export type StoredAccount = Required<AccountDto>;

export function withoutMeta({ meta: _meta, ...account }: StoredAccount): AccountDto {
  return account;
}

export function refuseTooManyIds(ids: readonly string[] | undefined, path: string) {
  if (ids && ids.length > ACCOUNT_BATCH_LIMIT) {
    throw invalid(`${path} may hold at most ${ACCOUNT_BATCH_LIMIT} ids, got ${ids.length}`);
  }
}

export const ACCOUNT_SORT_COLUMNS = ['createdAt', 'displayName'] as const;
const SORT_ORDERS = ['asc', 'desc'] as const;

interface AccountFilter {
  pageSize: number;
  /** The last account of the previous page: its id and, sorted by display name, that name. */
  after: { id: string; key: string | null } | null;
  sortBy: (typeof ACCOUNT_SORT_COLUMNS)[number];
  sortOrder: (typeof SORT_ORDERS)[number];
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

function encodeToken(last: { id: string; key: string | null }, filter: AccountFilter): string {
  const token = {
    a: last.id,
    ...(last.key === null ? {} : { k: last.key }),
    f: filterFingerprint(filter),
  };
  return Buffer.from(JSON.stringify(token)).toString('base64url');
}

function decodeToken(token: string, filter: AccountFilter): { id: string; key: string | null } {
  try {
    const parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as {
      a?: unknown;
      k?: unknown;
      f?: unknown;
    };
    if (typeof parsed.a === 'string' && /^\d+$/.test(parsed.a)) {
      if (parsed.f !== filterFingerprint(filter)) {
        throw invalid('paginationToken belongs to another query');
      }
      return { id: parsed.a, key: typeof parsed.k === 'string' ? parsed.k : null };
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

export function readAccountFilter(
  query: Record<string, unknown>,
  freeFloating: boolean,
): AccountFilter {
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
  const sortBy = queryValue(query, 'sortBy');
  const sortOrder = queryValue(query, 'sortOrder');
  const filter: AccountFilter = {
    pageSize,
    after: null,
    sortBy: sortBy === undefined ? 'createdAt' : readOneOf(sortBy, 'sortBy', ACCOUNT_SORT_COLUMNS),
    sortOrder: sortOrder === undefined ? 'desc' : readOneOf(sortOrder, 'sortOrder', SORT_ORDERS),
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

/**
 * Newest first unless sorted otherwise (ids grow with creation, so they are the creation order);
 * the token holds the last account's id and, by display name, that name.
 */
export async function listAccounts(db: SqlClient, filter: AccountFilter): Promise<AccountPageDto> {
  const byName = filter.sortBy === 'displayName';
  const past = filter.sortOrder === 'asc' ? '>' : '<';
  const rows = await db.query<{ id: string; body: StoredAccount; name_key: string }>(
    `select id::text as id, body, display_name_lower as name_key from elds_accounts
     where ($1::bigint is null or ${byName ? `(display_name_lower, id) ${past} ($12, $1)` : `id ${past} $1`})
       and ($2::bigint[] is null or id = any($2))
       and ($3::text is null or display_name_lower like $3)
       and ($4::text is null or login_lower like $4)
       and ($5::timestamptz is null or created_at > $5)
       and ($6::text is null or group_id = $6)
       and ($7::text is null or $7 = any(sports))
       and ($8::text is null or display_name_lower like $9 or login_lower like $9
            or id::text = $8 or lower(puuid) = $8)
       and (not $10 or player_id is null)
     order by ${byName ? `display_name_lower ${filter.sortOrder}, ` : ''}id ${filter.sortOrder}
     limit $11`,
    [
      filter.after?.id ?? null,
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
      // $12, only in the display-name order's condition
      ...(byName ? [filter.after?.key ?? ''] : []),
    ],
  );
  const page = rows.slice(0, filter.pageSize);
  const last = page.at(-1);
  const token = last && { id: last.id, key: byName ? last.name_key : null };
  return {
    accounts: page.map((row) => (filter.includeMeta ? row.body : withoutMeta(row.body))),
    paginationToken: rows.length > filter.pageSize && token ? encodeToken(token, filter) : null,
  };
}

export async function accountsByIds(
  db: SqlClient,
  ids: readonly string[],
): Promise<StoredAccount[]> {
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

/** The active accounts (not waiting for removal) whose puuid is one of `puuids`. */
export async function activeAccountsByPuuid(
  db: SqlClient,
  puuids: readonly string[],
): Promise<AccountDto[]> {
  const rows = await db.query<{ body: StoredAccount }>(
    `select body from elds_accounts where status = 'active' and puuid = any($1::text[])
     order by id`,
    [puuids],
  );
  return rows.map((row) => withoutMeta(row.body));
}
