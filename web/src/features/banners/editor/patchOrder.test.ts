import { describe, expect, it } from 'vitest';
import { nearestOlderPatch } from './patchOrder';

describe('the patch a new configuration starts from', () => {
  it('is the newest configured patch older than this one, across seasons', () => {
    expect(nearestOlderPatch('15.3', ['15.4', '15.1', '14.24', '15.2'])).toBe('15.2');
    expect(nearestOlderPatch('15.1', ['15.4', '14.23', '14.24'])).toBe('14.24');
  });

  it('is none when no older patch has a configuration', () => {
    expect(nearestOlderPatch('13.1', ['15.1', '13.2'])).toBeNull();
  });
});
