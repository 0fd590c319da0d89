import { randomInt } from 'node:crypto';
import express, { Router } from 'express';
import {
  DEFAULT_PROMO_CODE_LENGTH,
  parsePromoCodes,
  PROMO_CODE_ALPHABET,
  validatePromoCodeLength,
  validatePromoCodeQuantity,
} from '@esports-admin/schema/rules/promo-codes';
import {
  PROMO_CODE_DISPOSITIONS,
  type GeneratedPromoCodeDto,
  type PromoCodeDispositionDto,
  type PromoCodeDto,
  type PromoIngestResultDto,
} from '@esports-admin/schema/upstream/promo-codes';
import { invalid, notFound, UpstreamError } from '../../errors';
import { queryValue, readOneOf } from '../../payload';
import type { SqlClient, Store } from '../../store';
import { readStoredAsset } from '../assets/assets';

export const PROMO_CODE_TABLES = `
  create table if not exists promo_codes (
    code text primary key,
    sponsor text not null,
    drop_inventory_id text not null,
    disposition text not null,
    ingested_at timestamptz not null,
    claimed_at timestamptz
  );
  create index if not exists promo_codes_pool on promo_codes (sponsor, drop_inventory_id, disposition);
`;

/** Sponsors and inventory ids are path segments: letters, digits and `_ . : -`. */
const SEGMENT = /^[\w.:-]{1,128}$/;

function segment(value: string | undefined, name: string): string {
  if (!value || !SEGMENT.test(value)) throw invalid(`${name} must be 1 to 128 letters or digits`);
  return value;
}

/** `length` of the query: 8 when left out (spec 3 §9). */
function lengthOf(query: Record<string, unknown>): number {
  const text = queryValue(query, 'length');
  const length = text === undefined ? DEFAULT_PROMO_CODE_LENGTH : Number(text);
  const error = validatePromoCodeLength(length);
  if (error) throw invalid(error);
  return length;
}

export function generateCode(length: number, random: (max: number) => number = randomInt) {
  let code = '';
  while (code.length < length) code += PROMO_CODE_ALPHABET[random(PROMO_CODE_ALPHABET.length)];
  return code;
}

interface CodeRow {
  code: string;
  sponsor: string;
  drop_inventory_id: string;
  disposition: PromoCodeDispositionDto;
  ingested_at: Date;
  claimed_at: Date | null;
}

const toDto = (row: CodeRow): PromoCodeDto => ({
  code: row.code,
  sponsor: row.sponsor,
  dropInventoryID: row.drop_inventory_id,
  disposition: row.disposition,
  ingestedAt: new Date(row.ingested_at).toISOString(),
  claimedAt: row.claimed_at ? new Date(row.claimed_at).toISOString() : null,
});

export interface StoredCode {
  code: string;
  disposition: PromoCodeDispositionDto;
  ingestedAt: Date;
  claimedAt?: Date | null;
}

/**
 * Stores a pool's codes, all or none: a code that any pool holds already refuses the whole
 * batch (409), as the real service does, so a sponsor's file is never half ingested.
 */
export async function ingestCodes(
  db: SqlClient,
  sponsor: string,
  dropInventoryID: string,
  codes: readonly StoredCode[],
): Promise<PromoIngestResultDto> {
  const taken = await db.query<{ code: string }>(
    'select code from promo_codes where code = any($1::text[]) limit 5',
    [codes.map((code) => code.code)],
  );
  if (taken.length > 0) {
    const list = taken.map((row) => row.code).join(', ');
    throw new UpstreamError(409, 'DUPLICATE_CODE', `Codes already ingested: ${list}`);
  }
  await db.query(
    `insert into promo_codes (code, sponsor, drop_inventory_id, disposition, ingested_at, claimed_at)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::timestamptz[], $6::timestamptz[])`,
    [
      codes.map((code) => code.code),
      codes.map(() => sponsor),
      codes.map(() => dropInventoryID),
      codes.map((code) => code.disposition),
      codes.map((code) => code.ingestedAt.toISOString()),
      codes.map((code) => code.claimedAt?.toISOString() ?? null),
    ],
  );
  return { sponsor, dropInventoryID, ingested: codes.length };
}

function readCodesText(text: string): string[] {
  const { codes, errors } = parsePromoCodes(text);
  if (errors.length > 0) throw invalid(errors.slice(0, 5).join(' '));
  return codes;
}

const unclaimed = (codes: readonly string[], now: Date): StoredCode[] =>
  codes.map((code) => ({ code, disposition: 'unclaimed', ingestedAt: now }));

/** GET getAll, GET generate, POST ingest (text), ingest/generate and ingest by codes key. */
export function promoCodeRoutes(store: Store): Router {
  const router = Router();

  router.get('/getAll/:sponsor/:dropInventoryID/:disposition', async (req, res) => {
    const sponsor = segment(req.params.sponsor, 'sponsor');
    const inventory = segment(req.params.dropInventoryID, 'dropInventoryID');
    const disposition = readOneOf(req.params.disposition, 'disposition', PROMO_CODE_DISPOSITIONS);
    const rows = await store.query<CodeRow>(
      `select * from promo_codes where sponsor = $1 and drop_inventory_id = $2 and disposition = $3
       order by ingested_at, code`,
      [sponsor, inventory, disposition],
    );
    res.json(rows.map(toDto));
  });

  router.get('/generate', (req, res) => {
    const answer: GeneratedPromoCodeDto = { code: generateCode(lengthOf(req.query)) };
    res.json(answer);
  });

  router.post('/ingest', express.text({ type: () => true, limit: '1mb' }), async (req, res) => {
    const query = req.query as Record<string, unknown>;
    const sponsor = segment(queryValue(query, 'sponsor'), 'sponsor');
    const inventory = segment(queryValue(query, 'dropInventoryID'), 'dropInventoryID');
    const codes = readCodesText(typeof req.body === 'string' ? req.body : '');
    const now = new Date();
    res.json(
      await store.transaction((tx) => ingestCodes(tx, sponsor, inventory, unclaimed(codes, now))),
    );
  });

  router.post('/ingest/generate/:sponsor/:dropInventoryID/:quantity', async (req, res) => {
    const sponsor = segment(req.params.sponsor, 'sponsor');
    const inventory = segment(req.params.dropInventoryID, 'dropInventoryID');
    const quantity = Number(req.params.quantity);
    const error = validatePromoCodeQuantity(quantity);
    if (error) throw invalid(error);
    const length = lengthOf(req.query);
    const codes = new Set<string>();
    while (codes.size < quantity) codes.add(generateCode(length));
    const now = new Date();
    res.json(
      await store.transaction((tx) =>
        ingestCodes(tx, sponsor, inventory, unclaimed([...codes], now)),
      ),
    );
  });

  router.post('/ingest/:sponsor/:dropInventoryID/:codesKey', async (req, res) => {
    const sponsor = segment(req.params.sponsor, 'sponsor');
    const inventory = segment(req.params.dropInventoryID, 'dropInventoryID');
    const key = req.params.codesKey;
    const file = await readStoredAsset(store, 'banner', key);
    if (!file) throw notFound(`No codes file stored under ${key}`);
    const codes = readCodesText(file.toString('utf8'));
    const now = new Date();
    res.json(
      await store.transaction((tx) => ingestCodes(tx, sponsor, inventory, unclaimed(codes, now))),
    );
  });

  return router;
}
