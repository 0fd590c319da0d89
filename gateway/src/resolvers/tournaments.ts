import {
  DEFAULT_LOCALE,
  DEFAULT_TIME_ZONE,
  TBD_TEAM_ID,
} from '@esports-admin/schema/rules/constants';
import {
  generatedTournamentSlug,
  isTournamentEnded,
  isTournamentFullyPublished,
  replaceTeamsErrors,
  matchesTournamentSearch,
  TOURNAMENT_MESSAGES,
  tournamentDisplayName,
  tournamentListBucket,
} from '@esports-admin/schema/rules/tournament';
import {
  MESSAGES,
  validateDateNotBefore,
  validateLocalizedTournamentName,
  validateSlug,
} from '@esports-admin/schema/rules/validation';
import type { LeagueDto, SeasonDto } from '@esports-admin/schema/upstream/elds';
import {
  OUTCOME_SET_BY_HUMAN,
  type EdgeDto,
  type MatchDto,
  type ParticipantEntryDto,
  type ParticipantListDto,
  type TeamDto,
  type TournamentDto,
  type TournamentStatusDto,
  type TournamentWriteDto,
} from '@esports-admin/schema/upstream/elds-tournaments';
import type {
  EdgeInput,
  InputError,
  LocalizedNameInput,
  ParticipantEntryInput,
  ParticipantListInput,
  Resolvers,
  ResolversTypes,
  TournamentInput,
  TournamentListFilter,
} from '../__generated__/resolvers-types';
import type { GatewayContext } from '../context';
import { ErrorCode, UpstreamError } from '../errors';
import type { MutationErrorValue } from '../mutations/outcome';

type TournamentResult = {
  ok: Awaited<ResolversTypes['TournamentMutationResult']>['ok'];
  error: MutationErrorValue | null;
};

const LIST_STATUS: Record<TournamentListFilter, TournamentStatusDto> = {
  CURRENT: 'published',
  OLD: 'published',
  ARCHIVED: 'archived',
  DRAFT: 'draft',
};
const BUCKET = { CURRENT: 'current', OLD: 'old', ARCHIVED: 'archived', DRAFT: 'draft' } as const;

/** A refusal decided in the gateway, reported like an upstream one. */
class Refusal extends Error {
  constructor(
    message: string,
    readonly code: ErrorCode,
    readonly inputErrors: InputError[] = [],
  ) {
    super(message);
  }
}

/** Per-request memo of calls several fields may ask for (a league, a full tournament). */
const memos = new WeakMap<GatewayContext, Map<string, Promise<unknown>>>();
function memo<T>(context: GatewayContext, key: string, load: () => Promise<T>): Promise<T> {
  let cache = memos.get(context);
  if (!cache) {
    cache = new Map();
    memos.set(context, cache);
  }
  if (!cache.has(key)) cache.set(key, load());
  return cache.get(key) as Promise<T>;
}

const leagueOf = (context: GatewayContext, id: string) =>
  memo(context, `league:${id}`, () => context.apis.elds.getLeague(id));

/** Lists load summaries; a field that needs the stages loads the tournament once. */
async function full(context: GatewayContext, tournament: TournamentDto): Promise<TournamentDto> {
  if (tournament.stages) return tournament;
  const loaded = await memo(context, `tournament:${tournament.id}`, () =>
    context.apis.elds.getTournament(tournament.id),
  );
  return loaded ?? { ...tournament, stages: [] };
}

const teamOf = (context: GatewayContext, teamId: string | null | undefined) =>
  teamId ? context.loaders.teams.load(teamId) : null;

async function teamsOf(context: GatewayContext, teamIds: readonly string[]): Promise<TeamDto[]> {
  const teams = await context.loaders.teams.loadMany(teamIds);
  return teams.filter((team): team is TeamDto => team !== null && !(team instanceof Error));
}

