/**
 * Gateway vs the limit: each benchmarked page through the gateway and through the hand-written
 * endpoint, with 0 and 5 ms injected upstream latency (on every service the page calls), at one
 * connection and at saturation. Upstream calls per request come from the sandbox's counters,
 * summed over every service. The pages of peer/peer-pages.ts are also measured through the peer
 * (GraphQL Mesh composed from the sandbox's OpenAPI description, on Hive Gateway).
 */
import { isDeepStrictEqual } from 'node:util';
import { PRODUCTION_GATEWAY_ENV, startChild, type BenchChild } from './child-process';
import {
  fetchPage,
  loadPage,
  loadUpstreamSeasons,
  type LoadResult,
  withCpuPerRequest,
} from './load';
import { round, table, type Cell } from './markdown';
import { median } from './median';
import { BENCH_PAGES, requestBody, upstreamAs, type BenchPage } from './pages';
import { peerPage, peerRequestBody } from './peer/peer-pages';
import type { SandboxControl } from './sandbox-control';

export const UPSTREAM_LATENCIES_MS = [0, 5];
export const CONNECTIONS = [1, 32];
const WARM_UP_S = 3;
/**
 * BENCH_ROUNDS (default 1): runs of each endpoint per setting, interleaved. On a shared two-core
 * machine one run's CPU per request moves by ±20 %; 5 rounds make a gateway / limit ratio that
 * repeats to a few per cent.
 */
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);

interface Run {
  result: LoadResult;
  cpuMs: number | undefined;
  upstream: Record<string, number>;
}

/** A row's measures: each the median of the endpoint's rounds (the range shown for CPU). */
function cells(runs: Run[], gatewayRps: number): Cell[] {
  const of = (measure: (run: Run) => number) => median(runs.map(measure)) ?? 0;
  const requests = of((run) => run.result.requests);
  const rps = of((run) => run.result.requestsPerSecond);
  const cpu = runs.map((run) => run.cpuMs).filter((ms) => ms !== undefined);
  const cpuCell =
    cpu.length === 0
      ? '–'
      : cpu.length === 1
        ? round(cpu[0]!, 2)
        : `${round(median(cpu)!, 2)} (${round(Math.min(...cpu), 2)}–${round(Math.max(...cpu), 2)})`;
  return [
    round(rps),
    of((run) => run.result.p50Ms),
    of((run) => run.result.p99Ms),
    cpuCell,
    requests === 0
      ? '–'
      : round(
          of((run) => upstreamCalls(run.upstream) / run.result.requests),
          3,
        ),
    requests === 0 || gatewayRps === 0 ? '–' : round(gatewayRps / rps, 2),
  ];
}

interface Endpoint {
  name: string;
  load: (connections: number, durationS: number) => Promise<LoadResult>;
  /** The endpoint process's CPU time so far (µs); none for the sandbox alone. */
  cpu?: () => Promise<number>;
}

/**
 * Waits until the sandbox counts no new request for a moment: a slow page's requests still in
 * flight when autocannon stops would otherwise land in the next run's counts.
 */
async function untilQuiet(sandbox: SandboxControl) {
  const total = async () => upstreamCalls(await sandbox.requestsByService());
  let last = await total();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = await total();
    if (now === last) return;
    last = now;
  }
}

const upstreamCalls = (byService: Record<string, number>) =>
  Object.values(byService).reduce((sum, n) => sum + n, 0);

/** The bearer token the page is loaded with: its own user's, or the bench user's. */
export const tokenOf = (page: BenchPage, sandbox: SandboxControl, benchToken: string) =>
  page.user ? sandbox.tokenFor(page.user) : Promise.resolve(benchToken);

async function expectSameAnswers(
  page: BenchPage,
  endpoints: { name: string; url: string }[],
  token: string,
  body: string,
) {
  const answers = await Promise.all(endpoints.map(({ url }) => fetchPage(url, token, body)));
  const first = JSON.stringify(answers[0]);
  if (first.length < 100 || first.includes('"errors"')) {
    throw new Error(
      `${page.operationName}: the gateway's answer is empty or failed: ${first.slice(0, 300)}`,
    );
  }
  for (const [index, answer] of answers.entries()) {
    if (!isDeepStrictEqual(answer, answers[0])) {
      throw new Error(
        `${page.operationName}: ${endpoints[index]!.name} answers differently from the gateway`,
      );
    }
  }
}

/**
 * One warm request of the page to each endpoint in turn, its upstream calls counted by the
 * sandbox: every gateway must make exactly the calls `byHand` makes (the limit's count).
 */
