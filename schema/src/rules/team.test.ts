import { describe, expect, it } from 'vitest';
import { matchesTeamSearch, validateTeamDraft } from './team';

const team = { name: 'T1', tricode: 'T1', slug: 't1' };

describe('team validation (spec 1 §5)', () => {
  it('accepts a team with colours of up to 6 hex digits', () => {
    expect(validateTeamDraft({ ...team, primaryColor: '#E2012D', secondaryColor: '#fff' })).toEqual(
      {},
    );
  });

  it('refuses a bad slug, an empty name and colours without # or with 7 digits', () => {
    expect(
      validateTeamDraft({
        ...team,
        slug: 'T-1',
        name: ' ',
        primaryColor: 'E2012D',
        secondaryColor: '#1234567',
      }),
    ).toEqual({
      slug: 'Slugs must match [a-z0-9_]',
      name: 'Field is not valid.',
      primaryColor: 'Field is not valid.',
      secondaryColor: 'Field is not valid.',
    });
  });

  it('says an empty slug cannot be empty and a long name must be shorter', () => {
    expect(validateTeamDraft({ ...team, slug: '', name: 'x'.repeat(100) })).toEqual({
      slug: 'Slugs cannot be empty',
      name: 'Name must be fewer than 100 characters',
    });
  });

  it("limits the tricode to 5 upper-case letters or digits, like an organization's", () => {
    expect(validateTeamDraft({ ...team, tricode: 'HLE12' })).toEqual({});
    expect(validateTeamDraft({ ...team, tricode: 'TOOLONG' })).toEqual({
      tricode: 'Tricode must be fewer than 6 characters',
    });
    expect(validateTeamDraft({ ...team, tricode: 'hle' })).toEqual({
      tricode: 'Field is not valid.',
    });
  });

  it('refuses an image address that is not http(s)', () => {
    expect(validateTeamDraft({ ...team, lightLogoUrl: 'ftp://x/y.png' })).toEqual({
      lightLogoUrl: 'Field is not valid.',
    });
  });
});

describe('team search', () => {
  it('matches name, tricode or slug from 2 characters, case-insensitively', () => {
    const gen = { name: 'Gen.G Esports', tricode: 'GEN', slug: 'gen_g' };
    expect(matchesTeamSearch(gen, 'esp')).toBe(true);
    expect(matchesTeamSearch(gen, 'gen_')).toBe(true);
    expect(matchesTeamSearch(gen, 'zz')).toBe(false);
    expect(matchesTeamSearch(gen, 'z')).toBe(true);
  });
});
