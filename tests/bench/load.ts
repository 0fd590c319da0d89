/** autocannon runs of a benchmarked page: through a GraphQL endpoint, or one upstream call. */
import { ELDS_BASE_PATH } from '@esports-admin/schema/upstream/elds';
import autocannon from 'autocannon';

export interface LoadResult {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

/**
 * Runs a load and says how many milliseconds of an endpoint's CPU (`cpu` reads its total in µs)
 * each request took; undefined for an endpoint whose CPU is not read, or a load of no requests.
 */
export async function withCpuPerRequest(
  cpu: (() => Promise<number>) | undefined,
  run: () => Promise<LoadResult>,
): Promise<{ result: LoadResult; cpuMs: number | undefined }> {
  const before = await cpu?.();
  const result = await run();
  const after = await cpu?.();
  const cpuMs =
    before === undefined || after === undefined || result.requests === 0
      ? undefined
      : (after - before) / 1000 / result.requests;
  return { result, cpuMs };
}

/** A page's GraphQL request (`requestBody` of pages.ts), over and over. */
export function loadPage(
  graphqlUrl: string,
  token: string,
  body: string,
  connections: number,
  durationS: number,
): Promise<LoadResult> {
  return load({ url: graphqlUrl, method: 'POST', body }, token, connections, durationS);
}

/** The seasons list page's one upstream call, straight to the sandbox: the ceiling of both endpoints. */
export function loadUpstreamSeasons(
  sandboxUrl: string,
  token: string,
  connections: number,
  durationS: number,
): Promise<LoadResult> {
  return load(
    { url: `${sandboxUrl}${ELDS_BASE_PATH}/seasons?sport=lol&status=active`, method: 'GET' },
    token,
    connections,
    durationS,
  );
}

async function load(
  request: { url: string; method: 'GET' | 'POST'; body?: string },
  token: string,
  connections: number,
  durationS: number,
): Promise<LoadResult> {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  // Every answer must be the warm answer, byte for byte: a 200 carrying `errors` (an upstream
  // timing out under the load, a breaker open) is cheaper to produce and must not count.
  const warm = await fetch(request.url, { ...request, headers });
  const expectBody = await warm.text();
  if (!warm.ok || expectBody.includes('"errors":')) {
    throw new Error(
      `${request.url}: the warm answer failed (${warm.status}): ${expectBody.slice(0, 300)}`,
    );
  }
  const result = await autocannon({
    ...request,
    headers,
    connections,
    duration: durationS,
    expectBody,
  });
  const failures = result.errors + result.timeouts + result.non2xx + result.mismatches;
  if (failures > 0) {
    throw new Error(
      `${request.url}: ${failures} of ${result.requests.total} requests failed or answered otherwise (${result.mismatches} different answers)`,
    );
  }
  return {
    requests: result.requests.total,
    requestsPerSecond: result.requests.total / durationS,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
  };
}

/** The page's answer as a browser gets it, for checking that two endpoints agree. */
export async function fetchPage(graphqlUrl: string, token: string, body: string): Promise<unknown> {
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body,
  });
  if (!response.ok) throw new Error(`${graphqlUrl}: ${response.status}`);
  return response.json();
}
