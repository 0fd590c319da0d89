/**
 * Growth: the tournament edit page (one GraphQL request) for double elimination brackets of 8, 64
 * and 512 teams. Per size: the gateway's answer checked deep-equal to `byHand`, its upstream calls
 * for one request (the sandbox's counters) against the calls `byHand` makes, the answer's bytes,
 * latency at one and at four connections (a 512-team page takes about half a second alone), and
 * at one connection the CPU per request of the gateway and of the bearer-verifying limit (each
 * the mean of two runs placed limit, gateway, gateway, limit).
 */
import { isDeepStrictEqual } from 'node:util';
import type { BenchTournament } from './bench-tournaments';
import { startChild, type BenchChild } from './child-process';
import { fetchPage, loadPage, withCpuPerRequest } from './load';
import { kib, round, table, type Cell } from './markdown';
import { benchPage, requestBody, upstreamAs, type UpstreamGet } from './pages';
import type { SandboxControl } from './sandbox-control';

/** The first is one connection: its run is also the gateway's first CPU reading. */
export const GROWTH_CONNECTIONS = [1, 4];

/** The data service as the caller, counting the calls by kind (the first path segment). */
function countingUpstream(upstream: UpstreamGet) {
  const calls = new Map<string, number>();
  const get: UpstreamGet = (path) => {
    const kind = path.split(/[/?]/)[1]!;
    calls.set(kind, (calls.get(kind) ?? 0) + 1);
    return upstream(path);
  };
  return { get, calls };
}

/** The mean of CPU readings, or undefined when a run served no request. */
function meanOf(readings: (number | undefined)[]): number | undefined {
  const known = readings.filter((ms) => ms !== undefined);
  return known.length === readings.length
    ? known.reduce((sum, ms) => sum + ms, 0) / known.length
    : undefined;
}

export async function growth(
  sandbox: SandboxControl,
  sandboxUrl: string,
  token: string,
  tournaments: readonly BenchTournament[],
  durationS: number,
): Promise<string> {
  const page = benchPage('TournamentEditPage');
  const gateway = await startChild('./gateway-child.ts', { SANDBOX_URL: sandboxUrl });
  const limit = await startChild('./page-limit-child.ts', {
    SANDBOX_URL: sandboxUrl,
    BENCH_LIMIT_VERIFIES_BEARER: '1',
  });
  const url = `${gateway.url}/graphql`;
  /** A load of the page at `connections`, with the child's CPU per request. */
  const loadOf = (child: BenchChild, body: string, connections: number) =>
    withCpuPerRequest(
      () => child.ask<number>({ type: 'cpu' }),
      () => loadPage(`${child.url}/graphql`, token, body, connections, durationS),
    );
  try {
    const rows: Cell[][] = [];
    for (const tournament of tournaments) {
      const body = requestBody(page, { id: tournament.id });
      const counting = countingUpstream(upstreamAs(sandboxUrl, token));
      const expected = { data: await page.byHand({ id: tournament.id }, counting.get) };
      await fetchPage(url, token, body); // warm: roles cached, query parsed and validated
      await sandbox.resetRequests();
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body,
      });
      const text = await response.text();
      const upstream = await sandbox.requestsByService();
      if (!response.ok || !isDeepStrictEqual(JSON.parse(text), expected)) {
        throw new Error(`${tournament.slug}: the gateway answers differently from byHand`);
      }
      const byHandCalls = [...counting.calls.values()].reduce((sum, n) => sum + n, 0);
      await fetchPage(`${limit.url}/graphql`, token, body); // warm, as the gateway was
      // CPU at one connection in the order limit, gateway, gateway, limit (the gateway's load at
      // four connections in the middle), each endpoint's the mean of its two runs. A run's place
      // moves its CPU per request by up to 1.4x on this machine (see gateway-vs-limit.ts); in this
      // order both endpoints have one early and one late place.
      const limitFirst = await loadOf(limit, body, 1);
      const gatewayLoads = [];
      for (const connections of GROWTH_CONNECTIONS) {
        gatewayLoads.push(await loadOf(gateway, body, connections));
      }
      const gatewaySecond = await loadOf(gateway, body, 1);
      const limitSecond = await loadOf(limit, body, 1);
      const latencies: Cell[] = gatewayLoads.flatMap(({ result }) => [
        round(result.requestsPerSecond),
        ...(result.requests === 0 ? ['–', '–'] : [result.p50Ms, result.p99Ms]),
      ]);
      const gatewayCpuMs = meanOf([gatewayLoads[0]!.cpuMs, gatewaySecond.cpuMs]);
      const limitCpuMs = meanOf([limitFirst.cpuMs, limitSecond.cpuMs]);
      rows.push([
        tournament.teams,
        tournament.matches,
        counting.calls.get('matches') ?? 0,
        counting.calls.get('teams') ?? 0,
        (upstream.elds ?? 0) + (upstream.rbac ?? 0),
        byHandCalls,
        kib(Buffer.byteLength(text)),
        ...latencies,
        ...(gatewayCpuMs === undefined || limitCpuMs === undefined
          ? ['–', '–', '–']
          : [round(gatewayCpuMs, 2), round(limitCpuMs, 2), round(gatewayCpuMs / limitCpuMs, 2)]),
      ]);
    }
    return table(
      [
        'teams',
        'matches',
        'match calls ⌈matches/10⌉',
        'team calls ⌈team ids/20⌉',
        'gateway upstream calls (one request)',
        'byHand calls',
        'answer',
        ...GROWTH_CONNECTIONS.flatMap((c) => [
          `req/s (${c} conn.)`,
          `p50 ms (${c})`,
          `p99 ms (${c})`,
        ]),
        'gateway CPU / request (ms, 1 conn., mean of 2 runs)',
        'limit, bearer verified: CPU / request (ms, 1 conn., mean of 2 runs)',
        'gateway / limit CPU',
      ],
      rows,
    );
  } finally {
    await Promise.all([gateway.stop(), limit.stop()]);
  }
}
