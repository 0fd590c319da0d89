import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffApp } from '../support/staff-app';

/** Where the suite leaves its screenshots when set, for a person to look at. */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS_DIR;

describe('VODs, as staff use them in Chromium', () => {
  const app = staffApp();
  let page: Page;

  beforeAll(async () => {
    page = await app.open('/tournament/list/current');
  });

  it("opens a tournament's VODs, refuses a bad offset, then records a vod", async () => {
    await page.getByRole('button', { name: 'VODs' }).first().click();
    await page.waitForURL('**/stream/vods/*');
    await expect.poll(() => page.getByRole('heading', { name: 'VODs' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Add VOD' }).first().click();
    const form = page.getByRole('form').first();
    expect(await form.getByLabel('Locale').locator('option').first().textContent()).toBe(
      'Select a Locale',
    );
    await form.getByLabel('Locale').selectOption('en_US');
    await form.getByLabel('Video ID').fill('dQw4w9WgXcQ');
    await form.getByLabel('Offset').fill('12:34');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => form.getByText('Game time must be hh:mm:ss').count()).toBe(1);

    await form.getByLabel('Offset').fill('00:12:34');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Created VOD Successfully!').count()).toBe(1);
    const row = page.locator('tbody tr', { hasText: 'dQw4w9WgXcQ' });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('00:12:34');
    // The data service now lists the game's vod as available and cached.
    const game = page.getByRole('group').filter({ has: row });
    await expect
      .poll(() => game.getByLabel('VOD availability').textContent())
      .toBe('AvailableCached (1)');
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/vods.png` });

    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByText('Deleted VOD Successfully!').count()).toBe(1);
    await expect.poll(() => row.count()).toBe(0);
  });

  it("adds a point-of-view stream to a game's seat and removes it", async () => {
    const povs = page.getByRole('region', { name: /^Points of view of Game/ }).first();
    await povs.getByRole('button', { name: 'Add POV' }).click();
    const form = povs.getByRole('form');
    await form.getByLabel('Side').selectOption('red');
    await form.getByLabel('Seat').selectOption('4');
    await form.getByLabel('Locale').selectOption('ko_KR');
    await form.getByLabel('Channel ID').fill('faker');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Saved POVs Successfully!').count()).toBe(1);
    const row = povs.locator('tbody tr', { hasText: 'faker' });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('Red 4');
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/vods-pov.png` });

    await row.getByRole('button', { name: 'Remove POV Red 4' }).click();
    await expect.poll(() => row.count()).toBe(0);
    await expect.poll(() => povs.getByText('No POVs.').count()).toBe(1);
  });
});
