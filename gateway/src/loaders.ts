/**
 * Per-request DataLoaders: one set is created for every GraphQL request, so nothing is cached
 * between users. Batch sizes are the upstream limits of spec 3 §5, named once in constants.
 */
import DataLoader from 'dataloader';
import {
  ACCOUNT_BATCH_LIMIT,
  LOCALIZATION_BATCH_LIMIT,
  MATCH_BATCH_LIMIT,
  PLAYER_BATCH_LIMIT,
  TEAM_BATCH_LIMIT,
} from '@esports-admin/schema/rules/constants';
import type { LocalizationEntryDto } from '@esports-admin/schema/upstream/drops';
import type { LeagueDto, SeasonDto } from '@esports-admin/schema/upstream/elds';
import type { AccountDto, AccountGroupDto } from '@esports-admin/schema/upstream/elds-accounts';
import type { PlayerDto } from '@esports-admin/schema/upstream/elds-players';
import type {
  MatchDto,
  TeamDto,
  TimespanDto,
  TournamentDto,
} from '@esports-admin/schema/upstream/elds-tournaments';
import { VOD_GAME_BATCH_LIMIT } from '@esports-admin/schema/rules/vod';
import type { VodDto } from '@esports-admin/schema/upstream/elds-media';
import type { PovDto } from '@esports-admin/schema/upstream/elds-vods';
import type {
  CelebrityDto,
  CrystalBallLocalizationDto,
  CrystalBallPromptPicksDto,
  PickemLeagueDto,
  ScoringConfigDto,
  SectionScoringDto,
} from '@esports-admin/schema/upstream/pickem';
import type { SportCode } from '@esports-admin/schema/rules/sports';
import type { Logger } from './logger';
import type { Apis } from './upstreams/registry';

export interface Loaders {
  matches: DataLoader<string, MatchDto | null>;
  teams: DataLoader<string, TeamDto | null>;
  /** Players by id (GET /players?playerIds=…), 20 per call; null for an unknown id. */
  players: DataLoader<string, PlayerDto | null>;
  /** Accounts by id (GET /accounts?accountIds=…), 20 per call; null for an unknown id. */
  accounts: DataLoader<string, AccountDto | null>;
  /** Every account group, fetched once per request whatever the key. */
  accountGroups: DataLoader<'all', AccountGroupDto[]>;
  /** A game's vods (GET /vodDetails?gameIds=…), 10 games per call; [] for a game without any. */
  vodsByGame: DataLoader<string, VodDto[]>;
  /** Whether a game has a vod (GET /vodDetails/available), 10 games per call. */
  vodAvailability: DataLoader<string, boolean>;
  /** A game's vods in the read cache (GET /vodDetails/cached), 10 games per call. */
  cachedVodsByGame: DataLoader<string, VodDto[]>;
  /** A game's point-of-view streams (GET /pov), 10 games per call. */
  povsByGame: DataLoader<string, PovDto[]>;
  /** A platform game's timespans; the timeline takes one id per call, so one call per distinct game. */
  timespansByPlatformGame: DataLoader<string, TimespanDto[]>;
  /** Leagues by id, one call each (no batch endpoint); a tournament list primes them. */
  leagues: DataLoader<string, LeagueDto | null>;
  /** Seasons by id, one call each (no batch endpoint). */
  seasons: DataLoader<string, SeasonDto | null>;
  /** Full tournaments (stages included) for fields of listed summaries, one call each. */
  tournaments: DataLoader<string, TournamentDto | null>;
  /**
   * A drops localization group's entries (GET localization/groups?groups=…), 50 groups per call.
   * A batch that fails is dropped (spec 3 §8): its groups answer [] and the failure is logged.
   */
  localizationGroups: DataLoader<string, LocalizationEntryDto[]>;
  /** The lol champions' names by id (GET /lol/champions), read once per request whatever the key. */
  championNames: DataLoader<'all', ReadonlyMap<number, string>>;
  /** A sport's tournament summaries (every status), one data service call per sport. */
  tournamentSummariesBySport: DataLoader<SportCode, TournamentDto[]>;
  /** Every pick'em league (GET leagues), fetched once per request whatever the key. */
  pickemLeagues: DataLoader<'all', PickemLeagueDto[]>;
  /** A pick'em tournament's celebrities, one call per tournament. */
  celebrities: DataLoader<string, CelebrityDto[]>;
  /** A section's assigned scoring configuration, one call per section; null when none. */
  sectionScoring: DataLoader<string, SectionScoringDto | null>;
  /** Scoring configurations by id, one call per configuration; null for an unknown id. */
  scoringConfigs: DataLoader<string, ScoringConfigDto | null>;
  /** A crystal-ball localization key's texts (GET localizations?key=…), 50 keys per call. */
  crystalBallLocalizations: DataLoader<string, CrystalBallLocalizationDto[]>;
  /** What viewers picked in a tournament's crystal-ball prompts, one call per tournament. */
  crystalBallPromptPicks: DataLoader<string, CrystalBallPromptPicksDto[]>;
}

/** One upstream call per distinct id, each answered once per request. */
function onePerId<T>(load: (id: string) => Promise<T>) {
  return new DataLoader<string, T>((ids) => Promise.all(ids.map(load)), { batch: false });
}

function byId<T extends { id: string }>(ids: readonly string[], found: T[]): (T | null)[] {
  const index = new Map(found.map((item) => [item.id, item]));
  return ids.map((id) => index.get(id) ?? null);
}

/**
 * A tournament's teams are asked for at several depths (seeding entries first, match slots only
 * once the matches have arrived). Team batches therefore wait until no match batch is in flight,
 * so one page's teams go out together: ceil(distinct teams / 20) calls instead of one per depth.
 */
