/**
 * The cost of the browser's way: what the browser sends for the seasons list page in the
 * product (GraphQL to the gateway) against what it sent calling the services directly, as the
 * original portal did (the caller's roles for the navigation, then the seasons list).
 */
import { ELDS_BASE_PATH } from '@esports-admin/schema/upstream/elds';
import { startChild } from './child-process';
import { SEASON_LIST_PAGE_BODY } from './load';
import { kib, table } from './markdown';
import type { SandboxControl } from './sandbox-control';

const RBAC_BASE_PATH = '/rbac/v1';

const APP_SHELL_BODY = JSON.stringify({
  operationName: 'AppShell',
  query: `query AppShell { viewer { username name roles resources writableResources environment
    features { autocompleteMatch selfServiceTournaments seasons accounts statSync rbac reopenPickBlock } } }`,
});

interface Exchange {
  request: string;
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
    async function exchange(request: string, url: string, init: RequestInit): Promise<Exchange> {
      await sandbox.resetRequests();
      const response = await fetch(url, {
        ...init,
        headers: { ...init.headers, authorization: `Bearer ${token}` },
      });
      const bytes = (await response.arrayBuffer()).byteLength;
      const upstream = await sandbox.requestsByService();
      const upstreamCalls = (upstream.elds ?? 0) + (upstream.rbac ?? 0);
      return { request, status: response.status, bytes, upstreamCalls };
    }
    const graphql = (body: string): RequestInit => ({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    const product = [
      await exchange(
        'POST /graphql AppShell (once per app load)',
        `${gateway.url}/graphql`,
        graphql(APP_SHELL_BODY),
      ),
      await exchange(
        'POST /graphql SeasonListPage',
        `${gateway.url}/graphql`,
        graphql(SEASON_LIST_PAGE_BODY),
      ),
    ];
    const direct = [
      await exchange(
        `GET ${RBAC_BASE_PATH}/userinfo/roles (once per app load)`,
        `${sandboxUrl}${RBAC_BASE_PATH}/userinfo/roles`,
        {},
      ),
      await exchange(
        `GET ${ELDS_BASE_PATH}/seasons?sport=lol&status=active`,
        `${sandboxUrl}${ELDS_BASE_PATH}/seasons?sport=lol&status=active`,
        {},
      ),
    ];
    const row = (way: string) => (e: Exchange) => [
      way,
      e.request,
      e.status,
      kib(e.bytes),
      e.upstreamCalls,
    ];
    const rows = [
      ...product.map(row('product (gateway)')),
      ...direct.map(row('direct (original portal)')),
    ];
    return table(
      ['way', 'browser request', 'status', 'answer body', 'upstream calls it caused'],
      rows,
    );
  } finally {
    await gateway.stop();
  }
}
