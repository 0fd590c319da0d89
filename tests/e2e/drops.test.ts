import { DROP_MESSAGES } from '@esports-admin/schema/rules/drops';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SANDBOX_USERS } from '../support/stack';
import { staffApp } from '../support/staff-app';

const rewards = { as: SANDBOX_USERS.rewards };
const RARITY = 'E2E Mythic';
const GROUP = 'E2E Finals drops';
const TITLE = 'E2E Finals Ward';
const GRADIENT = 'radial-gradient(circle, #ff0044 3%, #2200ff 60%)';

/** The first league the select offers, by its label (rarity and group must share it). */
async function firstLeague(page: Page): Promise<string> {
  const league = page.getByLabel('League', { exact: true });
  await expect.poll(() => league.locator('option').count()).toBeGreaterThan(1);
  const label = (await league.locator('option').nth(1).textContent())!.trim();
  await league.selectOption({ label });
  return label;
}

describe('drops, as the rewards operator uses them in Chromium', () => {
  const app = staffApp();

  it('creates a rarity with its gradient and a group of two drops, localizes a title, then dry-runs and triggers it to a live broadcast', async () => {
    // A rarity: the preview shows the radial gradient before and after it is saved.
    const page = await app.open('/drops/rarities', rewards);
    await page.getByLabel('Name', { exact: true }).fill(RARITY);
    const league = await firstLeague(page);
    await page.getByLabel('Notification colour one', { exact: true }).fill('#ff0044');
    await page.getByLabel('Notification colour two', { exact: true }).fill('#2200ff');
    const gradient = page.getByRole('img', { name: `Notification gradient ${GRADIENT}` });
    await expect.poll(() => gradient.count()).toBe(1);
    await page.getByRole('button', { name: 'Create Rarity' }).click();
    await expect.poll(() => page.getByText(DROP_MESSAGES.rarityCreated).count()).toBe(1);
    const rarityRow = page.locator('tbody tr', { hasText: RARITY });
    await expect
      .poll(() => rarityRow.getByRole('img', { name: /radial-gradient/ }).count())
      .toBe(1);

    // A group of two drops, the first with the new rarity.
    await page.goto(`${app.stack.url}/drops/group/create`);
    await page.getByRole('textbox', { name: 'Description' }).first().fill(GROUP);
    await page.getByLabel('League', { exact: true }).selectOption({ label: league });
    await page.getByRole('button', { name: 'Add Drop' }).click();
    for (const [index, title] of [TITLE, `${TITLE} Bonus`].entries()) {
      const row = page.getByLabel(`Drop ${index + 1} of 2`);
      await row.getByLabel('Title', { exact: true }).fill(title);
      await row.getByLabel('Sponsor', { exact: true }).fill('E2E Sponsor');
      await row.getByLabel('Inventory item', { exact: true }).selectOption({ index: 1 });
    }
    await page
      .getByLabel('Drop 1 of 2')
      .getByLabel('Rarity', { exact: true })
      .selectOption({ label: RARITY });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText(DROP_MESSAGES.groupCreated).count()).toBe(1);
    await page.waitForURL('**/drops/list/current');
    const groupRow = page.locator('tbody tr', { hasText: GROUP });
    await expect.poll(() => groupRow.count()).toBe(1);
    expect(await groupRow.locator('td').nth(3).textContent()).toBe('2');

    // Its first title in three more locales, filled in the completeness matrix.
    await page.goto(`${app.stack.url}/drops/localizations`);
    for (const [locale, text] of [
      ['fr_FR', 'Balise des finales'],
      ['de_DE', 'Finale-Auge'],
      ['es_ES', 'Guardián de la final'],
    ]) {
      await page.getByLabel(`Missing ${locale} title of ${TITLE}: add it`).click();
      const cell = page.getByLabel(`${locale} title of ${TITLE}`, { exact: true });
      await cell.fill(text!);
      await cell.press('Enter');
      await expect.poll(() => page.getByTitle(text!, { exact: true }).count()).toBe(1);
    }

    // Dry run first, then the confirmed trigger to the broadcast in progress.
    await page.goto(`${app.stack.url}/drops/triggers/send`);
    const group = page.getByLabel('Drop group', { exact: true });
    await expect.poll(() => group.locator('option', { hasText: GROUP }).count()).toBe(1);
    const groupValue = await group.locator('option', { hasText: GROUP }).getAttribute('value');
    await group.selectOption(groupValue);
    const broadcast = page.getByLabel('Broadcast in progress', { exact: true });
    await expect.poll(() => broadcast.locator('option').count()).toBeGreaterThan(1);
    await broadcast.selectOption({ index: 1 });
    expect(await page.getByRole('button', { name: 'Trigger', exact: true }).isDisabled()).toBe(
      true,
    );
    await page.getByRole('button', { name: 'Dry Run' }).click();
    const dryRun = page.getByText(
      /^Dry run: the drop would go to \d+ viewers\. Nothing was sent\.$/,
    );
    await expect.poll(() => dryRun.count()).toBe(1);
    const viewers = /(\d+) viewers/.exec((await dryRun.textContent())!)![1]!;
    await expect
      .poll(() => page.getByRole('img', { name: 'Preview of the drop card in en_US' }).count())
      .toBe(1);
    await page.getByRole('button', { name: 'Trigger', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await expect.poll(() => dialog.getByText('Trigger this drop?').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Trigger' }).click();
    await expect
      .poll(() => page.getByText(`Drop triggered to ${viewers} viewers.`).count())
      .toBe(1);

    // Listed among the triggers, with its fulfillment stats.
    await page.waitForURL('**/drops/triggers');
    const triggerRow = page.locator('tbody tr', { hasText: TITLE }).first();
    await expect.poll(() => triggerRow.count()).toBe(1);
    await triggerRow.getByRole('button', { name: 'Stats' }).click();
    await expect
      .poll(() => page.getByText(`Fulfillment of “${TITLE}” (${viewers} viewers)`).count())
      .toBe(1);
    await expect
      .poll(() =>
        page
          .getByRole('list', { name: 'Fulfillment counts by status' })
          .locator('[role=listitem]')
          .count(),
      )
      .toBe(22);
  });

  it('lines up the promo code and viewer lookup rows: fields, buttons and the code sample, at 1440 and 768 px', async () => {
    const bottom = async (page: Page, role: 'textbox' | 'combobox' | 'button', name: string) => {
      const box = await page.getByRole(role, { name, exact: true }).boundingBox();
      return Math.round(box!.y + box!.height);
    };
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 768, height: 900 },
    ]) {
      const page = await app.open('/drops/promo-codes', { ...rewards, viewport });
      const filterRow = await bottom(page, 'textbox', 'Sponsor');
      expect(await bottom(page, 'combobox', 'Inventory item')).toBe(filterRow);
      if (viewport.width === 1440)
        expect(await bottom(page, 'button', 'Show codes')).toBe(filterRow);

      await page.getByRole('button', { name: 'Add Codes' }).click();
      await page.getByText('Generate codes', { exact: true }).click();
      const middle = async (role: 'spinbutton' | 'button', name: string) => {
        const box = await page.getByRole(role, { name, exact: true }).boundingBox();
        return Math.round(box!.y + box!.height / 2);
      };
      // At 768 px the example and its button wrap below the field.
      if (viewport.width === 1440) {
        expect(await middle('button', 'Another example')).toBe(
          await middle('spinbutton', 'How many codes'),
        );
      }

      await page.goto(page.url().replace('/drops/promo-codes', '/drops/viewers'));
      const lookup = await bottom(page, 'textbox', 'Drop id');
      expect(await bottom(page, 'button', 'Look up viewers')).toBe(lookup);
    }
  });
});