/** Every real team a tournament holds: seeding, standings, decision points and match slots. */
async function teamIdsIn(context: GatewayContext, tournament: TournamentDto): Promise<Set<string>> {
  const ids = new Set<string>();
  const add = (teamId: string | null | undefined) => {
    if (teamId && teamId !== TBD_TEAM_ID) ids.add(teamId);
  };
  const entries = (list: { entries: { teamId: string | null }[] } | null | undefined) =>
    list?.entries.forEach((entry) => add(entry.teamId));
  entries(tournament.seeding);
  entries(tournament.standing);
  for (const stage of tournament.stages ?? []) {
    entries(stage.seeding);
    entries(stage.standing);
    for (const section of stage.sections) {
      entries(section.seeding);
      entries(section.standing);
      for (const dp of section.decisionPoints) {
        dp.seeding.forEach((entry) => add(entry.teamId));
        dp.standing.forEach((entry) => add(entry.teamId));
      }
    }
  }
  for (const match of await matchesOf(context, allMatchIds(tournament))) {
    add(match.teamOne);
    add(match.teamTwo);
  }
  return ids;
}

function allMatchIds(tournament: TournamentDto): string[] {
  return (tournament.stages ?? []).flatMap((stage) =>
    stage.sections.flatMap((section) => section.matchIds),
  );
}

async function matchesOf(context: GatewayContext, ids: readonly string[]): Promise<MatchDto[]> {
  const matches = await context.loaders.matches.loadMany(ids);
  return matches.filter((match): match is MatchDto => match !== null && !(match instanceof Error));
}

const names = (name: LocalizedNameInput) => ({
  slug: name.slug,
  localizations: Object.fromEntries(name.localizations.map((l) => [l.locale, l.value])),
});

const entry = (input: ParticipantEntryInput): ParticipantEntryDto => ({
  index: input.index,
  teamId: input.teamId ?? null,
  description: input.description ?? null,
  placement: input.placement ?? null,
});

const list = (input: ParticipantListInput | null | undefined, size = 0): ParticipantListDto => ({
  outcomeSource: input?.outcomeSource ?? null,
  entries: input
    ? input.entries.map(entry)
    : Array.from({ length: size }, (_, i) => entry({ index: i + 1 })),
});

const edges = (input: readonly EdgeInput[] | null | undefined): EdgeDto[] =>
  (input ?? []).map((edge) => ({
    sourceNodeId: edge.sourceNodeId ?? null,
    sourceNodeType: edge.sourceNodeType ?? null,
    sourceSlot: edge.sourceSlot,
    targetNodeId: edge.targetNodeId ?? null,
    targetNodeType: edge.targetNodeType ?? null,
    targetSlot: edge.targetSlot,
  }));

const count = (config: { count: number } | null | undefined) =>
  config ? { count: config.count } : null;

function toWriteDto(input: TournamentInput, slug: string): TournamentWriteDto {
  let matchNumber = 0;
  let dpNumber = 0;
  return {
    leagueId: input.leagueId,
    seasonId: input.seasonId ?? null,
    splitId: input.splitId ?? null,
    name: { ...names(input.name), slug },
    sport: input.sport,
    publicationStatus: 'draft',
    schemaType: 'graph-structured',
    startTime: input.startTime,
    endTime: input.endTime,
    timeZone: input.timeZone || DEFAULT_TIME_ZONE,
    streamGroupId: input.streamGroupId ?? null,
    droppable: input.droppable ?? false,
    rewardable: input.rewardable ?? false,
    seeding: list(input.seeding, 2),
    standing: list(input.standing, 2),
    points: input.points
      ? { entries: input.points.map(({ position, points }) => ({ position, points })) }
      : null,
    awardedCircuitPoints: (input.awardedCircuitPoints ?? []).map(({ placement, points }) => ({
      placement,
      points,
    })),
    stages: (input.stages ?? []).map((stage) => ({
      ...(stage.id ? { id: stage.id } : {}),
      structuralId: stage.structuralId,
      name: names(stage.name),
      type: stage.type || 'bracket',
      publicationStatus: stage.publicationStatus ?? 'draft',
      seeding: list(stage.seeding),
      standing: list(stage.standing),
      edges: edges(stage.edges),
      sections: stage.sections.map((section) => ({
        ...(section.id ? { id: section.id } : {}),
        structuralId: section.structuralId,
        name: names(section.name),
        type: section.type,
        publicationStatus: section.publicationStatus ?? 'draft',
        seeding: list(section.seeding),
        standing: list(section.standing),
        groupConfig:
          section.type === 'bracket' || !section.groupConfig
            ? null
            : {
                roundRobinRounds: section.groupConfig.roundRobinRounds ?? 1,
                matchTemplate: {
                  strategy: section.groupConfig.matchTemplate.strategy,
                  bestOfConfig: count(section.groupConfig.matchTemplate.bestOfConfig),
                  playAllConfig: count(section.groupConfig.matchTemplate.playAllConfig),
                },
              },
        matches: section.matches.map((match) => ({
          ...(match.id ? { id: match.id } : {}),
          structuralId: match.structuralId,
          description: match.description || `Match ${(matchNumber += 1)}`,
          strategy: match.strategy,
          bestOfConfig: count(match.bestOfConfig),
          playAllConfig: count(match.playAllConfig),
          teamOne: match.teamOneId || TBD_TEAM_ID,
          teamTwo: match.teamTwoId || TBD_TEAM_ID,
        })),
        decisionPoints: (section.decisionPoints ?? []).map((dp) => ({
          ...(dp.id ? { id: dp.id } : {}),
          structuralId: dp.structuralId,
          description: dp.description || `Decision Point ${(dpNumber += 1)}`,
          seeding: dp.seeding.map(entry),
          standing: dp.standing.map(entry),
        })),
        edges: edges(section.edges),
        columns: (section.columns ?? []).map((column) => ({
          cells: column.cells.map((cell) => ({ name: cell.name, contents: [...cell.contents] })),
        })),
      })),
    })),
    edges: edges(input.edges),
  };
}

