import { describe, expect, it } from 'vitest';
import { APP_SECTIONS } from '../sections';
import {
  activeSection,
  isSectionActive,
  pathAfterSportChange,
  sectionForPath,
  sectionsForSport,
} from './navigation';

describe('sections offered per sport (spec 1 §2)', () => {
  const keys = (sport: Parameters<typeof sectionsForSport>[1]) =>
    sectionsForSport(APP_SECTIONS, sport).map((s) => s.key);

  it('offers each sport exactly its sections, in navigation order', () => {
    expect(keys('lol')).toEqual([
      'leagues',
      'seasons',
      'tournaments',
      'teams',
      'players',
      'streams',
      'orgs',
      'drops',
      'banners',
      'accounts',
      'pickem',
      'user',
    ]);
    expect(keys('val')).toEqual([
      'leagues',
      'seasons',
      'tournaments',
      'teams',
      'players',
      'streams',
      'orgs',
      'drops',
      'accounts',
      'pickem',
      'shotcall',
      'user',
    ]);
    expect(keys('wr')).toEqual([
      'leagues',
      'seasons',
      'tournaments',
      'teams',
      'players',
      'accounts',
    ]);
    expect(keys('tft')).toEqual(['leagues', 'seasons', 'tournaments', 'teams', 'accounts']);
  });

  it('links each section to its spec route', () => {
    expect(Object.fromEntries(APP_SECTIONS.map((s) => [s.key, s.link]))).toEqual({
      leagues: '/leagues/list/current',
      seasons: '/season/list/current',
      tournaments: '/tournament/list/current',
      teams: '/teams/list/current',
      players: '/players/list/current',
      streams: '/stream/group/list',
      orgs: '/organizations/list/active',
      drops: '/drops/list/current',
      banners: '/banners/list/needs_screenshots',
      accounts: '/accounts/list',
      pickem: '/pickem/leagues/list',
      shotcall: '/shotcall/events',
      user: '/usermanagement',
    });
  });
});

describe('pathAfterSportChange', () => {
  it.each([
    ['/season/123/edit', '/season/list/current'],
    ['/season/create', '/season/list/current'],
    ['/tournament/abc', '/tournament/list/current'],
  ])('leaves the details or edit page %s for %s', (from, to) => {
    expect(pathAfterSportChange(APP_SECTIONS, from)).toBe(to);
  });

  it.each([
    '/season/list/old',
    '/stream/group/list',
    '/shotcall/events',
    '/usermanagement',
    '/access-denied',
    '/somewhere/else',
    '/',
  ])('stays on %s', (path) => {
    expect(pathAfterSportChange(APP_SECTIONS, path)).toBeNull();
  });
});

describe('section highlighting', () => {
  it('matches the section root, not a lookalike prefix', () => {
    expect(isSectionActive('/season/list/current', '/season/9/edit')).toBe(true);
    expect(isSectionActive('/teams/list/current', '/teamsters')).toBe(false);
    expect(sectionForPath(APP_SECTIONS, '/organizations/list/active')?.label).toBe('Orgs');
  });

  it('keeps a section lit on the pages other features add to it', () => {
    expect(activeSection(APP_SECTIONS, '/timeline/list')?.key).toBe('streams');
    expect(activeSection(APP_SECTIONS, '/drops/triggers/send')?.key).toBe('drops');
    expect(activeSection(APP_SECTIONS, '/audit')).toBeUndefined();
  });
});
