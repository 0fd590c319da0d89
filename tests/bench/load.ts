/** autocannon runs of the seasons list page: through a GraphQL endpoint, or its upstream call. */
import { ELDS_BASE_PATH } from '@esports-admin/schema/upstream/elds';
import autocannon from 'autocannon';

export const SEASON_LIST_PAGE_QUERY = `query SeasonListPage($sport: Sport!, $filter: SeasonListFilter!, $search: String) {
  seasons(sport: $sport, filter: $filter, search: $search) {
    id
    name { slug displayName }
    startTime
    endTime
    status
    splits { id }
  }
}`;

export const SEASON_LIST_PAGE_BODY = JSON.stringify({
  operationName: 'SeasonListPage',
  query: SEASON_LIST_PAGE_QUERY,
  variables: { sport: 'lol', filter: 'CURRENT', search: null },
});

export interface LoadResult {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

export function loadSeasonListPage(
  graphqlUrl: string,
  token: string,
  connections: number,
  durationS: number,
): Promise<LoadResult> {
  return load(
    { url: graphqlUrl, method: 'POST', body: SEASON_LIST_PAGE_BODY },
    token,
    connections,
    durationS,
  );
}

/** The upstream call the page costs, straight to the sandbox: the ceiling of both endpoints. */
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
  const result = await autocannon({
    ...request,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    connections,
    duration: durationS,
  });
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures > 0) {
    throw new Error(`${request.url}: ${failures} of ${result.requests.total} requests failed`);
  }
  return {
    requests: result.requests.total,
    requestsPerSecond: result.requests.total / durationS,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
  };
}

/** The page's answer as a browser gets it, for checking that two endpoints agree. */
export async function fetchSeasonListPage(graphqlUrl: string, token: string): Promise<unknown> {
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: SEASON_LIST_PAGE_BODY,
  });
  if (!response.ok) throw new Error(`${graphqlUrl}: ${response.status}`);
  return response.json();
}