/** The stored tournament as a write body that keeps every match (by id) as it is. */
function keepingMatches(tournament: TournamentDto): TournamentWriteDto {
  const { id: _id, stages, ...fields } = tournament;
  return {
    ...fields,
    stages: (stages ?? []).map((stage) => ({
      ...stage,
      sections: stage.sections.map(
        ({
          teamRecords: _t,
          ranks: _r,
          manualRanks: _m,
          finalized: _f,
          decisionPoints,
          ...rest
        }) => ({
          ...rest,
          decisionPoints: decisionPoints.map(({ decided: _d, ...dp }) => dp),
        }),
      ),
    })),
  };
}

/** The tournament's graph as a new tournament's write body: no ids, match definitions. */
async function asCopy(context: GatewayContext, source: TournamentDto, slug: string) {
  const matches = new Map(
    (await matchesOf(context, allMatchIds(source))).map((match) => [match.id, match]),
  );
  const write = keepingMatches(source);
  return {
    ...write,
    name: { ...write.name, slug },
    status: 'draft' as const,
    publicationStatus: 'draft' as const,
    stages: write.stages.map(({ id: _s, ...stage }) => ({
      ...stage,
      publicationStatus: 'draft' as const,
      sections: stage.sections.map(({ id: _c, matchIds, ...section }) => ({
        ...section,
        publicationStatus: 'draft' as const,
        decisionPoints: section.decisionPoints.map(({ id: _d, ...dp }) => ({
          ...dp,
          standing: dp.standing.map((e) => ({ ...e, teamId: null })),
        })),
        matches: (matchIds ?? []).map((matchId) => {
          const match = matches.get(matchId);
          if (!match) throw new Refusal(TOURNAMENT_MESSAGES.copyFetchFailed, ErrorCode.NOT_FOUND);
          return {
            structuralId: match.structuralId,
            description: match.description,
            strategy: match.strategy,
            bestOfConfig: match.bestOfConfig,
            playAllConfig: match.playAllConfig,
            teamOne: match.teamOne,
            teamTwo: match.teamTwo,
          };
        }),
      })),
    })),
  };
}

function validTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Spec 1 §5 and spec 2 §5 checks that need no data service. */
interface Owners {
  league: LeagueDto | null;
  season: SeasonDto | null;
}

/** The league and season a tournament input names, loaded together. */
async function ownersOf(context: GatewayContext, input: TournamentInput): Promise<Owners> {
  const [league, season] = await Promise.all([
    context.apis.elds.getLeague(input.leagueId),
    input.seasonId ? context.apis.elds.getSeason(input.seasonId) : null,
  ]);
  return { league, season };
}

