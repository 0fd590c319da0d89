/**
 * The pages the benchmarks measure. Each is one GraphQL request as the web app sends it, plus
 * `byHand`: the same answer built by a minimal endpoint making exactly the gateway's upstream
 * calls with the caller's bearer token, and nothing else (the limit the gateway is held to).
 */
import {
  ACCOUNT_BATCH_LIMIT,
  DEFAULT_LOCALE,
  MATCH_BATCH_LIMIT,
  TEAM_BATCH_LIMIT,
} from '@esports-admin/schema/rules/constants';
import { matchesSeasonSearch, seasonListBucket } from '@esports-admin/schema/rules/season';
import { isTournamentFullyPublished } from '@esports-admin/schema/rules/tournament';
import {
  ELDS_BASE_PATH,
  type LeagueDto,
  type LocalizedNameDto,
  type SeasonDto,
  type SeasonListDto,
} from '@esports-admin/schema/upstream/elds';
import type { AccountPageDto } from '@esports-admin/schema/upstream/elds-accounts';
import type { PlayerPageDto } from '@esports-admin/schema/upstream/elds-players';
import type {
  EdgeDto,
  MatchDto,
  MatchListDto,
  ParticipantEntryDto,
  ParticipantListDto,
  TeamDto,
  TournamentDto,
} from '@esports-admin/schema/upstream/elds-tournaments';
import { print } from 'graphql';
import { versionOf } from '../../gateway/src/mutations/version';
import { TournamentEditPageDocument } from '../../web/src/__generated__/graphql';
import { chunks } from './batches';
import { benchTournamentIds, TOURNAMENT_PAGE_SLUG } from './bench-tournaments';
import { dropGroupListPage, statMapperModalPage } from './domain-pages';
import { pickBlocksPage } from './pickem-page';

/**
 * A GET to an upstream service as the caller: `path` is relative to `basePath`, the data
 * service's unless the page names another service's (drops, game management).
 */
export type UpstreamGet = <T>(path: string, basePath?: string) => Promise<T>;

export interface BenchPage {
  operationName: string;
  query: string;
  /** The sandbox user the page is loaded as, when BENCH_USER may not read it. */
  user?: string;
  /** The sandbox services the page calls, where the latency runs inject their delay (elds alone if unset). */
  services?: readonly string[];
  /** The variables of this run, found in the sandbox's fixtures where they name records. */
  variables(upstream: UpstreamGet): Promise<Record<string, unknown>>;
  byHand(variables: Record<string, unknown>, upstream: UpstreamGet): Promise<unknown>;
  /** The REST calls a browser calling the services directly makes for the page (sandbox paths). */
  directCalls(variables: Record<string, unknown>, upstream: UpstreamGet): Promise<string[]>;
}

/** Paths of the data service as the sandbox serves them (`directCalls` answers sandbox paths). */
const eldsPaths = (paths: readonly string[]) => paths.map((path) => `${ELDS_BASE_PATH}${path}`);

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
  variables: () => Promise.resolve({ sport: 'lol', filter: 'current', search: null }),
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
    Promise.resolve(eldsPaths([`/seasons?sport=${String(variables.sport)}&status=active`])),
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
    return eldsPaths([
      list,
      ...chunks(teamIds, TEAM_BATCH_LIMIT).map((b) => `/teams?teamIds=${b.join(',')}`),
    ]);
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
      eldsPaths(
        chunks(variables.ids as string[], ACCOUNT_BATCH_LIMIT).map(
          (batch) => `/accounts/?accountIds=${batch.join(',')}&pageSize=${batch.length}`,
        ),
      ),
    ),
};

const iso = (time: string) => new Date(time).toISOString();

const localizedName = (name: LocalizedNameDto) => ({
  slug: name.slug,
  displayName: name.localizations[DEFAULT_LOCALE] || name.slug,
  localizations: Object.entries(name.localizations).map(([locale, value]) => ({ locale, value })),
});

const shortName = (name: LocalizedNameDto) => ({
  slug: name.slug,
  displayName: name.localizations[DEFAULT_LOCALE] || name.slug,
});

const entry = (e: ParticipantEntryDto) => ({
  index: e.index,
  teamId: e.teamId,
  description: e.description,
  placement: e.placement,
});

const participantList = (list: ParticipantListDto) => ({
  outcomeSource: list.outcomeSource,
  entries: list.entries.map(entry),
});

const edgesOf = (edges: EdgeDto[]) =>
  edges.map((e) => ({
    sourceNodeId: e.sourceNodeId,
    sourceNodeType: e.sourceNodeType,
    sourceSlot: e.sourceSlot,
    targetNodeId: e.targetNodeId,
    targetNodeType: e.targetNodeType,
    targetSlot: e.targetSlot,
  }));

const countConfig = (config: { count: number } | null) => (config ? { count: config.count } : null);

