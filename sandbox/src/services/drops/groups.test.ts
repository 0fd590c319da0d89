import { describe, expect, it } from 'vitest';
import {
  DROP_GROUP_BASE_PATH,
  DROP_INVENTORY_BASE_PATH,
  DROP_LOCALIZATION_BASE_PATH,
  DROP_RARITY_BASE_PATH,
  type DropGroupDto,
  type InventoryItemDto,
  type LocalizationGroupsDto,
  type RarityDto,
} from '@esports-admin/schema/upstream/drops';
import { sandboxForTests } from '../../test-sandbox';

const sandbox = sandboxForTests();

const call = <Body>(method: string, path: string, body?: unknown) =>
  sandbox.at('')<Body>(method, path, { body });

const groups = async () =>
  (await call<DropGroupDto[]>('GET', `${DROP_GROUP_BASE_PATH}/group/list`)).body;

async function newGroupBody(strategy = 'Default', capped: unknown = null) {
  const items = (
    await call<InventoryItemDto[]>('GET', `${DROP_INVENTORY_BASE_PATH}/inventoryItems`)
  ).body;
  const rarities = (await call<RarityDto[]>('GET', `${DROP_RARITY_BASE_PATH}/rarity`)).body;
  const drop = (title: string) => ({
    inventoryIDs: [items[0]!.id],
    rarityID: rarities[0]!.id,
    sponsor: 'Acme',
    title,
    description: `${title} for watching`,
    league: '98767991302996019',
    sport: 'lol',
    cappedDropRequest: capped,
  });
  return {
    description: 'Test finals',
    league: '98767991302996019',
    sport: 'lol',
    strategy,
    orderedDrops: [drop('First'), drop('Second')],
  };
}

describe('drops group family', () => {
  it('seeds groups of lol and val in every status', async () => {
    const seeded = await groups();
    for (const sport of ['lol', 'val']) {
      const statuses = new Set(seeded.filter((g) => g.sport === sport).map((g) => g.status));
      expect([...statuses].sort()).toEqual(['Active', 'Archived', 'Deleted', 'Pending']);
    }
    const drops = seeded.flatMap((g) => g.orderedDrops);
    const titles = (
      await call<LocalizationGroupsDto>(
        'GET',
        `${DROP_LOCALIZATION_BASE_PATH}/localization/groups?groups=${drops
          .slice(0, 40)
          .map((d) => d.titleLocalizationGroup)
          .join(',')}`,
      )
    ).body;
    const locales = new Set(Object.values(titles).flatMap((e) => e.map((x) => x.locale)));
    expect(locales.size).toBeGreaterThanOrEqual(10);
    // Deliberate gaps: not every title is in every locale.
    expect(Object.values(titles).some((entries) => entries.length < locales.size)).toBe(true);
  });

  it('creates a group with ordered Active drops and cascades archive, delete and restore', async () => {
    const created = await call<DropGroupDto>(
      'POST',
      `${DROP_GROUP_BASE_PATH}/group`,
      await newGroupBody(),
    );
    expect(created.status).toBe(200);
    expect(created.body.status).toBe('Active');
    expect(created.body.orderedDrops.map((d) => [d.title, d.status])).toEqual([
      ['First', 'Active'],
      ['Second', 'Active'],
    ]);
    const id = created.body.id;
    for (const [query, status] of [
      ['archived', 'Archived'],
      ['deleted', 'Deleted'],
      ['pending', 'Pending'],
    ] as const) {
      const changed = await call<DropGroupDto>(
        'PUT',
        `${DROP_GROUP_BASE_PATH}/group/${id}?status=${query}`,
      );
      expect(changed.body.status).toBe(status);
      expect(changed.body.orderedDrops.map((d) => d.status)).toEqual([status, status]);
    }
    const again = await call('PUT', `${DROP_GROUP_BASE_PATH}/group/${id}?status=pending`);
    expect(again.status).toBe(409);
    expect((await call('PUT', `${DROP_GROUP_BASE_PATH}/group/${id}?status=active`)).status).toBe(
      400,
    );
  });

  it('refuses capped requests that break the rules or are not whole, and keeps the others as sent', async () => {
    for (const refused of [
      { quantity: 5, percent: 5 },
      { quantity: 2.7, percent: 0 },
    ]) {
      const bad = await call(
        'POST',
        `${DROP_GROUP_BASE_PATH}/group`,
        await newGroupBody('Capped', refused),
      );
      expect(bad.status).toBe(400);
    }
    const kept = await call<DropGroupDto>(
      'POST',
      `${DROP_GROUP_BASE_PATH}/group`,
      await newGroupBody('CappedOnly', { quantity: -1, percent: 40 }),
    );
    expect(kept.body.orderedDrops[0]!.cappedDropRequest).toEqual({ quantity: -1, percent: 40 });
    expect(kept.body.orderedDropRequests.map((m) => m.strategy)).toEqual([
      'CappedOnly',
      'CappedOnly',
    ]);
  });

  it('edits a group, keeping known drops and refusing a deleted group', async () => {
    const created = (
      await call<DropGroupDto>('POST', `${DROP_GROUP_BASE_PATH}/group`, await newGroupBody())
    ).body;
    const body = await newGroupBody();
    const [first] = created.orderedDrops;
    const edited = await call<DropGroupDto>('POST', `${DROP_GROUP_BASE_PATH}/group/${created.id}`, {
      ...body,
      orderedDrops: [
        body.orderedDrops[1],
        { ...body.orderedDrops[0], dropID: first!.dropID, title: 'Renamed' },
      ],
    });
    expect(edited.body.orderedDrops.map((d) => d.title)).toEqual(['Second', 'Renamed']);
    expect(edited.body.orderedDrops[1]!.dropID).toBe(first!.dropID);
    await call('PUT', `${DROP_GROUP_BASE_PATH}/group/${created.id}?status=deleted`);
    const refused = await call('POST', `${DROP_GROUP_BASE_PATH}/group/${created.id}`, body);
    expect(refused.status).toBe(409);
  });
});

