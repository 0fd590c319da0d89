import { describe, expect, it } from 'vitest';
import { AUDIT_MESSAGES, validateReason } from './audit';

describe('validateReason', () => {
  it('accepts no reason and reasons of up to 500 characters', () => {
    expect(validateReason(null)).toBeNull();
    expect(validateReason('x'.repeat(500))).toBeNull();
  });

  it('refuses a reason over 500 characters with the message', () => {
    expect(validateReason('x'.repeat(501))).toBe(AUDIT_MESSAGES.reasonTooLong);
  });
});
