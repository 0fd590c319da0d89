import { Router } from 'express';
import type {
  SeasonDto,
  SeasonListDto,
  SeasonStatusDto,
  SeasonWriteDto,
  SplitDto,
} from '@esports-admin/schema/upstream/elds';
import { duplicateSlug, invalid, notFound } from '../../errors';
import { Payload, queryIdList, queryValue, readOneOf, readSport } from '../../payload';
import { isUniqueViolation, nextId, type SqlClient, type Store } from '../../store';

export const SEASON_STATUSES: readonly SeasonStatusDto[] = ['active', 'archived'];

export const SEASON_TABLES = `
  create table if not exists elds_seasons (
    id text primary key,
    sport text not null,
    status text not null,
    slug text not null,
    start_time timestamptz not null,
    body json not null,
    constraint elds_seasons_slug_per_sport unique (sport, slug) deferrable initially deferred
  );
  create sequence if not exists elds_season_ids start with 110500000000000001;
  create sequence if not exists elds_split_ids start with 110600000000000001;
`;

type SplitWriteDto = SeasonWriteDto['splits'][number];

function refuseEndBeforeStart(
  fields: Payload,
  { startTime, endTime }: { startTime: string | null; endTime: string | null },
): void {
  // Both are normalised ISO strings, so they compare as text.
  if (startTime !== null && endTime !== null && endTime < startTime) {
    throw invalid(`${fields.pathOf('endTime')} must not be before ${fields.pathOf('startTime')}`);
  }
}

function readSplitWrite(fields: Payload): SplitWriteDto {
  const split: SplitWriteDto = {
    name: fields.localizedName('name'),
    startTime: fields.nullableDateTime('startTime'),
    endTime: fields.nullableDateTime('endTime'),
  };
  if (fields.has('id')) split.id = fields.string('id');
  refuseEndBeforeStart(fields, split);
  return split;
}

function readSeasonWrite(body: unknown): SeasonWriteDto {
  const fields = Payload.of(body);
  const season: SeasonWriteDto = {
    name: fields.localizedName('name'),
    sport: fields.sport('sport'),
    status: fields.oneOf('status', SEASON_STATUSES),
    startTime: fields.dateTime('startTime'),
    endTime: fields.dateTime('endTime'),
    splits: fields.array('splits').map(readSplitWrite),
    awardedCircuitPoints: fields.array('awardedCircuitPoints').map((award) => ({
      placement: award.integer('placement', 1),
      points: award.integer('points', 0),
    })),
  };
  refuseEndBeforeStart(fields, season);
  season.splits.forEach((split, i) => {
    const first = season.splits.findIndex((other) => other.name.slug === split.name.slug);
    if (first !== i) {
      throw invalid(
        `splits[${i}].name.slug ${split.name.slug} is already used by splits[${first}]`,
      );
    }
  });
  return season;
}

interface SeasonFilter {
  sport?: string;
  status?: string;
  seasonIds?: string[];
}

function readSeasonFilter(query: Record<string, unknown>): SeasonFilter {
  const sport = queryValue(query, 'sport');
  const status = queryValue(query, 'status');
  return {
    sport: sport === undefined ? undefined : readSport(sport, 'sport'),
    status: status === undefined ? undefined : readOneOf(status, 'status', SEASON_STATUSES),
    seasonIds: queryIdList(query, 'seasonIds'),
  };
}

async function listSeasons(db: SqlClient, filter: SeasonFilter): Promise<SeasonDto[]> {
  const rows = await db.query<{ body: SeasonDto }>(
    `select body from elds_seasons
     where ($1::text is null or sport = $1)
       and ($2::text is null or status = $2)
       and ($3::text[] is null or id = any($3))
     order by start_time desc, id`,
    [filter.sport ?? null, filter.status ?? null, filter.seasonIds ?? null],
  );
  return rows.map((row) => row.body);
}

export async function findSeasonBySlug(
  db: SqlClient,
  sport: string,
  slug: string,
): Promise<SeasonDto | undefined> {
  const [row] = await db.query<{ body: SeasonDto }>(
    'select body from elds_seasons where sport = $1 and slug = $2',
    [sport, slug],
  );
  return row?.body;
}

