import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectPageAccessible } from '../support/accessibility';
import { staffApp } from '../support/staff-app';
import { createDraftTournament } from '../support/tournament-drafts';

describe('format templates and the result impact, as cole.competition uses them (#37)', () => {
  const app = staffApp();
  let page: Page;

  beforeEach(async () => {
    page = await app.open('/tournament/list/current', { viewport: { width: 1440, height: 1000 } });
  });

  const toast = (text: string) => page.getByText(text, { exact: true });

  it('builds an 8-team double elimination from the template, publishes it and enters a result after seeing its impact', async () => {
    const editUrl = await createDraftTournament(page, 'e2e_format_cup', 'E2E Format Cup');

    await page.getByRole('tab', { name: 'Stages (0)' }).click();
    await page.getByRole('button', { name: 'Start from a format' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start from a format' });
    await dialog.getByText('Double elimination', { exact: true }).click();
    await dialog.getByLabel('Teams', { exact: true }).fill('8');
    // The preview says what will be built before anything is added.
    await expect
      .poll(() =>
        dialog
          .getByText('Double elimination, 8 teams: 14 matches in 1 section', { exact: false })
          .count(),
      )
      .toBe(1);
    await expectPageAccessible(page);
    await dialog.getByRole('button', { name: 'Add stage' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect
      .poll(() =>
        page.getByRole('heading', { name: 'Creating a Bracket for LCK Playoffs' }).count(),
      )
      .toBe(1);
    await expect.poll(() => page.getByText('No problems found.').count()).toBe(1);

    // Eight teams into the stage's seeding, then save.
    const stage = page.getByRole('group', { name: 'Stage Playoffs' });
    await stage.getByRole('button', { name: /Seeding teams/ }).click();
    for (let seed = 1; seed <= 8; seed += 1) {
      const picker = stage.getByRole('combobox', { name: `Seed ${seed} team of Playoffs` });
      await expect.poll(() => picker.locator('option').count()).toBeGreaterThan(8);
      await picker.selectOption({ index: seed });
    }
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => toast('Saved update to E2E Format Cup Successfully!').count()).toBe(1);

    await page.getByRole('tab', { name: 'Details' }).click();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect.poll(() => toast('Created Tournament Successfully!').count()).toBe(1);
    await page.waitForURL('**/tournament/list/current');

    // Published: the winner of the opener is saved after a confirmation showing what it changes.
    await page.goto(editUrl.replace(/\/edit$/, '/results'));
    const winner = page.getByLabel('Game 1 winner').first();
    await expect.poll(() => winner.isEnabled()).toBe(true);
    await winner.selectOption({ index: 1 });
    const confirm = page.getByRole('dialog', { name: 'Set Game Winner' });
    const impact = confirm.getByRole('group', { name: 'What this result changes' });
    await expect.poll(() => impact.count()).toBe(1);
    // Best of 1: the opener is decided, so its winner and its loser both go on.
    await expect.poll(() => impact.getByRole('listitem').count()).toBe(2);
    await expectPageAccessible(page);
    await confirm.getByRole('button', { name: 'Set winner' }).click();
    await expect.poll(() => toast('Updated setting results').count()).toBe(1);
    await expect.poll(() => winner.locator('option:checked').textContent()).toMatch(/^Blue: /);
  });
});
