/** The players list (GET players): its query filter, keyset paging tokens and the query itself. */
import { PLAYER_BATCH_LIMIT, PLAYERS_PAGE_SIZE } from '@esports-admin/schema/rules/constants';
import {
  PLAYER_STATUSES,
  type PlayerDto,
  type PlayerPageDto,
} from '@esports-admin/schema/upstream/elds-players';
import { invalid } from '../../errors';
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

interface PlayerFilter {
  pageSize: number;
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

/** The token is opaque to callers: the sort key of the last player of the page, base64url JSON. */
function encodeToken(last: { handle: string; id: string }): string {
  return Buffer.from(JSON.stringify({ k: last.handle.toLowerCase(), i: last.id })).toString(
    'base64url',
  );
}

function decodeToken(token: string): { key: string; id: string } {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    const { k, i } = parsed as { k?: unknown; i?: unknown };
    if (typeof k === 'string' && typeof i === 'string') return { key: k, id: i };
  } catch {
    // answered below
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
  const token = queryValue(query, 'paginationToken');
  const sport = queryValue(query, 'sport');
  const status = queryValue(query, 'status');
  const text = (key: string) => queryValue(query, key)?.toLowerCase();
  return {
    pageSize,
    after: token === undefined ? null : decodeToken(token),
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
  const rows = await db.query<{ body: PlayerDto }>(
    `select body from elds_players
     where ($1::text[] is null or id = any($1))
       and ($2::text is null or sport = $2)
       and ($3::text is null or status = $3)
       and ($4::text is null or lower(status) like $4)
       and ($5::text is null or handle_key like $5)
       and ($6::text is null or lower(first_name) like $6)
       and ($7::text is null or lower(last_name) like $7)
       and ($8::text is null or handle_key like $8 or lower(first_name) like $8
            or lower(last_name) like $8 or lower(first_name || ' ' || last_name) like $8)
       and ($9::text is null or (handle_key, id) > ($9, $12))
       ${teamFilter}
     order by handle_key, id
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
  const players = rows.slice(0, filter.pageSize).map((row) => row.body);
  const last = players.at(-1);
  return {
    players,
    nextPaginationToken: rows.length > filter.pageSize && last ? encodeToken(last) : null,
  };
}
