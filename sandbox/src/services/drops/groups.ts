import { Router } from 'express';
import { DROPS_PER_GROUP_LIMIT } from '@esports-admin/schema/rules/constants';
import { validateCappedDrop } from '@esports-admin/schema/rules/drops';
import {
  DEFAULT_DROP_SITE,
  DROP_STRATEGIES,
  type DropDto,
  type DropGroupDto,
  type DropGroupStatusChangeDto,
  type DropGroupStatusDto,
  type DropGroupWriteDto,
  type DropStrategyDto,
  type DropWriteDto,
} from '@esports-admin/schema/upstream/drops';
import { conflict, invalid, notFound } from '../../errors';
import { Payload, queryValue, readOneOf } from '../../payload';
import { nextId, type SqlClient, type Store } from '../../store';
import { inventoryItemExists } from './inventory';
import { saveDefaultText } from './localizations';
import { rarityExists } from './rarities';

export const DROP_GROUP_TABLES = `
  create table if not exists drops_groups (
    id text primary key,
    created_millis bigint not null,
    body json not null
  );
  create sequence if not exists drops_group_ids start with 7100001;
  create sequence if not exists drops_drop_ids start with 7200001;
`;

export const STATUS_CHANGES: readonly DropGroupStatusChangeDto[] = [
  'pending',
  'deleted',
  'archived',
];
const STATUS_AFTER: Record<DropGroupStatusChangeDto, DropGroupStatusDto> = {
  pending: 'Pending',
  deleted: 'Deleted',
  archived: 'Archived',
};

function readDrop(fields: Payload, strategy: DropStrategyDto): DropWriteDto {
  const capped = fields.has('cappedDropRequest') ? fields.object('cappedDropRequest') : null;
  const drop: DropWriteDto = {
    inventoryIDs: fields.stringArray('inventoryIDs'),
    validGeolocations: fields.has('validGeolocations')
      ? fields.stringArray('validGeolocations')
      : [],
    rarityID: fields.nullableString('rarityID'),
    sponsor: fields.nonEmptyString('sponsor'),
    title: fields.nonEmptyString('title'),
    description: fields.has('description') ? fields.string('description') : '',
    league: fields.nonEmptyString('league'),
    cardProgramImageURL: fields.nullableString('cardProgramImageURL'),
    cardOverlaySponsorImageURL: fields.nullableString('cardOverlaySponsorImageURL'),
    notificationSponsorImageURL: fields.nullableString('notificationSponsorImageURL'),
    notificationProgramImageURL: fields.nullableString('notificationProgramImageURL'),
    presentedBySponsorImageURL: fields.nullableString('presentedBySponsorImageURL'),
    cappedDropRequest: null,
    sport: fields.sport('sport'),
    site: fields.has('site') ? fields.nonEmptyString('site') : DEFAULT_DROP_SITE,
    tournamentID: fields.nullableString('tournamentID'),
  };
  if (fields.has('dropID')) drop.dropID = fields.string('dropID');
  if (strategy !== 'Default') {
    if (!capped) throw invalid(`${fields.pathOf('cappedDropRequest')} is required for ${strategy}`);
    const request = {
      quantity: readNumber(capped, 'quantity'),
      percent: readNumber(capped, 'percent'),
    };
    const problem = Object.values(validateCappedDrop(request))[0];
    if (problem) throw invalid(`${fields.pathOf('cappedDropRequest')}: ${problem}`);
    drop.cappedDropRequest = request;
  }
  return drop;
}

function readNumber(fields: Payload, key: string): number {
  const value = fields.raw(key);
  if (typeof value !== 'number') throw invalid(`${fields.pathOf(key)} must be a number`);
  return value;
}

export function readDropGroupWrite(body: unknown): DropGroupWriteDto {
  const fields = Payload.of(body);
  const strategy = fields.oneOf('strategy', DROP_STRATEGIES);
  const drops = fields.array('orderedDrops');
  if (drops.length === 0) throw invalid('orderedDrops must hold at least one drop');
  if (drops.length > DROPS_PER_GROUP_LIMIT) {
    throw invalid(`orderedDrops holds at most ${DROPS_PER_GROUP_LIMIT} drops`);
  }
  return {
    description: fields.nonEmptyString('description'),
    league: fields.nonEmptyString('league'),
    sport: fields.sport('sport'),
    strategy,
    orderedDrops: drops.map((drop) => readDrop(drop, strategy)),
  };
}

async function refuseUnknownReferences(db: SqlClient, write: DropGroupWriteDto): Promise<void> {
  for (const [i, drop] of write.orderedDrops.entries()) {
    for (const id of drop.inventoryIDs) {
      if (!(await inventoryItemExists(db, id))) {
        throw invalid(`orderedDrops[${i}].inventoryIDs: no inventory item ${id}`);
      }
    }
    if (drop.rarityID && !(await rarityExists(db, drop.rarityID))) {
      throw invalid(`orderedDrops[${i}].rarityID: no rarity ${drop.rarityID}`);
    }
  }
}

export async function listDropGroups(db: SqlClient): Promise<DropGroupDto[]> {
  const rows = await db.query<{ body: DropGroupDto }>(
    'select body from drops_groups order by created_millis desc, id',
  );
  return rows.map((row) => row.body);
}

export async function findDropGroup(db: SqlClient, id: string): Promise<DropGroupDto> {
  const [row] = await db.query<{ body: DropGroupDto }>(
    'select body from drops_groups where id = $1',
    [id],
  );
  if (!row) throw notFound(`Drop group ${id} not found`);
  return row.body;
}

