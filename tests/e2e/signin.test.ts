import { mayOpenPath, type FeatureFlag } from '@esports-admin/schema/rules/access';
import { sectionsForSport } from '@esports-admin/schema/rules/sports';
import { describe, expect, it } from 'vitest';
import { signIn } from '../support/browser';
import { staffApp } from '../support/staff-app';
import { SANDBOX_USERS } from '../support/stack';

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
    return sectionsForSport('lol')
      .filter((section) => mayOpenPath(section.link, new Set(resources), features))
      .map((section) => section.label);
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
      const hidden = sectionsForSport('lol')
        .map((s) => s.label)
        .filter((label) => !expected.includes(label));
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
