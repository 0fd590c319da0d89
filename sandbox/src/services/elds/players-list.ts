/** The players list (GET players): its query filter, keyset paging tokens and the query itself. */
import { PLAYER_BATCH_LIMIT, PLAYERS_PAGE_SIZE } from '@esports-admin/schema/rules/constants';
import {
  PLAYER_STATUSES,
  type PlayerDto,
  type PlayerPageDto,
} from '@esports-admin/schema/upstream/elds-players';
import { invalid, UpstreamError } from '../../errors';
import { queryIdList, queryValue, readOneOf, readSport } from '../../payload';
import type { SqlClient } from '../../store';

export const MAX_PLAYER_PAGE_SIZE = 100;

export async function hasTable(db: SqlClient, table: string): Promise<boolean> {
  const [row] = await db.query<{ present: boolean }>(
    'select to_regclass($1) is not null as present',
    [table],
  );
  return row?.present === true;
}

export const PLAYER_SORT_COLUMNS = ['handle', 'name'] as const;
const SORT_ORDERS = ['asc', 'desc'] as const;
type PlayerSort = { by: (typeof PLAYER_SORT_COLUMNS)[number]; order: (typeof SORT_ORDERS)[number] };

/** What each order sorts by (the id breaks ties, in the same direction). */
const SORT_KEY_SQL: Record<PlayerSort['by'], string> = {
  handle: 'handle_key',
  name: "lower(first_name || ' ' || last_name)",
};

interface PlayerFilter {
  pageSize: number;
  /** By handle, ascending, when not given. */
  sort?: PlayerSort;
  after: { key: string; id: string } | null;
  playerIds?: string[];
  sport?: string;
  status?: string;
  statusContains?: string;
  handleContains?: string;
  firstNameContains?: string;
  lastNameContains?: string;
  teamNameContains?: string;
  leagueNameContains?: string;
  search?: string;
}

const DEFAULT_SORT: PlayerSort = { by: 'handle', order: 'asc' };

const sortName = (sort: PlayerSort) => `${sort.by}.${sort.order}`;

/**
 * The token is opaque to callers: the sort key and id of the last player of the page and the
 * order they belong to, base64url JSON. The first page's order is the only one a token fits.
 */
function encodeToken(last: { key: string; id: string }, sort: PlayerSort): string {
  const token = { k: last.key, i: last.id, s: sortName(sort) };
  return Buffer.from(JSON.stringify(token)).toString('base64url');
}

function decodeToken(token: string, sort: PlayerSort): { key: string; id: string } {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    const {
      k,
      i,
      s = sortName(DEFAULT_SORT),
    } = parsed as { k?: unknown; i?: unknown; s?: unknown };
    if (typeof k === 'string' && typeof i === 'string') {
      if (s !== sortName(sort)) throw invalid('paginationToken belongs to another sort order');
      return { key: k, id: i };
    }
  } catch (error) {
    if (error instanceof UpstreamError) throw error;
  }
  throw invalid('paginationToken is not valid');
}

export function readPlayerFilter(query: Record<string, unknown>): PlayerFilter {
  const pageSizeText = queryValue(query, 'pageSize');
  const pageSize = pageSizeText === undefined ? PLAYERS_PAGE_SIZE : Number(pageSizeText);
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PLAYER_PAGE_SIZE) {
    throw invalid(`pageSize must be an integer from 1 to ${MAX_PLAYER_PAGE_SIZE}`);
  }
  const playerIds = queryIdList(query, 'playerIds');
  if (playerIds && playerIds.length > PLAYER_BATCH_LIMIT) {
    throw invalid(
      `playerIds may name at most ${PLAYER_BATCH_LIMIT} players, got ${playerIds.length}`,
    );
  }
  const sortBy = queryValue(query, 'sortBy');
  const sortOrder = queryValue(query, 'sortOrder');
  const sort: PlayerSort = {
    by: sortBy === undefined ? 'handle' : readOneOf(sortBy, 'sortBy', PLAYER_SORT_COLUMNS),
    order: sortOrder === undefined ? 'asc' : readOneOf(sortOrder, 'sortOrder', SORT_ORDERS),
  };
  const token = queryValue(query, 'paginationToken');
  const sport = queryValue(query, 'sport');
  const status = queryValue(query, 'status');
  const text = (key: string) => queryValue(query, key)?.toLowerCase();
  return {
    pageSize,
    sort,
    after: token === undefined ? null : decodeToken(token, sort),
    playerIds,
    sport: sport === undefined ? undefined : readSport(sport, 'sport'),
    status: status === undefined ? undefined : readOneOf(status, 'status', PLAYER_STATUSES),
    statusContains: text('statusContains'),
    handleContains: text('handleContains'),
    firstNameContains: text('firstNameContains'),
    lastNameContains: text('lastNameContains'),
    teamNameContains: text('teamNameContains'),
    leagueNameContains: text('leagueNameContains'),
    search: text('search'),
  };
}

const likePattern = (text: string | undefined) =>
  text === undefined ? null : `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listPlayers(db: SqlClient, filter: PlayerFilter): Promise<PlayerPageDto> {
  const teams = await hasTable(db, 'elds_teams');
  const byTeam = filter.teamNameContains !== undefined || filter.leagueNameContains !== undefined;
  if (byTeam && !teams) return { players: [], nextPaginationToken: null };
  const teamFilter = teams
    ? `and ($10::text is null or home_team_id in (
         select id from elds_teams where lower(body->>'name') like $10))
       and ($11::text is null or home_team_id in (
         select t.id from elds_teams t join elds_leagues l on l.id = t.body->>'homeLeagueId'
         where lower(l.name) like $11))`
    : 'and $10::text is null and $11::text is null';
  const sort = filter.sort ?? DEFAULT_SORT;
  const keySql = SORT_KEY_SQL[sort.by];
  const past = sort.order === 'asc' ? '>' : '<';
  const rows = await db.query<{ body: PlayerDto; sort_key: string }>(
    `select body, ${keySql} as sort_key from elds_players
     where ($1::text[] is null or id = any($1))
       and ($2::text is null or sport = $2)
       and ($3::text is null or status = $3)
       and ($4::text is null or lower(status) like $4)
       and ($5::text is null or handle_key like $5)
       and ($6::text is null or lower(first_name) like $6)
       and ($7::text is null or lower(last_name) like $7)
       and ($8::text is null or handle_key like $8 or lower(first_name) like $8
            or lower(last_name) like $8 or lower(first_name || ' ' || last_name) like $8)
       and ($9::text is null or (${keySql}, id) ${past} ($9, $12))
       ${teamFilter}
     order by ${keySql} ${sort.order}, id ${sort.order}
     limit $13`,
    [
      filter.playerIds ?? null,
      filter.sport ?? null,
      filter.status ?? null,
      likePattern(filter.statusContains),
      likePattern(filter.handleContains),
      likePattern(filter.firstNameContains),
      likePattern(filter.lastNameContains),
      likePattern(filter.search),
      filter.after?.key ?? null,
      likePattern(filter.teamNameContains),
      likePattern(filter.leagueNameContains),
      filter.after?.id ?? '',
      filter.pageSize + 1,
    ],
  );
  const page = rows.slice(0, filter.pageSize);
  const last = page.at(-1);
  return {
    players: page.map((row) => row.body),
    nextPaginationToken:
      rows.length > filter.pageSize && last
        ? encodeToken({ key: last.sort_key, id: last.body.id }, sort)
        : null,
  };
}
