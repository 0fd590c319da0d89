/**
 * The cost of the browser's way: what the browser sends for each benchmarked page in the product
 * (GraphQL to the gateway) against what it sent calling the services directly, as the original
 * portal did (the caller's roles once per app load, then the page's REST calls).
 */
import { startChild } from './child-process';
import { tokenOf } from './gateway-vs-limit';
import { kib, table, type Cell } from './markdown';
import { BENCH_PAGES, requestBody, upstreamAs } from './pages';
import type { SandboxControl } from './sandbox-control';

const RBAC_BASE_PATH = '/rbac/v1';

const APP_SHELL_BODY = JSON.stringify({
  operationName: 'AppShell',
  query: `query AppShell { viewer { username name roles resources writableResources environment
    features { autocompleteMatch selfServiceTournaments seasons accounts statSync rbac reopenPickBlock } } }`,
});

interface Exchange {
  status: number;
  bytes: number;
  upstreamCalls: number;
}

export async function browserRequests(
  sandbox: SandboxControl,
  sandboxUrl: string,
  token: string,
): Promise<string> {
  const gateway = await startChild('./gateway-child.ts', { SANDBOX_URL: sandboxUrl });
  try {
    async function exchange(
      url: string,
      init: RequestInit = {},
      bearer = token,
    ): Promise<Exchange> {
      await sandbox.resetRequests();
      const response = await fetch(url, {
        ...init,
        headers: { ...init.headers, authorization: `Bearer ${bearer}` },
      });
      const bytes = (await response.arrayBuffer()).byteLength;
      const calls = await sandbox.requestsByService();
      return {
        status: response.status,
        bytes,
        upstreamCalls: Object.values(calls).reduce((sum, n) => sum + n, 0),
      };
    }
    const graphql = (body: string, bearer = token) =>
      exchange(
        `${gateway.url}/graphql`,
        { method: 'POST', headers: { 'content-type': 'application/json' }, body },
        bearer,
      );
    const rows: Cell[][] = [];
    const shell = await graphql(APP_SHELL_BODY);
    const roles = await exchange(`${sandboxUrl}${RBAC_BASE_PATH}/userinfo/roles`);
    rows.push(
      [
        'every page',
        'product',
        'POST /graphql AppShell (once per app load)',
        1,
        kib(shell.bytes),
        shell.upstreamCalls,
      ],
      [
        'every page',
        'direct',
        `GET ${RBAC_BASE_PATH}/userinfo/roles (once per app load)`,
        1,
        kib(roles.bytes),
        roles.upstreamCalls,
      ],
    );
    for (const page of BENCH_PAGES) {
      const pageToken = await tokenOf(page, sandbox, token);
      const upstream = upstreamAs(sandboxUrl, pageToken);
      const variables = await page.variables(upstream);
      // A page of another user: that user's app load (not counted) caches their roles first.
      if (page.user) await graphql(APP_SHELL_BODY, pageToken);
      const product = await graphql(requestBody(page, variables), pageToken);
      if (product.status !== 200) throw new Error(`${page.operationName}: ${product.status}`);
      rows.push([
        page.operationName,
        'product',
        `POST /graphql ${page.operationName}`,
        1,
        kib(product.bytes),
        product.upstreamCalls,
      ]);
      const paths = await page.directCalls(variables, upstream);
      let bytes = 0;
      let upstreamCalls = 0;
      for (const path of paths) {
        const direct = await exchange(`${sandboxUrl}${path}`, {}, pageToken);
        if (direct.status !== 200) throw new Error(`${path}: ${direct.status}`);
        bytes += direct.bytes;
        upstreamCalls += direct.upstreamCalls;
      }
      const first = paths[0]!.split('?')[0];
      rows.push([
        page.operationName,
        'direct',
        `GET ${first}…`,
        paths.length,
        kib(bytes),
        upstreamCalls,
      ]);
    }
    return table(
      ['page', 'way', 'browser requests', 'count', 'answer bodies', 'upstream calls they caused'],
      rows,
    );
  } finally {
    await gateway.stop();
  }
}
