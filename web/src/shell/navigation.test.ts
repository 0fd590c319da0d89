import { describe, expect, it } from 'vitest';
import { isSectionActive, pathAfterSportChange, sectionForPath } from './navigation';

describe('pathAfterSportChange', () => {
  it.each([
    ['/season/123/edit', '/season/list/current'],
    ['/season/create', '/season/list/current'],
    ['/tournament/abc', '/tournament/list/current'],
  ])('leaves the details or edit page %s for %s', (from, to) => {
    expect(pathAfterSportChange(from)).toBe(to);
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
    expect(pathAfterSportChange(path)).toBeNull();
  });
});

describe('section highlighting', () => {
  it('matches the section root, not a lookalike prefix', () => {
    expect(isSectionActive('/season/list/current', '/season/9/edit')).toBe(true);
    expect(isSectionActive('/teams/list/current', '/teamsters')).toBe(false);
    expect(sectionForPath('/organizations/list/active')?.label).toBe('Orgs');
  });
});