function afterPendingLoads(pending: Set<Promise<unknown>>) {
  return (dispatch: () => void) => {
    void (async () => {
      await new Promise((resolve) => setImmediate(resolve));
      while (pending.size > 0) {
        await Promise.allSettled([...pending]);
        await new Promise((resolve) => setImmediate(resolve));
      }
      dispatch();
    })();
  };
}

export function createLoaders(
  { elds, drops, gameManagement, pickem }: Apis,
  logger?: Logger,
): Loaders {
  const matchBatches = new Set<Promise<unknown>>();
  const matches = new DataLoader<string, MatchDto | null>(
    (ids) => {
      const batch = elds.getMatches(ids).then((found) => byId(ids, found));
      matchBatches.add(batch);
      void batch.finally(() => matchBatches.delete(batch)).catch(() => undefined);
      return batch;
    },
    { maxBatchSize: MATCH_BATCH_LIMIT },
  );
  const teams = new DataLoader<string, TeamDto | null>(
    async (ids) => byId(ids, await elds.getTeams({ teamIds: ids })),
    { maxBatchSize: TEAM_BATCH_LIMIT, batchScheduleFn: afterPendingLoads(matchBatches) },
  );
  const players = new DataLoader<string, PlayerDto | null>(
    async (ids) => {
      const page = await elds.getPlayers({ playerIds: ids, pageSize: ids.length });
      return byId(ids, page.players);
    },
    { maxBatchSize: PLAYER_BATCH_LIMIT },
  );
  const accounts = new DataLoader<string, AccountDto | null>(
    async (ids) => {
      const page = await elds.getAccounts({ accountIds: ids, pageSize: ids.length });
      return byId(ids, page.accounts);
    },
    { maxBatchSize: ACCOUNT_BATCH_LIMIT },
  );
  const accountGroups = new DataLoader<'all', AccountGroupDto[]>(async (keys) => {
    const groups = await elds.getAccountGroups();
    return keys.map(() => groups);
  });
  // Games arrive with each match batch; waiting for those sends ceil(games / 10) calls.
  const gameBatches = {
    maxBatchSize: VOD_GAME_BATCH_LIMIT,
    batchScheduleFn: afterPendingLoads(matchBatches),
  };
  /** A game's items from a call that takes many game ids; [] for a game without any. */
  const listPerGame = <T extends { gameId: string }>(
    fetch: (gameIds: readonly string[]) => Promise<T[]>,
  ) =>
    new DataLoader<string, T[]>(async (gameIds) => {
      const byGame = new Map<string, T[]>();
      for (const item of await fetch(gameIds)) {
        const list = byGame.get(item.gameId);
        if (list) list.push(item);
        else byGame.set(item.gameId, [item]);
      }
      return gameIds.map((gameId) => byGame.get(gameId) ?? []);
    }, gameBatches);
  const vodsByGame = listPerGame((gameIds) => elds.getVods(gameIds));
  const cachedVodsByGame = listPerGame((gameIds) => elds.getCachedVods(gameIds));
  const povsByGame = listPerGame((gameIds) => elds.getPovs(gameIds));
  const vodAvailability = new DataLoader<string, boolean>(async (gameIds) => {
    const available = new Set(await elds.getAvailableVodGames(gameIds));
    return gameIds.map((gameId) => available.has(gameId));
  }, gameBatches);
  const timespansByPlatformGame = new DataLoader<string, TimespanDto[]>((ids) =>
    Promise.all(ids.map((id) => elds.getPlatformGameTimespans(id))),
  );
  const localizationGroups = new DataLoader<string, LocalizationEntryDto[]>(
    async (groups) => {
      try {
        const found = await drops.getLocalizationGroups(groups);
        return groups.map((group) => found[group] ?? []);
      } catch (error) {
        logger?.warn(
          { err: error, groups: groups.length },
          'drops: a localization group batch failed and was dropped',
        );
        return groups.map(() => []);
      }
    },
    { maxBatchSize: LOCALIZATION_BATCH_LIMIT },
  );
  const championNames = new DataLoader<'all', ReadonlyMap<number, string>>(async (keys) => {
    const champions = await gameManagement.getChampions();
    const names = new Map(champions.map((champion) => [champion.championId, champion.name]));
    return keys.map(() => names);
  });
  return {
    localizationGroups,
    championNames,
    leagues: onePerId((id) => elds.getLeague(id)),
    seasons: onePerId((id) => elds.getSeason(id)),
    tournaments: onePerId((id) => elds.getTournament(id)),
    matches,
    teams,
    players,
    accounts,
    accountGroups,
    vodsByGame,
    vodAvailability,
    cachedVodsByGame,
    povsByGame,
    timespansByPlatformGame,
    tournamentSummariesBySport: new DataLoader<SportCode, TournamentDto[]>(
      (sports) =>
        Promise.all(sports.map((sport) => elds.getTournaments({ sport, viewMode: 'summary' }))),
      { batch: false },
    ),
    pickemLeagues: new DataLoader<'all', PickemLeagueDto[]>(async (keys) => {
      const leagues = await pickem.getPickemLeagues();
      return keys.map(() => leagues);
    }),
    celebrities: onePerId((id) => pickem.getCelebrities(id)),
    sectionScoring: onePerId((id) => pickem.getSectionScoring(id)),
    scoringConfigs: onePerId((id) => pickem.getScoringConfig(id)),
    crystalBallLocalizations: new DataLoader<string, CrystalBallLocalizationDto[]>(
      async (keys) => {
        const found = await pickem.getCrystalBallLocalizations(keys);
        return keys.map((key) => found.filter((entry) => entry.key === key));
      },
      { maxBatchSize: LOCALIZATION_BATCH_LIMIT },
    ),
    crystalBallPromptPicks: onePerId((id) => pickem.getPromptPicks(id)),
  };
}
