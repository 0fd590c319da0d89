import { Router } from 'express';
import { rarityStyle, rarityType } from '@esports-admin/schema/rules/drops';
import { isValidColor } from '@esports-admin/schema/rules/validation';
import {
  RARITY_STATUSES,
  type RarityDto,
  type RarityStatusDto,
  type RarityWriteDto,
} from '@esports-admin/schema/upstream/drops';
import { conflict, invalid, notFound } from '../../errors';
import { Payload, queryValue, readOneOf } from '../../payload';
import { nextId, type SqlClient, type Store } from '../../store';

export const RARITY_TABLES = `
  create table if not exists drops_rarities (
    id text primary key,
    body json not null
  );
  create sequence if not exists drops_rarity_ids start with 9100001;
`;

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

export async function listRarities(db: SqlClient): Promise<RarityDto[]> {
  const rows = await db.query<{ body: RarityDto }>('select body from drops_rarities order by id');
  return rows.map((row) => row.body);
}

export async function rarityExists(db: SqlClient, id: string): Promise<boolean> {
  return (await db.query('select 1 from drops_rarities where id = $1', [id])).length > 0;
}

export async function createRarity(db: SqlClient, write: RarityWriteDto): Promise<RarityDto> {
  const taken = await db.query(
    `select 1 from drops_rarities where body->>'league' = $1 and lower(body->>'name') = lower($2)`,
    [write.league, write.name],
  );
  if (taken.length > 0) {
    throw conflict(`Rarity ${write.name} already exists in this league`);
  }
  const rarity: RarityDto = {
    id: await nextId(db, 'drops_rarity_ids'),
    ...write,
    status: 'active',
  };
  await db.query('insert into drops_rarities (id, body) values ($1, $2)', [
    rarity.id,
    JSON.stringify(rarity),
  ]);
  return rarity;
}

async function changeRarityStatus(db: SqlClient, id: string, status: RarityStatusDto) {
  const [row] = await db.query<{ body: RarityDto }>(
    'select body from drops_rarities where id = $1',
    [id],
  );
  if (!row) throw notFound(`Rarity ${id} not found`);
  if (row.body.status === status) {
    throw conflict(`Rarity ${id} is already ${status}`);
  }
  const rarity = { ...row.body, status };
  await db.query('update drops_rarities set body = $2 where id = $1', [id, JSON.stringify(rarity)]);
  return rarity;
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