async function expectSameUpstreamCalls(
  page: BenchPage,
  endpoints: { name: string; url: string }[],
  sandbox: SandboxControl,
  token: string,
  body: string,
): Promise<Cell[][]> {
  const rows: Cell[][] = [];
  for (const { name, url } of endpoints) {
    await untilQuiet(sandbox);
    await sandbox.resetRequests();
    const bytes = JSON.stringify(await fetchPage(url, token, body)).length;
    rows.push([page.operationName, name, upstreamCalls(await sandbox.requestsByService()), bytes]);
  }
  const limit = rows.at(-1)![2];
  const off = rows.find((row) => row[2] !== limit);
  if (off) {
    throw new Error(
      `${page.operationName}: ${String(off[1])} makes ${String(off[2])} upstream calls, byHand ${String(limit)}`,
    );
  }
  return rows;
}

/** The peer's name in the tables: GraphQL Mesh composed from the sandbox's OpenAPI, on Hive Gateway. */
const PEER = 'peer (Mesh from OpenAPI on Hive Gateway)';

/**
 * The peer answers in its own schema: the same records as the gateway (ids in order, with each
 * player's home team), refused otherwise. Its upstream calls are counted, not held to byHand's.
 */
async function checkPeer(
  page: BenchPage,
  peer: BenchChild,
  gatewayUrl: string,
  sandbox: SandboxControl,
  token: string,
  variables: Record<string, unknown>,
): Promise<Cell[]> {
  const described = peerPage(page)!;
  const gatewayAnswer = await fetchPage(gatewayUrl, token, requestBody(page, variables));
  const gatewayIds = described.ids(gatewayAnswer, 'product');
  await untilQuiet(sandbox);
  await sandbox.resetRequests();
  const answer = await fetchPage(
    `${peer.url}/graphql`,
    token,
    peerRequestBody(page, described, variables),
  );
  const calls = upstreamCalls(await sandbox.requestsByService());
  if (JSON.stringify(answer).includes('"errors"')) {
    throw new Error(
      `${page.operationName}: the peer failed: ${JSON.stringify(answer).slice(0, 300)}`,
    );
  }
  const peerIds = described.ids(answer, 'peer');
  if (peerIds.length === 0 || !isDeepStrictEqual(peerIds, gatewayIds)) {
    throw new Error(`${page.operationName}: the peer's records differ from the gateway's`);
  }
  return [page.operationName, PEER, calls, JSON.stringify(answer).length];
}

async function measurePage(
  page: BenchPage,
  children: { name: string; child: BenchChild }[],
  peer: BenchChild | undefined,
  sandbox: SandboxControl,
  sandboxUrl: string,
  benchToken: string,
  durationS: number,
): Promise<Cell[][]> {
  const token = await tokenOf(page, sandbox, benchToken);
  const variables = await page.variables(upstreamAs(sandboxUrl, token));
  const body = requestBody(page, variables);
  const graphql = children.map(({ name, child }) => ({ name, url: `${child.url}/graphql` }));
  await expectSameAnswers(page, graphql, token, body);
  const endpoints: Endpoint[] = children.map(({ name, child }) => ({
    name,
    load: (connections, seconds) =>
      loadPage(`${child.url}/graphql`, token, body, connections, seconds),
    cpu: () => child.ask<number>({ type: 'cpu' }),
  }));
  const described = peerPage(page);
  if (peer && described) {
    const peerBody = peerRequestBody(page, described, variables);
    endpoints.push({
      name: PEER,
      load: (connections, seconds) =>
        loadPage(`${peer.url}/graphql`, token, peerBody, connections, seconds),
      cpu: () => peer.ask<number>({ type: 'cpu' }),
    });
  }
  if (page.operationName === 'SeasonListPage') {
    endpoints.push({
      name: 'upstream call alone (sandbox REST, no endpoint)',
      load: (connections, seconds) => loadUpstreamSeasons(sandboxUrl, token, connections, seconds),
    });
  }
  for (const endpoint of endpoints) await endpoint.load(8, WARM_UP_S);
  const rows: Cell[][] = [];
  for (const latencyMs of UPSTREAM_LATENCIES_MS) {
    for (const service of page.services ?? ['elds']) await sandbox.setLatency(service, latencyMs);
    for (const connections of CONNECTIONS) {
      // Rounds go through the endpoints in turn, so a slow spell of the machine falls on all of
      // them alike; each cell is the median of its rounds. Each round starts one endpoint later:
      // the endpoint run first in every round read up to 1.4x the CPU per request, whichever it was.
      const runs = endpoints.map(() => [] as Run[]);
      for (let round = 0; round < ROUNDS; round += 1) {
        for (let turn = 0; turn < endpoints.length; turn += 1) {
          const index = (round + turn) % endpoints.length;
          const { load, cpu } = endpoints[index]!;
          await untilQuiet(sandbox);
          await sandbox.resetRequests();
          const { result, cpuMs } = await withCpuPerRequest(cpu, () =>
            load(connections, durationS),
          );
          runs[index]!.push({ result, cpuMs, upstream: await sandbox.requestsByService() });
        }
      }
      const gatewayRps = median(runs[0]!.map((run) => run.result.requestsPerSecond)) ?? 0;
      for (const [index, { name }] of endpoints.entries()) {
        rows.push([
          page.operationName,
          latencyMs,
          connections,
          name,
          ...cells(runs[index]!, gatewayRps),
        ]);
      }
    }
  }
  await sandbox.setLatency('elds', 0);
  return rows;
}

