/**
 * Promo code rules (spec 3 §3 "Promo codes", §7, §8, §9), shared by the gateway, the web form and
 * the sandbox. The spec gives the default length only; the bounds and messages are ours.
 */

import { PROMO_CODE_LENGTH, PROMO_POOL_EXPORT_LIMIT, PROMO_POOL_LOW_STOCK } from './constants';
import { countOf } from './formatting';
import type { RuleResult } from './validation';

/** Spec 3 §9: generated promo code length default 8. */
export const DEFAULT_PROMO_CODE_LENGTH = PROMO_CODE_LENGTH;
export const PROMO_CODE_LENGTH_RANGE = { min: 6, max: 32 } as const;
/** Codes generated or ingested in one call. */
export const PROMO_CODE_BATCH_LIMIT = 5000;
/** Letters and digits that cannot be misread (no 0/O, 1/I/L): what generation draws from. */
export const PROMO_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** What a sponsor's name may be made of: it is a path segment of the service's addresses. */
export const PROMO_SPONSOR_PATTERN = /^[\w.:-]{1,128}$/;
/** What an ingested code may be made of: sponsors send their own codes. */
const CODE_PATTERN = /^[A-Za-z0-9-]+$/;

export const PROMO_CODE_MESSAGES = {
  sponsorRequired: 'Sponsor is required.',
  internalTitleRequired: 'Internal title is required.',
  length: `Code length must be a whole number from ${PROMO_CODE_LENGTH_RANGE.min} to ${PROMO_CODE_LENGTH_RANGE.max}.`,
  quantity: `Quantity must be a whole number from 1 to ${PROMO_CODE_BATCH_LIMIT}.`,
  fileRequired: 'Choose a codes file to upload.',
  inventoryItemRequired: 'Choose an inventory item, or give the title of a new one.',
  fileEmpty: 'The codes file has no codes.',
  fileTooLarge: `The codes file has more than ${PROMO_CODE_BATCH_LIMIT} codes.`,
  badCode: (line: number, code: string) =>
    `Line ${line}: '${code}' is not a valid code (${PROMO_CODE_LENGTH_RANGE.min} to ${PROMO_CODE_LENGTH_RANGE.max} letters, digits or dashes).`,
  duplicateCode: (line: number, code: string) => `Line ${line}: '${code}' appears twice.`,
  notACodesFileKey: 'This is not the key of a codes file: upload the file again.',
  fileOfAnotherSponsor: (uploadedFor: string, sponsor: string) =>
    `This codes file was uploaded for ${uploadedFor}, not ${sponsor}: upload it again for ${sponsor}.`,
  ingested: (count: number) => `${count} promo codes ingested.`,
  lowStock: (unclaimed: number) =>
    `Low stock: ${countOf(unclaimed, 'unclaimed code')} left, fewer than ${PROMO_POOL_LOW_STOCK}. Add codes before the next drop.`,
  exportCapped: (total: number) =>
    `This pool holds ${total} codes: the export has the first ${PROMO_POOL_EXPORT_LIMIT}.`,
  inventoryItemCreated: (id: string) => `Inventory item ${id} created`,
  rolledBack: (cause: string) =>
    `Ingesting the codes failed (${cause}). The inventory item created for them was deleted.`,
  rollbackFailed: (cause: string) =>
    `Ingesting the codes failed (${cause}), and deleting the inventory item created for them failed too.`,
} as const;

export { PROMO_POOL_EXPORT_LIMIT, PROMO_POOL_LOW_STOCK };

/** Whether a pool needs codes added: fewer than PROMO_POOL_LOW_STOCK unclaimed ones are left. */
export const isPromoPoolLowStock = (unclaimed: number) => unclaimed < PROMO_POOL_LOW_STOCK;

const isWhole = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

export function validatePromoCodeLength(length: number): string | null {
  return isWhole(length, PROMO_CODE_LENGTH_RANGE.min, PROMO_CODE_LENGTH_RANGE.max)
    ? null
    : PROMO_CODE_MESSAGES.length;
}

export function validatePromoCodeQuantity(quantity: number): string | null {
  return isWhole(quantity, 1, PROMO_CODE_BATCH_LIMIT) ? null : PROMO_CODE_MESSAGES.quantity;
}

/** The codes of a codes file: one a line, blank lines and surrounding spaces ignored. */
export function parsePromoCodes(text: string): { codes: string[]; errors: string[] } {
  const codes: string[] = [];
  const errors: string[] = [];
  const seen = new Set<string>();
  text.split(/\r?\n/).forEach((raw, index) => {
    const code = raw.trim();
    if (code === '') return;
    const line = index + 1;
    const valid =
      CODE_PATTERN.test(code) &&
      code.length >= PROMO_CODE_LENGTH_RANGE.min &&
      code.length <= PROMO_CODE_LENGTH_RANGE.max;
    if (!valid) errors.push(PROMO_CODE_MESSAGES.badCode(line, code.slice(0, 40)));
    else if (seen.has(code)) errors.push(PROMO_CODE_MESSAGES.duplicateCode(line, code));
    else seen.add(code);
    codes.push(code);
  });
  if (codes.length === 0) errors.push(PROMO_CODE_MESSAGES.fileEmpty);
  if (codes.length > PROMO_CODE_BATCH_LIMIT) errors.push(PROMO_CODE_MESSAGES.fileTooLarge);
  return { codes, errors };
}

/**
 * promo-codes/{sponsor}/{upload id}.txt: the gateway chooses every codes file key, so the key
 * itself says which sponsor the file was uploaded for, on every replica, with nothing to store.
 */
export const promoCodesFileKey = (sponsor: string, uploadId: string) =>
  `promo-codes/${sponsor}/${uploadId}.txt`;

const CODES_FILE_KEY = /^promo-codes\/([^/]+)\/[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}\.txt$/;

/** A key shaped as promoCodesFileKey makes them, for whichever sponsor. */
export const isPromoCodesFileKey = (key: string) => CODES_FILE_KEY.test(key);

/**
 * A codes file may be ingested only into a pool of the sponsor it was uploaded for
 * (createPromoCodesUpload issued its key): another sponsor's file, or a key the gateway did not
 * issue, is refused before anything is sent.
 */
export function validatePromoCodesFileKey(key: string, sponsor: string): RuleResult {
  const uploadedFor = CODES_FILE_KEY.exec(key)?.[1];
  if (uploadedFor === undefined || !PROMO_SPONSOR_PATTERN.test(uploadedFor)) {
    return PROMO_CODE_MESSAGES.notACodesFileKey;
  }
  return uploadedFor === sponsor
    ? null
    : PROMO_CODE_MESSAGES.fileOfAnotherSponsor(uploadedFor, sponsor);
}
