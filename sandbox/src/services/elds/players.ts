import { randomBytes, randomUUID } from 'node:crypto';
import { Router } from 'express';
import { PLAYER_BATCH_LIMIT } from '@esports-admin/schema/rules/constants';
import { MESSAGES, validateHandle, validateString } from '@esports-admin/schema/rules/validation';
import {
  PLAYER_STATUSES,
  type PlayerBatchResultDto,
  type PlayerDto,
  type PlayerOperationListDto,
  type PlayerPasswordResetDto,
  type PlayerRefusalDto,
  type PlayerValidationDto,
  type PlayerWriteDto,
} from '@esports-admin/schema/upstream/elds-players';
import { callerOf } from '../../bearer';
import { invalid, notFound, UpstreamError } from '../../errors';
import { Payload } from '../../payload';
import { hasTable, listPlayers, readPlayerFilter } from './players-list';
import { isUniqueViolation, nextId, type SqlClient, type Store } from '../../store';

export const PLAYER_TABLES = `
  create table if not exists elds_players (
    id text primary key,
    sport text not null,
    status text not null,
    handle_key text not null,
    first_name text not null,
    last_name text not null,
    home_team_id text,
    password text not null,
    body json not null,
    constraint elds_players_handle_per_sport unique (sport, handle_key)
  );
  create index if not exists elds_players_by_handle on elds_players (handle_key, id);
  create sequence if not exists elds_player_ids start with 107700000000000001;
  create table if not exists elds_player_operations (
    id text primary key,
    player_id text not null,
    at text not null,
    body json not null
  );
  create index if not exists elds_player_operations_by_player on elds_player_operations (player_id);
  create sequence if not exists elds_player_operation_ids start with 1;
`;

/** A page may ask for up to this many players; more is refused (the default is 20). */
const DUPLICATE_HANDLE = 'DUPLICATE_HANDLE';
const UNKNOWN_TEAM = 'UNKNOWN_TEAM';
const handleTaken = () => new UpstreamError(409, DUPLICATE_HANDLE, MESSAGES.handleInUse);

/** Reads one player of a write; a missing or ill-typed field refuses the whole request. */
function readPlayerWrite(fields: Payload): PlayerWriteDto {
  const identity = fields.has('tournamentRealmIdentity')
    ? fields.object('tournamentRealmIdentity')
    : null;
  const optional = (from: Payload, key: string) => (from.has(key) ? from.string(key) : undefined);
  const photoUrl = optional(fields, 'photoUrl');
  return {
    handle: fields.string('handle'),
    firstName: fields.string('firstName'),
    lastName: fields.string('lastName'),
    ...(photoUrl ? { photoUrl } : {}),
    homeTeamId: fields.has('homeTeamId') ? fields.string('homeTeamId') : null,
    status: fields.has('status') ? fields.oneOf('status', PLAYER_STATUSES) : 'active',
    sport: fields.sport('sport'),
    ...(identity
      ? {
          tournamentRealmIdentity: {
            login: optional(identity, 'login'),
            password: optional(identity, 'password'),
            puuid: optional(identity, 'puuid'),
          },
        }
      : {}),
  };
}

function readPlayerBatch(body: unknown): PlayerWriteDto[] {
  const players = Payload.of(body).array('players');
  if (players.length > PLAYER_BATCH_LIMIT) {
    throw invalid(`players may hold at most ${PLAYER_BATCH_LIMIT} players, got ${players.length}`);
  }
  return players.map(readPlayerWrite);
}

/** The field rules of spec 1 §5 the service enforces itself, as { field, message }. */
function ruleErrors(write: PlayerWriteDto): { field: string; message: string }[] {
  const checks: [string, string | null][] = [
    ['handle', write.handle.trim() === '' ? MESSAGES.fieldNotValid : validateHandle(write.handle)],
    ['firstName', validateString('First Name', write.firstName)],
    ['lastName', validateString('Last Name', write.lastName)],
    ['photoUrl', write.photoUrl ? validateString('Photo URL', write.photoUrl, 1000) : null],
  ];
  const login = write.tournamentRealmIdentity?.login;
  if (login !== undefined && (login.length < 4 || login.length > 24)) {
    checks.push(['tournamentRealmIdentity.login', MESSAGES.loginTooShort]);
  }
  return checks.flatMap(([field, message]) => (message ? [{ field, message }] : []));
}

