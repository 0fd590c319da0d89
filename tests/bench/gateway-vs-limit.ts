/**
 * Gateway vs the limit: each benchmarked page through the gateway and through the hand-written
 * endpoint, with 0 and 5 ms injected upstream latency, at one connection and at saturation.
 * Upstream calls per request come from the sandbox's counters.
 */
import { isDeepStrictEqual } from 'node:util';
import { startChild, type BenchChild } from './child-process';
import { fetchPage, loadPage, loadUpstreamSeasons, type LoadResult } from './load';
import { round, table, type Cell } from './markdown';
import { BENCH_PAGES, requestBody, upstreamAs, type BenchPage } from './pages';
import type { SandboxControl } from './sandbox-control';

export const UPSTREAM_LATENCIES_MS = [0, 5];
export const CONNECTIONS = [1, 32];
const WARM_UP_S = 3;

interface Endpoint {
  name: string;
  load: (connections: number, durationS: number) => Promise<LoadResult>;
}

async function expectSameAnswers(
  endpoints: { name: string; url: string }[],
  token: string,
  body: string,
) {
  const answers = await Promise.all(endpoints.map(({ url }) => fetchPage(url, token, body)));
  const first = JSON.stringify(answers[0]);
  if (first.length < 100 || first.includes('"errors"')) {
    throw new Error(`the gateway's answer is empty or failed: ${first.slice(0, 300)}`);
  }
  for (const [index, answer] of answers.entries()) {
    if (!isDeepStrictEqual(answer, answers[0])) {
      throw new Error(`${endpoints[index]!.name} answers differently from the gateway`);
    }
  }
}

async function measurePage(
  page: BenchPage,
  children: { name: string; child: BenchChild }[],
  sandbox: SandboxControl,
  sandboxUrl: string,
  token: string,
  durationS: number,
): Promise<Cell[][]> {
  const body = requestBody(page, await page.variables(upstreamAs(sandboxUrl, token)));
  const graphql = children.map(({ name, child }) => ({ name, url: `${child.url}/graphql` }));
  await expectSameAnswers(graphql, token, body);
  const endpoints: Endpoint[] = graphql.map(({ name, url }) => ({
    name,
    load: (connections, seconds) => loadPage(url, token, body, connections, seconds),
  }));
  if (page.operationName === 'SeasonListPage') {
    endpoints.push({
      name: 'upstream call alone (sandbox REST, no endpoint)',
      load: (connections, seconds) => loadUpstreamSeasons(sandboxUrl, token, connections, seconds),
    });
  }
  for (const endpoint of endpoints) await endpoint.load(8, WARM_UP_S);
  const rows: Cell[][] = [];
  for (const latencyMs of UPSTREAM_LATENCIES_MS) {
    await sandbox.setLatency('elds', latencyMs);
    for (const connections of CONNECTIONS) {
      let gateway: LoadResult | undefined;
      for (const { name, load } of endpoints) {
        await sandbox.resetRequests();
        const result = await load(connections, durationS);
        const upstream = await sandbox.requestsByService();
        gateway ??= result;
        rows.push([
          page.operationName,
          latencyMs,
          connections,
          name,
          round(result.requestsPerSecond),
          result.p50Ms,
          result.p99Ms,
          round(((upstream.elds ?? 0) + (upstream.rbac ?? 0)) / result.requests, 3),
          round(gateway.requestsPerSecond / result.requestsPerSecond, 2),
        ]);
      }
    }
  }
  await sandbox.setLatency('elds', 0);
  return rows;
}

export async function gatewayVsLimit(
  sandbox: SandboxControl,
  sandboxUrl: string,
  token: string,
  durationS: number,
): Promise<string> {
  const env = { SANDBOX_URL: sandboxUrl };
  const children = [
    { name: 'gateway', child: await startChild('./gateway-child.ts', env) },
    {
      name: 'limit, bearer verified',
      child: await startChild('./page-limit-child.ts', {
        ...env,
        BENCH_LIMIT_VERIFIES_BEARER: '1',
      }),
    },
    { name: 'limit, bearer not verified', child: await startChild('./page-limit-child.ts', env) },
  ];
  try {
    const rows: Cell[][] = [];
    for (const page of BENCH_PAGES) {
      rows.push(...(await measurePage(page, children, sandbox, sandboxUrl, token, durationS)));
    }
    return table(
      [
        'page',
        'upstream latency (ms)',
        'connections',
        'endpoint',
        'req/s',
        'p50 (ms)',
        'p99 (ms)',
        'upstream calls / request',
        'throughput ratio gateway / this',
      ],
      rows,
    );
  } finally {
    await Promise.all(children.map(({ child }) => child.stop()));
  }
}
