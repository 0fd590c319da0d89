/**
 * A list keeps its state in the URL (issue 33): search, server sort and the pages loaded come
 * back the same after a reload and after Back from a record, as staff expect of a shared link.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { staffApp } from '../support/staff-app';

const SEARCH = 'a';

/** The handles of the rows shown, in order (the handle is the first cell's last line). */
async function handles(page: Page) {
  const cells = await page.locator('main tbody tr td:first-child').allInnerTexts();
  return cells.map((text) => text.trim().split('\n').at(-1));
}

async function waitForRows(page: Page, count: number) {
  await expect.poll(() => page.locator('main tbody tr td:first-child').count()).toBe(count);
  await page.locator('main table [role="status"]').waitFor({ state: 'detached' });
}

describe('a list in the URL, in Chromium', () => {
  const app = staffApp();

  it('shows the same rows after a reload and after Back from a record: search, sort and two pages', async () => {
    const page = await app.open('/players/list/current');
    await waitForRows(page, 20);

    const search = page.getByRole('searchbox', { name: /players/i });
    await search.fill(SEARCH);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(SEARCH);
    await page.locator('main thead').getByRole('button', { name: 'Name' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('name');
    await waitForRows(page, 20);
    await page.getByRole('button', { name: 'Load more' }).click();
    await waitForRows(page, 40);
    expect(new URL(page.url()).searchParams.get('pages')).toBe('2');
    const shown = await handles(page);
    expect(new Set(shown).size).toBe(40);

    await page.reload();
    await waitForRows(page, 40);
    expect(await handles(page)).toEqual(shown);
    expect(await search.inputValue()).toBe(SEARCH);

    await page.locator('main tbody tr').nth(30).click();
    await page.waitForURL('**/players/*/edit');
    await page.goBack();
    await waitForRows(page, 40);
    expect(await handles(page)).toEqual(shown);
    expect(await page.getByRole('searchbox', { name: /players/i }).inputValue()).toBe(SEARCH);
    await page.close();
  });
});
