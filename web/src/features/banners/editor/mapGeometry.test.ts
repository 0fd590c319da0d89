import { BANNER_PROPS, bannerPropById } from '@esports-admin/schema/rules/banner-props';
import { describe, expect, it } from 'vitest';
import { nearestInDirection } from './mapGeometry';

const prop = (id: string) => bannerPropById(id)!;

describe('moving across the map with the arrow keys', () => {
  it('goes to the nearest prop ahead, preferring one straight ahead', () => {
    const from = prop('base-gate-blue-vertical-2');
    expect(nearestInDirection(from, BANNER_PROPS, 'right')?.id).toBe('base-gate-blue-vertical-3');
    expect(nearestInDirection(from, BANNER_PROPS, 'up')?.id).toBe('jungle-blue-thin-1');
  });

  it('stays put at the edge of the map', () => {
    expect(nearestInDirection(prop('fountain-red-hero-1'), BANNER_PROPS, 'up')).toBeNull();
    expect(nearestInDirection(prop('fountain-blue-hero-1'), BANNER_PROPS, 'left')).toBeNull();
  });
});
