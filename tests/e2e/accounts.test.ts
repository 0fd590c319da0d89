import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { staffApp } from '../support/staff-app';

/** A link of the accounts section's own navigation (the header has an 'Accounts' link too). */
const accountsPage = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Accounts pages' }).getByRole('link', { name });

/** Waits on the stack's answers; a busy two-core machine can take seconds for a page of rows. */
describe('accounts, as staff use them in Chromium', () => {
  const app = staffApp();
  let page: Page;

  beforeEach(async () => {
    page = await app.open('/accounts/list', { acceptDownloads: true });
  });

  it('selects accounts and exports them as a CSV named by count and time', async () => {
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(50);
    const chosen: string[] = [];
    for (const index of [0, 3, 7]) {
      const row = rows.nth(index);
      chosen.push((await row.locator('td').nth(1).locator('p').first().textContent()) ?? '');
      await row.getByRole('checkbox').check();
    }
    await expect.poll(() => page.getByText('3 selected').count()).toBe(1);
    const header = page.getByRole('checkbox', { name: 'Select all accounts on screen' });
    expect(await header.getAttribute('data-check-status')).toBe('partialChecked');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^3 accounts - \d{8}T\d{6}Z\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,displayName,login,puuid,status,enabledSports,groupId,groupName,playerId,deleteAfter',
    );
    expect(lines).toHaveLength(4);
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(chosen);
    expect(lines.slice(1).every((line) => line.split(',')[5]?.includes('lol'))).toBe(true);
  });

  it('selects every account on screen, loads more, and requests removal after confirming', async () => {
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(50);
    const header = page.getByRole('checkbox', { name: 'Select all accounts on screen' });
    await header.check();
    await expect.poll(() => page.getByText('50 selected').count()).toBe(1);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => rows.count()).toBe(100);
    expect(await header.getAttribute('data-check-status')).toBe('partialChecked');

    await page.getByRole('button', { name: 'Clear selection' }).click();
    await rows.nth(0).getByRole('checkbox').check();
    const name = (await rows.nth(0).locator('td').nth(1).locator('p').first().textContent())!;
    await page.getByRole('button', { name: 'Request Removal' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect.poll(() => dialog.getByText('Request Account Removal').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Request Removal' }).click();
    await expect.poll(() => page.getByText('Requested removal of 1 account').count()).toBe(1);
    const row = page.locator('tbody tr', { hasText: name });
    await expect.poll(() => row.getByText('removal requested').count()).toBe(1);
  });

  it('creates accounts in bulk, showing a taken display name on the Existing tab', async () => {
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(50);
    const taken = (await rows.nth(5).locator('td').nth(1).locator('p').first().textContent())!;
    await accountsPage(page, 'Bulk Entry').click();
    await page.waitForURL('**/accounts/create');
    await page
      .getByLabel('CSV rows')
      .fill(
        `displayName,login\nE2E Caster 1,e2e_caster_1\nE2E Caster 2,\n${taken},\ne2e caster 1,`,
      );
    await page.getByRole('button', { name: 'Add rows' }).click();
    const submit = page.getByRole('button', { name: 'Create 2 accounts' });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await page.getByRole('tab', { name: /^Existing/ }).click();
    const existing = page.getByRole('table', { name: 'Existing rows' });
    await expect.poll(() => existing.getByText('Display name already in use').count()).toBe(1);
    expect(await page.getByRole('tab', { name: /^Duplicates/ }).textContent()).toBe('Duplicates1');

    await submit.click();
    await expect.poll(() => page.getByText('Created 2 accounts Successfully!').count()).toBe(1);
    await expect
      .poll(() => page.getByRole('tab', { name: /^Existing/ }).textContent())
      .toBe('Existing0');
    await accountsPage(page, 'Accounts').click();
    await page.getByLabel('Search accounts').fill('E2E Caster');
    await expect.poll(() => rows.count()).toBe(2);
  });

  it('shows the history of bulk operations and opens an account from the list', async () => {
    await accountsPage(page, 'History').click();
    await page.waitForURL('**/accounts/history');
    const operations = page.locator('tbody tr');
    await expect.poll(() => operations.count()).toBeGreaterThan(10);
    await expect.poll(() => page.getByText('Bulk creation').count()).toBeGreaterThan(0);

    await accountsPage(page, 'Accounts').click();
    await page.waitForURL('**/accounts/list');
    const first = page.locator('tbody tr a').first();
    await expect.poll(() => first.count()).toBe(1);
    const name = (await first.innerText()).trim();
    await first.click();
    await page.waitForURL(/\/accounts\/\d+$/);
    await expect.poll(() => page.getByRole('heading', { name }).count()).toBe(1);
    await expect.poll(() => page.getByText('Enabled sports').count()).toBe(1);
    await expect.poll(() => page.getByText('Bulk creation').count()).toBe(1);
  });
});
