import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staffApp } from '../support/staff-app';

/** Two busy cores: give the UI up to 10 s where the default poll gives 1 s. */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS_DIR;

describe('stream groups, as staff use them in Chromium', () => {
  const app = staffApp();
  let page: Page;

  beforeEach(async () => {
    page = await app.open('/stream/group/list');
  });
  afterEach(async () => {
    await page?.close();
  });

  it('lists the seeded stream groups and searches them', async () => {
    await expect.poll(() => page.getByRole('heading', { name: 'Stream Groups' }).count()).toBe(1);
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count()).toBeGreaterThan(20);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/stream-groups.png` });
    await page.getByLabel('Search stream groups').fill('vct');
    await expect.poll(() => rows.count()).toBe(6);
  });

  it('creates a group whose stream fields follow the provider, edits it, then deletes it', async () => {
    await page.getByRole('button', { name: 'Create Stream Group' }).click();
    await page.waitForURL('**/stream/group/create');
    await page.getByLabel('Name', { exact: true }).fill('E2E Invitational');
    await page.getByLabel('Channel ID of stream 1').fill('e2e_channel');
    await page.getByRole('button', { name: 'Add stream' }).click();
    await page.getByLabel('Provider of stream 2').selectOption('trovo');
    await page.getByLabel('Locale of stream 2').selectOption('ko_KR');
    await page.getByLabel('Parameter of stream 2').fill('e2e param');
    await expect.poll(() => page.getByText('Field is not valid.').count()).toBe(1);
    await page.getByLabel('Parameter of stream 2').fill('e2e_param');
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/stream-group-form.png` });
    await page.getByRole('button', { name: 'Save' }).click();

    await expect.poll(() => page.getByText('Created Stream Group Successfully!').count()).toBe(1);
    await page.waitForURL('**/stream/group/list');
    const row = page.locator('tbody tr', { hasText: 'E2E Invitational' });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('Trovo');

    await row.getByRole('button', { name: 'Edit' }).click();
    await page.waitForURL('**/stream/group/*/edit');
    await expect
      .poll(() => page.getByLabel('Parameter of stream 2').inputValue())
      .toBe('e2e_param');
    await page.getByRole('button', { name: 'Remove stream 1' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Updated Stream Group Successfully!').count()).toBe(1);
    await page.waitForURL('**/stream/group/list');
    await expect.poll(() => row.locator('td').nth(1).textContent()).toBe('1');

    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByText('Deleted Stream Group Successfully!').count()).toBe(1);
    await expect.poll(() => row.count()).toBe(0);
  });
});
