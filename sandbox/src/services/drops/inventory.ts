import { Router } from 'express';
import { INVENTORY_DEFAULTS } from '@esports-admin/schema/rules/drops';
import {
  INVENTORY_ITEM_STATUSES,
  type InventoryItemDto,
  type InventoryItemStatusDto,
  type InventoryItemWriteDto,
} from '@esports-admin/schema/upstream/drops';
import {
  FULFILLMENT_STATUSES,
  isFulfillmentStatus,
} from '@esports-admin/schema/rules/fulfillment-status';
import { conflict, invalid, notFound } from '../../errors';
import { Payload, queryValue, readOneOf, readSport } from '../../payload';
import { bodyTable, type SqlClient, type Store } from '../../store';
import { saveDefaultText } from './localizations';

const items = bodyTable<InventoryItemDto>({
  table: 'drops_inventory_items',
  sequence: 'drops_inventory_ids',
  firstId: 8100001,
  noun: 'Inventory item',
});
export const INVENTORY_TABLES = items.tables;

function readInventoryWrite(body: unknown): InventoryItemWriteDto {
  const fields = Payload.of(body);
  const item: InventoryItemWriteDto = {
    internalTitle: fields.nonEmptyString('internalTitle'),
    titleGroupKey: fields.has('titleGroupKey') ? fields.string('titleGroupKey') : '',
    titleKey: fields.has('titleKey') ? fields.string('titleKey') : '',
    psaType: fields.has('psaType') ? fields.nonEmptyString('psaType') : INVENTORY_DEFAULTS.psaType,
    dropType: fields.has('dropType')
      ? fields.nonEmptyString('dropType')
      : INVENTORY_DEFAULTS.dropType,
    storeType: fields.nullableString('storeType'),
    itemType: fields.nullableString('itemType'),
    quantity: fields.has('quantity') ? fields.integer('quantity', 1) : INVENTORY_DEFAULTS.quantity,
    imageUrl: fields.nullableString('imageUrl'),
    gameItemID: fields.nullableString('gameItemID'),
    sport: fields.sport('sport'),
  };
  if (fields.has('id')) item.id = fields.string('id');
  return item;
}

export const listInventoryItems = items.list;
export const inventoryItemExists = items.exists;

/** PUT dropInventoryItem: creates an item without id, replaces one with id (not a deleted one). */
export async function saveInventoryItem(
  db: SqlClient,
  write: InventoryItemWriteDto,
  now: number,
): Promise<InventoryItemDto> {
  const existing = write.id ? await items.find(db, write.id) : null;
  if (existing?.status === 'deleted') throw conflict(`Inventory item ${existing.id} is deleted`);
  const id = existing?.id ?? (await items.nextId(db));
  const titleGroupKey = write.titleGroupKey || `inventory.${id}.title`;
  const titleKey = write.titleKey || titleGroupKey;
  await saveDefaultText(db, titleGroupKey, titleKey, write.internalTitle);
  return items.save(db, {
    ...write,
    id,
    titleGroupKey,
    titleKey,
    descriptionGroupKey: existing?.descriptionGroupKey ?? null,
    descriptions: existing?.descriptions ?? [],
    status: existing?.status ?? 'active',
    updatedDateEpochMillis: Math.max(now, (existing?.updatedDateEpochMillis ?? 0) + 1),
  });
}

export async function changeInventoryStatus(
  db: SqlClient,
  id: string,
  status: InventoryItemStatusDto,
  now: number,
): Promise<InventoryItemDto> {
  const item = await items.find(db, id);
  if (item.status === status) throw conflict(`Inventory item ${id} is already ${status}`);
  return items.save(db, {
    ...item,
    status,
    updatedDateEpochMillis: Math.max(now, item.updatedDateEpochMillis + 1),
  });
}

/** Descriptions live in a group the service names after the item, one key per status. */
export const descriptionGroupKey = (id: string) => `inventory.${id}.descriptions`;

