/**
 * The pages the benchmarks measure. Each is one GraphQL request as the web app sends it, plus
 * `byHand`: the same answer built by a minimal endpoint making exactly the gateway's upstream
 * calls with the caller's bearer token, and nothing else (the limit the gateway is held to).
 */
import {
  ACCOUNT_BATCH_LIMIT,
  DEFAULT_LOCALE,
  TEAM_BATCH_LIMIT,
} from '@esports-admin/schema/rules/constants';
import { matchesSeasonSearch, seasonListBucket } from '@esports-admin/schema/rules/season';
import { ELDS_BASE_PATH, type SeasonListDto } from '@esports-admin/schema/upstream/elds';
import type { AccountPageDto } from '@esports-admin/schema/upstream/elds-accounts';
import type { PlayerPageDto } from '@esports-admin/schema/upstream/elds-players';
import type { TeamDto } from '@esports-admin/schema/upstream/elds-tournaments';

/** A GET to the data service as the caller: `path` is relative to its base path. */
export type UpstreamGet = <T>(path: string) => Promise<T>;

export interface BenchPage {
  operationName: string;
  query: string;
  /** The variables of this run, found in the sandbox's fixtures where they name records. */
  variables(upstream: UpstreamGet): Promise<Record<string, unknown>>;
  byHand(variables: Record<string, unknown>, upstream: UpstreamGet): Promise<unknown>;
  /** The REST calls a browser calling the services directly makes for the page. */
  directCalls(variables: Record<string, unknown>, upstream: UpstreamGet): Promise<string[]>;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );
}

const seasonListPage: BenchPage = {
  operationName: 'SeasonListPage',
  query: `query SeasonListPage($sport: Sport!, $filter: SeasonListFilter!, $search: String) {
  seasons(sport: $sport, filter: $filter, search: $search) {
    id
    name { slug displayName }
    startTime
    endTime
    status
    splits { id }
  }
}`,
  variables: () => Promise.resolve({ sport: 'lol', filter: 'CURRENT', search: null }),
  async byHand(variables, upstream) {
    const { sport, search } = variables as { sport: string; search: string | null };
    const { seasons } = await upstream<SeasonListDto>(`/seasons?sport=${sport}&status=active`);
    const now = new Date();
    return {
      seasons: seasons
        .filter(
          (season) =>
            seasonListBucket(season, now) === 'current' && matchesSeasonSearch(season, search),
        )
        .map((season) => ({
          id: season.id,
          name: {
            slug: season.name.slug,
            displayName: season.name.localizations[DEFAULT_LOCALE] || season.name.slug,
          },
          startTime: new Date(season.startTime).toISOString(),
          endTime: new Date(season.endTime).toISOString(),
          status: season.status,
          splits: season.splits.map((split) => ({ id: split.id })),
        })),
    };
  },
  directCalls: (variables) =>
    Promise.resolve([`/seasons?sport=${String(variables.sport)}&status=active`]),
};

const PLAYERS_PER_PAGE = 50;

async function teamsByIds(ids: readonly string[], upstream: UpstreamGet) {
  const pages = await Promise.all(
    chunks(ids, TEAM_BATCH_LIMIT).map((batch) =>
      upstream<{ teams: TeamDto[] }>(`/teams?teamIds=${batch.join(',')}`),
    ),
  );
  return new Map(pages.flatMap((page) => page.teams).map((team) => [team.id, team]));
}

