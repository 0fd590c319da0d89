import { Router } from 'express';
import { TBD_TEAM_ID, TEAM_BATCH_LIMIT } from '@esports-admin/schema/rules/constants';
import { effectiveSearch } from '@esports-admin/schema/rules/validation';
import type {
  TeamDto,
  TeamListDto,
  TeamStatusDto,
  TeamWriteDto,
} from '@esports-admin/schema/upstream/elds-tournaments';
import { duplicateSlug, invalid, notFound } from '../../errors';
import { Payload, queryIdList, queryValue, readOneOf, readSport } from '../../payload';
import { isUniqueViolation, nextId, type SqlClient, type Store } from '../../store';

export const TEAM_STATUSES: readonly TeamStatusDto[] = ['active', 'archived'];
const COLOR = /^#[0-9a-fA-F]{1,6}$/;

export const TEAM_TABLES = `
  create table if not exists elds_teams (
    id text primary key,
    sport text,
    status text not null,
    slug text not null,
    name text not null,
    body json not null,
    constraint elds_teams_slug_per_sport unique (sport, slug)
  );
  create sequence if not exists elds_team_ids start with 99566404579461001;
`;

/** The placeholder of every slot whose team is not known yet (spec 1 §3). */
export const TBD_TEAM: TeamDto = {
  id: TBD_TEAM_ID,
  name: 'TBD',
  tricode: 'TBD',
  slug: 'tbd',
  sport: null,
  status: 'active',
  homeLeagueId: null,
  category: 'competitive',
  supportedFormats: ['5v5'],
  roster: [],
  organizationId: null,
  primaryColor: null,
  secondaryColor: null,
  logoUrl: null,
  alternateLogoUrl: null,
  lightLogoUrl: null,
  darkLogoUrl: null,
  plateImageUrl: null,
  backgroundImageUrl: null,
  photoUrl: null,
};

function readColor(fields: Payload, key: string): string | null {
  const value = fields.nullableString(key);
  if (value !== null && !COLOR.test(value)) {
    throw invalid(`${fields.pathOf(key)} must be '#' followed by up to 6 hex digits`);
  }
  return value;
}

function readTeamWrite(body: unknown): TeamWriteDto {
  const fields = Payload.of(body);
  return {
    name: fields.nonEmptyString('name'),
    tricode: fields.nonEmptyString('tricode'),
    slug: fields.slug('slug'),
    sport: fields.sport('sport'),
    status: fields.has('status') ? fields.oneOf('status', TEAM_STATUSES) : 'active',
    homeLeagueId: fields.nullableString('homeLeagueId'),
    category: fields.has('category') ? fields.nonEmptyString('category') : 'competitive',
    supportedFormats: fields.has('supportedFormats')
      ? fields.stringArray('supportedFormats')
      : ['5v5'],
    roster: fields.has('roster')
      ? fields.array('roster').map((entry) => ({ playerId: entry.nonEmptyString('playerId') }))
      : [],
    organizationId: fields.nullableString('organizationId'),
    primaryColor: readColor(fields, 'primaryColor'),
    secondaryColor: readColor(fields, 'secondaryColor'),
    logoUrl: fields.nullableString('logoUrl'),
    alternateLogoUrl: fields.nullableString('alternateLogoUrl'),
    lightLogoUrl: fields.nullableString('lightLogoUrl'),
    darkLogoUrl: fields.nullableString('darkLogoUrl'),
    plateImageUrl: fields.nullableString('plateImageUrl'),
    backgroundImageUrl: fields.nullableString('backgroundImageUrl'),
    photoUrl: fields.nullableString('photoUrl'),
  };
}

interface TeamFilter {
  sport?: string;
  status?: string;
  search?: string;
  teamIds?: string[];
}

function readTeamFilter(query: Record<string, unknown>): TeamFilter {
  const sport = queryValue(query, 'sport');
  const status = queryValue(query, 'status');
  const teamIds = queryIdList(query, 'teamIds');
  if (teamIds && teamIds.length > TEAM_BATCH_LIMIT) {
    throw invalid(`At most ${TEAM_BATCH_LIMIT} teamIds per request, got ${teamIds.length}`);
  }
  return {
    sport: sport === undefined ? undefined : readSport(sport, 'sport'),
    status: status === undefined ? undefined : readOneOf(status, 'status', TEAM_STATUSES),
    search: effectiveSearch(queryValue(query, 'search')) ?? undefined,
    teamIds,
  };
}

