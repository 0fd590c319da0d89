/**
 * celebrity-admin v1 (spec 3 §3 "Pick'em", §7): a tournament's celebrities, saved as a whole list
 * (the batch, `id` the tournament's), after the validate call has found no invalid row.
 */
import { Router } from 'express';
import type {
  CelebrityBatchDto,
  CelebrityBatchValidationDto,
  CelebrityDto,
  CelebrityWriteDto,
} from '@esports-admin/schema/upstream/pickem';
import { UpstreamError, ERROR_CODES } from '../../errors';
import { Payload } from '../../payload';
import { nextId, type SqlClient, type Store } from '../../store';
import { loadTournament } from '../elds/tournament-store';
import { pickBlocksOfTournament } from './pick-blocks';

export const CELEBRITY_TABLES = `
  create table if not exists pickem_celebrities (
    id text primary key,
    tournament_id text not null,
    position integer not null,
    body json not null
  );
  create index if not exists pickem_celebrities_by_tournament on pickem_celebrities (tournament_id);
  create sequence if not exists pickem_celebrity_ids start with 8500001;
`;

export const MAX_CELEBRITY_NAME_LENGTH = 60;

/** What the validate call says of a row's field. */
export const CELEBRITY_PROBLEMS = {
  nameRequired: 'Enter a name.',
  nameTooLong: `Use at most ${MAX_CELEBRITY_NAME_LENGTH} characters.`,
  duplicateName: 'Another celebrity of this tournament has this name.',
  imageNotHttps: 'The image address must start with https://.',
  unknownCelebrity: (id: string) => `Celebrity ${id} is not this tournament's.`,
  matchNotInBlock: (matchId: string) =>
    `Match ${matchId} is in none of the tournament's pick blocks.`,
  teamNotInMatch: (teamId: string, matchId: string) =>
    `Team ${teamId} does not play in match ${matchId}.`,
} as const;

export async function celebritiesOfTournament(
  db: SqlClient,
  eldsTournamentId: string,
): Promise<CelebrityDto[]> {
  const rows = await db.query<{ body: CelebrityDto }>(
    'select body from pickem_celebrities where tournament_id = $1 order by position, id',
    [eldsTournamentId],
  );
  return rows.map((row) => row.body);
}

export function readCelebrityBatch(body: unknown): CelebrityBatchDto {
  return {
    celebrities: Payload.of(body)
      .array('celebrities')
      .map((row) => ({
        id: row.nullableString('id'),
        name: row.string('name'),
        title: row.has('title') ? row.string('title') : '',
        imageUrl: row.string('imageUrl'),
        picks: (row.has('picks') ? row.array('picks') : []).map((pick) => ({
          eldsMatchId: pick.string('eldsMatchId'),
          eldsTeamId: pick.string('eldsTeamId'),
        })),
      })),
  };
}

const isHttps = (value: string) => {
  try {
    return new URL(value.trim()).protocol === 'https:';
  } catch {
    return false;
  }
};

/** Every invalid row's fields, by row then field; 404 when the data service has no such tournament. */
export async function validateCelebrityBatch(
  db: SqlClient,
  eldsTournamentId: string,
  batch: CelebrityBatchDto,
): Promise<CelebrityBatchValidationDto> {
  const { matches } = await loadTournament(db, eldsTournamentId);
  const inBlocks = new Set(
    (await pickBlocksOfTournament(db, eldsTournamentId)).flatMap((block) => block.eldsMatchIds),
  );
  const teamsOf = new Map(
    matches.map((match) => [
      match.id,
      new Set([match.teamOne, match.teamTwo, ...match.participatingTeams]),
    ]),
  );
  const known = new Set((await celebritiesOfTournament(db, eldsTournamentId)).map((c) => c.id));
  const invalid: CelebrityBatchValidationDto['invalid'] = [];
  const names = batch.celebrities.map((row) => row.name.trim().toLowerCase());
  batch.celebrities.forEach((row, index) => {
    const put = (field: string, message: string) => invalid.push({ index, field, message });
    if (row.id !== null && !known.has(row.id))
      put('id', CELEBRITY_PROBLEMS.unknownCelebrity(row.id));
    const name = row.name.trim();
    if (name === '') put('name', CELEBRITY_PROBLEMS.nameRequired);
    else if (name.length > MAX_CELEBRITY_NAME_LENGTH) put('name', CELEBRITY_PROBLEMS.nameTooLong);
    else if (names.indexOf(name.toLowerCase()) !== index) {
      put('name', CELEBRITY_PROBLEMS.duplicateName);
    }
    if (!isHttps(row.imageUrl)) put('imageUrl', CELEBRITY_PROBLEMS.imageNotHttps);
    row.picks.forEach((pick, i) => {
      if (!inBlocks.has(pick.eldsMatchId)) {
        put(`picks.${i}.eldsMatchId`, CELEBRITY_PROBLEMS.matchNotInBlock(pick.eldsMatchId));
      } else if (!teamsOf.get(pick.eldsMatchId)?.has(pick.eldsTeamId)) {
        put(
          `picks.${i}.eldsTeamId`,
          CELEBRITY_PROBLEMS.teamNotInMatch(pick.eldsTeamId, pick.eldsMatchId),
        );
      }
    });
  });
  return { invalid };
}

