import { SHOTCALL_MESSAGES } from '@esports-admin/schema/rules/shotcall';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectPageAccessible } from '../support/accessibility';
import { SANDBOX_USERS } from '../support/stack';
import { staffApp } from '../support/staff-app';

const rewards = { as: SANDBOX_USERS.rewards };
const SCREENSHOTS = process.env.E2E_SCREENSHOTS_DIR;

/** At 1440 px and at 768 px, when the run keeps screenshots (E2E_SCREENSHOTS_DIR). */
async function screenshots(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  for (const width of [1440, 768]) {
    await page.setViewportSize({ width, height: 1000 });
    await page.screenshot({ path: `${SCREENSHOTS}/shotcall-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

const sectionLinks = (page: Page) =>
  page.getByRole('navigation', { name: 'Sections' }).getByRole('link');

/** The viewers who answered a prompt so far, from its card's '123 answers · window 30 s'. */
async function answersOf(card: ReturnType<Page['locator']>): Promise<number> {
  const text = (await card.getByText(/ answers? · window/).textContent()) ?? '';
  return Number(text.split(' ')[0]?.replace(/,/g, ''));
}

describe('shot-call, as the operator runs it beside a Valorant broadcast in Chromium', () => {
  const app = staffApp();

  it('is offered for Valorant only, and runs a prompt on the live session from trigger to result', async () => {
    const page = await app.open('/drops/list/current', rewards);
    await expect.poll(() => sectionLinks(page).count()).toBeGreaterThan(1);
    await page.getByLabel('Selected sport').selectOption('lol');
    await expect.poll(() => sectionLinks(page).filter({ hasText: 'Drops' }).count()).toBe(1);
    expect(await sectionLinks(page).filter({ hasText: 'Shot-call' }).count()).toBe(0);

    await page.getByLabel('Selected sport').selectOption('val');
    await sectionLinks(page).filter({ hasText: 'Shot-call' }).click();
    await page.waitForURL('**/shotcall/events');
    const liveNow = page.getByRole('region', { name: 'Live now' });
    await expect.poll(() => liveNow.count()).toBe(1);
    const matchup = (await liveNow.locator('tbody tr a').first().textContent())!.trim();
    expect(matchup).toMatch(/^.+ vs .+$/);
    await expectPageAccessible(page);
    await screenshots(page, 'events');

    // The console of the live session, named by its match.
    await liveNow.getByRole('link', { name: `Open console: ${matchup}` }).click();
    await page.waitForURL('**/shotcall/events/*');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: matchup }).count()).toBe(1);
    expect(await page.getByRole('region', { name: 'Keyboard shortcuts' }).count()).toBe(1);

    // A prompt added from the bank, with a short window.
    const cards = page.locator('section[data-prompt-id]');
    const before = await cards.count();
    await page.getByRole('button', { name: 'Add prompt' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a prompt from the bank' });
    const question = dialog.getByLabel('Question', { exact: true });
    await expect.poll(() => question.locator('option').count()).toBeGreaterThan(1);
    await question.selectOption({ index: 1 });
    await dialog.getByLabel('Window (seconds)').fill('60');
    await expectPageAccessible(page);
    await dialog.getByRole('button', { name: 'Add prompt' }).click();
    await expect.poll(() => page.getByText(SHOTCALL_MESSAGES.promptCreated).count()).toBe(1);
    await expect.poll(() => cards.count()).toBe(before + 1);

    // Trigger it from the keyboard: select it, then T.
    const card = cards.last();
    await card.getByRole('heading', { level: 2 }).click();
    await page.keyboard.press('t');
    await expect.poll(() => card.getByText('Open: viewers answering').count()).toBe(1);
    await expect.poll(() => card.getByRole('timer').count()).toBe(1);

    // The answers arrive while the window is open.
    await expect.poll(() => answersOf(card), { timeout: 20_000 }).toBeGreaterThan(0);
    const first = await answersOf(card);
    await expect.poll(() => answersOf(card), { timeout: 20_000 }).toBeGreaterThan(first);
    await expectPageAccessible(page);
    await screenshots(page, 'console-open');

    // The console's state comes from the service: a reload shows the prompt still open.
    await page.reload();
    await expect.poll(() => cards.last().getByText('Open: viewers answering').count()).toBe(1);

    // Resolve with the first choice, after the confirmation.
    await cards.last().getByRole('heading', { level: 2 }).click();
    await page.keyboard.press('1');
    await page.keyboard.press('r');
    const confirm = page.getByRole('alertdialog', { name: 'Resolve the prompt?' });
    await expect.poll(() => confirm.count()).toBe(1);
    await expectPageAccessible(page);
    await confirm.getByRole('button', { name: /^Resolve: / }).click();
    await expect.poll(() => page.getByText(SHOTCALL_MESSAGES.promptResolved).count()).toBe(1);
    await expect.poll(() => cards.last().getByText('Resolved', { exact: true }).count()).toBe(1);
    expect(await cards.last().getByText('Correct').count()).toBe(1);
    await screenshots(page, 'console-resolved');
  });

  it('shows the bank by sport and the reward criteria by tournament name', async () => {
    const page = await app.open('/shotcall/questions', rewards);
    const questions = page.getByRole('table', { name: 'Questions' });
    await expect.poll(() => questions.locator('tbody tr td').count()).toBeGreaterThan(1);
    await expectPageAccessible(page);
    await screenshots(page, 'bank');
    const valRows = await questions.locator('tbody tr').count();
    await page.getByLabel('Sport', { exact: true }).selectOption('lol');
    await page.waitForURL('**/shotcall/questions?sport=lol');
    await expect.poll(() => questions.locator('tbody tr').count()).toBeLessThan(valRows);

    await page
      .getByRole('navigation', { name: 'Shot-call pages' })
      .getByRole('link', { name: 'Reward criteria' })
      .click();
    await page.waitForURL('**/shotcall/rewards');
    const tournament = page.getByLabel('Tournament');
    await expect.poll(() => tournament.locator('option').count()).toBeGreaterThan(0);
    expect(await tournament.locator('option').first().textContent()).not.toMatch(/^Tournament /);
    await expect
      .poll(() => page.getByRole('table', { name: /^Reward criteria: / }).count())
      .toBe(1);
    await expectPageAccessible(page);
    await screenshots(page, 'rewards');
  });
});
