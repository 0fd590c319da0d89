/**
 * Gateway vs the limit: the same seasons list page through the gateway and through the
 * hand-written endpoint, with 0 and 5 ms injected upstream latency, at one connection and at
 * saturation. Upstream calls per request come from the sandbox's counters.
 */
import { isDeepStrictEqual } from 'node:util';
import { startChild, type BenchChild } from './child-process';
import {
  fetchSeasonListPage,
  loadSeasonListPage,
  loadUpstreamSeasons,
  type LoadResult,
} from './load';
import { round, table, type Cell } from './markdown';
import type { SandboxControl } from './sandbox-control';

export const UPSTREAM_LATENCIES_MS = [0, 5];
export const CONNECTIONS = [1, 32];
const WARM_UP_S = 3;

interface Endpoint {
  name: string;
  load: (connections: number, durationS: number) => Promise<LoadResult>;
  stop: () => Promise<void>;
}

function graphqlEndpoint(
  name: string,
  child: BenchChild,
  token: string,
): Endpoint & { url: string } {
  const url = `${child.url}/graphql`;
  return {
    name,
    url,
    load: (connections, durationS) => loadSeasonListPage(url, token, connections, durationS),
    stop: () => child.stop(),
  };
}

export async function gatewayVsLimit(
  sandbox: SandboxControl,
  sandboxUrl: string,
  token: string,
  durationS: number,
): Promise<string> {
  const env = { SANDBOX_URL: sandboxUrl };
  const graphqlEndpoints = [
    graphqlEndpoint('gateway', await startChild('./gateway-child.ts', env), token),
    graphqlEndpoint(
      'limit, bearer verified',
      await startChild('./seasons-limit-child.ts', { ...env, BENCH_LIMIT_VERIFIES_BEARER: '1' }),
      token,
    ),
    graphqlEndpoint(
      'limit, bearer not verified',
      await startChild('./seasons-limit-child.ts', env),
      token,
    ),
  ];
  const endpoints: Endpoint[] = [
    ...graphqlEndpoints,
    {
      name: 'upstream call alone (sandbox REST, no endpoint)',
      load: (connections, durationS) =>
        loadUpstreamSeasons(sandboxUrl, token, connections, durationS),
      stop: () => Promise.resolve(),
    },
  ];
  try {
    await expectSameAnswers(graphqlEndpoints, token);
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
    return table(
      [
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
    await Promise.all(endpoints.map((endpoint) => endpoint.stop()));
  }
}

async function expectSameAnswers(endpoints: { name: string; url: string }[], token: string) {
  const answers = await Promise.all(endpoints.map(({ url }) => fetchSeasonListPage(url, token)));
  const { data } = answers[0] as { data: { seasons: unknown[] } };
  if (data.seasons.length === 0)
    throw new Error('the seasons list page is empty: nothing to measure');
  for (const [index, answer] of answers.entries()) {
    if (!isDeepStrictEqual(answer, answers[0])) {
      throw new Error(`${endpoints[index]!.name} answers differently from the gateway`);
    }
  }
}