const winnerOf = (outcomes: readonly { teamId: string; outcome: string | null }[]) =>
  outcomes.find((outcome) => outcome.outcome === 'win')?.teamId ?? null;

/**
 * The tournament edit page as the web sends it (`TournamentEditPage`, the generated document of
 * web/src/features/tournaments/tournaments.graphql): every tab and the replace-teams dialog's
 * seeds in one request. By hand: the
 * tournament, its league, its season when it has one, the matches 10 ids per call and the teams
 * the page shows 20 ids per call, once all matches are in (as the gateway's loaders batch them).
 */
const tournamentEditPage: BenchPage = {
  operationName: 'TournamentEditPage',
  query: print(TournamentEditPageDocument),
  variables() {
    const id = benchTournamentIds.get(TOURNAMENT_PAGE_SLUG);
    if (!id) throw new Error(`the bench tournament ${TOURNAMENT_PAGE_SLUG} was not created`);
    return Promise.resolve({ id });
  },
  async byHand(variables, upstream) {
    const t = await upstream<TournamentDto>(`/tournaments/${String(variables.id)}`);
    const stages = t.stages ?? [];
    const matchIds = [
      ...new Set(stages.flatMap((stage) => stage.sections.flatMap((s) => s.matchIds))),
    ];
    const [league, season, matchPages] = await Promise.all([
      upstream<LeagueDto>(`/leagues/${t.leagueId}`),
      t.seasonId ? upstream<SeasonDto>(`/seasons/${t.seasonId}`) : null,
      Promise.all(
        chunks(matchIds, MATCH_BATCH_LIMIT).map((batch) =>
          upstream<MatchListDto>(`/matches?matchIds=${batch.join(',')}`),
        ),
      ),
    ]);
    const matches = new Map<string, MatchDto>(
      matchPages.flatMap((page) => page.matches).map((match) => [match.id, match]),
    );
    const teamIds = new Set<string>();
    const shown = (id: string | null) => {
      if (id) teamIds.add(id);
    };
    t.seeding.entries.forEach((e) => shown(e.teamId));
    for (const section of stages.flatMap((stage) => stage.sections)) {
      section.decisionPoints.forEach((dp) => dp.seeding.forEach((e) => shown(e.teamId)));
      section.teamRecords.forEach((record) => shown(record.teamId));
      section.matchIds.forEach((id) => {
        shown(matches.get(id)?.teamOne ?? null);
        shown(matches.get(id)?.teamTwo ?? null);
      });
    }
    const teams = await teamsByIds([...teamIds], upstream);
    const team = (id: string | null) => {
      const found = id ? teams.get(id) : undefined;
      return found ? { id: found.id, name: found.name, tricode: found.tricode } : null;
    };
    return {
      tournament: {
        id: t.id,
        version: versionOf(t),
        leagueId: t.leagueId,
        league: { id: league.id, name: league.name, slug: league.slug },
        seasonId: t.seasonId,
        season: season && {
          id: season.id,
          name: shortName(season.name),
          startTime: iso(season.startTime),
          splits: season.splits.map((split) => ({ id: split.id, name: shortName(split.name) })),
        },
        splitId: t.splitId,
        name: localizedName(t.name),
        sport: t.sport,
        status: t.status,
        publicationStatus: t.publicationStatus,
        fullyPublished: isTournamentFullyPublished(t),
        startTime: iso(t.startTime),
        endTime: iso(t.endTime),
        timeZone: t.timeZone,
        streamGroupId: t.streamGroupId,
        droppable: t.droppable,
        rewardable: t.rewardable,
        seeding: {
          outcomeSource: t.seeding.outcomeSource,
          entries: t.seeding.entries.map((e) => ({ ...entry(e), team: team(e.teamId) })),
        },
        standing: participantList(t.standing),
        points: t.points?.entries.map((p) => ({ position: p.position, points: p.points })) ?? null,
        awardedCircuitPoints: t.awardedCircuitPoints.map((a) => ({
          placement: a.placement,
          points: a.points,
        })),
        edges: edgesOf(t.edges),
        stages: stages.map((stage) => ({
          id: stage.id,
          structuralId: stage.structuralId,
          name: localizedName(stage.name),
          type: stage.type,
          publicationStatus: stage.publicationStatus,
          seeding: participantList(stage.seeding),
          standing: participantList(stage.standing),
          edges: edgesOf(stage.edges),
          sections: stage.sections.map((section) => ({
            id: section.id,
            structuralId: section.structuralId,
            name: localizedName(section.name),
            type: section.type,
            publicationStatus: section.publicationStatus,
            seeding: participantList(section.seeding),
            standing: participantList(section.standing),
            groupConfig: section.groupConfig && {
              roundRobinRounds: section.groupConfig.roundRobinRounds,
              matchTemplate: {
                strategy: section.groupConfig.matchTemplate.strategy,
                bestOfConfig: countConfig(section.groupConfig.matchTemplate.bestOfConfig),
                playAllConfig: countConfig(section.groupConfig.matchTemplate.playAllConfig),
              },
            },
            edges: edgesOf(section.edges),
            columns: section.columns.map((column) => ({
              cells: column.cells.map((cell) => ({ name: cell.name, contents: cell.contents })),
            })),
            decisionPoints: section.decisionPoints.map((dp) => ({
              id: dp.id,
              structuralId: dp.structuralId,
              description: dp.description,
              decided: dp.decided,
              seeding: dp.seeding.map((e) => ({ ...entry(e), team: team(e.teamId) })),
              standing: dp.standing.map(entry),
            })),
            manualRanks: section.manualRanks,
            finalized: section.finalized,
            teamRecords: section.teamRecords.map((record) => ({
              teamId: record.teamId,
              team: team(record.teamId),
              record: {
                wins: record.record.wins,
                losses: record.record.losses,
                ties: record.record.ties,
              },
            })),
            ranks: section.ranks.map((rank) => ({
              ordinal: rank.ordinal,
              tiedTeamIds: rank.tiedTeams,
            })),
            matches: section.matchIds.flatMap((id) => {
              const match = matches.get(id);
              if (!match) return [];
              return [
                {
                  id: match.id,
                  structuralId: match.structuralId,
                  description: match.description,
                  status: match.status,
                  strategy: match.strategy,
                  bestOfConfig: countConfig(match.bestOfConfig),
                  playAllConfig: countConfig(match.playAllConfig),
                  teamOneId: match.teamOne,
                  teamTwoId: match.teamTwo,
                  teamOne: team(match.teamOne),
                  teamTwo: team(match.teamTwo),
                  winnerTeamId: winnerOf(match.teamBasedOutcome),
                  version: versionOf(match),
                  games: match.games.map((game) => ({
                    id: game.id,
                    number: game.number,
                    status: game.status,
                    winnerTeamId: winnerOf(game.teamOutcomes),
                    blueTeamId: game.blueTeam,
                    redTeamId: game.redTeam,
                  })),
                },
              ];
            }),
          })),
        })),
      },
    };
  },
  /** As a browser calling the services would: the same calls, answers whole. */
  async directCalls(variables, upstream) {
    const path = `/tournaments/${String(variables.id)}`;
    const t = await upstream<TournamentDto>(path);
    const matchIds = (t.stages ?? []).flatMap((stage) => stage.sections.flatMap((s) => s.matchIds));
    const matchPaths = chunks(matchIds, MATCH_BATCH_LIMIT).map(
      (batch) => `/matches?matchIds=${batch.join(',')}`,
    );
    const teamIds = new Set<string>();
    for (const matchPath of matchPaths) {
      for (const match of (await upstream<MatchListDto>(matchPath)).matches) {
        teamIds.add(match.teamOne);
        teamIds.add(match.teamTwo);
      }
    }
    t.seeding.entries.forEach((e) => e.teamId && teamIds.add(e.teamId));
    for (const section of (t.stages ?? []).flatMap((stage) => stage.sections)) {
      section.decisionPoints.forEach((dp) =>
        dp.seeding.forEach((e) => e.teamId && teamIds.add(e.teamId)),
      );
      section.teamRecords.forEach((record) => teamIds.add(record.teamId));
    }
    return eldsPaths([
      path,
      `/leagues/${t.leagueId}`,
      ...(t.seasonId ? [`/seasons/${t.seasonId}`] : []),
      ...matchPaths,
      ...chunks([...teamIds], TEAM_BATCH_LIMIT).map((b) => `/teams?teamIds=${b.join(',')}`),
    ]);
  },
};