async function findSeason(db: SqlClient, id: string): Promise<SeasonDto> {
  const [row] = await db.query<{ body: SeasonDto }>('select body from elds_seasons where id = $1', [
    id,
  ]);
  if (!row) throw notFound(`Season ${id} not found`);
  return row.body;
}

const slugTaken = ({ sport, name }: SeasonWriteDto) =>
  duplicateSlug(`Season slug ${name.slug} already exists for ${sport}`);

async function refuseTakenSlug(db: SqlClient, write: SeasonWriteDto, id: string | null) {
  const others = await db.query(
    'select 1 from elds_seasons where sport = $1 and slug = $2 and id is distinct from $3',
    [write.sport, write.name.slug, id],
  );
  if (others.length > 0) throw slugTaken(write);
}

/** Splits keep their ids; new ones (without an id) get one. Ids of other seasons are refused. */
async function withSplitIds(
  db: SqlClient,
  splits: SplitWriteDto[],
  ownSplitIds: ReadonlySet<string>,
): Promise<SplitDto[]> {
  splits.forEach(({ id }, i) => {
    if (id === undefined) return;
    if (!ownSplitIds.has(id)) throw invalid(`splits[${i}].id ${id} is not a split of this season`);
    if (splits.findIndex((other) => other.id === id) !== i) {
      throw invalid(`splits[${i}].id ${id} appears more than once`);
    }
  });
  const withIds: SplitDto[] = [];
  for (const { id, name, startTime, endTime } of splits) {
    withIds.push({ id: id ?? (await nextId(db, 'elds_split_ids')), name, startTime, endTime });
  }
  return withIds;
}

function season(id: string, write: SeasonWriteDto, splits: SplitDto[]): SeasonDto {
  const { name, sport, status, startTime, endTime, awardedCircuitPoints } = write;
  return { id, name, sport, status, startTime, endTime, splits, awardedCircuitPoints };
}

function seasonRow(row: SeasonDto): unknown[] {
  const { id, sport, status, name, startTime } = row;
  return [id, sport, status, name.slug, startTime, JSON.stringify(row)];
}

export async function createSeason(db: SqlClient, write: SeasonWriteDto): Promise<SeasonDto> {
  await refuseTakenSlug(db, write, null);
  const splits = await withSplitIds(db, write.splits, new Set());
  const created = season(await nextId(db, 'elds_season_ids'), write, splits);
  await db.query(
    `insert into elds_seasons (id, sport, status, slug, start_time, body)
     values ($1, $2, $3, $4, $5, $6)`,
    seasonRow(created),
  );
  return created;
}

async function updateSeason(db: SqlClient, id: string, write: SeasonWriteDto): Promise<SeasonDto> {
  const current = await findSeason(db, id);
  await refuseTakenSlug(db, write, id);
  const ownSplitIds = new Set(current.splits.map((split) => split.id));
  const updated = season(id, write, await withSplitIds(db, write.splits, ownSplitIds));
  await db.query(
    `update elds_seasons set sport = $2, status = $3, slug = $4, start_time = $5, body = $6
     where id = $1`,
    seasonRow(updated),
  );
  return updated;
}

/** Two writers racing for one slug: the loser hears what the slug check would have said. */
async function writing<T>(write: SeasonWriteDto, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw isUniqueViolation(error) ? slugTaken(write) : error;
  }
}

/** GET, POST /seasons and GET, PUT /seasons/{id}; archiving is a PUT with status archived. */
export function seasonRoutes(store: Store): Router {
  const router = Router();
  router.get('/seasons', async (req, res) => {
    const answer: SeasonListDto = {
      seasons: await listSeasons(store, readSeasonFilter(req.query)),
    };
    res.json(answer);
  });
  router.get('/seasons/:id', async (req, res) => {
    res.json(await findSeason(store, req.params.id));
  });
  router.post('/seasons', async (req, res) => {
    const write = readSeasonWrite(req.body);
    const season = await writing(write, () => store.transaction((tx) => createSeason(tx, write)));
    res.status(201).json(season);
  });
  router.put('/seasons/:id', async (req, res) => {
    const write = readSeasonWrite(req.body);
    const { id } = req.params;
    res.json(await writing(write, () => store.transaction((tx) => updateSeason(tx, id, write))));
  });
  return router;
}
