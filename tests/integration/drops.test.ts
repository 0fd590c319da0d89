import { CAPPED_DROP_MESSAGES } from '@esports-admin/schema/rules/drops';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBackends } from '../support/databases';
import { SANDBOX_USERS, startStack, type Stack } from '../support/stack';
import {
  DropGroupListPageChangeStatusDocument,
  DropGroupListPageDocument,
} from '../../web/src/__generated__/graphql';
import {
  CreateDropGroupDocument,
  CreateRarityDocument,
  DropGroupLocalizationsDocument,
  LocalizationDocument,
  SaveLocalizationsDocument,
  UpdateDropGroupDocument,
  type DropGroupInput,
  type DropInput,
} from '../__generated__/graphql';

let stack: Stack;
const backends = await databaseBackends();
const rewards = { as: SANDBOX_USERS.rewards };

const drop = (title: string, capped?: DropInput['capped']): DropInput => ({
  title,
  description: `${title} for watching`,
  sponsor: 'Acme',
  inventoryIds: [],
  ...(capped ? { capped } : {}),
});

const group = (
  drops: DropInput[],
  strategy: DropGroupInput['strategy'] = 'Default',
  sport: DropGroupInput['sport'] = 'lol',
): DropGroupInput => ({
  description: 'Finals drops',
  league: '98767991302996019',
  sport,
  strategy,
  drops,
});

const localizationCalls = async () =>
  (await stack.upstream.requests()).requests.filter((r) => r.service === 'dropLocalization');

