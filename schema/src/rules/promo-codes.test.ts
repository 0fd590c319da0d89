import { describe, expect, it } from 'vitest';
import {
  isPromoPoolLowStock,
  parsePromoCodes,
  PROMO_CODE_MESSAGES,
  PROMO_POOL_LOW_STOCK,
  promoCodesFileKey,
  validatePromoCodeLength,
  validatePromoCodeQuantity,
  validatePromoCodesFileKey,
} from './promo-codes';

describe('promo code rules', () => {
  it('accepts lengths 6 to 32 and quantities 1 to 5000, whole numbers only', () => {
    expect(validatePromoCodeLength(8)).toBeNull();
    expect(validatePromoCodeLength(5)).toBe(PROMO_CODE_MESSAGES.length);
    expect(validatePromoCodeLength(8.5)).toBe(PROMO_CODE_MESSAGES.length);
    expect(validatePromoCodeQuantity(5000)).toBeNull();
    expect(validatePromoCodeQuantity(0)).toBe(PROMO_CODE_MESSAGES.quantity);
    expect(validatePromoCodeQuantity(5001)).toBe(PROMO_CODE_MESSAGES.quantity);
  });

  it('reads one code a line, names bad and repeated lines, and refuses an empty file', () => {
    expect(parsePromoCodes('ABCD1234\r\n\n  WXYZ-9876  \n')).toEqual({
      codes: ['ABCD1234', 'WXYZ-9876'],
      errors: [],
    });
    expect(parsePromoCodes('ABCD1234\nbad code\nABCD1234').errors).toEqual([
      PROMO_CODE_MESSAGES.badCode(2, 'bad code'),
      PROMO_CODE_MESSAGES.duplicateCode(3, 'ABCD1234'),
    ]);
    expect(parsePromoCodes(' \n').errors).toEqual([PROMO_CODE_MESSAGES.fileEmpty]);
  });
});

describe('codes file keys', () => {
  const uploadId = '0b5e8c1e-3f0a-4f7e-9d7a-2b1c4e5f6a7b';
  const redbullFile = promoCodesFileKey('redbull', uploadId);

  it('takes a file only into the pool of the sponsor it was uploaded for', () => {
    expect(redbullFile).toBe(`promo-codes/redbull/${uploadId}.txt`);
    expect(validatePromoCodesFileKey(redbullFile, 'redbull')).toBeNull();
    expect(validatePromoCodesFileKey(redbullFile, 'monster')).toBe(
      PROMO_CODE_MESSAGES.fileOfAnotherSponsor('redbull', 'monster'),
    );
    expect(validatePromoCodesFileKey(redbullFile, 'RedBull')).toBe(
      PROMO_CODE_MESSAGES.fileOfAnotherSponsor('redbull', 'RedBull'),
    );
  });

  it('refuses keys the gateway did not issue, and text that is not well-formed', () => {
    for (const key of [
      'promo-codes/redbull/codes.txt',
      `promo-codes/redbull/../monster/${uploadId}.txt`,
      `promo-codes/${uploadId}.txt`,
      `images/redbull/${uploadId}.txt`,
      `promo-codes/redbull/${uploadId}.txt/x`,
      `promo-codes/red bull/${uploadId}.txt`,
      `promo-codes/redbull/\uD800.txt`,
    ]) {
      expect(validatePromoCodesFileKey(key, 'redbull'), key).toBe(
        PROMO_CODE_MESSAGES.notACodesFileKey,
      );
    }
  });
});

describe('promo pool stock', () => {
  it('is low under PROMO_POOL_LOW_STOCK unclaimed codes, an empty pool included', () => {
    expect(isPromoPoolLowStock(0)).toBe(true);
    expect(isPromoPoolLowStock(PROMO_POOL_LOW_STOCK - 1)).toBe(true);
    expect(isPromoPoolLowStock(PROMO_POOL_LOW_STOCK)).toBe(false);
    expect(isPromoPoolLowStock(5000)).toBe(false);
  });

  it('says how many codes are left in words that do not need colour', () => {
    expect(PROMO_CODE_MESSAGES.lowStock(1)).toBe(
      'Low stock: 1 unclaimed code left, fewer than 100. Add codes before the next drop.',
    );
    expect(PROMO_CODE_MESSAGES.lowStock(0)).toContain('0 unclaimed codes left');
  });
});