export async function saveInventoryDescriptions(
  db: SqlClient,
  id: string,
  descriptions: { fulfillmentStatus: string; text: string }[],
  now: number,
): Promise<InventoryItemDto> {
  const item = await items.find(db, id);
  const group = descriptionGroupKey(id);
  const stored = [];
  for (const { fulfillmentStatus, text } of descriptions) {
    const localeKey = `${group}.${fulfillmentStatus}`;
    await saveDefaultText(db, group, localeKey, text);
    stored.push({ fulfillmentStatus, localeKey, text });
  }
  return items.save(db, {
    ...item,
    descriptionGroupKey: group,
    descriptions: stored,
    updatedDateEpochMillis: Math.max(now, item.updatedDateEpochMillis + 1),
  });
}

/** What viewers read when an item has no description of its own for a status. */
export function defaultDescriptions(item: InventoryItemDto) {
  const title = item.internalTitle;
  const text: Partial<Record<(typeof FULFILLMENT_STATUSES)[number], string>> = {
    REQUESTED: `Your ${title} is on its way.`,
    FULFILLED: `${title} has been added to your account.`,
    PARTIALLY_FULFILLED: `Part of ${title} has been added to your account; the rest follows soon.`,
    ALREADY_OWNED: `You already own ${title}.`,
    EXPIRED: `${title} has expired.`,
    PLAYER_NOT_FOUND: `We could not find a game account to send ${title} to.`,
    PLAYER_NOT_ELIGIBLE: `Your account is not eligible for ${title}.`,
    SHARD_NOT_FOUND: `${title} is not available in your region.`,
  };
  return FULFILLMENT_STATUSES.map((fulfillmentStatus) => ({
    fulfillmentStatus,
    text: text[fulfillmentStatus] ?? `Something went wrong delivering ${title}.`,
  }));
}

function readDescriptions(body: unknown) {
  const fields = Payload.of(body);
  const seen = new Set<string>();
  return fields.array('descriptions').map((entry) => {
    const fulfillmentStatus = entry.string('fulfillmentStatus');
    if (!isFulfillmentStatus(fulfillmentStatus)) {
      throw invalid(
        `${entry.pathOf('fulfillmentStatus')} '${fulfillmentStatus}' is not a fulfillment status`,
      );
    }
    if (seen.has(fulfillmentStatus)) throw invalid(`${fulfillmentStatus} is described twice`);
    seen.add(fulfillmentStatus);
    return { fulfillmentStatus, text: entry.nonEmptyString('text') };
  });
}

/** The inventory item family under drops/dropInventoryItem/v1.0 (spec 3 §7). */
export function inventoryRoutes(store: Store): Router {
  const router = Router();
  router.get('/inventoryItems', async (_req, res) => {
    res.json(await listInventoryItems(store));
  });
  router.get('/dropInventoryItem/:id', async (req, res) => {
    const sport = readSport(queryValue(req.query, 'sport'), 'sport');
    const item = await items.find(store, req.params.id);
    if (item.sport !== sport) throw notFound(`Inventory item ${item.id} is not a ${sport} item`);
    res.json(item);
  });
  router.put('/dropInventoryItem', async (req, res) => {
    const write = readInventoryWrite(req.body);
    res.json(await store.transaction((tx) => saveInventoryItem(tx, write, Date.now())));
  });
  router.put('/dropInventoryItem/:id', async (req, res) => {
    const status = readOneOf(queryValue(req.query, 'status'), 'status', INVENTORY_ITEM_STATUSES);
    res.json(
      await store.transaction((tx) => changeInventoryStatus(tx, req.params.id, status, Date.now())),
    );
  });
  router.get('/defaultDescription/:id', async (req, res) => {
    res.json(defaultDescriptions(await items.find(store, req.params.id)));
  });
  router.put('/:id/description', async (req, res) => {
    const descriptions = readDescriptions(req.body);
    res.json(
      await store.transaction((tx) =>
        saveInventoryDescriptions(tx, req.params.id, descriptions, Date.now()),
      ),
    );
  });
  return router;
}