const playerListPage: BenchPage = {
  operationName: 'PlayerListBenchPage',
  query: `query PlayerListBenchPage($sport: Sport!, $first: Int!) {
  players(sport: $sport, first: $first) {
    edges { cursor node { id handle firstName lastName homeTeam { id name tricode } } }
    pageInfo { hasNextPage endCursor }
  }
}`,
  variables: () => Promise.resolve({ sport: 'lol', first: PLAYERS_PER_PAGE }),
  async byHand(variables, upstream) {
    const page = await upstream<PlayerPageDto>(
      `/players?sport=${String(variables.sport)}&pageSize=${Number(variables.first)}`,
    );
    const teamIds = [...new Set(page.players.flatMap((p) => (p.homeTeamId ? [p.homeTeamId] : [])))];
    const teams = await teamsByIds(teamIds, upstream);
    const last = page.players.length - 1;
    return {
      players: {
        edges: page.players.map((player, i) => {
          const team = player.homeTeamId ? teams.get(player.homeTeamId) : undefined;
          return {
            cursor: i === last ? page.nextPaginationToken : null,
            node: {
              id: player.id,
              handle: player.handle,
              firstName: player.firstName,
              lastName: player.lastName,
              homeTeam: team ? { id: team.id, name: team.name, tricode: team.tricode } : null,
            },
          };
        }),
        pageInfo: {
          hasNextPage: page.nextPaginationToken !== null,
          endCursor: page.nextPaginationToken,
        },
      },
    };
  },
  async directCalls(variables, upstream) {
    const list = `/players?sport=${String(variables.sport)}&pageSize=${Number(variables.first)}`;
    const page = await upstream<PlayerPageDto>(list);
    const teamIds = [...new Set(page.players.flatMap((p) => p.homeTeamId ?? []))];
    return [list, ...chunks(teamIds, TEAM_BATCH_LIMIT).map((b) => `/teams?teamIds=${b.join(',')}`)];
  },
};

const ACCOUNTS_ASKED = 45;

const accountsByIdsPage: BenchPage = {
  operationName: 'AccountsByIdsBenchPage',
  query: `query AccountsByIdsBenchPage($ids: [ID!]!) {
  accountsByIds(ids: $ids) { id displayName login status enabledSports }
}`,
  async variables(upstream) {
    const page = await upstream<AccountPageDto>(`/accounts/?pageSize=${ACCOUNTS_ASKED}`);
    if (page.accounts.length < ACCOUNTS_ASKED) throw new Error('fewer than 45 seeded accounts');
    return { ids: page.accounts.map((account) => account.id) };
  },
  async byHand(variables, upstream) {
    const ids = variables.ids as string[];
    const pages = await Promise.all(
      chunks(ids, ACCOUNT_BATCH_LIMIT).map((batch) =>
        upstream<AccountPageDto>(
          `/accounts/?accountIds=${batch.join(',')}&pageSize=${batch.length}`,
        ),
      ),
    );
    const found = new Map(pages.flatMap((page) => page.accounts).map((a) => [a.id, a]));
    return {
      accountsByIds: ids.map((id) => {
        const account = found.get(id);
        return account
          ? {
              id: account.id,
              displayName: account.displayName.current,
              login: account.login.current,
              status: account.status,
              enabledSports: account.enabledSports,
            }
          : null;
      }),
    };
  },
  directCalls: (variables) =>
    Promise.resolve(
      chunks(variables.ids as string[], ACCOUNT_BATCH_LIMIT).map(
        (batch) => `/accounts/?accountIds=${batch.join(',')}&pageSize=${batch.length}`,
      ),
    ),
};

export const BENCH_PAGES: readonly BenchPage[] = [
  seasonListPage,
  playerListPage,
  accountsByIdsPage,
];

/** The page the memory and CPU profile runs load: the seasons list, the simplest. */
export const SEASON_LIST_PAGE_BODY = JSON.stringify({
  operationName: seasonListPage.operationName,
  query: seasonListPage.query,
  variables: { sport: 'lol', filter: 'CURRENT', search: null },
});

export function benchPage(operationName: string): BenchPage {
  const page = BENCH_PAGES.find((p) => p.operationName === operationName);
  if (!page) throw new Error(`no bench page ${operationName}`);
  return page;
}

/** The data service as the caller, for `byHand`, `variables` and `directCalls`. */
export function upstreamAs(sandboxUrl: string, token: string): UpstreamGet {
  return async <T>(path: string) => {
    const response = await fetch(`${sandboxUrl}${ELDS_BASE_PATH}${path}`, {
      headers: { accept: 'application/json', authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    return (await response.json()) as T;
  };
}

export function requestBody(page: BenchPage, variables: Record<string, unknown>): string {
  return JSON.stringify({ operationName: page.operationName, query: page.query, variables });
}
