import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffApp } from '../support/staff-app';

/** Where the suite leaves its screenshots, for a person to look at. */
const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR ?? tmpdir();

describe('players, as staff use them in Chromium', () => {
  const app = staffApp();
  let page: Page;
  const folder = mkdtempSync(join(tmpdir(), 'players-e2e-'));

  beforeAll(async () => {
    page = await app.open('/players/list/current');
  });
  afterAll(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  it('bulk-enters players from a CSV file, shows the tabs and the progress, then finds one', async () => {
    await expect.poll(() => page.getByRole('heading', { name: 'Players' }).count()).toBe(1);
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(20);
    await expect.poll(() => page.getByRole('button', { name: 'Load more' }).count()).toBe(1);
    await page.screenshot({ path: join(SCREENSHOTS, 'players-list.png') });
    // The handle cell also holds the avatar's initial: the handle is its last line.
    const existing = (await rows.first().locator('td').first().innerText())
      .trim()
      .split('\n')
      .at(-1);

    await page.getByRole('button', { name: 'Bulk Entry' }).click();
    await page.waitForURL('**/players/bulk');
    const csv = [
      'handle,firstName,lastName',
      ...Array.from(
        { length: 25 },
        (_, i) => `E2e${String(i + 1).padStart(2, '0')},Eve,Tester${i}`,
      ),
      'Bad-Handle,Ada,Lovelace',
      'TwelveChars1,Ada,Lovelace',
      'E2E01,Dup,Licate',
      `${existing},Already,There`,
    ].join('\n');
    const file = join(folder, 'roster.csv');
    writeFileSync(file, csv);
    await page.locator('input[type=file]').setInputFiles(file);
    await expect.poll(() => page.getByText('roster.csv').count()).toBe(1);
    await page.screenshot({ path: join(SCREENSHOTS, 'players-bulk-entry.png') });
    await page.getByRole('button', { name: 'Check rows' }).click();

    const tab = (name: string) => page.getByRole('tab', { name });
    await expect.poll(() => tab('Valid (25)').count()).toBe(1);
    expect(await tab('Duplicates (1)').count()).toBe(1);
    expect(await tab('Existing (1)').count()).toBe(1);
    expect(await tab('Invalid (2)').count()).toBe(1);
    await page.screenshot({ path: join(SCREENSHOTS, 'players-bulk-review.png') });
    await tab('Invalid (2)').click();
    await expect
      .poll(() => page.getByText('Handle: Handle may not contain special characters').count())
      .toBe(1);
    expect(await page.getByText('Handle: Max: 11 characters').count()).toBe(1);
    await tab('Existing (1)').click();
    await expect.poll(() => page.getByText('Handle: Handle already in use').count()).toBe(1);

    // Slow the data service down so the bar is seen between the two batches of the 25 rows.
    await app.stack.upstream.fault('elds', {
      methods: ['POST'],
      pathPrefix: '/players',
      delayMs: 800,
    });
    await page.getByRole('button', { name: 'Create 25 players' }).click();
    const bar = page.getByRole('progressbar', { name: 'Creating players' });
    await expect.poll(() => bar.count()).toBe(1);
    await page.screenshot({ path: join(SCREENSHOTS, 'players-bulk-progress.png') });
    await expect
      .poll(() => page.getByText('25 created, 0 failed').count(), { timeout: 15_000 })
      .toBe(1);
    await app.stack.upstream.clearFaults();
    await page.screenshot({ path: join(SCREENSHOTS, 'players-bulk-summary.png') });

    await page.getByRole('link', { name: 'View players' }).click();
    await page.waitForURL('**/players/list/current');
    await page.getByLabel('Search players').fill('e2e1');
    await expect.poll(() => rows.count()).toBe(10);
    const created = page.locator('tbody tr', { hasText: 'E2e17' });
    expect(await created.count()).toBe(1);
    expect(await created.innerText()).toContain('Eve Tester16');

    await created.click();
    await page.waitForURL('**/players/*/edit');
    await expect.poll(() => page.getByLabel('Handle').inputValue()).toBe('E2e17');
    await page.screenshot({ path: join(SCREENSHOTS, 'players-edit.png') });

    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL('**/players/list/current');
    await page.getByRole('button', { name: 'Create Player' }).click();
    await page.waitForURL('**/players/create');
    await page.getByLabel('Handle').fill('Bad handle!');
    await expect
      .poll(() => page.getByText('Handle may not contain special characters').count())
      .toBe(1);
    await page.screenshot({ path: join(SCREENSHOTS, 'players-create.png') });
  });

  it('filters players by home team from the filter menu and shows a player history', async () => {
    await page.goto(`${app.stack.url}/players/list/current`);
    await page.getByRole('button', { name: 'Filters' }).click();
    const form = page.getByRole('form', { name: 'Player filters' });
    await form.getByLabel('Team name').fill('t1');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/players/list/current?team=t1');
    const rows = page.locator('tbody tr');
    await expect.poll(() => page.getByText('Team name: t1').count()).toBe(1);
    await expect
      .poll(async () =>
        (await rows.locator('td:nth-child(3)').allInnerTexts()).every((team) =>
          team.toLowerCase().includes('t1'),
        ),
      )
      .toBe(true);
    expect(await rows.count()).toBeGreaterThan(0);

    await rows.first().click();
    await page.waitForURL('**/players/*/edit');
    await page.getByRole('tab', { name: 'History' }).click();
    await page.waitForURL('**/edit?tab=history');
    await expect.poll(() => page.getByText('Created', { exact: true }).count()).toBe(1);
    await page.screenshot({ path: join(SCREENSHOTS, 'player-history.png') });
  });
});