/** Spec 1 §5 and spec 2 §5 checks: names, slug, dates, and league, season and split ids. */
function inputErrors(input: TournamentInput, { league, season }: Owners, slugRequired: boolean) {
  const errors: InputError[] = [];
  const put = (field: string, message: string | null) => {
    if (message) errors.push({ field, message });
  };
  const invalidUnless = (valid: boolean) => (valid ? null : MESSAGES.fieldNotValid);
  if (slugRequired || input.name.slug !== '') put('slug', validateSlug(input.name.slug));
  put('leagueId', invalidUnless(league !== null && league.sport === input.sport));
  if (input.seasonId) {
    put('seasonId', invalidUnless(season !== null && season.sport === input.sport));
  }
  if (input.splitId) {
    put('splitId', invalidUnless(Boolean(season?.splits.some((s) => s.id === input.splitId))));
  }
  for (const { locale, value } of input.name.localizations) {
    const field = locale === DEFAULT_LOCALE ? 'localizedName' : `localizations.${locale}`;
    put(field, validateLocalizedTournamentName(value, league?.name ?? ''));
  }
  const start = new Date(input.startTime);
  if (new Date(input.endTime) < start) {
    put('endTime', validateDateNotBefore(new Date(input.endTime), start));
  }
  if (input.timeZone && !validTimeZone(input.timeZone)) put('timeZone', MESSAGES.fieldNotValid);
  return errors;
}

function generatedSlug(input: TournamentInput, { league, season }: Owners) {
  const split = season?.splits.find((candidate) => candidate.id === input.splitId);
  return generatedTournamentSlug({
    leagueSlug: league?.slug ?? '',
    seasonSlug: season?.name.slug,
    startTime: input.startTime,
    splitSlug: split?.name.slug,
  });
}

/**
 * Runs a tournament change and reports it as forms and scripts want it: the success message, or
 * the failure as a value with its code (`failure` words it the spec's way). Audited either way.
 */
async function tournamentChange(
  context: GatewayContext,
  action: string,
  target: string | undefined,
  change: () => Promise<{ tournament: TournamentDto; message: string }>,
  failure: (reason: string) => string = (reason) => reason,
): Promise<TournamentResult> {
  const who = context.user.username;
  try {
    const ok = await change();
    // Matches read before the change (to find a game's teams) are stale now.
    context.loaders.matches.clearAll();
    memos.delete(context);
    context.audit.record({ user: who, action, target: ok.tournament.id, result: 'ok' });
    return { ok, error: null };
  } catch (error) {
    const refusal = refusalOf(error, failure);
    if (!refusal) throw error;
    context.audit.record({ user: who, action, target, result: 'error', detail: refusal.message });
    return { ok: null, error: refusal };
  }
}

function refusalOf(error: unknown, failure: (reason: string) => string): MutationErrorValue | null {
  if (error instanceof Refusal) {
    return { message: error.message, code: error.code, inputErrors: error.inputErrors };
  }
  if (error instanceof UpstreamError) {
    return { message: failure(error.message), code: error.code, inputErrors: [] };
  }
  return null;
}

async function existing(context: GatewayContext, id: string): Promise<TournamentDto> {
  const tournament = await context.apis.elds.getTournament(id);
  if (!tournament) {
    throw new Refusal(`404 - Tournament ${id} not found`, ErrorCode.NOT_FOUND);
  }
  return tournament;
}

function badInput(errors: InputError[]): never {
  throw new Refusal(errors.map((e) => e.message).join('; '), ErrorCode.BAD_USER_INPUT, errors);
}

