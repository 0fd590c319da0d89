import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser';
import { signIn } from '../support/signin';
import { SANDBOX_USERS, startStack, type Stack } from '../support/stack';

/** Two busy cores: give the UI up to 10 s where the default poll gives 1 s. */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS_DIR;

describe('team pages, as staff use them in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });
  beforeEach(async () => {
    page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    // Logo hosts are not reachable from tests: answer nothing quickly.
    await page.route(/^https:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 404 }));
    await signIn(page, `${stack.url}/teams/list/current`, SANDBOX_USERS.competition);
    await page.waitForURL('**/teams/list/current');
  });
  afterEach(async () => {
    await page?.close();
  });

  it('lists and searches current teams with their home league', async () => {
    await expect.poll(() => page.getByRole('heading', { name: 'Teams' }).count()).toBe(1);
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count()).toBeGreaterThan(10);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/teams-list.png` });
    const before = await rows.count();
    await page.getByLabel('Search teams').fill('zzzz no such team');
    await expect.poll(() => page.getByText('Nothing to display.').count()).toBe(1);
    expect(before).toBeGreaterThan(10);
  });

  it('creates a team with a home league and a colour, then edits it', async () => {
    await page.getByRole('button', { name: 'Create Team' }).click();
    await page.waitForURL('**/teams/create');
    await page.getByLabel('Name').fill('E2E Falcons');
    await page.getByLabel('Tricode').fill('efc');
    await page.getByLabel('Slug').fill('e2e_falcons');
    await expect
      .poll(() => page.getByLabel('Home league').locator('option').count())
      .toBeGreaterThan(2);
    await page.getByLabel('Home league').selectOption({ label: 'LCK' });
    await page.getByRole('textbox', { name: 'Primary colour', exact: true }).fill('#00A86B');
    if (SCREENSHOTS)
      await page.screenshot({ path: `${SCREENSHOTS}/team-form.png`, fullPage: true });
    await page.getByRole('button', { name: 'Save' }).click();

    await expect.poll(() => page.getByText('Created Team Successfully!').count()).toBe(1);
    await page.waitForURL('**/teams/list/current');
    await page.getByLabel('Search teams').fill('e2e falcons');
    const row = page.locator('tbody tr', { hasText: 'E2E Falcons' });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('LCK');
    expect(await row.textContent()).toContain('EFC');

    await row.getByRole('button', { name: 'Edit' }).click();
    await page.waitForURL('**/teams/*/edit');
    await expect.poll(() => page.getByLabel('Home league').inputValue()).not.toBe('');
    await page.getByLabel('Name').fill('E2E Falcons Academy');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Updated Team Successfully!').count()).toBe(1);
    await page.waitForURL('**/teams/list/current');
  });
});