async function storeGroup(db: SqlClient, group: DropGroupDto): Promise<DropGroupDto> {
  await db.query(
    `insert into drops_groups (id, created_millis, body) values ($1, $2, $3)
     on conflict (id) do update set body = $3`,
    [group.id, group.createdDateEpochMillis, JSON.stringify(group)],
  );
  return group;
}

/** Title and description are the en_US text of the drop's two localization groups. */
async function saveDropTexts(db: SqlClient, drop: DropDto): Promise<void> {
  const { titleLocalizationGroup: title, descriptionLocalizationGroup: description } = drop;
  await saveDefaultText(db, title, title, drop.title);
  await saveDefaultText(db, description, description, drop.description);
}

/**
 * Builds the stored drops: known dropIDs keep their status and localization groups, new drops
 * start Active (spec 3 §4) with groups named after their id.
 */
async function buildDrops(
  db: SqlClient,
  write: DropGroupWriteDto,
  previous: readonly DropDto[],
  statusOfNew: DropGroupStatusDto,
): Promise<DropDto[]> {
  const drops: DropDto[] = [];
  for (const [i, draft] of write.orderedDrops.entries()) {
    const known = draft.dropID ? previous.find((d) => d.dropID === draft.dropID) : undefined;
    if (draft.dropID && !known)
      throw invalid(`orderedDrops[${i}].dropID ${draft.dropID} is not in the group`);
    const dropID = known?.dropID ?? (await nextId(db, 'drops_drop_ids'));
    const drop: DropDto = {
      ...draft,
      dropID,
      status: known?.status ?? statusOfNew,
      titleLocalizationGroup: known?.titleLocalizationGroup ?? `drop.${dropID}.title`,
      descriptionLocalizationGroup:
        known?.descriptionLocalizationGroup ?? `drop.${dropID}.description`,
      cappedDropResponse: draft.cappedDropRequest
        ? {
            quantity: known?.cappedDropResponse?.quantity ?? null,
            percent: draft.cappedDropRequest.percent,
          }
        : null,
    };
    await saveDropTexts(db, drop);
    drops.push(drop);
  }
  return drops;
}

const markers = (drops: DropDto[], strategy: DropStrategyDto) =>
  drops.map((drop) => ({ dropID: drop.dropID, strategy }));

export async function createDropGroup(
  db: SqlClient,
  write: DropGroupWriteDto,
  now: number,
  status: DropGroupStatusDto = 'Active',
): Promise<DropGroupDto> {
  await refuseUnknownReferences(db, write);
  const id = await nextId(db, 'drops_group_ids');
  const orderedDrops = await buildDrops(db, write, [], status);
  return storeGroup(db, {
    id,
    description: write.description,
    league: write.league,
    sport: write.sport,
    status,
    createdDateEpochMillis: now,
    updatedDateEpochMillis: now,
    orderedDrops,
    orderedDropRequests: markers(orderedDrops, write.strategy),
  });
}

/**
 * POST group/{id}. A deleted group is refused. Saving a Pending (work-in-progress) group makes it
 * Active with all its drops: the sandbox's reading of "new drops built from a work-in-progress
 * group start as Active".
 */
export async function editDropGroup(
  db: SqlClient,
  id: string,
  write: DropGroupWriteDto,
  now: number,
): Promise<DropGroupDto> {
  const group = await findDropGroup(db, id);
  if (group.status === 'Deleted') throw conflict(`Drop group ${id} is deleted; restore it first`);
  await refuseUnknownReferences(db, write);
  const activate = group.status === 'Pending';
  const drops = await buildDrops(db, write, group.orderedDrops, 'Active');
  const orderedDrops = activate ? drops.map((d) => ({ ...d, status: 'Active' as const })) : drops;
  return storeGroup(db, {
    ...group,
    description: write.description,
    league: write.league,
    sport: write.sport,
    status: activate ? 'Active' : group.status,
    updatedDateEpochMillis: Math.max(now, group.updatedDateEpochMillis + 1),
    orderedDrops,
    orderedDropRequests: markers(orderedDrops, write.strategy),
  });
}

/** PUT group/{id}?status=…: the group and every one of its drops take the new status (§4). */
export async function changeDropGroupStatus(
  db: SqlClient,
  id: string,
  change: DropGroupStatusChangeDto,
  now: number,
): Promise<DropGroupDto> {
  const group = await findDropGroup(db, id);
  const status = STATUS_AFTER[change];
  if (group.status === status) throw conflict(`Drop group ${id} is already ${status}`);
  return storeGroup(db, {
    ...group,
    status,
    updatedDateEpochMillis: Math.max(now, group.updatedDateEpochMillis + 1),
    orderedDrops: group.orderedDrops.map((drop) => ({ ...drop, status })),
  });
}

/** group/list, group, group/{id} under drops/group/v1.0 (spec 3 §7). */
export function dropGroupRoutes(store: Store): Router {
  const router = Router();
  router.get('/group/list', async (_req, res) => {
    res.json(await listDropGroups(store));
  });
  router.post('/group', async (req, res) => {
    const write = readDropGroupWrite(req.body);
    res.json(await store.transaction((tx) => createDropGroup(tx, write, Date.now())));
  });
  router.post('/group/:id', async (req, res) => {
    const write = readDropGroupWrite(req.body);
    res.json(await store.transaction((tx) => editDropGroup(tx, req.params.id, write, Date.now())));
  });
  router.put('/group/:id', async (req, res) => {
    const change = readOneOf(queryValue(req.query, 'status'), 'status', STATUS_CHANGES);
    res.json(
      await store.transaction((tx) => changeDropGroupStatus(tx, req.params.id, change, Date.now())),
    );
  });
  return router;
}
