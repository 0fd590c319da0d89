import { describe, expect, it } from 'vitest';
import {
  matchesSeasonSearch,
  newSeasonDraft,
  seasonListBucket,
  validateSeasonDraft,
} from './season';

const now = new Date('2026-11-22T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

describe('season lists (14-day rule)', () => {
  it('keeps a season current until its end is more than 14 days old', () => {
    expect(seasonListBucket({ status: 'active', endTime: daysAgo(-30) }, now)).toBe('current');
    expect(seasonListBucket({ status: 'active', endTime: daysAgo(13.9) }, now)).toBe('current');
    expect(seasonListBucket({ status: 'active', endTime: daysAgo(14.1) }, now)).toBe('old');
    expect(seasonListBucket({ status: 'archived', endTime: daysAgo(-30) }, now)).toBe('archived');
  });

  it('searches names case-insensitively, only from 2 characters', () => {
    const season = { name: { slug: 'lck_2026', localizations: { en_US: 'LCK 2026 Season' } } };
    expect(matchesSeasonSearch(season, 'lck 2026')).toBe(true);
    expect(matchesSeasonSearch(season, 'SEASON')).toBe(true);
    expect(matchesSeasonSearch(season, 'lec')).toBe(false);
    expect(matchesSeasonSearch(season, 'z')).toBe(true);
  });
});

describe('season drafts', () => {
  it('starts a new season as my_season at the start of the UTC year', () => {
    expect(newSeasonDraft('val', now)).toMatchObject({
      slug: 'my_season',
      sport: 'val',
      startTime: '2026-01-01T00:00:00.000Z',
      endTime: '2026-01-01T00:00:00.000Z',
    });
  });

  it('reports each bad field with the spec message', () => {
    const draft = {
      ...newSeasonDraft('lol', now),
      slug: 'Bad Slug',
      localizedName: 'x'.repeat(41),
      endTime: '2025-06-01T00:00:00.000Z',
      splits: [{ slug: '', localizedName: 'Spring', startTime: null, endTime: null }],
      awardedCircuitPoints: [{ placement: 0, points: 90 }],
    };
    expect(validateSeasonDraft(draft)).toEqual({
      slug: 'Slugs must match [a-z0-9_]',
      localizedName: 'Name must be fewer than 41 characters',
      endTime: 'Date must be after 2026-01-01',
      'splits.0.slug': 'Slugs cannot be empty',
      'awardedCircuitPoints.0.placement': 'Field is not valid.',
    });
    expect(validateSeasonDraft(newSeasonDraft('lol', now))).toEqual({});
  });
});
