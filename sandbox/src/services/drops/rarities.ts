import { Router } from 'express';
import { rarityStyle, rarityType } from '@esports-admin/schema/rules/drops';
import { isValidColor } from '@esports-admin/schema/rules/validation';
import {
  RARITY_STATUSES,
  type RarityDto,
  type RarityStatusDto,
  type RarityWriteDto,
} from '@esports-admin/schema/upstream/drops';
import { conflict, invalid } from '../../errors';
import { Payload, queryValue, readOneOf } from '../../payload';
import { bodyTable, type SqlClient, type Store } from '../../store';

const rarities = bodyTable<RarityDto>({
  table: 'drops_rarities',
  sequence: 'drops_rarity_ids',
  firstId: 9100001,
  noun: 'Rarity',
});
export const RARITY_TABLES = rarities.tables;

function readColor(fields: Payload, key: string, required: boolean): string | null {
  const value = required ? fields.nonEmptyString(key) : fields.nullableString(key);
  if (value !== null && (!isValidColor(value) || value.length !== 7)) {
    throw invalid(`${fields.pathOf(key)} must be a colour like #1a2b3c`);
  }
  return value;
}

function readRarityWrite(body: unknown): RarityWriteDto {
  const fields = Payload.of(body);
  const notificationColorOne = readColor(fields, 'notificationColorOne', false);
  const notificationColorTwo = readColor(fields, 'notificationColorTwo', false);
  return {
    name: fields.nonEmptyString('name'),
    league: fields.nonEmptyString('league'),
    type: rarityType(fields.nullableString('type')),
    // The service derives the style once both colours are set, whatever the body says.
    style:
      rarityStyle(notificationColorOne, notificationColorTwo) ?? fields.nullableString('style'),
    badgeForegroundColor: readColor(fields, 'badgeForegroundColor', true)!,
    badgeBackgroundColor: readColor(fields, 'badgeBackgroundColor', true)!,
    notificationColorOne,
    notificationColorTwo,
  };
}

export const listRarities = rarities.list;
export const rarityExists = rarities.exists;

export async function createRarity(db: SqlClient, write: RarityWriteDto): Promise<RarityDto> {
  const taken = await db.query(
    `select 1 from drops_rarities where body->>'league' = $1 and lower(body->>'name') = lower($2)`,
    [write.league, write.name],
  );
  if (taken.length > 0) {
    throw conflict(`Rarity ${write.name} already exists in this league`);
  }
  return rarities.save(db, { id: await rarities.nextId(db), ...write, status: 'active' });
}

async function changeRarityStatus(db: SqlClient, id: string, status: RarityStatusDto) {
  const rarity = await rarities.find(db, id);
  if (rarity.status === status) throw conflict(`Rarity ${id} is already ${status}`);
  return rarities.save(db, { ...rarity, status });
}

/** rarity (GET, POST) and rarity/{id}?status= under drops/rarity/v1.0 (spec 3 §7). */
export function rarityRoutes(store: Store): Router {
  const router = Router();
  router.get('/rarity', async (_req, res) => {
    res.json(await listRarities(store));
  });
  router.post('/rarity', async (req, res) => {
    const write = readRarityWrite(req.body);
    res.json(await store.transaction((tx) => createRarity(tx, write)));
  });
  router.put('/rarity/:id', async (req, res) => {
    const status = readOneOf(queryValue(req.query, 'status'), 'status', RARITY_STATUSES);
    res.json(await store.transaction((tx) => changeRarityStatus(tx, req.params.id, status)));
  });
  return router;
}
