import { accessAllows, ROUTE_ACCESS, type FeatureFlag } from '@esports-admin/schema/rules/access';
import { describe, expect, it } from 'vitest';
import { signIn } from '../support/browser';
import { staffApp } from '../support/staff-app';
import { SANDBOX_USERS } from '../support/stack';

/** Spec 1 §2: the sections League of Legends offers, each with the route family that opens it. */
const LOL_SECTIONS = [
  { label: 'Leagues', access: ROUTE_ACCESS.leagues },
  { label: 'Seasons', access: ROUTE_ACCESS.seasons },
  { label: 'Tournaments', access: ROUTE_ACCESS.tournaments },
  { label: 'Teams', access: ROUTE_ACCESS.teams },
  { label: 'Players', access: ROUTE_ACCESS.players },
  { label: 'Streams', access: ROUTE_ACCESS.streams },
  { label: 'Orgs', access: ROUTE_ACCESS.organizations },
  { label: 'Drops', access: ROUTE_ACCESS.drops },
  { label: 'Banners', access: ROUTE_ACCESS.banners },
  { label: 'Accounts', access: ROUTE_ACCESS.accounts },
  { label: "Pick'em", access: ROUTE_ACCESS.pickem },
  { label: 'Users', access: ROUTE_ACCESS.userManagement },
];

describe('signing in as each seeded staff user, in Chromium', () => {
  const app = staffApp();

  async function expectedSections(username: string) {
    const answer = await app.stack.gql<{
      viewer: { resources: string[]; features: Record<FeatureFlag, boolean> };
    }>(
      '{ viewer { resources features { autocompleteMatch selfServiceTournaments seasons accounts statSync rbac reopenPickBlock } } }',
      {},
      { as: username },
    );
    const { resources, features } = answer.data!.viewer;
    return LOL_SECTIONS.filter((section) =>
      accessAllows(section.access, new Set(resources), features),
    ).map((section) => section.label);
  }

  for (const username of [
    SANDBOX_USERS.admin,
    SANDBOX_USERS.competition,
    SANDBOX_USERS.rewards,
    SANDBOX_USERS.viewer,
  ]) {
    it(`${username} sees exactly the sections their roles allow`, async () => {
      const page = await app.browser.newPage({ viewport: { width: 1600, height: 900 } });
      await signIn(page, `${app.stack.url}/`, username);
      const nav = page.getByRole('navigation', { name: 'Sections' });
      await expect.poll(() => page.getByRole('button', { name: 'Sign out' }).count()).toBe(1);
      const links = await nav.getByRole('link').allInnerTexts();
      const expected = await expectedSections(username);
      expect(expected.length).toBeGreaterThan(0);
      for (const label of expected) expect(links).toContain(label);
      const hidden = LOL_SECTIONS.map((s) => s.label).filter((label) => !expected.includes(label));
      for (const label of hidden) expect(links).not.toContain(label);
      await page.close();
    });
  }

  it('shows ACCESS DENIED to a user without roles', async () => {
    const page = await app.browser.newPage();
    await signIn(page, `${app.stack.url}/`, SANDBOX_USERS.noRoles);
    await expect.poll(() => page.getByText('ACCESS DENIED').count()).toBe(1);
    await expect
      .poll(() =>
        page
          .getByText('Reach out to #ask-esports-digital if you need access to this page.')
          .count(),
      )
      .toBe(1);
    await page.close();
  });

  it('keeps a deep link across the sign-in round trip and signs out', async () => {
    const page = await app.open('/season/list/archived', {
      viewport: { width: 1280, height: 720 },
    });
    await expect
      .poll(() => page.getByRole('heading', { name: 'Seasons & Splits' }).count())
      .toBe(1);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/auth/signed-out');
    await expect.poll(() => page.getByText('You have signed out').count()).toBe(1);
    await page.goto(`${app.stack.url}/season/list/current`);
    await expect.poll(() => page.getByLabel('Password').count()).toBe(1);
    await page.close();
  });
});
