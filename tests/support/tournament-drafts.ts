/** The e2e tournament flows' common start: a new LCK draft made on the create page. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const DRAFT_MESSAGE =
  "Created Tournament Successfully! This tournament was created as a Draft. Once you've double checked it, click Publish below.";

/**
 * From the tournament list, creates an LCK draft with this slug and name the way staff do, and
 * waits on its edit page; answers the edit page's address.
 */
export async function createDraftTournament(page: Page, slug: string, name: string) {
  await page.getByRole('button', { name: 'Create Tournament' }).click();
  await page.waitForURL('**/tournament/create');
  const league = page.getByLabel('League');
  await expect.poll(() => league.locator('option', { hasText: /^LCK$/ }).count()).toBe(1);
  await league.selectOption({ label: 'LCK' });
  await page.getByLabel('Slug').fill(slug);
  await page.getByLabel('Name (en_US)').fill(name);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect.poll(() => page.getByText(DRAFT_MESSAGE, { exact: true }).count()).toBe(1);
  await page.waitForURL(/\/tournament\/[^/]+\/edit$/);
  await expect.poll(() => page.getByRole('heading', { name }).count()).toBe(1);
  return page.url();
}
