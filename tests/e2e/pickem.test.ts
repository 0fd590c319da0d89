import { PICKEM_MESSAGES } from '@esports-admin/schema/rules/pickem';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectPageAccessible } from '../support/accessibility';
import { SANDBOX_USERS } from '../support/stack';
import { staffApp } from '../support/staff-app';

const rewards = { as: SANDBOX_USERS.rewards };
const BLOCK = 'E2E Match day';
const SCREENSHOTS = process.env.E2E_SCREENSHOTS_DIR;

/** At 1440 px and at 768 px, when the run keeps screenshots (E2E_SCREENSHOTS_DIR). */
async function screenshots(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  for (const width of [1440, 768]) {
    await page.setViewportSize({ width, height: 1000 });
    // Past a dialog's opening animation.
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SCREENSHOTS}/pickem-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

describe("pick'em, as the rewards operator uses it in Chromium", () => {
  const app = staffApp();

  it('creates a pick block from unscheduled matches listed by team names, and finds it in the list', async () => {
    const page = await app.open('/pickem/leagues/list', rewards);
    const offered = page.locator('tbody tr', { hasText: 'Offered:' }).first();
    await expect.poll(() => offered.count()).toBe(1);
    await screenshots(page, 'leagues');

    // The offered league's active tournament, then its pick blocks.
    await offered.getByRole('link').first().click();
    await page.waitForURL('**/pickem/tournaments/*');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await expectPageAccessible(page);
    await screenshots(page, 'tournament');
    await page
      .getByRole('navigation', { name: "Tournament pick'em pages" })
      .getByRole('link', { name: 'Pick blocks' })
      .click();
    await page.waitForURL('**/pickem/tournaments/*/blocks');
    await expect.poll(() => page.getByText('Not in a block yet:').count()).toBe(1);
    await expectPageAccessible(page);
    await screenshots(page, 'blocks');

    // The unscheduled matches are offered by team names ('T1 vs G2 · Semifinal').
    await page.getByRole('button', { name: 'Create pick block' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create pick block' });
    const matches = dialog.locator('label', { hasText: / vs / });
    await expect.poll(() => matches.count()).toBeGreaterThan(0);
    const label = (await matches.first().locator('span').first().textContent())!.trim();
    expect(label).toMatch(/^.+ vs .+/);
    await dialog.getByLabel('Name', { exact: true }).fill(BLOCK);
    await matches.first().locator('input').check();
    await expectPageAccessible(page);
    await screenshots(page, 'create');
    await dialog.getByRole('button', { name: 'Create pick block' }).click();
    await expect.poll(() => page.getByText(PICKEM_MESSAGES.blockCreated).count()).toBe(1);

    const row = page.locator('tbody tr', { hasText: BLOCK });
    await expect.poll(() => row.count()).toBe(1);
    // The list names the match by its teams under its section's name.
    expect(await row.textContent()).toContain(label.split(' · ')[0]);
    await screenshots(page, 'blocks-after');

    // A locked block's picks per team and its scoring preview, before anyone scores it.
    const locked = page.locator('tbody tr', { hasText: 'Locked' }).first();
    await locked.getByRole('button', { name: 'Picks & points' }).click();
    const details = page.getByRole('dialog', { name: / viewers$/ });
    await expect.poll(() => details.getByText('If the block were scored now').count()).toBe(1);
    await expect.poll(() => details.getByText(/ \(\d+%\)$/).count()).toBeGreaterThan(0);
    await expectPageAccessible(page);
    await screenshots(page, 'details');
  });
});
