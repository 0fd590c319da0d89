import { Router } from 'express';
import { isCompleteColor } from '@esports-admin/schema/rules/color';
import {
  LOGO_BUNDLE_KEYS,
  type LogoBundleDto,
  type OrganizationDto,
  type OrganizationListDto,
  type OrganizationStatusDto,
  type OrganizationWriteDto,
} from '@esports-admin/schema/upstream/elds-organizations';
import { duplicateName, invalid, notFound } from '../../errors';
import { Payload, queryIdList, queryValue, readOneOf } from '../../payload';
import { isUniqueViolation, nextId, type SqlClient, type Store } from '../../store';

export const ORGANIZATION_STATUSES: readonly OrganizationStatusDto[] = ['active', 'archived'];

/** Names are unique case-insensitively: two "T1" organizations would be indistinguishable in pickers. */
export const ORGANIZATION_TABLES = `
  create table if not exists elds_organizations (
    id text primary key,
    status text not null,
    name text not null,
    tricode text not null,
    body json not null
  );
  create unique index if not exists elds_organizations_name on elds_organizations (lower(name));
  create sequence if not exists elds_organization_ids start with 107457033672415001;
`;

const nameTaken = (name: string) => duplicateName(`Organization name ${name} already exists`);

function readColor(fields: Payload, key: string): string | null {
  const value = fields.nullableString(key);
  if (value !== null && !isCompleteColor(value)) {
    throw invalid(`${fields.pathOf(key)} '${value}' must be a colour like #1a2b3c`);
  }
  return value;
}

function readImageUrl(fields: Payload, key: string): string | null {
  const value = fields.nullableString(key);
  if (value === null || value === '') return null;
  if (!/^https?:\/\/\S+$/.test(value)) {
    throw invalid(`${fields.pathOf(key)} must be an http(s) URL`);
  }
  return value;
}

function readLogoBundle(fields: Payload): LogoBundleDto {
  const bundle = fields.has('logoBundle') ? fields.object('logoBundle') : null;
  return Object.fromEntries(
    LOGO_BUNDLE_KEYS.map((key) => [key, bundle ? readImageUrl(bundle, key) : null]),
  ) as unknown as LogoBundleDto;
}

function readOrganizationWrite(fields: Payload): OrganizationWriteDto {
  return {
    name: fields.nonEmptyString('name').trim(),
    tricode: fields.nonEmptyString('tricode'),
    status: fields.has('status') ? fields.oneOf('status', ORGANIZATION_STATUSES) : 'active',
    primaryColor: readColor(fields, 'primaryColor'),
    secondaryColor: readColor(fields, 'secondaryColor'),
    logoBundle: readLogoBundle(fields),
  };
}

interface OrganizationFilter {
  status?: OrganizationStatusDto;
  search?: string;
  organizationIds?: string[];
}

function readOrganizationFilter(query: Record<string, unknown>): OrganizationFilter {
  const status = queryValue(query, 'status');
  return {
    status: status === undefined ? undefined : readOneOf(status, 'status', ORGANIZATION_STATUSES),
    search: queryValue(query, 'search')?.trim() || undefined,
    organizationIds: queryIdList(query, 'organizationIds'),
  };
}

/** `search` matches name or tricode, case-insensitively, as a substring. */
async function listOrganizations(
  db: SqlClient,
  filter: OrganizationFilter,
): Promise<OrganizationDto[]> {
  const rows = await db.query<{ body: OrganizationDto }>(
    `select body from elds_organizations
     where ($1::text is null or status = $1)
       and ($2::text is null or strpos(lower(name), lower($2)) > 0
                             or strpos(lower(tricode), lower($2)) > 0)
       and ($3::text[] is null or id = any($3))
     order by lower(name), id`,
    [filter.status ?? null, filter.search ?? null, filter.organizationIds ?? null],
  );
  return rows.map((row) => row.body);
}

async function findOrganization(db: SqlClient, id: string): Promise<OrganizationDto> {
  const [row] = await db.query<{ body: OrganizationDto }>(
    'select body from elds_organizations where id = $1',
    [id],
  );
  if (!row) throw notFound(`Organization ${id} not found`);
  return row.body;
}

async function refuseTakenName(db: SqlClient, name: string, exceptId: string | null) {
  const others = await db.query(
    "select 1 from elds_organizations where lower(name) = lower($1) and id <> coalesce($2, '')",
    [name, exceptId],
  );
  if (others.length > 0) throw nameTaken(name);
}

function organizationRow(row: OrganizationDto): unknown[] {
  return [row.id, row.status, row.name, row.tricode, JSON.stringify(row)];
}

export async function createOrganization(
  db: SqlClient,
  write: OrganizationWriteDto,
): Promise<OrganizationDto> {
  await refuseTakenName(db, write.name, null);
  const created: OrganizationDto = { id: await nextId(db, 'elds_organization_ids'), ...write };
  await db.query(
    `insert into elds_organizations (id, status, name, tricode, body) values ($1, $2, $3, $4, $5)`,
    organizationRow(created),
  );
  return created;
}

async function updateOrganization(db: SqlClient, updated: OrganizationDto) {
  await findOrganization(db, updated.id);
  await refuseTakenName(db, updated.name, updated.id);
  await db.query(
    `update elds_organizations set status = $2, name = $3, tricode = $4, body = $5 where id = $1`,
    organizationRow(updated),
  );
  return updated;
}

async function writing<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    // A concurrent writer took the name between the check and the commit.
    if (isUniqueViolation(error)) throw nameTaken(name);
    throw error;
  }
}

/** GET, POST /organizations and GET, PUT /organizations/{id}; organizations have no sport. */
export function organizationRoutes(store: Store): Router {
  const router = Router();
  router.get('/organizations', async (req, res) => {
    const answer: OrganizationListDto = {
      organizations: await listOrganizations(store, readOrganizationFilter(req.query)),
    };
    res.json(answer);
  });
  router.get('/organizations/:id', async (req, res) => {
    res.json(await findOrganization(store, req.params.id));
  });
  router.post('/organizations', async (req, res) => {
    const write = readOrganizationWrite(Payload.of(req.body));
    const created = await writing(write.name, () =>
      store.transaction((tx) => createOrganization(tx, write)),
    );
    res.status(201).json(created);
  });
  router.put('/organizations/:id', async (req, res) => {
    const fields = Payload.of(req.body);
    const { id } = req.params;
    if (fields.has('id') && fields.raw('id') !== id) {
      throw invalid(`id ${String(fields.raw('id'))} in the body does not match the path (${id})`);
    }
    const updated: OrganizationDto = { id, ...readOrganizationWrite(fields) };
    res.json(
      await writing(updated.name, () => store.transaction((tx) => updateOrganization(tx, updated))),
    );
  });
  return router;
}
