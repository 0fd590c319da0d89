import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staffApp } from '../support/staff-app';

/** Two busy cores: give the UI up to 10 s where the default poll gives 1 s. */
const IMAGE_HOST = 'https://images.e2e.example';
const SCREENSHOTS = process.env.E2E_SCREENSHOTS_DIR;

/** Logo addresses on IMAGE_HOST answer an SVG of the size in the name: /logo-4100x300.svg. */
async function serveSizedImages(page: Page) {
  await page.route(`${IMAGE_HOST}/**`, async (route) => {
    const [, width = '64', height = '64'] =
      /(\d+)x(\d+)\.svg$/.exec(new URL(route.request().url()).pathname) ?? [];
    await route.fulfill({
      contentType: 'image/svg+xml',
      body: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#0E7C86"/></svg>`,
    });
  });
  // The seeded organizations' logo host is not reachable from tests: answer nothing quickly.
  await page.route('https://static.esports-assets.example/**', (route) =>
    route.fulfill({ status: 404, body: '' }),
  );
}

describe('organizations, as staff use them in Chromium', () => {
  const app = staffApp();
  let page: Page;

  beforeEach(async () => {
    page = await app.open('/organizations/list/active', { prepare: serveSizedImages });
  });
  afterEach(async () => {
    await page?.close();
  });

  it('lists active organizations, searches them, and shows the archived ones apart', async () => {
    await expect.poll(() => page.getByRole('heading', { name: 'Organizations' }).count()).toBe(1);
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count()).toBeGreaterThan(70);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/organizations-list.png` });

    await page.getByLabel('Search organizations').fill('hle');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('Hanwha Life Esports');

    await page.getByRole('link', { name: 'Archived Organizations' }).click();
    // The tab link carries the search to the other list.
    await page.waitForURL('**/organizations/list/archived?q=hle');
    await page.getByLabel('Search organizations').fill('');
    await expect.poll(() => page.locator('tbody tr', { hasText: 'TSM' }).count()).toBe(1);
    await expect.poll(() => rows.count()).toBe(8);
  });

  it('creates an organization, refusing an oversized logo, then archives it', async () => {
    await page.getByRole('button', { name: 'Create Organization' }).click();
    await page.waitForURL('**/organizations/create');

    await page.getByLabel('Name').fill('E2E Owls');
    await page.getByLabel('Tricode').fill('owl');
    expect(await page.getByLabel('Tricode').inputValue()).toBe('OWL');
    await page.getByRole('textbox', { name: 'Primary colour', exact: true }).fill('#FFD700');
    const swatch = page.getByRole('img', { name: 'Primary colour preview' });
    expect(await swatch.getAttribute('style')).toContain('color: rgb(0, 0, 0)');
    await page.getByRole('textbox', { name: 'Secondary colour', exact: true }).fill('#0E7C86');

    await page.getByLabel('Plate image', { exact: true }).fill(`${IMAGE_HOST}/plate-4100x300.svg`);
    const tooLarge = page.getByText(
      'Image dimensions too large (max is 4000px). Width: 4100px; Height: 300px',
    );
    await expect.poll(() => tooLarge.count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    if (SCREENSHOTS) {
      await page.screenshot({ path: `${SCREENSHOTS}/organization-form.png`, fullPage: true });
    }

    await page.getByLabel('Plate image', { exact: true }).fill(`${IMAGE_HOST}/plate-1200x300.svg`);
    await expect.poll(() => page.getByText('1200 × 300 px').count()).toBe(1);
    await page.getByLabel('Light logo', { exact: true }).fill(`${IMAGE_HOST}/light-256x256.svg`);
    await page.getByRole('button', { name: 'Save' }).click();

    await expect
      .poll(() => page.getByText('Organization E2E Owls created successfully!').count())
      .toBe(1);
    await page.waitForURL('**/organizations/list/active');
    const row = page.locator('tbody tr', { hasText: 'E2E Owls' });
    await expect.poll(() => row.count()).toBe(1);
    await expect.poll(() => row.getByRole('img', { name: 'E2E Owls logo' }).count()).toBe(1);

    await row.getByRole('button', { name: 'Archive' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect.poll(() => dialog.getByText('Archive Organization').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Archive' }).click();
    await expect
      .poll(() => page.getByText('Organization E2E Owls archived successfully!').count())
      .toBe(1);
    await expect.poll(() => row.count()).toBe(0);
    await page.goto(`${app.stack.url}/organizations/list/archived`);
    await expect.poll(() => page.locator('tbody tr', { hasText: 'E2E Owls' }).count()).toBe(1);
  });

  it('edits an organization and returns to the active list with the update message', async () => {
    // Spec 2 §2: the bare list address is where saving leads; it shows the active list.
    await page.goto(`${app.stack.url}/organizations/list`);
    await page.waitForURL('**/organizations/list/active');
    await page
      .locator('tbody tr', { hasText: 'Gen.G Esports' })
      .getByRole('button', { name: 'Edit' })
      .click();
    await page.waitForURL('**/organizations/*/edit');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Edit Organization' }).count())
      .toBe(1);
    expect(await page.getByLabel('Name').inputValue()).toBe('Gen.G Esports');
    await page.getByLabel('Name').fill('Gen.G');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => page.getByText('Organization Gen.G updated successfully!').count())
      .toBe(1);
    await page.waitForURL('**/organizations/list/active');
  });
});