describe.each(backends)('drops ($name)', (backend) => {
  beforeAll(async () => {
    stack = await startStack(backend);
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('reads 120 localization keys with exactly 3 localization calls (50 per call)', async () => {
    // tft has no seeded groups: two groups of 30 drops give 60 titles and 60 descriptions.
    for (const name of ['A', 'B']) {
      const drops = Array.from({ length: 30 }, (_, i) => drop(`${name}${i}`));
      const { createDropGroup } = await stack.data(
        CreateDropGroupDocument,
        { input: group(drops, 'Default', 'tft') },
        rewards,
      );
      expect(createDropGroup.error).toBeNull();
    }
    await stack.upstream.resetRequests();
    const { dropGroups } = await stack.data(
      DropGroupLocalizationsDocument,
      { sport: 'tft' },
      rewards,
    );
    expect(dropGroups.flatMap((g) => g.drops)).toHaveLength(60);
    const calls = await localizationCalls();
    expect(calls).toHaveLength(3);
    expect(calls.every((c) => c.path === '/dropLocalization/v1.0/localization/groups')).toBe(true);
    // Only en_US exists: a French title falls back to it.
    expect(dropGroups[0]!.drops[0]!.localizedTitle).toMatch(/^[AB]0$/);
  });

  it('drops a failed localization batch, answering the en_US titles without an error', async () => {
    await stack.upstream.fault('dropLocalization', { status: 500, times: 1 });
    await stack.upstream.resetRequests();
    const answer = await stack.gql(DropGroupLocalizationsDocument, { sport: 'tft' }, rewards);
    await stack.upstream.clearFaults();
    expect(answer.errors).toBeUndefined();
    const drops = answer.data!.dropGroups!.flatMap((g) => g.drops);
    expect(drops.every((d) => d.titleLocalizations[0]?.locale === 'en_US')).toBe(true);
    expect((await localizationCalls()).map((c) => c.status)).toContain(500);
  });

  it('cascades archive, delete and restore of a group to its drops exactly as spec 3 §4', async () => {
    const { createDropGroup } = await stack.data(
      CreateDropGroupDocument,
      { input: group([drop('Ward'), drop('Icon')]) },
      rewards,
    );
    const created = createDropGroup.ok!.dropGroup;
    expect(created.status).toBe('Active');
    expect(created.drops.map((d) => d.status)).toEqual(['Active', 'Active']);
    for (const [status, after] of [
      ['archived', 'Archived'],
      ['deleted', 'Deleted'],
      ['pending', 'Pending'],
    ] as const) {
      const { changeDropGroupStatus } = await stack.data(
        DropGroupListPageChangeStatusDocument,
        { id: created.id, status, reason: 'test' },
        rewards,
      );
      expect(changeDropGroupStatus.ok?.dropGroup.status).toBe(after);
      expect(changeDropGroupStatus.ok?.dropGroup.drops.map((d) => d.status)).toEqual([
        after,
        after,
      ]);
    }
    await stack.upstream.resetRequests();
    const again = await stack.data(
      DropGroupListPageChangeStatusDocument,
      { id: created.id, status: 'pending' },
      rewards,
    );
    expect(again.changeDropGroupStatus.error?.code).toBe('CONFLICT');
    // Refused by the gateway after reading the group: no status call went out.
    expect((await stack.upstream.requests()).requests.filter((r) => r.method === 'PUT')).toEqual(
      [],
    );
    // Saving the restored (Pending) group makes it and its drops Active again.
    const { updateDropGroup } = await stack.data(
      UpdateDropGroupDocument,
      {
        id: created.id,
        input: group(created.drops.map((d) => ({ ...drop(d.title), id: d.id }))),
      },
      rewards,
    );
    expect(updateDropGroup.ok?.dropGroup.drops.map((d) => d.status)).toEqual(['Active', 'Active']);
  });

  it.each([
    [0, 0, 'quantity', CAPPED_DROP_MESSAGES.bothEmpty],
    [0, 100, 'percent', CAPPED_DROP_MESSAGES.percentRange],
    [5, 5, 'quantity', CAPPED_DROP_MESSAGES.bothSet],
  ])(
    'refuses capped %s/%s before calling upstream with the shared message',
    async (quantity, percent, field, message) => {
      await stack.upstream.resetRequests();
      const { createDropGroup } = await stack.data(
        CreateDropGroupDocument,
        { input: group([drop('Capped', { quantity, percent })], 'Capped') },
        rewards,
      );
      expect(createDropGroup.error).toMatchObject({
        code: 'BAD_USER_INPUT',
        inputErrors: [{ field: `drops.0.capped.${field}`, message }],
      });
      expect((await stack.upstream.requests()).byService.drops ?? 0).toBe(0);
    },
  );

  it.each([
    [0, 99, { quantity: 0, percent: 99 }],
    [-1, 50, { quantity: 0, percent: 50 }],
    [2.7, 0, { quantity: 2, percent: 0 }],
  ])('accepts capped %s/%s and stores %j', async (quantity, percent, stored) => {
    const { createDropGroup } = await stack.data(
      CreateDropGroupDocument,
      { input: group([drop('Capped', { quantity, percent })], 'CappedOnly') },
      rewards,
    );
    expect(createDropGroup.ok?.dropGroup.drops[0]).toMatchObject({
      strategy: 'CappedOnly',
      cappedDropRequest: stored,
    });
  });

  it('localizes a title in three locales, then removes one (its text becomes null)', async () => {
    const { dropGroups } = await stack.data(DropGroupListPageDocument, { sport: 'tft' }, rewards);
    const dropId = dropGroups[0]!.drops[0]!.id;
    const key = `drop.${dropId}.title`;
    const save = (locales: string[], texts: Record<string, string | null>) =>
      stack.data(
        SaveLocalizationsDocument,
        {
          sets: [
            {
              key,
              group: key,
              locales,
              texts: Object.entries(texts).map(([locale, text]) => ({ locale, text })),
            },
          ],
        },
        rewards,
      );
    const saved = await save(['en_US', 'fr_FR', 'de_DE'], {
      en_US: 'Ward',
      fr_FR: 'Balise',
      de_DE: 'Auge',
    });
    expect(saved.saveLocalizations.ok?.localizations[0]?.locales).toEqual([
      'en_US',
      'fr_FR',
      'de_DE',
    ]);
    await save(['en_US', 'de_DE'], { en_US: 'Ward', de_DE: 'Auge', fr_FR: null });
    const { localization } = await stack.data(LocalizationDocument, { key }, rewards);
    expect(localization?.locales).toEqual(['en_US', 'de_DE']);
    expect(localization?.texts).toContainEqual({ locale: 'fr_FR', text: null });
  });

  it('creates a rarity whose style is the radial gradient with stops 3% and 60%', async () => {
    const { createRarity } = await stack.data(
      CreateRarityDocument,
      {
        input: {
          name: 'Mythic',
          league: '98767991302996019',
          type: 'Mythic',
          badgeForegroundColor: '#ffffff',
          badgeBackgroundColor: '#aa0000',
          notificationColorOne: '#ff5555',
          notificationColorTwo: '#330000',
        },
      },
      rewards,
    );
    expect(createRarity.ok?.rarity).toMatchObject({
      type: 'mythic',
      style: 'radial-gradient(circle, #ff5555 3%, #330000 60%)',
    });
  });

  it('lets viewers read drop groups but not change them, and keeps competition operators out', async () => {
    const read = await stack.gql(
      DropGroupListPageDocument,
      { sport: 'lol' },
      { as: SANDBOX_USERS.viewer },
    );
    expect(read.errors).toBeUndefined();
    const write = await stack.gql(
      CreateDropGroupDocument,
      { input: group([drop('Ward')]) },
      { as: SANDBOX_USERS.viewer },
    );
    expect(write.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const other = await stack.gql(DropGroupListPageDocument, { sport: 'lol' });
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
