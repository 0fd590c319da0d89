import { describe, expect, it } from 'vitest';
import {
  BANNER_LOCATION_METAS,
  BANNER_LOCATIONS,
  BANNER_PROP_TYPES,
  BANNER_PROPS,
  bannerPropById,
} from './banner-props';
import { INPUT_LIST_CAPS } from './constants';

describe('the banner prop catalogue', () => {
  it('holds several dozen props with unique ids, on the map', () => {
    expect(BANNER_PROPS.length).toBeGreaterThanOrEqual(36);
    expect(new Set(BANNER_PROPS.map((prop) => prop.id)).size).toBe(BANNER_PROPS.length);
    expect(new Set(BANNER_PROPS.map((prop) => prop.targetName)).size).toBe(BANNER_PROPS.length);
    for (const prop of BANNER_PROPS) {
      expect(prop.x).toBeGreaterThanOrEqual(0);
      expect(prop.x).toBeLessThanOrEqual(1);
      expect(prop.z).toBeGreaterThanOrEqual(0);
      expect(prop.z).toBeLessThanOrEqual(1);
      expect(prop.id).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it('has every type, location and side of spec 2 §3', () => {
    const used = (pick: (prop: (typeof BANNER_PROPS)[number]) => string) =>
      new Set(BANNER_PROPS.map(pick));
    expect(used((p) => p.attributes.type)).toEqual(new Set(BANNER_PROP_TYPES));
    expect(used((p) => p.attributes.location)).toEqual(new Set(BANNER_LOCATIONS));
    expect(used((p) => p.attributes.locationMeta)).toEqual(new Set(BANNER_LOCATION_METAS));
  });

  it('caps a configuration at one banner per prop', () => {
    expect(INPUT_LIST_CAPS['CreateBannerConfigurationInput.banners']).toBe(BANNER_PROPS.length);
  });

  it('finds a prop by id, and nothing for an unknown one', () => {
    expect(bannerPropById('baron-alcove-hero-1')?.name).toBe('Baron · Alcove · Hero 1');
    expect(bannerPropById('nowhere')).toBeUndefined();
  });
});