/**
 * BENCH_PAGES=SeasonListPage,PlayerListBenchPage measures only those pages (quick runs).
 * BENCH_DURATION_S=0 measures nothing: the answers and upstream calls are checked, then shown.
 */
function selectedPages(): readonly BenchPage[] {
  const names = process.env.BENCH_PAGES?.split(',').filter(Boolean);
  return names ? BENCH_PAGES.filter((page) => names.includes(page.operationName)) : BENCH_PAGES;
}

export async function gatewayVsLimit(
  sandbox: SandboxControl,
  sandboxUrl: string,
  token: string,
  durationS: number,
): Promise<string> {
  const env = { SANDBOX_URL: sandboxUrl };
  // BENCH_BASELINE_GATEWAYS="before=/tmp/a/gateway-child.ts;…": gateway children built from
  // other source trees (e.g. copies of gateway/src before a change), measured in the same run.
  const baselines = (process.env.BENCH_BASELINE_GATEWAYS ?? '')
    .split(';')
    .filter(Boolean)
    .map((item) => item.split('='));
  const children = [
    { name: 'gateway', child: await startChild('./gateway-child.ts', env) },
    ...(await Promise.all(
      baselines.map(async ([name, entry]) => ({
        name: `gateway, ${name}`,
        child: await startChild(entry!, env),
      })),
    )),
    {
      name: 'gateway, NODE_ENV=production',
      child: await startChild('./gateway-child.ts', { ...env, ...PRODUCTION_GATEWAY_ENV }),
    },
    {
      name: 'limit, bearer verified',
      child: await startChild('./page-limit-child.ts', {
        ...env,
        BENCH_LIMIT_VERIFIES_BEARER: '1',
      }),
    },
    { name: 'limit, bearer not verified', child: await startChild('./page-limit-child.ts', env) },
  ];
  const peer = selectedPages().some((page) => peerPage(page))
    ? await startChild('./peer/peer-child.ts', env)
    : undefined;
  try {
    // Every page's answers and upstream calls first, so a page whose query or whose gateway
    // calls changed fails the run at once.
    const graphql = children.map(({ name, child }) => ({ name, url: `${child.url}/graphql` }));
    const checked: Cell[][] = [];
    for (const page of selectedPages()) {
      const pageToken = await tokenOf(page, sandbox, token);
      const variables = await page.variables(upstreamAs(sandboxUrl, pageToken));
      const body = requestBody(page, variables);
      await expectSameAnswers(page, graphql, pageToken, body);
      checked.push(...(await expectSameUpstreamCalls(page, graphql, sandbox, pageToken, body)));
      if (peer && peerPage(page)) {
        const gatewayUrl = graphql[0]!.url;
        checked.push(await checkPeer(page, peer, gatewayUrl, sandbox, pageToken, variables));
      }
    }
    const checkTable = table(
      ['page', 'endpoint', 'upstream calls of one warm request', 'answer (bytes)'],
      checked,
    );
    if (durationS === 0) return checkTable;
    const rows: Cell[][] = [];
    for (const page of selectedPages()) {
      rows.push(
        ...(await measurePage(page, children, peer, sandbox, sandboxUrl, token, durationS)),
      );
    }
    const measured = table(
      [
        'page',
        'upstream latency (ms)',
        'connections',
        'endpoint',
        'req/s',
        'p50 (ms)',
        'p99 (ms)',
        'endpoint CPU / request (ms)',
        'upstream calls / request',
        'throughput ratio gateway / this',
      ],
      rows,
    );
    return `${checkTable}\n\n${measured}`;
  } finally {
    await Promise.all(
      [...children.map(({ child }) => child), ...(peer ? [peer] : [])].map((child) => child.stop()),
    );
  }
}
