import { describe, expect, it } from 'vitest';
import { isSportCode, sectionsForSport, sportLabel } from './sports';

describe('sections offered per sport (spec 1 §2)', () => {
  it('offers each sport exactly its sections, in navigation order', () => {
    expect(sectionsForSport('tft').map((s) => s.key)).toEqual([
      'leagues',
      'seasons',
      'tournaments',
      'teams',
      'accounts',
    ]);
    expect(sectionsForSport('wr').map((s) => s.key)).toEqual([
      'leagues',
      'seasons',
      'tournaments',
      'teams',
      'players',
      'accounts',
    ]);
    const lol = sectionsForSport('lol').map((s) => s.key);
    expect(lol).toContain('banners');
    expect(lol).not.toContain('shotcall');
    const val = sectionsForSport('val').map((s) => s.key);
    expect(val).toContain('shotcall');
    expect(val).not.toContain('banners');
  });

  it('links each section to its spec route', () => {
    const links = Object.fromEntries(sectionsForSport('lol').map((s) => [s.key, s.link]));
    expect(links).toMatchObject({
      seasons: '/season/list/current',
      streams: '/stream/group/list',
      orgs: '/organizations/list/active',
      banners: '/banners/list/needs_screenshots',
      user: '/usermanagement',
    });
  });

  it('labels sports and recognises only the four codes', () => {
    expect(sportLabel('tft')).toBe('Teamfight Tactics');
    expect(isSportCode('val')).toBe(true);
    expect(isSportCode('dota')).toBe(false);
  });
});
