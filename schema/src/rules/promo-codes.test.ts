import { describe, expect, it } from 'vitest';
import {
  parsePromoCodes,
  PROMO_CODE_MESSAGES,
  validatePromoCodeLength,
  validatePromoCodeQuantity,
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