async function takenHandles(db: SqlClient, writes: PlayerWriteDto[], exceptId?: string) {
  const rows = await db.query<{ sport: string; handle_key: string }>(
    `select sport, handle_key from elds_players
     where handle_key = any($1::text[]) and ($2::text is null or id <> $2)`,
    [writes.map((write) => write.handle.toLowerCase()), exceptId ?? null],
  );
  return new Set(rows.map((row) => `${row.sport}:${row.handle_key}`));
}

const handleKeyOf = (write: PlayerWriteDto) => `${write.sport}:${write.handle.toLowerCase()}`;

/** The teams of the data service, when this sandbox has them, to check a home team exists. */
async function knownTeams(db: SqlClient, ids: string[]): Promise<Set<string> | null> {
  if (!(await hasTable(db, 'elds_teams'))) return null;
  const rows = await db.query<{ id: string }>(
    'select id from elds_teams where id = any($1::text[])',
    [ids],
  );
  return new Set(rows.map((row) => row.id));
}

/**
 * Why each player of a batch would be refused: field rules, then the handle (case-insensitive,
 * per sport) against stored players and earlier players of the same batch, then the home team.
 */
async function refusals(
  db: SqlClient,
  writes: PlayerWriteDto[],
): Promise<Map<number, { errorCode: string; field: string; message: string }[]>> {
  const taken = await takenHandles(db, writes);
  const teamIds = writes.flatMap((write) => (write.homeTeamId ? [write.homeTeamId] : []));
  const teams = teamIds.length > 0 ? await knownTeams(db, teamIds) : null;
  const refused = new Map<number, { errorCode: string; field: string; message: string }[]>();
  const seen = new Set<string>();
  writes.forEach((write, index) => {
    const problems = ruleErrors(write).map((error) => ({
      errorCode: 'VALIDATION_ERROR',
      ...error,
    }));
    const key = handleKeyOf(write);
    if (problems.length === 0 && (taken.has(key) || seen.has(key))) {
      problems.push({
        errorCode: DUPLICATE_HANDLE,
        field: 'handle',
        message: MESSAGES.handleInUse,
      });
    }
    seen.add(key);
    if (write.homeTeamId && teams && !teams.has(write.homeTeamId)) {
      problems.push({
        errorCode: UNKNOWN_TEAM,
        field: 'homeTeamId',
        message: `Team ${write.homeTeamId} not found`,
      });
    }
    if (problems.length > 0) refused.set(index, problems);
  });
  return refused;
}

function loginFor(write: PlayerWriteDto): string {
  const given = write.tournamentRealmIdentity?.login;
  if (given) return given;
  return `${write.handle.toLowerCase().replace(/[^a-z0-9]/g, '')}_${write.sport}`.padEnd(4, '0');
}

function player(id: string, write: PlayerWriteDto, previous?: PlayerDto): PlayerDto {
  const puuid =
    write.tournamentRealmIdentity?.puuid ||
    previous?.tournamentRealmIdentities[0]?.puuid ||
    randomUUID();
  const login =
    write.tournamentRealmIdentity?.login || previous?.tournamentRealmIdentities[0]?.login;
  return {
    id,
    handle: write.handle,
    firstName: write.firstName,
    lastName: write.lastName,
    photoUrl: write.photoUrl ?? null,
    homeTeamId: write.homeTeamId,
    status: write.status,
    sport: write.sport,
    tournamentRealmIdentities: [
      {
        puuid,
        login: login ?? loginFor(write),
        accounts: previous?.tournamentRealmIdentities[0]?.accounts ?? [],
      },
    ],
  };
}

