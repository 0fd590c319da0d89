import { describe, expect, it } from 'vitest';
import {
  leaguesUpdatedMessage,
  leagueStatusFor,
  matchesLeagueSearch,
  newLeagueDraft,
  validateLeagueBatch,
  validateLeagueDraft,
} from './league';

const lck = { name: 'LCK Challengers League', slug: 'lck_challengers' };

describe('league lists', () => {
  it('lists active leagues as current and archived ones as archived', () => {
    expect(leagueStatusFor('current')).toBe('active');
    expect(leagueStatusFor('archived')).toBe('archived');
  });

  it('searches name and slug case-insensitively, only from 2 characters', () => {
    expect(matchesLeagueSearch(lck, 'challengers LEAGUE')).toBe(true);
    expect(matchesLeagueSearch(lck, 'CK_CH')).toBe(true);
    expect(matchesLeagueSearch(lck, 'lec')).toBe(false);
    expect(matchesLeagueSearch(lck, 'z')).toBe(true);
  });
});

describe('league drafts', () => {
  const valid = { ...newLeagueDraft('lol'), slug: 'lck', name: 'LCK', region: 'KR' };

  it('accepts a complete league, with or without an http(s) logo', () => {
    expect(validateLeagueDraft(valid)).toEqual({});
    expect(
      validateLeagueDraft({ ...valid, lightLogoUrl: 'https://static.example.com/lck.png' }),
    ).toEqual({});
  });

  it('reports each bad field with the spec message', () => {
    expect(
      validateLeagueDraft({
        ...valid,
        slug: 'Bad Slug',
        name: 'x'.repeat(100),
        region: '',
        priority: 0,
        lightLogoUrl: 'ftp://example.com/logo.png',
      }),
    ).toEqual({
      slug: 'Slugs must match [a-z0-9_]',
      name: 'Name must be fewer than 100 characters',
      region: 'Field is not valid.',
      priority: 'Field is not valid.',
      lightLogoUrl: 'Field is not valid.',
    });
  });

  it('refuses an empty slug or name, a fractional priority and a logo that is not a URL', () => {
    expect(
      validateLeagueDraft({ ...valid, slug: '', name: ' ', priority: 1.5, lightLogoUrl: 'logo' }),
    ).toEqual({
      slug: 'Slugs cannot be empty',
      name: 'Field is not valid.',
      priority: 'Field is not valid.',
      lightLogoUrl: 'Field is not valid.',
    });
  });
});

describe('league batches', () => {
  const draft = (id: string, overrides: Record<string, unknown> = {}) => ({
    ...newLeagueDraft('lol'),
    id,
    status: 'active' as const,
    slug: `league_${id}`,
    name: `League ${id}`,
    region: 'KR',
    ...overrides,
  });

  it('accepts distinct valid leagues and names the count in the success message', () => {
    expect(validateLeagueBatch([draft('1'), draft('2')])).toEqual({});
    expect(leaguesUpdatedMessage(1)).toBe('Updated League Successfully!');
    expect(leaguesUpdatedMessage(3)).toBe('Updated 3 Leagues Successfully!');
  });

  it('keys the spec messages by position and refuses empty batches and repeated ids', () => {
    expect(validateLeagueBatch([])).toEqual({ leagues: 'Field is not valid.' });
    expect(validateLeagueBatch([draft('1'), draft('1', { slug: 'Bad!', priority: 0 })])).toEqual({
      'leagues.1.id': 'Field is not valid.',
      'leagues.1.slug': 'Slugs must match [a-z0-9_]',
      'leagues.1.priority': 'Field is not valid.',
    });
  });
});
