import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, signIn } from '../support/browser';
import { SANDBOX_USERS, startStack, type Stack } from '../support/stack';

const SEASON_ID = '110500000000000002';

/** The next UTC day of an <input type="date"> value. */
function nextDay(day: string): string {
  const time = Date.parse(`${day}T00:00:00.000Z`);
  return new Date(time + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

describe('two staff members editing the same season (#12), in Chromium', () => {
  let stack: Stack;
  let browser: Browser;

  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });

  async function openSeasonAs(username: string): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const editPath = `${stack.url}/season/${SEASON_ID}/edit`;
    await signIn(page, editPath, username);
    await page.waitForURL(`**/season/${SEASON_ID}/edit`);
    await expect.poll(() => page.getByLabel('End date').first().inputValue()).not.toBe('');
    return page;
  }

  it('refuses the stale save with the conflict notice, keeps the typing, re-applies it and shows both changes in History', async () => {
    const cole = await openSeasonAs(SANDBOX_USERS.competition);
    const ada = await openSeasonAs(SANDBOX_USERS.admin);

    const coleName = `Conflict test ${Date.now() % 100_000}`;
    await cole.getByLabel('Name (en_US)').first().fill(coleName);
    await cole.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => cole.getByText('Updated Season Successfully!').count()).toBe(1);

    const adaEnd = nextDay(await ada.getByLabel('End date').first().inputValue());
    await ada.getByLabel('End date').first().fill(adaEnd);
    await ada.getByRole('button', { name: 'Save' }).click();

    const notice = ada.getByRole('alert', { name: 'Edit conflict' });
    await expect
      .poll(() => notice.getByText('This season was changed since you opened it.').count())
      .toBe(1);
    await expect.poll(() => notice.getByText(/Changed by cole\.competition at /).count()).toBe(1);
    await expect
      .poll(() => notice.getByText(/Fields that differ: .*Name \(en_US\)/).count())
      .toBe(1);
    expect(await ada.getByLabel('End date').first().inputValue()).toBe(adaEnd);
    expect(await ada.getByText('Updated Season Successfully!').count()).toBe(0);

    await notice.getByRole('button', { name: 'Re-apply my changes' }).click();
    await expect.poll(() => ada.getByLabel('Name (en_US)').first().inputValue()).toBe(coleName);
    expect(await ada.getByLabel('End date').first().inputValue()).toBe(adaEnd);
    await ada.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => ada.getByText('Updated Season Successfully!').count()).toBe(1);

    await ada.goto(`${stack.url}/season/${SEASON_ID}/edit`);
    const history = ada.getByRole('region', { name: 'History' });
    await expect
      .poll(() => history.locator('tbody tr', { hasText: 'cole.competition' }).count())
      .toBeGreaterThan(0);
    await expect
      .poll(() => history.locator('tbody tr', { hasText: 'ada.admin' }).count())
      .toBeGreaterThan(0);
    // A change of more than two fields shows a summary; its values are in the details.
    const closed = history.getByRole('button', { name: 'Show details' });
    while ((await closed.count()) > 0) await closed.first().click();
    await expect.poll(() => history.getByText(coleName).count()).toBeGreaterThan(0);
    await expect.poll(() => ada.getByLabel('Name (en_US)').first().inputValue()).toBe(coleName);
    expect(await ada.getByLabel('End date').first().inputValue()).toBe(adaEnd);

    await ada.screenshot({ path: '.tmp/audit-conflict-history-1440.png', fullPage: true });
  });
});