export function playerRow(body: PlayerDto, password: string): unknown[] {
  const { id, sport, status, handle, firstName, lastName, homeTeamId } = body;
  return [
    id,
    sport,
    status,
    handle.toLowerCase(),
    firstName,
    lastName,
    homeTeamId,
    password,
    JSON.stringify(body),
  ];
}

/** Every player's id by home team, in id order (shorter ids first). */
export async function playerIdsByHomeTeam(db: SqlClient): Promise<Map<string, string[]>> {
  const rows = await db.query<{ id: string; home_team_id: string }>(
    `select id, home_team_id from elds_players
     where home_team_id is not null
     order by length(id), id`,
  );
  const byTeam = new Map<string, string[]>();
  for (const { id, home_team_id: teamId } of rows) {
    const roster = byTeam.get(teamId);
    if (roster) roster.push(id);
    else byTeam.set(teamId, [id]);
  }
  return byTeam;
}

export const INSERT_PLAYER_COLUMNS =
  'id, sport, status, handle_key, first_name, last_name, home_team_id, password, body';

async function recordOperation(db: SqlClient, playerId: string, type: string, by: string) {
  const id = await nextId(db, 'elds_player_operation_ids');
  const at = new Date().toISOString();
  await db.query(
    'insert into elds_player_operations (id, player_id, at, body) values ($1, $2, $3, $4)',
    [id, playerId, at, JSON.stringify({ id, playerId, type, by, at })],
  );
}

const newPassword = () => randomBytes(12).toString('base64url');

