import { Router } from 'express';
import type {
  LeagueDto,
  LeagueListDto,
  LeagueStatusDto,
} from '@esports-admin/schema/upstream/elds';
import { duplicateSlug, invalid, notFound } from '../../errors';
import { Payload, queryIdList, queryValue, readOneOf, readSport } from '../../payload';
import { isUniqueViolation, nextId, type SqlClient, type Store } from '../../store';

export const LEAGUE_STATUSES: readonly LeagueStatusDto[] = ['active', 'archived'];

export const LEAGUE_TABLES = `
  create table if not exists elds_leagues (
    id text primary key,
    sport text not null,
    status text not null,
    slug text not null,
    name text not null,
    priority integer not null,
    body json not null,
    constraint elds_leagues_slug_per_sport unique (sport, slug) deferrable initially deferred
  );
  create sequence if not exists elds_league_ids start with 98767991299243001;
`;

/** POST /leagues body; PUT bodies are the same, their id taken from the path or the batch item. */
export type LeagueWriteDto = Omit<LeagueDto, 'id'>;

function readLeagueWrite(fields: Payload): LeagueWriteDto {
  return {
    name: fields.nonEmptyString('name'),
    slug: fields.slug('slug'),
    sport: fields.sport('sport'),
    status: fields.oneOf('status', LEAGUE_STATUSES),
    region: fields.string('region'),
    priority: fields.integer('priority', 0),
    lightLogoUrl: fields.nullableString('lightLogoUrl'),
  };
}

function readLeagueBatch(body: unknown): LeagueDto[] {
  const leagues = Payload.of(body)
    .array('leagues')
    .map((fields) => league(fields.nonEmptyString('id'), readLeagueWrite(fields)));
  leagues.forEach(({ id }, i) => {
    if (leagues.findIndex((other) => other.id === id) !== i) {
      throw invalid(`leagues[${i}].id ${id} appears more than once`);
    }
  });
  return leagues;
}

interface LeagueFilter {
  sport?: string;
  status?: string;
  leagueIds?: string[];
}

function readLeagueFilter(query: Record<string, unknown>): LeagueFilter {
  const sport = queryValue(query, 'sport');
  const status = queryValue(query, 'status');
  return {
    sport: sport === undefined ? undefined : readSport(sport, 'sport'),
    status: status === undefined ? undefined : readOneOf(status, 'status', LEAGUE_STATUSES),
    leagueIds: queryIdList(query, 'leagueIds'),
  };
}

export async function listLeagues(db: SqlClient, filter: LeagueFilter): Promise<LeagueDto[]> {
  const rows = await db.query<{ body: LeagueDto }>(
    `select body from elds_leagues
     where ($1::text is null or sport = $1)
       and ($2::text is null or status = $2)
       and ($3::text[] is null or id = any($3))
     order by priority, lower(name), id`,
    [filter.sport ?? null, filter.status ?? null, filter.leagueIds ?? null],
  );
  return rows.map((row) => row.body);
}

async function findLeague(db: SqlClient, id: string): Promise<LeagueDto> {
  const [row] = await db.query<{ body: LeagueDto }>('select body from elds_leagues where id = $1', [
    id,
  ]);
  if (!row) throw notFound(`League ${id} not found`);
  return row.body;
}

function league(id: string, write: LeagueWriteDto): LeagueDto {
  const { name, slug, sport, status, region, priority, lightLogoUrl } = write;
  return { id, name, slug, sport, status, region, priority, lightLogoUrl };
}

const slugTaken = ({ slug, sport }: LeagueWriteDto) =>
  duplicateSlug(`League slug ${slug} already exists for ${sport}`);

/** Slugs are unique per sport once every league of the write has its new slug. */
async function refuseTakenSlugs(db: SqlClient, writes: LeagueWriteDto[], replacing: string[]) {
  for (const [i, write] of writes.entries()) {
    const twin = writes.findIndex(
      (other) => other.sport === write.sport && other.slug === write.slug,
    );
    if (twin !== i) throw slugTaken(write);
    const others = await db.query(
      'select 1 from elds_leagues where sport = $1 and slug = $2 and id <> all($3::text[])',
      [write.sport, write.slug, replacing],
    );
    if (others.length > 0) throw slugTaken(write);
  }
}

function leagueRow(row: LeagueDto): unknown[] {
  const { id, sport, status, slug, name, priority } = row;
  return [id, sport, status, slug, name, priority, JSON.stringify(row)];
}

export async function createLeague(db: SqlClient, write: LeagueWriteDto): Promise<LeagueDto> {
  await refuseTakenSlugs(db, [write], []);
  const created = league(await nextId(db, 'elds_league_ids'), write);
  await db.query(
    `insert into elds_leagues (id, sport, status, slug, name, priority, body)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    leagueRow(created),
  );
  return created;
}

/** All or nothing: one unknown id or taken slug and no league changes. */
async function updateLeagues(db: SqlClient, leagues: LeagueDto[]): Promise<LeagueDto[]> {
  for (const { id } of leagues) await findLeague(db, id);
  const ids = leagues.map(({ id }) => id);
  await refuseTakenSlugs(db, leagues, ids);
  for (const updated of leagues) {
    await db.query(
      `update elds_leagues set sport = $2, status = $3, slug = $4, name = $5, priority = $6, body = $7
       where id = $1`,
      leagueRow(updated),
    );
  }
  return leagues;
}

async function writing<T>(writes: LeagueWriteDto[], work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A concurrent writer took the slug between the check and the commit.
    throw writes.length === 1 && writes[0]
      ? slugTaken(writes[0])
      : duplicateSlug('A league slug in this batch already exists for its sport');
  }
}

/** GET, POST /leagues, GET, PUT /leagues/{id} and PUT /leagues/updateBatch. */
export function leagueRoutes(store: Store): Router {
  const router = Router();
  router.get('/leagues', async (req, res) => {
    const answer: LeagueListDto = {
      leagues: await listLeagues(store, readLeagueFilter(req.query)),
    };
    res.json(answer);
  });
  router.get('/leagues/:id', async (req, res) => {
    res.json(await findLeague(store, req.params.id));
  });
  router.post('/leagues', async (req, res) => {
    const write = readLeagueWrite(Payload.of(req.body));
    const created = await writing([write], () =>
      store.transaction((tx) => createLeague(tx, write)),
    );
    res.status(201).json(created);
  });
  router.put('/leagues/updateBatch', async (req, res) => {
    const leagues = readLeagueBatch(req.body);
    const answer: LeagueListDto = {
      leagues: await writing(leagues, () => store.transaction((tx) => updateLeagues(tx, leagues))),
    };
    res.json(answer);
  });
  router.put('/leagues/:id', async (req, res) => {
    const fields = Payload.of(req.body);
    const { id } = req.params;
    if (fields.has('id') && fields.raw('id') !== id) {
      throw invalid(`id ${String(fields.raw('id'))} in the body does not match the path (${id})`);
    }
    const updated = league(id, readLeagueWrite(fields));
    const [answer] = await writing([updated], () =>
      store.transaction((tx) => updateLeagues(tx, [updated])),
    );
    res.json(answer);
  });
  return router;
}