/** A refused batch answers 400 with the validate call's body (and the usual error fields). */
class InvalidBatch extends UpstreamError {
  constructor(readonly validation: CelebrityBatchValidationDto) {
    super(400, ERROR_CODES.validation, `${validation.invalid.length} invalid celebrity fields`);
  }

  override get body() {
    return { ...super.body, ...this.validation };
  }
}

/** PUT batch/{id}: replaces the tournament's list (rows left out are removed) and answers it. */
export async function saveCelebrityBatch(
  db: SqlClient,
  eldsTournamentId: string,
  batch: CelebrityBatchDto,
  now: number,
): Promise<CelebrityDto[]> {
  const validation = await validateCelebrityBatch(db, eldsTournamentId, batch);
  if (validation.invalid.length > 0) throw new InvalidBatch(validation);
  const before = new Map(
    (await celebritiesOfTournament(db, eldsTournamentId)).map((c) => [c.id, c]),
  );
  const kept = batch.celebrities.flatMap((row) => (row.id === null ? [] : [row.id]));
  await db.query(
    'delete from pickem_celebrities where tournament_id = $1 and not (id = any($2::text[]))',
    [eldsTournamentId, kept],
  );
  for (const [position, row] of batch.celebrities.entries()) {
    await storeCelebrity(db, eldsTournamentId, position, row, before, now);
  }
  return celebritiesOfTournament(db, eldsTournamentId);
}

async function storeCelebrity(
  db: SqlClient,
  eldsTournamentId: string,
  position: number,
  row: CelebrityWriteDto,
  before: Map<string, CelebrityDto>,
  now: number,
) {
  const previous = row.id === null ? undefined : before.get(row.id);
  const celebrity: CelebrityDto = {
    id: previous?.id ?? (await nextId(db, 'pickem_celebrity_ids')),
    eldsTournamentId,
    name: row.name.trim(),
    title: row.title.trim(),
    imageUrl: row.imageUrl.trim(),
    picks: row.picks,
    updatedAt: previous ? Math.max(now, previous.updatedAt + 1) : now,
  };
  await db.query(
    `insert into pickem_celebrities (id, tournament_id, position, body) values ($1, $2, $3, $4)
     on conflict (id) do update set position = $3, body = $4`,
    [celebrity.id, eldsTournamentId, position, JSON.stringify(celebrity)],
  );
}

/** GET tournament/{id}, PUT batch/{id}/validate, PUT batch/{id}. */
export function celebrityRoutes(store: Store): Router {
  const router = Router();
  router.get('/tournament/:id', async (req, res) => {
    res.json(await celebritiesOfTournament(store, req.params.id));
  });
  router.put('/batch/:id/validate', async (req, res) => {
    const batch = readCelebrityBatch(req.body);
    res.json(await store.transaction((tx) => validateCelebrityBatch(tx, req.params.id, batch)));
  });
  router.put('/batch/:id', async (req, res) => {
    const batch = readCelebrityBatch(req.body);
    res.json(
      await store.transaction((tx) => saveCelebrityBatch(tx, req.params.id, batch, Date.now())),
    );
  });
  return router;
}