async function createPlayers(
  db: SqlClient,
  writes: PlayerWriteDto[],
  by: string,
): Promise<PlayerBatchResultDto> {
  const refused = await refusals(db, writes);
  const created: PlayerDto[] = [];
  const failed: PlayerRefusalDto[] = [];
  for (const [index, write] of writes.entries()) {
    const problems = refused.get(index);
    if (problems?.[0]) {
      const { errorCode } = problems[0];
      const message = problems.map((problem) => problem.message).join('; ');
      failed.push({ index, handle: write.handle, errorCode, message });
      continue;
    }
    const body = player(await nextId(db, 'elds_player_ids'), write);
    const password = write.tournamentRealmIdentity?.password || newPassword();
    await db.query(
      `insert into elds_players (${INSERT_PLAYER_COLUMNS})
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      playerRow(body, password),
    );
    await recordOperation(db, body.id, 'created', by);
    created.push(body);
  }
  return { created, failed };
}

async function findPlayer(db: SqlClient, id: string) {
  const [row] = await db.query<{ body: PlayerDto; password: string }>(
    'select body, password from elds_players where id = $1',
    [id],
  );
  if (!row) throw notFound(`Player ${id} not found`);
  return row;
}

async function updatePlayer(db: SqlClient, id: string, write: PlayerWriteDto, by: string) {
  const problems = ruleErrors(write);
  if (problems[0]) throw invalid(`${problems[0].field}: ${problems[0].message}`);
  const current = await findPlayer(db, id);
  if ((await takenHandles(db, [write], id)).has(handleKeyOf(write))) throw handleTaken();
  if (write.homeTeamId) {
    const teams = await knownTeams(db, [write.homeTeamId]);
    if (teams && !teams.has(write.homeTeamId)) {
      throw new UpstreamError(400, UNKNOWN_TEAM, `Team ${write.homeTeamId} not found`);
    }
  }
  const body = player(id, write, current.body);
  const password = write.tournamentRealmIdentity?.password || current.password;
  await db.query(
    `update elds_players set sport = $2, status = $3, handle_key = $4, first_name = $5,
       last_name = $6, home_team_id = $7, password = $8, body = $9
     where id = $1`,
    playerRow(body, password),
  );
  await recordOperation(db, id, 'updated', by);
  return body;
}

async function validatePlayers(db: SqlClient, writes: PlayerWriteDto[]) {
  const refused = await refusals(db, writes);
  const answer: PlayerValidationDto = {
    invalid: [...refused.entries()].map(([index, problems]) => ({
      index,
      handle: writes[index]?.handle ?? '',
      errors: problems.map(({ field, message }) => ({ field, message })),
    })),
  };
  return answer;
}

async function writing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    // A concurrent writer took the handle between the check and the commit.
    if (isUniqueViolation(error)) throw handleTaken();
    throw error;
  }
}

/**
 * GET /players (paged), POST /players (a batch), PUT /players/{id}, GET /players/{id}/operations,
 * PUT /players/{id}/identity/resetpassword and POST /players/validate.
 */
export function playerRoutes(store: Store): Router {
  const router = Router();
  router.get('/players', async (req, res) => {
    res.json(await listPlayers(store, readPlayerFilter(req.query)));
  });
  router.post('/players/validate', async (req, res) => {
    res.json(await validatePlayers(store, readPlayerBatch(req.body)));
  });
  router.post('/players', async (req, res) => {
    const writes = readPlayerBatch(req.body);
    const by = callerOf(req).subject;
    res.json(await writing(() => store.transaction((tx) => createPlayers(tx, writes, by))));
  });
  router.put('/players/:id/identity/resetpassword', async (req, res) => {
    const { id } = req.params;
    const by = callerOf(req).subject;
    const answer = await store.transaction(async (tx): Promise<PlayerPasswordResetDto> => {
      const { body } = await findPlayer(tx, id);
      const password = newPassword();
      await tx.query('update elds_players set password = $2 where id = $1', [id, password]);
      await recordOperation(tx, id, 'passwordReset', by);
      return { playerId: id, login: body.tournamentRealmIdentities[0]?.login ?? '', password };
    });
    res.json(answer);
  });
  router.get('/players/:id/operations', async (req, res) => {
    await findPlayer(store, req.params.id);
    const rows = await store.query<{ body: PlayerOperationListDto['operations'][number] }>(
      `select body from elds_player_operations where player_id = $1
       order by at desc, (id)::bigint desc`,
      [req.params.id],
    );
    const answer: PlayerOperationListDto = { operations: rows.map((row) => row.body) };
    res.json(answer);
  });
  router.put('/players/:id', async (req, res) => {
    const fields = Payload.of(req.body);
    const { id } = req.params;
    if (fields.has('id') && fields.raw('id') !== id) {
      throw invalid(`id ${String(fields.raw('id'))} in the body does not match the path (${id})`);
    }
    const write = readPlayerWrite(fields);
    const by = callerOf(req).subject;
    res.json(await writing(() => store.transaction((tx) => updatePlayer(tx, id, write, by))));
  });
  return router;
}

/** The players whose home team is one of `teamIds`, by team then id (seeded rosters). */
export async function playersOfTeams(db: SqlClient, teamIds: string[]): Promise<PlayerDto[]> {
  const rows = await db.query<{ body: PlayerDto }>(
    'select body from elds_players where home_team_id = any($1) order by home_team_id, id',
    [teamIds],
  );
  return rows.map((row) => row.body);
}

/**
 * The players of a sport whose tournament-realm identity holds one of the account ids or puuids:
 * how game management matches a platform game's participants to esports players.
 */
export async function playersByIdentity(
  db: SqlClient,
  sport: string,
  identities: { accountIds: string[]; puuids: string[] },
): Promise<PlayerDto[]> {
  const rows = await db.query<{ body: PlayerDto }>(
    `select body from elds_players p
     where sport = $1 and exists (
       select 1 from json_array_elements(p.body->'tournamentRealmIdentities') identity
       where identity->>'puuid' = any($3)
          or exists (select 1 from json_array_elements(identity->'accounts') account
                     where account->>'accountId' = any($2)))`,
    [sport, identities.accountIds, identities.puuids],
  );
  return rows.map((row) => row.body);
}
