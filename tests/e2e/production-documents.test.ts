/**
 * Issue #38's trusted documents, as staff meet them: against a production gateway the staff app's
 * own pages load for a user without a developer role, none of their GraphQL requests refused.
 */
import { describe, expect, it } from 'vitest';
import { staffApp } from '../support/staff-app';
import { SANDBOX_USERS } from '../support/stack';

const PAGES = [
  { path: '/tournament/list/current', heading: 'Tournaments', as: SANDBOX_USERS.competition },
  { path: '/season/list/current', heading: 'Seasons & Splits', as: SANDBOX_USERS.competition },
  { path: '/leagues/list/current', heading: 'Leagues', as: SANDBOX_USERS.competition },
  { path: '/drops/list/current', heading: 'Drop Groups', as: SANDBOX_USERS.rewards },
];

describe('the staff app on a production gateway', () => {
  const app = staffApp({ NODE_ENV: 'production', ENVIRONMENT: 'dev' });

  it.each(PAGES)('loads $path with no GraphQL request refused', async ({ path, heading, as }) => {
    const refused: string[] = [];
    const page = await app.open(path, {
      as,
      prepare: (fresh) => {
        fresh.on('response', (response) => {
          if (response.url().endsWith('/graphql') && response.status() >= 400) {
            refused.push(`${response.status()} ${response.request().postData() ?? ''}`);
          }
        });
        return Promise.resolve();
      },
    });
    await expect
      .poll(() => page.getByRole('heading', { name: heading, exact: true }).count())
      .toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(refused).toEqual([]);
    await page.close();
  });
});
