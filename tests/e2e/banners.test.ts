import { BANNER_MESSAGES } from '@esports-admin/schema/rules/banners';
import type { BannerConfigurationFileDto } from '@esports-admin/schema/upstream/banners';
import { unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectPageAccessible } from '../support/accessibility';
import { SANDBOX_USERS } from '../support/stack';
import { staffApp } from '../support/staff-app';

const rewards = { as: SANDBOX_USERS.rewards };
const SCREENSHOTS = process.env.E2E_SCREENSHOTS_DIR;

/** A patch no seeded league has a configuration for. */
const FRESH_PATCH = '15.1';

/** At 1440 px and at 768 px, when the run keeps screenshots (E2E_SCREENSHOTS_DIR). */
async function screenshots(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  for (const width of [1440, 768]) {
    await page.setViewportSize({ width, height: 1000 });
    await page.screenshot({ path: `${SCREENSHOTS}/banners-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

const tableRows = (page: Page) =>
  page.getByRole('table', { name: 'Banner configurations' }).locator('tbody tr');

/** The zip address the page receives when it asks for the package (its bannerPackage query). */
function packageUrl(page: Page): Promise<string> {
  return page
    .waitForResponse((response) => {
      const body = response.request().postDataJSON() as { operationName?: string } | null;
      return body?.operationName === 'BannerEditorPackage';
    })
    .then(async (response) => {
      const answer = (await response.json()) as { data: { bannerPackage: { url: string } } };
      return answer.data.bannerPackage.url;
    });
}

describe('banners, as the rewards operator configures a patch in Chromium', () => {
  const app = staffApp();

  const bannerLeagues = async () =>
    (
      await app.stack.gql<{ bannerLeagues: { slug: string; league: { name: string } | null }[] }>(
        '{ bannerLeagues { slug league { name } } }',
        {},
        rewards,
      )
    ).data!.bannerLeagues;
  const bannerLeagueNames = async () =>
    (await bannerLeagues()).flatMap((league) => (league.league ? [league.league.name] : []));

  it('places three banners on the map, creates the configuration and downloads its zip', async () => {
    const leagueName = (await bannerLeagues()).find((l) => l.slug === 'lck')!.league!.name;

    const page = await app.open('/banners/list/needs_screenshots', {
      ...rewards,
      acceptDownloads: true,
    });
    await expect.poll(() => tableRows(page).count()).toBeGreaterThan(1);
    await screenshots(page, 'list');

    // New configuration: the league by name and a patch without one, then its editor.
    await page.getByRole('button', { name: 'New configuration' }).click();
    const dialog = page.getByRole('dialog', { name: 'New configuration' });
    await dialog.getByLabel('League').selectOption({ label: leagueName });
    await dialog.getByLabel('Patch').selectOption(FRESH_PATCH);
    await expectPageAccessible(page);
    await screenshots(page, 'new-configuration');
    await dialog.getByRole('button', { name: 'Open editor' }).click();
    await page.waitForURL(`**/banners/leagues/*/patches/${FRESH_PATCH}`);

    // Three props of the map, each given a texture, a group and a name.
    const props = page.getByRole('group', { name: 'Arena map' }).getByRole('button');
    await expect.poll(() => props.count()).toBeGreaterThan(20);
    const panel = page
      .getByRole('region')
      .filter({ has: page.getByLabel('Texture', { exact: true }) });
    const placed: string[] = [];
    for (const index of [0, 7, 14]) {
      const prop = props.nth(index);
      await prop.dispatchEvent('click');
      await expect.poll(() => prop.getAttribute('aria-pressed')).toBe('true');
      const texture = panel.getByLabel('Texture', { exact: true });
      await expect.poll(() => texture.locator('option').count()).toBeGreaterThan(1);
      await texture.selectOption({ index: 1 });
      await panel.getByLabel('Group', { exact: true }).fill('sponsor-a');
      await panel.getByLabel('Name', { exact: true }).fill(`Banner ${placed.length + 1}`);
      placed.push((await prop.getAttribute('data-prop-id'))!);
    }
    await expectPageAccessible(page);
    await screenshots(page, 'editor');

    await page.getByRole('button', { name: 'Create configuration' }).click();
    await expect.poll(() => page.getByText(BANNER_MESSAGES.created).count()).toBe(1);
    await page.waitForURL('**/banners/list/needs_screenshots');
    const created = tableRows(page)
      .filter({ hasText: leagueName })
      .filter({ has: page.getByRole('cell', { name: FRESH_PATCH, exact: true }) });
    await expect.poll(() => created.count()).toBe(1);

    // The zip, at the address the editor's Download zip asks for, holds the configuration file.
    await created.getByRole('button', { name: 'Edit' }).click();
    await page.waitForURL(`**/banners/leagues/*/patches/${FRESH_PATCH}`);
    const url = packageUrl(page);
    await page.getByRole('button', { name: 'Download zip' }).click();
    const zip = await fetch(await url);
    expect(zip.status).toBe(200);
    const entries = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    const file = JSON.parse(
      new TextDecoder().decode(entries['configuration.json']),
    ) as BannerConfigurationFileDto;
    expect(file).toMatchObject({ league: 'lck', patch: FRESH_PATCH, version: 1 });
    expect(Object.keys(file.banners).sort()).toEqual([...placed].sort());
    expect(Object.values(file.banners).map((banner) => banner.group)).toEqual([
      'sponsor-a',
      'sponsor-a',
      'sponsor-a',
    ]);
  });

  it('lists the configurations waiting for review, and offers the leagues not enrolled yet', async () => {
    const page = await app.open('/banners/list/needs_review', rewards);
    await expect.poll(() => tableRows(page).count()).toBeGreaterThan(1);
    expect(
      await page
        .getByRole('navigation', { name: 'Lists of banner configurations' })
        .getByRole('link', { name: 'Needs review' })
        .getAttribute('aria-current'),
    ).toBe('page');
    await expectPageAccessible(page);
    await screenshots(page, 'needs-review');

    await page.getByRole('button', { name: 'Add league' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add league' });
    const league = dialog.getByLabel('League');
    await expect.poll(() => league.locator('option').count()).toBeGreaterThan(1);
    const enrolled = await bannerLeagueNames();
    const offered = (await league.locator('option').allTextContents()).slice(1);
    expect(
      offered.filter((label) => enrolled.some((name) => label.startsWith(`${name} (`))),
    ).toEqual([]);
    await expectPageAccessible(page);
    await screenshots(page, 'add-league');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
  });
});
