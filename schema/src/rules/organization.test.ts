import { describe, expect, it } from 'vitest';
import {
  matchesOrganizationSearch,
  newOrganizationDraft,
  ORGANIZATION_MESSAGES,
  toggledOrganizationStatus,
  validateOrganizationDraft,
} from './organization';

const valid = {
  ...newOrganizationDraft(),
  name: 'Hanwha Life Esports',
  tricode: 'HLE',
  primaryColor: '#F37321',
  secondaryColor: '#000',
};

describe('organization drafts', () => {
  it('accepts a complete organization, colours and logos being optional', () => {
    expect(validateOrganizationDraft(valid)).toEqual({});
    expect(validateOrganizationDraft({ ...valid, primaryColor: '', secondaryColor: '' })).toEqual(
      {},
    );
  });

  it('requires a name fewer than 100 characters', () => {
    expect(validateOrganizationDraft({ ...valid, name: '  ' })).toEqual({
      name: 'Field is not valid.',
    });
    expect(validateOrganizationDraft({ ...valid, name: 'x'.repeat(100) })).toEqual({
      name: 'Name must be fewer than 100 characters',
    });
  });

  it('requires an upper-case tricode of at most 5 letters or digits', () => {
    const tricodeError = (tricode: string) =>
      validateOrganizationDraft({ ...valid, tricode }).tricode;
    expect(tricodeError('T1')).toBeUndefined();
    expect(tricodeError('')).toBe('Field is not valid.');
    expect(tricodeError('HLE!')).toBe('Field is not valid.');
    expect(tricodeError('hle')).toBe('Field is not valid.');
    expect(tricodeError('TOOLONG')).toBe('Tricode must be fewer than 6 characters');
  });

  it('refuses incomplete colours and non-http logo addresses', () => {
    expect(
      validateOrganizationDraft({
        ...valid,
        primaryColor: '#F373',
        secondaryColor: 'red',
        logoBundle: { ...valid.logoBundle, darkLogo: 'ftp://x/logo.png', plateImage: 'plate' },
      }),
    ).toEqual({
      primaryColor: 'Field is not valid.',
      secondaryColor: 'Field is not valid.',
      'logoBundle.darkLogo': 'Field is not valid.',
      'logoBundle.plateImage': 'Field is not valid.',
    });
  });
});

describe('organization status and lists', () => {
  it('toggles between active and archived', () => {
    expect(toggledOrganizationStatus('active')).toBe('archived');
    expect(toggledOrganizationStatus('archived')).toBe('active');
  });

  it('searches name and tricode case-insensitively, only from 2 characters', () => {
    const org = { name: 'Gen.G Esports', tricode: 'GEN' };
    expect(matchesOrganizationSearch(org, 'gen.g')).toBe(true);
    expect(matchesOrganizationSearch(org, 'ge')).toBe(true);
    expect(matchesOrganizationSearch(org, 'fnc')).toBe(false);
    expect(matchesOrganizationSearch(org, 'z')).toBe(true);
  });

  it('words the success messages as spec 2 §8 does', () => {
    expect(ORGANIZATION_MESSAGES.created('T1')).toBe('Organization T1 created successfully!');
    expect(ORGANIZATION_MESSAGES.updated('T1')).toBe('Organization T1 updated successfully!');
  });
});
