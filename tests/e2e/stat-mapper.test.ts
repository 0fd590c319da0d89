import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffApp } from '../support/staff-app';

/** Where the suite leaves its screenshots when set, for a person to look at. */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS_DIR;

interface TournamentList {
  tournaments: { id: string }[] | null;
}

describe('Stat Mapper, as the competition operator uses it in Chromium', () => {
  const app = staffApp();
  let page: Page;
  let mappedId = '';

  beforeAll(async () => {
    const answer = await app.stack.gql<TournamentList>(
      'query { tournaments(sport: lol, filter: current) { id } }',
    );
    const id = answer.data!.tournaments![0]!.id;
    page = await app.open(`/tournament/${id}/results`);
  });

  const openMapper = async () => {
    await page
      .getByRole('button', { name: /^Stat Mapper for / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Stat Mapper' });
    await expect.poll(() => dialog.getByRole('tab', { name: 'Live Games' }).count()).toBe(1);
    return dialog;
  };
  const firstTeam = (dialog: ReturnType<Page['getByRole']>) =>
    dialog.getByText(/^Platform team \d+$/).first();

  it('chooses a live game, swaps sides and confirms the mapping', async () => {
    const dialog = await openMapper();
    await dialog.getByRole('tab', { name: 'Live Games' }).click();
    const live = dialog.getByRole('tabpanel').getByRole('listitem').first().getByRole('button');
    mappedId = ((await live.locator('p').first().textContent()) ?? '').trim();
    expect(mappedId).toMatch(/^ESPORTSTMNT01_\d+$/);
    await live.click();
    await expect.poll(() => dialog.getByRole('table', { name: 'Blue players' }).count()).toBe(1);
    const header = dialog.getByRole('table', { name: 'Blue players' }).locator('th');
    expect(await header.allTextContents()).toEqual([
      'Display Name',
      'Champion',
      'Account ID',
      'In-Game Name',
    ]);
    expect(await firstTeam(dialog).textContent()).toBe('Platform team 100');
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/stat-mapper.png` });

    await dialog.getByRole('button', { name: 'Swap sides' }).click();
    expect(await firstTeam(dialog).textContent()).toBe('Platform team 200');
    // The seeded live game was not played by this match's teams: Confirm waits for 'Map anyway'.
    const warning = dialog.getByRole('alert', { name: 'Teams differ' });
    await expect.poll(() => warning.count()).toBe(1);
    expect(await dialog.getByRole('button', { name: 'Confirm' }).isDisabled()).toBe(true);
    await warning.getByRole('checkbox', { name: 'Map anyway' }).check();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect
      .poll(() =>
        page.getByText(`Game has been successfully mapped to platformGameId: ${mappedId}`).count(),
      )
      .toBe(1);
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it('reopens on the mapping just made, then unmaps it after confirmation', async () => {
    const dialog = await openMapper();
    const mappedTab = dialog.getByRole('tab', { name: 'Mapped Games' });
    await expect.poll(() => mappedTab.getAttribute('aria-selected')).toBe('true');
    const chosen = dialog.getByRole('button', { pressed: true });
    await expect.poll(async () => (await chosen.textContent()) ?? '').toContain(mappedId);
    await expect.poll(() => firstTeam(dialog).textContent()).toBe('Platform team 200');

    await dialog.getByRole('button', { name: 'Unmap Game' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Unmap Game' });
    await confirm.getByLabel('Reason').fill('Wrong lobby');
    await confirm.getByRole('button', { name: 'Unmap Game' }).click();
    await expect
      .poll(() =>
        page
          .getByText(`Game has been successfully unmapped from platformGameId: ${mappedId}`)
          .count(),
      )
      .toBe(1);
  });

  it('holds at 768 px', async () => {
    await page.setViewportSize({ width: 768, height: 1000 });
    await page.keyboard.press('Escape');
    const dialog = await openMapper();
    await dialog.getByRole('tab', { name: 'Live Games' }).click();
    await dialog.getByRole('tabpanel').getByRole('listitem').first().getByRole('button').click();
    await expect.poll(() => dialog.getByRole('table', { name: 'Blue players' }).count()).toBe(1);
    const width = await page.evaluate<number>('document.documentElement.scrollWidth');
    expect(width).toBeLessThanOrEqual(768);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/stat-mapper-768.png` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
  });
});
