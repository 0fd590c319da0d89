import { CAPPED_DROP_MESSAGES } from '@esports-admin/schema/rules/drops';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBackends } from '../support/databases';
import { SANDBOX_USERS, startStack, type Stack } from '../support/stack';
import { createDropGroup } from '../support/drop-group-input';
import {
  CreateDropGroupPageDocument,
  DropGroupListPageChangeStatusDocument,
  DropGroupListPageDocument,
  LocalizationMatrixPageSaveDocument,
  RarityListPageCreateDocument,
  RarityListPageDocument,
  UpdateDropGroupPageDocument,
  type DropGroupInput,
  type DropInput,
} from '../../web/src/__generated__/graphql';
import {
  DropGroupAsStoredDocument,
  DropGroupLocalizationsDocument,
  LocalizationDocument,
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

const asRewards = <T, V extends object>(document: TypedDocumentNode<T, V>, variables: V) =>
  stack.data(document, variables, rewards);

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
      await createDropGroup(asRewards, group(drops, 'Default', 'tft'));
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
    const created = await createDropGroup(asRewards, group([drop('Ward'), drop('Icon')]));
    const asStored = async () =>
      (await stack.data(DropGroupAsStoredDocument, { id: created.id }, rewards)).dropGroup!;
    expect(created.status).toBe('Active');
    expect((await asStored()).drops.map((d) => d.status)).toEqual(['Active', 'Active']);
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
      UpdateDropGroupPageDocument,
      {
        id: created.id,
        input: group(created.drops.map((d) => ({ ...drop(d.title), id: d.id }))),
      },
      rewards,
    );
    expect(updateDropGroup.ok?.dropGroup.status).toBe('Active');
    expect((await asStored()).drops.map((d) => d.status)).toEqual(['Active', 'Active']);
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
        CreateDropGroupPageDocument,
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
    [0, 99],
    [-1, 50],
    [12, 0],
  ])('accepts capped %s/%s and stores it as sent', async (quantity, percent) => {
    const created = await createDropGroup(
      asRewards,
      group([drop('Capped', { quantity, percent })], 'CappedOnly'),
    );
    const { dropGroup } = await stack.data(DropGroupAsStoredDocument, { id: created.id }, rewards);
    expect(dropGroup!.drops[0]).toMatchObject({
      strategy: 'CappedOnly',
      cappedDropRequest: { quantity, percent },
    });
  });

  it('refuses a fractional capped value as the schema says, before calling upstream', async () => {
    await stack.upstream.resetRequests();
    const answer = await stack.gql(
      CreateDropGroupPageDocument,
      { input: group([drop('Capped', { quantity: 2.7, percent: 0 })], 'Capped') },
      rewards,
    );
    expect(answer.errors?.[0]?.message).toMatch(/Int cannot represent non-integer value: 2\.7/);
    expect((await stack.upstream.requests()).byService.drops ?? 0).toBe(0);
  });

  it('localizes a title in three locales, then removes one (its text becomes null)', async () => {
    const { dropGroups } = await stack.data(DropGroupListPageDocument, { sport: 'tft' }, rewards);
    const dropId = dropGroups[0]!.drops[0]!.id;
    const key = `drop.${dropId}.title`;
    const save = (locales: string[], texts: Record<string, string | null>) =>
      stack.data(
        LocalizationMatrixPageSaveDocument,
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
    const stored = async () =>
      (await stack.data(LocalizationDocument, { key }, rewards)).localization;
    const saved = await save(['en_US', 'fr_FR', 'de_DE'], {
      en_US: 'Ward',
      fr_FR: 'Balise',
      de_DE: 'Auge',
    });
    expect(saved.saveLocalizations.ok?.localizations.map((set) => set.key)).toEqual([key]);
    expect((await stored())?.locales).toEqual(['en_US', 'fr_FR', 'de_DE']);
    await save(['en_US', 'de_DE'], { en_US: 'Ward', de_DE: 'Auge', fr_FR: null });
    const localization = await stored();
    expect(localization?.locales).toEqual(['en_US', 'de_DE']);
    expect(localization?.texts).toContainEqual({ locale: 'fr_FR', text: null });
  });

  it('creates a rarity whose style is the radial gradient with stops 3% and 60%', async () => {
    const { createRarity } = await stack.data(
      RarityListPageCreateDocument,
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
    const { rarities } = await stack.data(RarityListPageDocument, { sport: 'lol' }, rewards);
    expect(rarities.find((rarity) => rarity.id === createRarity.ok?.rarity.id)).toMatchObject({
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
      CreateDropGroupPageDocument,
      { input: group([drop('Ward')]) },
      { as: SANDBOX_USERS.viewer },
    );
    expect(write.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const other = await stack.gql(DropGroupListPageDocument, { sport: 'lol' });
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
