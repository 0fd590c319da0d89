import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { staffApp } from '../support/staff-app';

describe('leagues, as staff use them in Chromium', () => {
  const app = staffApp();
  let page: Page;

  beforeEach(async () => {
    page = await app.open('/leagues/list/current');
  });

  it('lists and searches current leagues', async () => {
    await expect.poll(() => page.getByRole('heading', { name: 'Leagues' }).count()).toBe(1);
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count()).toBeGreaterThan(1);
    const before = await rows.count();

    await page.getByLabel('Search leagues').fill('lck');
    await expect.poll(() => rows.count()).toBe(2);
    expect(before).toBeGreaterThan(2);
    await page.getByLabel('Search leagues').fill('zzzz no such');
    await expect.poll(() => page.getByText('Nothing to display.').count()).toBe(1);
  });

  it('creates a league after fixing an invalid slug, then archives it through the dialog', async () => {
    await page.getByRole('button', { name: 'Create League' }).click();
    await page.waitForURL('**/leagues/create');

    const slug = page.getByLabel('Slug');
    await slug.fill('E2E League!');
    await expect.poll(() => page.getByText('Slugs must match [a-z0-9_]').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);

    await slug.fill('e2e_league');
    await page.getByLabel('Name').fill('E2E League');
    await page.getByLabel('Region').selectOption('EMEA');
    await page.getByLabel('Priority').fill('99');
    await expect.poll(() => page.getByText('Slugs must match [a-z0-9_]').count()).toBe(0);
    await page.getByRole('button', { name: 'Save' }).click();

    await expect.poll(() => page.getByText('Created League Successfully!').count()).toBe(1);
    await page.waitForURL('**/leagues/list/current');

    const row = page.locator('tbody tr', { hasText: 'E2E League' });
    await expect.poll(() => row.count()).toBe(1);
    await row.getByRole('button', { name: 'Archive' }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect.poll(() => dialog.getByText('Archive League').count()).toBeGreaterThan(0);
    await expect
      .poll(() =>
        dialog
          .getByText(
            'Are you sure you want to archive this league? Its tournaments will no longer be listed.',
          )
          .count(),
      )
      .toBe(1);
    await dialog.getByRole('button', { name: 'Archive' }).click();

    await expect.poll(() => page.getByText('Archived League Successfully!').count()).toBe(1);
    await expect.poll(() => row.count()).toBe(0);
    await page.goto(`${app.stack.url}/leagues/list/archived`);
    await expect.poll(() => page.locator('tbody tr', { hasText: 'E2E League' }).count()).toBe(1);
  });

  it('archives two selected leagues in one batch after confirming, with progress and a toast', async () => {
    const rowOf = (name: string) =>
      page.locator('tbody tr').filter({ has: page.getByText(name, { exact: true }) });
    await expect.poll(() => rowOf('LPL').count()).toBe(1);
    await page.getByRole('checkbox', { name: 'Select LPL', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Select LCS', exact: true }).check();
    await expect.poll(() => page.getByText('2 selected').count()).toBe(1);
    await page.getByRole('button', { name: 'Change selected' }).click();

    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('Update Leagues').count()).toBe(1);
    await dialog.getByRole('combobox', { name: 'Status' }).selectOption('archived');
    await dialog.getByRole('textbox', { name: 'Priority' }).fill('70');
    await dialog.getByText('Number them in list order from this priority').click();
    await dialog.getByRole('button', { name: 'Update 2 Leagues' }).click();

    await expect.poll(() => page.getByText('Updated 2 Leagues Successfully!').count()).toBe(1);
    await expect.poll(() => rowOf('LPL').count()).toBe(0);
    await expect.poll(() => rowOf('LCS').count()).toBe(0);
    await page.goto(`${app.stack.url}/leagues/list/archived`);
    await expect.poll(() => rowOf('LPL').count()).toBe(1);
    // LPL (priority 11) came before LCS (13), so it is numbered first.
    expect((await rowOf('LPL').locator('td').nth(3).innerText()).trim()).toBe('70');
    expect((await rowOf('LCS').locator('td').nth(3).innerText()).trim()).toBe('71');
  });
});
