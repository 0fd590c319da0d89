import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { staffApp } from '../support/staff-app';

describe('seasons, as staff use them in Chromium', () => {
  const app = staffApp();
  let page: Page;

  beforeEach(async () => {
    page = await app.open('/season/list/current');
  });

  it('lists and searches current seasons', async () => {
    await page.goto(`${app.stack.url}/season/list/current`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Seasons & Splits' }).count())
      .toBe(1);
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count()).toBeGreaterThan(1);
    const before = await rows.count();

    await page.getByLabel('Search seasons').fill('2 season');
    await expect.poll(() => rows.count()).toBeLessThan(before);
    await page.getByLabel('Search seasons').fill('zzzz no such');
    await expect.poll(() => page.getByText('Nothing to display.').count()).toBe(1);
  });

  it('creates a season after fixing an invalid slug, then archives it through the dialog', async () => {
    await page.goto(`${app.stack.url}/season/list/current`);
    await page.getByRole('button', { name: 'Create Season' }).click();
    await page.waitForURL('**/season/create');

    const slug = page.getByLabel('Slug');
    await slug.fill('E2E Season!');
    await expect.poll(() => page.getByText('Slugs must match [a-z0-9_]').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);

    await slug.fill('e2e_season');
    await page.getByLabel('Name (en_US)').fill('E2E Season');
    const year = new Date().getUTCFullYear();
    await page.getByLabel('End date').fill(`${year + 1}-06-30`);
    await expect.poll(() => page.getByText('Slugs must match [a-z0-9_]').count()).toBe(0);
    await page.getByRole('button', { name: 'Save' }).click();

    await expect.poll(() => page.getByText('Created Season Successfully!').count()).toBe(1);
    await page.waitForURL('**/season/list/current');

    const row = page.locator('tbody tr', { hasText: 'E2E Season' });
    await expect.poll(() => row.count()).toBe(1);
    await row.getByRole('button', { name: 'Archive' }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect.poll(() => dialog.getByText('Archive Season').count()).toBeGreaterThan(0);
    await expect
      .poll(() =>
        dialog
          .getByText('Are you sure you want to archive this season? This action cannot be undone.')
          .count(),
      )
      .toBe(1);
    await dialog.getByRole('button', { name: 'Archive' }).click();

    await expect.poll(() => page.getByText('Archived Season Successfully!').count()).toBe(1);
    await expect.poll(() => row.count()).toBe(0);
    await page.goto(`${app.stack.url}/season/list/archived`);
    await expect.poll(() => page.locator('tbody tr', { hasText: 'E2E Season' }).count()).toBe(1);
  });

  it('asks before a link or the back button leaves an unsaved season', async () => {
    await page.goto(`${app.stack.url}/season/list/current`);
    await page.getByRole('button', { name: 'Create Season' }).click();
    await page.waitForURL('**/season/create');
    const name = page.getByLabel('Name (en_US)');
    await name.fill('Left behind');
    const discard = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });

    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link').first().click();
    await expect.poll(() => discard.count()).toBe(1);
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    await expect.poll(() => discard.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/season/create');
    expect(await name.inputValue()).toBe('Left behind');

    await page.goBack();
    await expect.poll(() => discard.count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/season/create');
    await discard.getByRole('button', { name: 'Discard changes' }).click();
    await page.waitForURL('**/season/list/current');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Seasons & Splits' }).count())
      .toBe(1);
  });
});