export async function listTeams(db: SqlClient, filter: TeamFilter): Promise<TeamDto[]> {
  const search = filter.search ? `%${filter.search.toLowerCase()}%` : null;
  const rows = await db.query<{ body: TeamDto }>(
    `select body from elds_teams
     where ($1::text is null or sport = $1)
       and ($2::text is null or status = $2)
       and ($3::text[] is null or id = any($3))
       and ($4::text is null or lower(name) like $4 or slug like $4
            or lower(body->>'tricode') like $4)
     order by lower(name), id`,
    [filter.sport ?? null, filter.status ?? null, filter.teamIds ?? null, search],
  );
  return rows.map((row) => row.body);
}

/** Ids of a sport's teams (the placeholder left out) in id order, as fixtures hand them out. */
export async function teamIdsOf(
  db: SqlClient,
  filter: { sport: string; status?: string },
): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `select id from elds_teams
     where sport = $1 and ($2::text is null or status = $2) and id <> $3
     order by id`,
    [filter.sport, filter.status ?? null, TBD_TEAM_ID],
  );
  return rows.map((row) => row.id);
}

/** Replaces the rosters of the given teams, each a list of player ids. */
export async function setTeamRosters(db: SqlClient, rosters: Map<string, string[]>): Promise<void> {
  const entries = [...rosters].map(([teamId, playerIds]) => ({
    team_id: teamId,
    roster: playerIds.map((playerId) => ({ playerId })),
  }));
  await db.query(
    `update elds_teams t
     set body = (
       select json_object_agg(key, case when key = 'roster' then r.roster else value end)
       from json_each(t.body)
     )
     from json_to_recordset($1::json) as r(team_id text, roster json)
     where r.team_id = t.id`,
    [JSON.stringify(entries)],
  );
}

async function findTeam(db: SqlClient, id: string): Promise<TeamDto> {
  const [row] = await db.query<{ body: TeamDto }>('select body from elds_teams where id = $1', [
    id,
  ]);
  if (!row) throw notFound(`Team ${id} not found`);
  return row.body;
}

function teamRow(team: TeamDto): unknown[] {
  return [team.id, team.sport, team.status, team.slug, team.name, JSON.stringify(team)];
}

const slugTaken = ({ slug, sport }: TeamWriteDto) =>
  duplicateSlug(`Team slug ${slug} already exists for ${sport}`);

async function refuseTakenSlug(db: SqlClient, write: TeamWriteDto, id: string | null) {
  const others = await db.query(
    'select 1 from elds_teams where sport = $1 and slug = $2 and id <> coalesce($3, $4)',
    [write.sport, write.slug, id, ''],
  );
  if (others.length > 0) throw slugTaken(write);
}

export async function insertTeam(db: SqlClient, team: TeamDto): Promise<void> {
  await db.query(
    `insert into elds_teams (id, sport, status, slug, name, body) values ($1, $2, $3, $4, $5, $6)`,
    teamRow(team),
  );
}

export async function createTeam(db: SqlClient, write: TeamWriteDto): Promise<TeamDto> {
  await refuseTakenSlug(db, write, null);
  const team = { id: await nextId(db, 'elds_team_ids'), ...write };
  await insertTeam(db, team);
  return team;
}

async function updateTeam(db: SqlClient, id: string, write: TeamWriteDto): Promise<TeamDto> {
  if (id === TBD_TEAM_ID) throw invalid('The placeholder team TBD cannot be changed');
  await findTeam(db, id);
  await refuseTakenSlug(db, write, id);
  const team = { id, ...write };
  await db.query(
    `update elds_teams set sport = $2, status = $3, slug = $4, name = $5, body = $6 where id = $1`,
    teamRow(team),
  );
  return team;
}

async function writing<T>(write: TeamWriteDto, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(write);
    throw error;
  }
}

/** GET, POST /teams and PUT /teams/{id}. */
export function teamRoutes(store: Store): Router {
  const router = Router();
  router.get('/teams', async (req, res) => {
    const answer: TeamListDto = { teams: await listTeams(store, readTeamFilter(req.query)) };
    res.json(answer);
  });
  router.get('/teams/:id', async (req, res) => {
    res.json(await findTeam(store, req.params.id));
  });
  router.post('/teams', async (req, res) => {
    const write = readTeamWrite(req.body);
    res
      .status(201)
      .json(await writing(write, () => store.transaction((tx) => createTeam(tx, write))));
  });
  router.put('/teams/:id', async (req, res) => {
    const write = readTeamWrite(req.body);
    const { id } = req.params;
    res.json(await writing(write, () => store.transaction((tx) => updateTeam(tx, id, write))));
  });
  return router;
}
