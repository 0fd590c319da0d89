import { CRYSTAL_BALL_MESSAGES } from '@esports-admin/schema/rules/pickem-crystal-ball';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectPageAccessible } from '../support/accessibility';
import { SANDBOX_USERS } from '../support/stack';
import { staffApp } from '../support/staff-app';

const rewards = { as: SANDBOX_USERS.rewards };
const SCREENSHOTS = process.env.E2E_SCREENSHOTS_DIR;

/**
 * At 1440 px and at 768 px, when the run keeps screenshots (E2E_SCREENSHOTS_DIR); a long page or
 * one under a dialog as the window shows it.
 */
async function screenshots(page: Page, name: string, fullPage = true) {
  if (!SCREENSHOTS) return;
  for (const width of [1440, 768]) {
    await page.setViewportSize({ width, height: 1000 });
    await page.screenshot({ path: `${SCREENSHOTS}/pickem-${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** From the leagues list to the active tournament of the first offered league; its path. */
async function openOfferedTournament(page: Page): Promise<string> {
  const offered = page.locator('tbody tr', { hasText: 'Offered:' }).first();
  await expect.poll(() => offered.count()).toBe(1);
  await offered.getByRole('link').first().click();
  await page.waitForURL('**/pickem/tournaments/*');
  return new URL(page.url()).pathname;
}

/** Opens one of the tournament's pages by its tab and waits for its heading. */
async function openTab(page: Page, tab: string, heading: string) {
  await page.getByRole('link', { name: tab, exact: true }).click();
  await expect.poll(() => page.getByRole('heading', { level: 1, name: heading }).count()).toBe(1);
  await expect.poll(() => page.getByRole('status').filter({ hasText: 'Loading' }).count()).toBe(0);
}

describe("pick'em crystal ball, as the rewards operator uses it in Chromium", () => {
  const app = staffApp();

  it('tiers the last choice of a draft prompt, reads its distribution and certifies it', async () => {
    const page = await app.open('/pickem/leagues/list', rewards);
    await openOfferedTournament(page);
    await openTab(page, 'Crystal ball', 'Crystal ball');
    await expectPageAccessible(page);
    await screenshots(page, 'crystal-ball', false);

    // A draft prompt is not ready: one of its choices has no tier yet.
    const draft = page
      .locator('article', { has: page.getByText('Draft', { exact: true }) })
      .first();
    await expect.poll(() => draft.count()).toBe(1);
    const name = (await draft.getAttribute('aria-label'))!;
    const prompt = page.getByRole('article', { name, exact: true });
    await prompt.scrollIntoViewIfNeeded();
    await screenshots(page, 'crystal-ball-draft', false);
    await expect.poll(() => prompt.getByText(/Not ready to certify/).count()).toBe(1);
    const untiered = prompt.locator('tbody tr', { hasText: 'No tier' }).first();
    const label = (await untiered.locator('td').first().textContent())!.trim();
    await prompt.getByRole('button', { name: `Edit choice ${label}`, exact: true }).click();
    const choiceDialog = page.getByRole('dialog', { name: `Edit choice ${label}` });
    await choiceDialog.getByLabel('Tier', { exact: true }).selectOption({ index: 1 });
    await expectPageAccessible(page);
    await choiceDialog.getByRole('button', { name: 'Save choice' }).click();
    await expect.poll(() => page.getByText(CRYSTAL_BALL_MESSAGES.choiceSaved).count()).toBe(1);
    await expect.poll(() => prompt.getByText(/Not ready to certify/).count()).toBe(0);

    // The confirmation shows the picks per choice and the points each answer would give.
    const choices = await prompt.locator('tbody tr').count();
    await prompt.getByRole('button', { name: 'Review and certify' }).click();
    const certify = page.getByRole('alertdialog', { name: 'Certify the prompt?' });
    const picks = certify.getByRole('table', { name: /^Picks per choice/ });
    await expect.poll(() => picks.locator('tbody tr').count()).toBe(choices);
    const points = certify.getByRole('table', { name: /^Points per viewer/ });
    await expect.poll(() => points.locator('tbody tr').count()).toBe(choices);
    expect(await points.textContent()).toContain(label);
    await expectPageAccessible(page);
    await screenshots(page, 'crystal-ball-certify', false);
    await certify.getByRole('button', { name: 'Certify prompt' }).click();
    await expect
      .poll(() => page.getByText(CRYSTAL_BALL_MESSAGES.promptsCertified(1)).count())
      .toBe(1);

    // Certified: its choices are read-only and its answer can be set.
    await expect.poll(() => prompt.getByText('Certified', { exact: true }).count()).toBe(1);
    expect(await prompt.getByRole('button', { name: /^Edit choice / }).count()).toBe(0);
    expect(await prompt.getByRole('button', { name: 'Add choice' }).count()).toBe(0);
    await expect.poll(() => prompt.getByRole('button', { name: 'Save answer' }).count()).toBe(1);
    await prompt.getByRole('checkbox', { name: label, exact: true }).check();
    await prompt.getByRole('button', { name: 'Save answer' }).click();
    await expect.poll(() => page.getByText(CRYSTAL_BALL_MESSAGES.answerSaved).count()).toBe(1);
    const correct = prompt.locator('tbody tr', { hasText: 'Correct' });
    await expect.poll(() => correct.count()).toBe(1);
    expect(await correct.textContent()).toContain(label);
    await expectPageAccessible(page);
    await prompt.scrollIntoViewIfNeeded();
    await screenshots(page, 'crystal-ball-certified', false);
  });

  it('shows the celebrities batch, the rewards and the scoring of the tournament', async () => {
    const page = await app.open('/pickem/leagues/list', rewards);
    await openOfferedTournament(page);

    await openTab(page, 'Celebrities', 'Celebrities');
    const table = page.getByRole('table', { name: 'Celebrities' });
    await expect.poll(() => table.count()).toBe(1);
    await page.getByRole('button', { name: 'Check' }).click();
    await expect.poll(() => page.getByText(/^Checked: /).count()).toBe(1);
    await expectPageAccessible(page);
    await screenshots(page, 'celebrities');

    await openTab(page, 'Rewards', 'Rewards');
    await page.getByRole('button', { name: 'New reward' }).click();
    const dialog = page.getByRole('dialog', { name: 'New reward' });
    await expect.poll(() => dialog.getByLabel('Threshold', { exact: true }).count()).toBe(1);
    await expectPageAccessible(page);
    await screenshots(page, 'rewards-new');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expectPageAccessible(page);
    await screenshots(page, 'rewards');

    await openTab(page, 'Scoring', 'Scoring');
    await expect
      .poll(() => page.getByRole('table', { name: 'Sections and their scoring' }).count())
      .toBe(1);
    await expectPageAccessible(page);
    await screenshots(page, 'scoring');
  });
});
