/**
 * What the browser really loads for the seasons list page: the product started in-process
 * (sandbox + gateway serving web/dist), staff signed in through the sandbox's login page in
 * headless Chromium, then a fresh tab opening /season/list/current with every request recorded.
 */
import { launchChromium, signIn } from '../support/browser';
import { SANDBOX_USERS, startStack } from '../support/stack';
import { table } from './markdown';

const SEASON_LIST_PATH = '/season/list/current';
const GRAPHIQL_SCRIPT = /\/graphiql\/|monaco/i;

interface Loaded {
  type: string;
  what: string;
}

export async function browserLoads(): Promise<string> {
  const stack = await startStack();
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    const signInPage = await context.newPage();
    await signIn(signInPage, `${stack.url}${SEASON_LIST_PATH}`, SANDBOX_USERS.competition);
    await signInPage.waitForURL(`**${SEASON_LIST_PATH}`);
    await signInPage.close();

    const page = await context.newPage();
    const loaded: Loaded[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      const operation = (request.postDataJSON() as { operationName?: string } | null)
        ?.operationName;
      loaded.push({
        type: request.resourceType(),
        what: `${request.method()} ${url.pathname}${operation ? ` (${operation})` : ''}`,
      });
    });
    await page.goto(`${stack.url}${SEASON_LIST_PATH}`, { waitUntil: 'networkidle' });
    // On a busy machine the rows may render a moment after the network went quiet.
    await page
      .locator('tbody tr')
      .first()
      .waitFor({ timeout: 30_000 })
      .catch(() => {
        throw new Error('the seasons list page showed no rows');
      });
    const rows = await page.locator('tbody tr').count();

    const graphiqlScripts = loaded.filter(
      (entry) => entry.type === 'script' && GRAPHIQL_SCRIPT.test(entry.what),
    );
    if (graphiqlScripts.length > 0) {
      throw new Error(`the staff app loaded GraphiQL code: ${graphiqlScripts[0]!.what}`);
    }
    return [
      `Signed in as ${SANDBOX_USERS.competition}; the page showed ${rows} rows; ${loaded.length} requests until the network was idle, ${graphiqlScripts.length} of them GraphiQL/Monaco scripts.`,
      '',
      table(
        ['resource type', 'request'],
        loaded.map((entry) => [entry.type, entry.what]),
      ),
    ].join('\n');
  } finally {
    await browser.close();
    await stack.close();
  }
}
