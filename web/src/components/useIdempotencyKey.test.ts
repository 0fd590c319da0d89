import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useIdempotencyKey } from './useIdempotencyKey';

describe('useIdempotencyKey', () => {
  it('keeps the key across retries of one submission and makes a new one after a success', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const request = { dropId: 'd1', streamIds: ['s1'] };
    const first = result.current.keyFor(request);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.current.keyFor({ ...request })).toBe(first);
    result.current.sent();
    expect(result.current.keyFor(request)).not.toBe(first);
  });

  it('makes a new key when what is sent changes', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.keyFor({ dropId: 'd1' });
    expect(result.current.keyFor({ dropId: 'd2' })).not.toBe(first);
  });
});