export const BENCH_PAGES: readonly BenchPage[] = [
  seasonListPage,
  playerListPage,
  accountsByIdsPage,
  tournamentEditPage,
  dropGroupListPage,
  statMapperModalPage,
  pickBlocksPage,
];

/** The page the memory and CPU profile runs load: the seasons list, the simplest. */
export const SEASON_LIST_PAGE_BODY = JSON.stringify({
  operationName: seasonListPage.operationName,
  query: seasonListPage.query,
  variables: { sport: 'lol', filter: 'current', search: null },
});

export function benchPage(operationName: string): BenchPage {
  const page = BENCH_PAGES.find((p) => p.operationName === operationName);
  if (!page) throw new Error(`no bench page ${operationName}`);
  return page;
}

/** The sandbox's services as the caller, for `byHand`, `variables` and `directCalls`. */
export function upstreamAs(sandboxUrl: string, token: string): UpstreamGet {
  return async <T>(path: string, basePath = ELDS_BASE_PATH) => {
    const response = await fetch(`${sandboxUrl}${basePath}${path}`, {
      headers: { accept: 'application/json', authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`GET ${basePath}${path}: ${response.status}`);
    return (await response.json()) as T;
  };
}

export function requestBody(page: BenchPage, variables: Record<string, unknown>): string {
  return JSON.stringify({ operationName: page.operationName, query: page.query, variables });
}
