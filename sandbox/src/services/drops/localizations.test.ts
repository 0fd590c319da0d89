import { describe, expect, it } from 'vitest';
import {
  DROP_LOCALIZATION_BASE_PATH,
  type LocalizationEntryDto,
  type LocalizationGroupsDto,
} from '@esports-admin/schema/upstream/drops';
import { sandboxForTests } from '../../test-sandbox';

const sandbox = sandboxForTests();

const call = <Body>(method: string, path: string, body?: unknown) =>
  sandbox.at(DROP_LOCALIZATION_BASE_PATH)<Body>(method, path, { body });

describe('dropLocalization', () => {
  it('stores a key in locale order, keeps a removed locale as null and answers it by group', async () => {
    const saved = await call<LocalizationEntryDto[]>('PUT', '/localization', {
      localeGroup: 'test.group',
      localeKey: 'test.group.title',
      locales: ['en_US', 'fr_FR', 'de_DE'],
      localizations: { en_US: 'Ward skin', fr_FR: 'Balise', de_DE: 'Auge', ko_KR: null },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.map((e) => [e.locale, e.localization])).toEqual([
      ['en_US', 'Ward skin'],
      ['fr_FR', 'Balise'],
      ['de_DE', 'Auge'],
      ['ko_KR', null],
    ]);
    const groups = await call<LocalizationGroupsDto>(
      'GET',
      '/localization/groups?groups=test.group,unknown.group',
    );
    expect(groups.body['test.group']).toHaveLength(4);
    expect(groups.body['unknown.group']).toEqual([]);
  });

  it('refuses more than 50 groups in one call and answers 404 for an unknown key', async () => {
    const many = Array.from({ length: 51 }, (_, i) => `g${i}`).join(',');
    expect((await call('GET', `/localization/groups?groups=${many}`)).status).toBe(400);
    expect((await call('GET', '/localization/no.such.key')).status).toBe(404);
  });

  it('refuses a locale that is not a locale code', async () => {
    const answer = await call('PUT', '/localization', {
      localeGroup: 'g',
      localeKey: 'k',
      locales: ['english'],
      localizations: { english: 'x' },
    });
    expect(answer.status).toBe(400);
  });
});