export const tournamentResolvers: Resolvers = {
  Query: {
    async tournaments(_, { sport, filter, search }, context) {
      const [leagues, tournaments] = await Promise.all([
        context.apis.elds.getLeagues({ sport, status: 'active' }),
        context.apis.elds.getTournaments({
          sport,
          status: LIST_STATUS[filter],
          viewMode: 'summary',
        }),
      ]);
      const active = new Set(leagues.map((league) => league.id));
      for (const league of leagues) {
        void memo(context, `league:${league.id}`, () => Promise.resolve(league));
      }
      const now = new Date();
      return tournaments
        .filter((t) => active.has(t.leagueId))
        .filter((t) => tournamentListBucket(t, now) === BUCKET[filter])
        .filter((t) => matchesTournamentSearch(t, search))
        .sort((a, b) => b.startTime.localeCompare(a.startTime));
    },
    tournament: (_, { id }, { apis }) => apis.elds.getTournament(id),
    match: (_, { id }, { loaders }) => loaders.matches.load(id),
    tournamentSchedule: (_, { tournamentId }, { apis }) =>
      apis.elds.getTournamentSchedule(tournamentId),
    async tournamentParticipantExport(_, { id }, context) {
      const tournament = await context.apis.elds.getTournament(id);
      if (!tournament) {
        return {
          ok: null,
          error: {
            message: `404 - Tournament ${id} not found`,
            code: ErrorCode.NOT_FOUND,
            inputErrors: [],
          },
        };
      }
      const seeded = [
        ...tournament.seeding.entries,
        ...(tournament.stages ?? []).flatMap((stage) => stage.seeding.entries),
      ]
        .map((e) => e.teamId)
        .filter((teamId): teamId is string => Boolean(teamId) && teamId !== TBD_TEAM_ID);
      const teams = await teamsOf(context, [...new Set(seeded)]);
      const roster = teams.flatMap((team) =>
        team.roster.map(({ playerId }) => ({ team, playerId })),
      );
      const players = await context.loaders.players.loadMany(roster.map((r) => r.playerId));
      const rows = roster.map(({ team, playerId }, i) => {
        const player = players[i];
        const known = player && !(player instanceof Error) ? player : null;
        const identity = known?.tournamentRealmIdentities[0];
        return {
          eventName: tournamentDisplayName(tournament.name),
          tournamentId: tournament.id,
          teamName: team.name,
          teamTricode: team.tricode,
          inGameName: known?.handle ?? null,
          firstName: known?.firstName ?? null,
          lastName: known?.lastName ?? null,
          login: identity?.login ?? null,
          // The data service never answers passwords (they are only written).
          password: null,
          puuid: identity?.puuid ?? null,
          playerId,
        };
      });
      if (rows.length === 0) {
        return {
          ok: null,
          error: {
            message: TOURNAMENT_MESSAGES.emptyExport,
            code: ErrorCode.NOT_FOUND,
            inputErrors: [],
          },
        };
      }
      return { ok: { rows }, error: null };
    },
  },
  Mutation: {
    createTournament: (_, { input }, context) =>
      tournamentChange(context, 'createTournament', undefined, async () => {
        const owners = await ownersOf(context, input);
        const errors = inputErrors(input, owners, false);
        if (errors.length > 0) badInput(errors);
        const slug = input.name.slug || generatedSlug(input, owners);
        const slugProblem = validateSlug(slug);
        if (slugProblem) badInput([{ field: 'slug', message: slugProblem }]);
        const write = { ...toWriteDto(input, slug), status: 'draft' as const };
        return {
          tournament: await context.apis.elds.createTournament(write),
          message: TOURNAMENT_MESSAGES.createdAsDraft,
        };
      }),
    updateTournament: (_, { id, input }, context) =>
      tournamentChange(context, 'updateTournament', id, async () => {
        const [current, owners] = await Promise.all([
          existing(context, id),
          ownersOf(context, input),
        ]);
        const errors = inputErrors(input, owners, true);
        if (errors.length > 0) badInput(errors);
        const write = { ...toWriteDto(input, input.name.slug), status: current.status };
        write.publicationStatus = current.publicationStatus;
        // A form that edits only the tournament's own fields leaves its graph alone.
        if (input.stages == null) write.stages = keepingMatches(current).stages;
        if (input.edges == null) write.edges = current.edges;
        const tournament = await context.apis.elds.updateTournament(id, write);
        return {
          tournament,
          message: TOURNAMENT_MESSAGES.updated(tournamentDisplayName(tournament.name)),
        };
      }),
    publishTournament: (_, { id }, context) =>
      tournamentChange(context, 'publishTournament', id, async () => ({
        tournament: await context.apis.elds.publishTournament(id),
        message: TOURNAMENT_MESSAGES.published,
      })),
    setPublicationStatus: (_, { id, scope, status }, context) =>
      tournamentChange(context, 'setPublicationStatus', id, async () => {
        const write = keepingMatches(await existing(context, id));
        if (scope === 'TOURNAMENT') write.publicationStatus = status;
        for (const stage of write.stages) {
          if (scope === 'STAGES') stage.publicationStatus = status;
          for (const section of stage.sections) {
            if (scope === 'SECTIONS') section.publicationStatus = status;
          }
        }
        return {
          tournament: await context.apis.elds.updateTournament(id, write),
          message: TOURNAMENT_MESSAGES.publicationStatusSet,
        };
      }),
    archiveTournament: (_, { id }, context) =>
      tournamentChange(
        context,
        'archiveTournament',
        id,
        async () => {
          const current = await context.apis.elds.getTournament(id);
          if (!current) {
            throw new Refusal(TOURNAMENT_MESSAGES.archiveNotFound, ErrorCode.NOT_FOUND);
          }
          if (current.status === 'archived') {
            throw new Refusal(TOURNAMENT_MESSAGES.archiveAlreadyArchived, ErrorCode.CONFLICT);
          }
          const tournament = await context.apis.elds.archiveTournament(id);
          return {
            tournament,
            message: TOURNAMENT_MESSAGES.archived(tournamentDisplayName(tournament.name)),
          };
        },
        // Another writer may have archived or deleted it since the check.
        (reason) =>
          reason.startsWith('404')
            ? TOURNAMENT_MESSAGES.archiveNotFound
            : reason.startsWith('409')
              ? TOURNAMENT_MESSAGES.archiveAlreadyArchived
              : reason,
      ),
    copyTournament: (_, { id, slug }, context) =>
      tournamentChange(context, 'copyTournament', id, async () => {
        const problem = validateSlug(slug);
        if (problem) badInput([{ field: 'slug', message: problem }]);
        let source: TournamentDto | null;
        try {
          source = await context.apis.elds.getTournament(id);
        } catch {
          source = null;
        }
        if (!source) throw new Refusal(TOURNAMENT_MESSAGES.copyFetchFailed, ErrorCode.NOT_FOUND);
        if (source.name.slug === slug) {
          badInput([{ field: 'slug', message: TOURNAMENT_MESSAGES.copyNeedsNewSlug }]);
        }
        const write = await asCopy(context, source, slug);
        try {
          const tournament = await context.apis.elds.createTournament(write);
          return { tournament, message: TOURNAMENT_MESSAGES.copied(source.name.slug, slug) };
        } catch (error) {
          if (!(error instanceof UpstreamError)) throw error;
          context.logger.warn({ reason: error.message }, 'copyTournament refused upstream');
          throw new Refusal(TOURNAMENT_MESSAGES.copyFailed, error.code);
        }
      }),
    setGameResult: (_, { tournamentId, gameId, winnerTeamId }, context) =>
      tournamentChange(
        context,
        'setGameResult',
        tournamentId,
        async () => {
          const tournament = await existing(context, tournamentId);
          const matches = await matchesOf(context, allMatchIds(tournament));
          const game = matches.flatMap((m) => m.games).find((g) => g.id === gameId);
          if (!game)
            throw new Refusal(`Game ${gameId} is not in this tournament`, ErrorCode.NOT_FOUND);
          if (
            ![game.blueTeam, game.redTeam].includes(winnerTeamId) ||
            winnerTeamId === TBD_TEAM_ID
          ) {
            throw new Refusal(
              `Team ${winnerTeamId} does not play this game`,
              ErrorCode.BAD_USER_INPUT,
            );
          }
          const loser = game.blueTeam === winnerTeamId ? game.redTeam : game.blueTeam;
          return {
            tournament: await context.apis.elds.setGameOutcome(tournamentId, gameId, {
              outcome: { [winnerTeamId]: 'win', [loser]: 'loss' },
              outcomeSource: OUTCOME_SET_BY_HUMAN,
            }),
            message: TOURNAMENT_MESSAGES.resultsUpdated,
          };
        },
        (reason) => TOURNAMENT_MESSAGES.resultsError(gameId, reason),
      ).then((result) => withGameReason(result, gameId)),
    clearGameResult: (_, { tournamentId, gameId }, context) =>
      tournamentChange(
        context,
        'clearGameResult',
        tournamentId,
        async () => ({
          tournament: await context.apis.elds.clearGameOutcome(tournamentId, gameId),
          message: TOURNAMENT_MESSAGES.gameWinnerCleared,
        }),
        (reason) => TOURNAMENT_MESSAGES.resultsError(gameId, reason),
      ),
    decideDecisionPoint: (_, { tournamentId, decisionPointId, teamIds }, context) =>
      tournamentChange(context, 'decideDecisionPoint', tournamentId, async () => ({
        tournament: await context.apis.elds.decideDecisionPoint(
          tournamentId,
          decisionPointId,
          teamIds,
        ),
        message: TOURNAMENT_MESSAGES.decided,
      })),
    finalizeSection: (_, { tournamentId, sectionId }, context) =>
      tournamentChange(context, 'finalizeSection', tournamentId, async () => ({
        tournament: await context.apis.elds.finalizeGroup(tournamentId, sectionId),
        message: TOURNAMENT_MESSAGES.finalized,
      })),
    setManualStandings: (_, { tournamentId, sectionId, ranks }, context) =>
      tournamentChange(context, 'setManualStandings', tournamentId, async () => ({
        tournament: await context.apis.elds.setGroupRanks(
          tournamentId,
          sectionId,
          ranks.map((rank) => ({ ordinal: rank.ordinal, tiedTeams: [...rank.tiedTeamIds] })),
        ),
        message: TOURNAMENT_MESSAGES.manualStandingsSaved,
      })),
    clearManualStandings: (_, { tournamentId, sectionId }, context) =>
      tournamentChange(context, 'clearManualStandings', tournamentId, async () => ({
        tournament: await context.apis.elds.clearGroupRanks(tournamentId, sectionId),
        message: TOURNAMENT_MESSAGES.manualStandingsCleared,
      })),
    switchTeamColors: (_, { matchId, gameId }, context) =>
      tournamentChange(
        context,
        'switchTeamColors',
        matchId,
        async () => {
          const match = await context.apis.elds.getMatch(matchId);
          const game = match?.games.find((candidate) => candidate.id === gameId);
          if (!match || !game) {
            throw new Refusal(
              TOURNAMENT_MESSAGES.switchColorsError(`Game ${gameId} of match ${matchId} not found`),
              ErrorCode.NOT_FOUND,
            );
          }
          await context.apis.elds.setGameSides(matchId, gameId, {
            blueTeam: game.redTeam,
            redTeam: game.blueTeam,
          });
          return {
            tournament: await existing(context, match.tournamentId),
            message: TOURNAMENT_MESSAGES.teamColorsSwitched,
          };
        },
        TOURNAMENT_MESSAGES.switchColorsError,
      ),
    replaceTeams: (_, { id, replacements }, context) =>
      tournamentChange(context, 'replaceTeams', id, async () => {
        const swaps = replacements.map(({ teamToBeReplaced, teamReplacement }) => ({
          teamToBeReplaced,
          teamReplacement,
        }));
        const errors = replaceTeamsErrors(
          swaps,
          await teamIdsIn(context, await existing(context, id)),
        );
        if (errors.length > 0) badInput(errors);
        return {
          tournament: await context.apis.elds.replaceTeams(id, swaps),
          message: TOURNAMENT_MESSAGES.teamsReplaced,
        };
      }),
    async copyScheduleBlock(_, { id, startTime, tournamentId }, context) {
      const who = context.user.username;
      const failed = (detail: string) => {
        context.audit.record({
          user: who,
          action: 'copyScheduleBlock',
          target: id,
          result: 'error',
          detail,
        });
        return {
          ok: null,
          error: {
            message: TOURNAMENT_MESSAGES.copyScheduleBlockError(id),
            code: ErrorCode.UPSTREAM_ERROR,
            inputErrors: [],
          },
        };
      };
      try {
        const blocks = tournamentId
          ? await context.apis.elds.getTournamentSchedule(tournamentId)
          : await context.apis.elds.getSchedules({
              startTime: '2000-01-01T00:00:00.000Z',
              endTime: '2100-01-01T00:00:00.000Z',
            });
        const source = blocks.find((block) => block.id === id);
        if (!source) return failed(`Schedule block ${id} not found`);
        const shift = Date.parse(startTime) - Date.parse(source.startTime);
        const moved = (time: string) => new Date(Date.parse(time) + shift).toISOString();
        const block = await context.apis.elds.createScheduleBlock({
          tournamentId: source.tournamentId,
          name: source.name,
          startTime: new Date(startTime).toISOString(),
          broadcasts: source.broadcasts.map((broadcast) => ({
            broadcastItems: broadcast.broadcastItems.map((item) => ({
              matchId: item.matchId,
              startTime: moved(item.startTime),
              visibleAfterTime: item.visibleAfterTime ? moved(item.visibleAfterTime) : null,
            })),
          })),
        });
        context.audit.record({
          user: who,
          action: 'copyScheduleBlock',
          target: block.id,
          result: 'ok',
        });
        return { ok: { block, message: TOURNAMENT_MESSAGES.scheduleBlockCopied }, error: null };
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error;
        return failed(error.message);
      }
    },
  },
  Tournament: {
    league: (tournament, _, context) => leagueOf(context, tournament.leagueId),
    season: (tournament, _, context) => {
      const { seasonId } = tournament;
      return seasonId
        ? memo(context, `season:${seasonId}`, () => context.apis.elds.getSeason(seasonId))
        : null;
    },
    fullyPublished: async (tournament, _, context) =>
      isTournamentFullyPublished(await full(context, tournament)),
    ended: (tournament) => isTournamentEnded(tournament),
    points: (tournament) => tournament.points?.entries ?? null,
    stages: async (tournament, _, context) => (await full(context, tournament)).stages ?? [],
  },
  ParticipantEntry: {
    team: (entry, _, context) => teamOf(context, entry.teamId),
  },
  Section: {
    matches: (section, _, context) => matchesOf(context, section.matchIds),
  },
  TeamRecord: {
    team: (record, _, context) => teamOf(context, record.teamId),
  },
  Rank: {
    tiedTeamIds: (rank) => rank.tiedTeams,
    tiedTeams: (rank, _, context) => teamsOf(context, rank.tiedTeams),
  },
  Match: {
    teamOneId: (match) => match.teamOne,
    teamOne: (match, _, context) => teamOf(context, match.teamOne),
    teamTwoId: (match) => match.teamTwo,
    teamTwo: (match, _, context) => teamOf(context, match.teamTwo),
    participatingTeams: (match, _, context) => teamsOf(context, match.participatingTeams),
    winnerTeamId: (match) =>
      match.teamBasedOutcome.find((outcome) => outcome.outcome === 'win')?.teamId ?? null,
  },
  MatchTeamOutcome: {
    team: (outcome, _, context) => teamOf(context, outcome.teamId),
  },
  Game: {
    blueTeamId: (game) => game.blueTeam,
    blueTeam: (game, _, context) => teamOf(context, game.blueTeam),
    redTeamId: (game) => game.redTeam,
    redTeam: (game, _, context) => teamOf(context, game.redTeam),
    winnerTeamId: (game) =>
      game.teamOutcomes.find((outcome) => outcome.outcome === 'win')?.teamId ?? null,
    timespans: (game, _, { loaders }) => loaders.timespansByPlatformGame.load(game.id),
  },
  Broadcast: {
    status: (broadcast) => broadcast.status ?? 'unstarted',
    broadcastState: (broadcast) => broadcast.broadcastState ?? 'not-live',
  },
  BroadcastItem: {
    match: (item, _, context) => context.loaders.matches.load(item.matchId),
    status: (item) => item.status ?? 'unstarted',
    broadcastState: (item) => item.broadcastState ?? 'not-live',
  },
};

/** Gateway refusals of a result are worded like the data service's (spec 2 §8). */
function withGameReason(result: TournamentResult, gameId: string): TournamentResult {
  const error = result.error;
  if (!error || error.message.startsWith('An error occurred')) return result;
  return {
    ok: null,
    error: { ...error, message: TOURNAMENT_MESSAGES.resultsError(gameId, error.message) },
  };
}
