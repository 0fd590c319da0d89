import type { Page } from 'playwright-core';
import { HISTORY_PANEL_PAGE_SIZE } from '@esports-admin/schema/rules/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CreateDropGroupPageDocument,
  SaveTournamentToStreamTimelineDocument,
  UpdateDropGroupPageDocument,
} from '../../web/src/__generated__/graphql';
import { staffApp } from '../support/staff-app';
import { SANDBOX_USERS } from '../support/stack';

const TABLET = { width: 768, height: 900 };
const rewards = { as: SANDBOX_USERS.rewards };

const dropGroup = (prefix: string) => ({
  description: 'Finals drops',
  league: '98767991302996019',
  sport: 'lol' as const,
  strategy: 'Default' as const,
  drops: Array.from({ length: 30 }, (_, i) => ({
    title: `${prefix}${i}`,
    description: `${prefix}${i} for watching the whole final from the first draft to the trophy`,
    sponsor: 'Acme',
    inventoryIds: [],
  })),
});

/** How far the page and each table reach past their boxes, in pixels (0 when they fit). */
function overflow(page: Page) {
  return page.evaluate<{ page: number; tables: { table: string | null; past: number }[] }>(`({
    page: document.documentElement.scrollWidth - window.innerWidth,
    tables: [...document.querySelectorAll('table')].map((table) => ({
      table: table.getAttribute('aria-label'),
      past: Math.round(
        table.getBoundingClientRect().right - table.parentElement.getBoundingClientRect().right,
      ),
    })),
  })`);
}

async function loaded(page: Page) {
  await expect.poll(() => page.locator('table').count()).toBeGreaterThan(0);
  await expect.poll(() => page.getByText('Loading…').count(), { timeout: 15_000 }).toBe(0);
}

describe('tables on a 768 px screen and the journal (#39)', () => {
  const app = staffApp();
  let groupId: string;

  beforeAll(async () => {
    const { stack } = app;
    const list = await stack.gql<{ tournaments: { id: string }[] }>(
      'query { tournaments(sport: lol, filter: current) { id } }',
    );
    const tournamentId = list.data!.tournaments[0]!.id;
    await stack.data(SaveTournamentToStreamTimelineDocument, { tournamentId });
    const { createDropGroup } = await stack.data(
      CreateDropGroupPageDocument,
      { input: dropGroup('D') },
      rewards,
    );
    groupId = createDropGroup.ok!.dropGroup.id;
    for (let round = 0; round < 20; round++) {
      await stack.data(
        UpdateDropGroupPageDocument,
        { id: groupId, input: dropGroup(`R${round}-`) },
        rewards,
      );
    }
  });

  it.each([
    ['/drops/list/current', SANDBOX_USERS.rewards],
    ['/drops/rarities', SANDBOX_USERS.rewards],
    ['/drops/triggers', SANDBOX_USERS.rewards],
    ['/timeline/list', SANDBOX_USERS.admin],
    ['/audit', SANDBOX_USERS.admin],
  ])('%s fits a 768 px screen without scrolling sideways', async (path, as) => {
    const page = await app.open(path, { as, viewport: TABLET });
    await loaded(page);
    await page.screenshot({ path: `.tmp/table-layout${path.replaceAll('/', '-')}-768.png` });
    const measured = await overflow(page);
    expect(measured.page).toBeLessThanOrEqual(0);
    for (const table of measured.tables)
      expect(table.past, table.table ?? '').toBeLessThanOrEqual(0);
  });

  it('keeps /audit short with 20 updates of 30 drops each, and opens one entry in full', async () => {
    const page = await app.open('/audit', { as: SANDBOX_USERS.admin });
    await loaded(page);
    const table = page.getByRole('table', { name: 'Audit log' });
    // The group's create and 20 updates, and the tournament saved to the stream timeline.
    await expect.poll(() => table.locator(':scope > tbody > tr').count()).toBe(22);
    expect(await page.evaluate<number>('document.documentElement.scrollHeight')).toBeLessThan(
      4_000,
    );
    await expect.poll(() => table.getByText(/^\d+ fields changed: /).count()).toBe(21);

    const toggle = table.getByRole('button', { name: 'Show details' }).first();
    await toggle.focus();
    await page.keyboard.press('Enter');
    const details = page.getByRole('table', { name: /^Changes by updateDropGroup at / });
    await expect
      .poll(() => details.getByText('orderedDrops.29.title', { exact: true }).count())
      .toBe(1);
    expect(
      await table.getByRole('button', { name: 'Hide details' }).getAttribute('aria-expanded'),
    ).toBe('true');
    expect((await overflow(page)).page).toBeLessThanOrEqual(0);
  });

  it('shows an edit page History at 768 px inside its panel', async () => {
    const page = await app.open(`/drops/group/${groupId}/edit`, {
      as: SANDBOX_USERS.rewards,
      viewport: TABLET,
    });
    const history = page.getByRole('region', { name: 'History' });
    // The History panel's first page.
    await expect
      .poll(() => history.getByRole('button', { name: 'Show details' }).count())
      .toBe(HISTORY_PANEL_PAGE_SIZE);
    const box = await history.boundingBox();
    expect(box!.height).toBeLessThan(4_000);
    await history.getByRole('button', { name: 'Show details' }).first().click();
    await page.screenshot({ path: '.tmp/table-layout-history-768.png', fullPage: true });
    await expect
      .poll(() => history.getByText('orderedDrops.29.title', { exact: true }).count())
      .toBe(1);
    const measured = await overflow(page);
    expect(measured.page).toBeLessThanOrEqual(0);
    for (const table of measured.tables)
      expect(table.past, table.table ?? '').toBeLessThanOrEqual(0);
  });
});
