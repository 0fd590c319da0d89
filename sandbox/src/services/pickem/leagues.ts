/**
 * Pick'em admin v1 (spec 3 §3 "Pick'em", §7): the data-service leagues pick'em has, each with its
 * active tournament, and the tournaments pick'em has (published or not). GET leagues answers every
 * league, also those the §4 store rule leaves out: the gateway applies the rule.
 */
import { Router } from 'express';
import type {
  PickemLeagueDto,
  PickemLeagueWriteDto,
  PickemTournamentDto,
  PickemTournamentWriteDto,
} from '@esports-admin/schema/upstream/pickem';
import { invalid, notFound, UpstreamError } from '../../errors';
import { Payload } from '../../payload';
import type { SqlClient, Store } from '../../store';
import { listLeagues } from '../elds/leagues';
import { findTournament } from '../elds/tournament-store';
import { bumped } from '../../record-table';

export const PICKEM_LEAGUE_TABLES = `
  create table if not exists pickem_leagues (
    id text primary key,
    body json not null
  );
  create table if not exists pickem_tournaments (
    id text primary key,
    body json not null
  );
`;

/** A league as stored; its tournament record is joined in when answered. */
type StoredLeague = Omit<PickemLeagueDto, 'tournament'>;

async function storedTournaments(db: SqlClient): Promise<Map<string, PickemTournamentDto>> {
  const rows = await db.query<{ body: PickemTournamentDto }>(
    'select body from pickem_tournaments order by id',
  );
  return new Map(rows.map((row) => [row.body.eldsTournamentId, row.body]));
}

const withTournament = (
  league: StoredLeague,
  tournaments: Map<string, PickemTournamentDto>,
): PickemLeagueDto => ({
  ...league,
  tournament: league.activeEldsTournamentId
    ? (tournaments.get(league.activeEldsTournamentId) ?? null)
    : null,
});

export async function listPickemLeagues(db: SqlClient): Promise<PickemLeagueDto[]> {
  const rows = await db.query<{ body: StoredLeague }>(
    'select body from pickem_leagues order by id',
  );
  const tournaments = await storedTournaments(db);
  return rows.map((row) => withTournament(row.body, tournaments));
}

/** The eldsTournamentIds of every tournament pick'em has, by id: how other families read them. */
export async function pickemTournamentIds(db: SqlClient): Promise<string[]> {
  return [...(await storedTournaments(db)).keys()];
}

export async function findPickemTournament(
  db: SqlClient,
  eldsTournamentId: string,
): Promise<PickemTournamentDto | null> {
  return (await storedTournaments(db)).get(eldsTournamentId) ?? null;
}

async function storeTournament(db: SqlClient, tournament: PickemTournamentDto) {
  await db.query(
    `insert into pickem_tournaments (id, body) values ($1, $2)
     on conflict (id) do update set body = $2`,
    [tournament.eldsTournamentId, JSON.stringify(tournament)],
  );
  return tournament;
}

/** PUT tournament/{id}: the data service must know the tournament (404 otherwise). */
export async function savePickemTournament(
  db: SqlClient,
  eldsTournamentId: string,
  write: PickemTournamentWriteDto,
  now: number,
): Promise<PickemTournamentDto> {
  await findTournament(db, eldsTournamentId);
  const known = await findPickemTournament(db, eldsTournamentId);
  return storeTournament(db, {
    eldsTournamentId,
    published: write.published,
    updatedAt: known ? bumped(known.updatedAt, now) : now,
  });
}

/** The tournament must be the league's (400); pick'em starts an unpublished record for it. */
async function refuseForeignTournament(
  db: SqlClient,
  eldsLeagueId: string,
  eldsTournamentId: string,
  now: number,
): Promise<void> {
  let leagueId: string;
  try {
    leagueId = (await findTournament(db, eldsTournamentId)).leagueId;
  } catch (error) {
    if (error instanceof UpstreamError && error.httpStatus === 404) {
      throw invalid(`activeEldsTournamentId: tournament ${eldsTournamentId} not found`);
    }
    throw error;
  }
  if (leagueId !== eldsLeagueId) {
    throw invalid(
      `activeEldsTournamentId: tournament ${eldsTournamentId} is not league ${eldsLeagueId}'s`,
    );
  }
  if (!(await findPickemTournament(db, eldsTournamentId))) {
    await storeTournament(db, { eldsTournamentId, published: false, updatedAt: now });
  }
}

/** PUT leagues/{id}: a data-service league (404 otherwise), taken on by pick'em if new to it. */
export async function savePickemLeague(
  db: SqlClient,
  eldsLeagueId: string,
  write: PickemLeagueWriteDto,
  now: number,
): Promise<PickemLeagueDto> {
  const [eldsLeague] = await listLeagues(db, { leagueIds: [eldsLeagueId] });
  if (!eldsLeague) throw notFound(`League ${eldsLeagueId} not found`);
  if (write.activeEldsTournamentId) {
    await refuseForeignTournament(db, eldsLeagueId, write.activeEldsTournamentId, now);
  }
  const [row] = await db.query<{ body: StoredLeague }>(
    'select body from pickem_leagues where id = $1',
    [eldsLeagueId],
  );
  const league: StoredLeague = {
    eldsLeagueId,
    published: write.published,
    activeEldsTournamentId: write.activeEldsTournamentId,
    updatedAt: row ? bumped(row.body.updatedAt, now) : now,
  };
  await db.query(
    `insert into pickem_leagues (id, body) values ($1, $2)
     on conflict (id) do update set body = $2`,
    [eldsLeagueId, JSON.stringify(league)],
  );
  return withTournament(league, await storedTournaments(db));
}

function readLeagueWrite(body: unknown): PickemLeagueWriteDto {
  const fields = Payload.of(body);
  return {
    published: fields.boolean('published'),
    activeEldsTournamentId: fields.has('activeEldsTournamentId')
      ? fields.nonEmptyString('activeEldsTournamentId')
      : null,
  };
}

/** GET leagues, PUT leagues/{eldsLeagueId}, PUT tournament/{eldsTournamentId} under v1/admin. */
export function pickemAdminRoutes(store: Store): Router {
  const router = Router();
  router.get('/leagues', async (_req, res) => {
    res.json(await listPickemLeagues(store));
  });
  router.put('/leagues/:id', async (req, res) => {
    const write = readLeagueWrite(req.body);
    res.json(
      await store.transaction((tx) => savePickemLeague(tx, req.params.id, write, Date.now())),
    );
  });
  router.put('/tournament/:id', async (req, res) => {
    const write: PickemTournamentWriteDto = {
      published: Payload.of(req.body).boolean('published'),
    };
    res.json(
      await store.transaction((tx) => savePickemTournament(tx, req.params.id, write, Date.now())),
    );
  });
  return router;
}
