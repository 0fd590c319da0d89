/**
 * What limits the gateway: a V8 CPU profile of the gateway child (node:inspector Profiler,
 * default 1 ms sampling) over a saturation run only, its self time grouped by what the code
 * does (parse / validate / execute / serialize / HTTP client / auth / HTTP server …).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PRODUCTION_GATEWAY_ENV, startChild } from './child-process';
import { loadPage } from './load';
import { benchPage, requestBody, SEASON_LIST_PAGE_BODY, upstreamAs } from './pages';
import { round, table } from './markdown';

const WARM_UP_S = 3;
const TOP_FUNCTIONS = 15;

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

/** First match wins: the order puts specific libraries before the Node internals they use. */
const CATEGORIES: [string, (url: string, name: string) => boolean][] = [
  ['idle (waiting for I/O)', (url, name) => name === '(idle)'],
  ['garbage collection', (url, name) => name === '(garbage collector)'],
  ['V8 / native (program)', (url, name) => name === '(program)'],
  ['serialize (JSON.stringify)', (url, name) => url === '' && name === 'stringify'],
  ['parse (GraphQL document)', (url) => url.includes('/graphql/language/')],
  ['validate (GraphQL)', (url) => url.includes('/graphql/validation/')],
  [
    'execute (graphql-js execution, types, resolvers)',
    (url) =>
      /\/graphql\/(execution|type|utilities|jsutils)\//.test(url) ||
      url.includes('/gateway/src/resolvers/') ||
      url.includes('/schema/src/rules/'),
  ],
  [
    'auth (token verification, roles, access)',
    (url) =>
      /\/(jose|openid-client|oauth4webapi)\//.test(url) ||
      url.includes('/gateway/src/auth/') ||
      url.includes('/gateway/src/access'),
  ],
  [
    'HTTP client (fetch/undici, REST client)',
    (url) => url.includes('undici') || url.includes('/gateway/src/upstreams/'),
  ],
  ['Apollo Server plumbing', (url) => /\/@apollo\/|apollo-express/.test(url)],
  [
    'HTTP server (express, body parsing)',
    (url) =>
      /\/node_modules\/(express|router|body-parser|raw-body|iconv-lite|send|finalhandler|qs|type-is|content-type|cookie)\//.test(
        url,
      ),
  ],
  ['Node HTTP, streams and sockets', (url) => url.startsWith('node:')],
  ['gateway (other)', (url) => url.includes('/gateway/src/')],
  ['other JavaScript', (url) => url !== ''],
  ['other native', () => true],
];

const categoryOf = (url: string, name: string) =>
  CATEGORIES.find(([, matches]) => matches(url, name))![0];

/**
 * Profiles the seasons list, or the bench page named (`BENCH_PROFILE_PAGE=TournamentEditPage`);
 * `keepProfile` names a file to keep the .cpuprofile in, for Chromium's DevTools. The gateway runs
 * in development mode as under `npm start`, or with `production` as gateway-vs-limit's
 * NODE_ENV=production row runs it.
 */
export async function gatewayProfile(
  sandboxUrl: string,
  token: string,
  durationS: number,
  connections: number,
  {
    pageName,
    keepProfile,
    production = false,
  }: { pageName?: string; keepProfile?: string; production?: boolean } = {},
): Promise<string> {
  const gateway = await startChild('./gateway-child.ts', {
    SANDBOX_URL: sandboxUrl,
    ...(production ? PRODUCTION_GATEWAY_ENV : {}),
  });
  const folder = mkdtempSync(join(tmpdir(), 'esports-bench-profile-'));
  const file = keepProfile ?? join(folder, 'gateway.cpuprofile');
  try {
    const graphqlUrl = `${gateway.url}/graphql`;
    const page = pageName ? benchPage(pageName) : undefined;
    const body = page
      ? requestBody(page, await page.variables(upstreamAs(sandboxUrl, token)))
      : SEASON_LIST_PAGE_BODY;
    await loadPage(graphqlUrl, token, body, 8, WARM_UP_S);
    await gateway.ask({ type: 'profile-start' });
    const load = await loadPage(graphqlUrl, token, body, connections, durationS);
    await gateway.ask({ type: 'profile-stop', file });
    return summarise(
      JSON.parse(readFileSync(file, 'utf8')) as CpuProfile,
      load.requestsPerSecond,
      connections,
    );
  } finally {
    await gateway.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

function summarise(profile: CpuProfile, requestsPerSecond: number, connections: number): string {
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  const totalUs = [...selfUs.values()].reduce((sum, us) => sum + us, 0);
  const byCategory = new Map<string, number>();
  const byFunction = new Map<string, { category: string; us: number }>();
  for (const node of profile.nodes) {
    const us = selfUs.get(node.id) ?? 0;
    const { functionName, url, lineNumber } = node.callFrame;
    const category = categoryOf(url, functionName);
    byCategory.set(category, (byCategory.get(category) ?? 0) + us);
    const key = `${functionName || '(anonymous)'} ${shortUrl(url)}${url ? `:${lineNumber + 1}` : ''}`;
    const seen = byFunction.get(key) ?? { category, us: 0 };
    byFunction.set(key, { category, us: seen.us + us });
  }
  const share = (us: number) => `${round((100 * us) / totalUs)} %`;
  const ms = (us: number) => round(us / 1000, 0);
  return [
    `Profiled window: ${ms(totalUs)} ms, ${round(requestsPerSecond)} req/s at ${connections} connections under the profiler.`,
    '',
    table(
      ['group', 'self time (ms)', 'share'],
      [...byCategory]
        .sort((a, b) => b[1] - a[1])
        .map(([category, us]) => [category, ms(us), share(us)]),
    ),
    '',
    table(
      ['top self-time functions', 'group', 'self time (ms)', 'share'],
      [...byFunction]
        .sort((a, b) => b[1].us - a[1].us)
        .slice(0, TOP_FUNCTIONS)
        .map(([key, { category, us }]) => [`\`${key}\``, category, ms(us), share(us)]),
    ),
  ].join('\n');
}

function shortUrl(url: string): string {
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) return url.slice(modules + '/node_modules/'.length);
  return url.replace(/^file:\/\/.*?\/(gateway|schema|sandbox)\//, '$1/');
}