describe('inventory and rarity families', () => {
  it('saves an item, its descriptions under a generated group key, and its status', async () => {
    const saved = await call<InventoryItemDto>(
      'PUT',
      `${DROP_INVENTORY_BASE_PATH}/dropInventoryItem`,
      {
        internalTitle: 'Test Emote',
        sport: 'val',
      },
    );
    expect(saved.body).toMatchObject({
      psaType: 'wallet_item',
      dropType: 'psa',
      quantity: 1,
      status: 'active',
    });
    const id = saved.body.id;
    const described = await call<InventoryItemDto>(
      'PUT',
      `${DROP_INVENTORY_BASE_PATH}/${id}/description`,
      {
        descriptions: [{ fulfillmentStatus: 'FULFILLED', text: 'Enjoy!' }],
      },
    );
    expect(described.body.descriptionGroupKey).toBe(`inventory.${id}.descriptions`);
    expect(
      (await call('GET', `${DROP_INVENTORY_BASE_PATH}/dropInventoryItem/${id}?sport=lol`)).status,
    ).toBe(404);
    expect(
      (await call('GET', `${DROP_INVENTORY_BASE_PATH}/dropInventoryItem/${id}?sport=val`)).status,
    ).toBe(200);
    const defaults = await call<unknown[]>(
      'GET',
      `${DROP_INVENTORY_BASE_PATH}/defaultDescription/${id}`,
    );
    expect(defaults.body).toHaveLength(22);
    const archived = await call<InventoryItemDto>(
      'PUT',
      `${DROP_INVENTORY_BASE_PATH}/dropInventoryItem/${id}?status=archived`,
    );
    expect(archived.body.status).toBe('archived');
  });

  it('creates a rarity with the gradient style and toggles its status', async () => {
    const created = await call<RarityDto>('POST', `${DROP_RARITY_BASE_PATH}/rarity`, {
      name: 'Mythic',
      league: '98767991302996019',
      type: 'MYTHIC',
      badgeForegroundColor: '#ffffff',
      badgeBackgroundColor: '#aa0000',
      notificationColorOne: '#ff5555',
      notificationColorTwo: '#330000',
    });
    expect(created.body).toMatchObject({
      type: 'mythic',
      style: 'radial-gradient(circle, #ff5555 3%, #330000 60%)',
      status: 'active',
    });
    const archived = await call<RarityDto>(
      'PUT',
      `${DROP_RARITY_BASE_PATH}/rarity/${created.body.id}?status=archived`,
    );
    expect(archived.body.status).toBe('archived');
  });
});
