import {
  LEAGUE_MESSAGES,
  leaguesUpdatedMessage,
  leagueStatusFor,
  matchesLeagueSearch,
  validateLeagueBatch,
  validateLeagueDraft,
  type LeagueListFilter as LeagueBucket,
} from '@esports-admin/schema/rules/league';
import type { LeagueDto } from '@esports-admin/schema/upstream/elds';
import type {
  LeagueBatchInput,
  LeagueInput,
  LeagueListFilter,
  Resolvers,
  ResolversTypes,
} from '../__generated__/resolvers-types';
import type { GatewayContext } from '../context';
import { ErrorCode, UpstreamError } from '../errors';

type LeagueResult = ResolversTypes['LeagueMutationResult'];
type LeagueBatchResult = ResolversTypes['LeagueBatchMutationResult'];
type LeagueWrite = Omit<LeagueDto, 'id'>;

const BUCKET: Record<LeagueListFilter, LeagueBucket> = {
  CURRENT: 'current',
  ARCHIVED: 'archived',
};

function toWriteDto(input: LeagueInput, status: LeagueDto['status']): LeagueWrite {
  return {
    name: input.name.trim(),
    slug: input.slug,
    sport: input.sport,
    status,
    region: input.region,
    priority: input.priority,
    lightLogoUrl: input.lightLogoUrl || null,
  };
}

function inputErrors(input: LeagueInput) {
  const draft = { ...input, lightLogoUrl: input.lightLogoUrl ?? null };
  return Object.entries(validateLeagueDraft(draft)).map(([field, message]) => ({
    field,
    message,
  }));
}

function inputError(errors: { field: string; message: string }[]) {
  return {
    message: errors.map((e) => e.message).join('; '),
    code: ErrorCode.BAD_USER_INPUT,
    inputErrors: errors,
  };
}

function invalid(errors: { field: string; message: string }[]): LeagueResult {
  return { ok: null, error: inputError(errors) };
}

/**
 * Runs a league change and reports it the way forms and scripts want it: the success message, or
 * the upstream failure as a value with its code. Other errors propagate.
 */
async function leagueChange(
  context: GatewayContext,
  action: string,
  target: string | undefined,
  change: () => Promise<{ league: LeagueDto; message: string }>,
): Promise<LeagueResult> {
  const who = context.user.username;
  try {
    const ok = await change();
    context.audit.record({ user: who, action, target: ok.league.id, result: 'ok' });
    return { ok, error: null };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    context.audit.record({ user: who, action, target, result: 'error', detail: error.message });
    return { ok: null, error: { message: error.message, code: error.code, inputErrors: [] } };
  }
}

function batchDto(input: LeagueBatchInput): LeagueDto {
  return { id: input.id, ...toWriteDto(input, input.status) };
}

function batchErrors(inputs: readonly LeagueBatchInput[]) {
  const drafts = inputs.map((input) => ({ ...input, lightLogoUrl: input.lightLogoUrl ?? null }));
  return Object.entries(validateLeagueBatch(drafts)).map(([field, message]) => ({
    field,
    message,
  }));
}

/** One PUT leagues/updateBatch for the whole batch; refusals come back as values like the rest. */
async function updateLeagueBatch(
  context: GatewayContext,
  inputs: readonly LeagueBatchInput[],
): Promise<LeagueBatchResult> {
  const errors = batchErrors(inputs);
  if (errors.length > 0) return { ok: null, error: inputError(errors) };
  const who = context.user.username;
  const target = inputs.map((input) => input.id).join(',');
  try {
    const leagues = await context.apis.elds.updateLeagues(inputs.map(batchDto));
    context.audit.record({ user: who, action: 'updateLeagues', target, result: 'ok' });
    return { ok: { leagues, message: leaguesUpdatedMessage(leagues.length) }, error: null };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    context.audit.record({
      user: who,
      action: 'updateLeagues',
      target,
      result: 'error',
      detail: error.message,
    });
    return { ok: null, error: { message: error.message, code: error.code, inputErrors: [] } };
  }
}

async function existingLeague(context: GatewayContext, id: string): Promise<LeagueDto> {
  const league = await context.apis.elds.getLeague(id);
  if (!league) {
    throw new UpstreamError(`404 - League ${id} not found`, ErrorCode.NOT_FOUND, 'elds', 404);
  }
  return league;
}

async function setStatus(context: GatewayContext, id: string, status: LeagueDto['status']) {
  const { id: _id, ...league } = await existingLeague(context, id);
  return context.apis.elds.updateLeague(id, { ...league, status });
}

export const leagueResolvers: Resolvers = {
  Query: {
    async leagues(_, { sport, filter, search }, { apis }) {
      const leagues = await apis.elds.getLeagues({
        sport,
        status: leagueStatusFor(BUCKET[filter]),
      });
      return leagues.filter((league) => matchesLeagueSearch(league, search));
    },
    league: (_, { id }, { apis }) => apis.elds.getLeague(id),
  },
  Mutation: {
    createLeague(_, { input }, context) {
      const errors = inputErrors(input);
      if (errors.length > 0) return invalid(errors);
      return leagueChange(context, 'createLeague', undefined, async () => ({
        league: await context.apis.elds.createLeague(toWriteDto(input, 'active')),
        message: LEAGUE_MESSAGES.created,
      }));
    },
    updateLeague(_, { id, input }, context) {
      const errors = inputErrors(input);
      if (errors.length > 0) return invalid(errors);
      return leagueChange(context, 'updateLeague', id, async () => {
        const current = await existingLeague(context, id);
        return {
          league: await context.apis.elds.updateLeague(id, toWriteDto(input, current.status)),
          message: LEAGUE_MESSAGES.updated,
        };
      });
    },
    updateLeagues: (_, { leagues }, context) => updateLeagueBatch(context, leagues),
    archiveLeague: (_, { id }, context) =>
      leagueChange(context, 'archiveLeague', id, async () => ({
        league: await setStatus(context, id, 'archived'),
        message: LEAGUE_MESSAGES.archived,
      })),
    unarchiveLeague: (_, { id }, context) =>
      leagueChange(context, 'unarchiveLeague', id, async () => ({
        league: await setStatus(context, id, 'active'),
        message: LEAGUE_MESSAGES.unarchived,
      })),
  },
};
