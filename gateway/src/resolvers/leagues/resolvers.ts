import {
  LEAGUE_MESSAGES,
  leaguesUpdatedMessage,
  leagueStatusFor,
  matchesLeagueSearch,
  validateLeagueBatch,
  validateLeagueDraft,
} from '@esports-admin/schema/rules/league';
import type { LeagueDto } from '@esports-admin/schema/upstream/elds';
import type { LeagueBatchInput, LeagueInput, Resolvers } from '../../__generated__/resolvers-types';
import { AUDIT_MESSAGES } from '@esports-admin/schema/rules/audit';
import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../../context';
import { ErrorCode } from '../../errors';
import { Refusal } from '../../mutations/outcome';
import { runMutation } from '../../mutations/run-mutation';
import { versionOf } from '../../mutations/version';
import { setStatus, type StatusRecords } from '../set-status';
type LeagueWrite = Omit<LeagueDto, 'id'>;

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

function batchDto(input: LeagueBatchInput): LeagueDto {
  const { id, expectedVersion: _expected, ...fields } = input;
  return { id, ...toWriteDto(fields, fields.status) };
}

function batchErrors(inputs: readonly LeagueBatchInput[]) {
  const drafts = inputs.map((input) => ({ ...input, lightLogoUrl: input.lightLogoUrl ?? null }));
  return Object.entries(validateLeagueBatch(drafts)).map(([field, message]) => ({
    field,
    message,
  }));
}

async function existingLeague(context: GatewayContext, id: string): Promise<LeagueDto> {
  const league = await context.apis.elds.getLeague(id);
  if (!league) throw new Refusal(`404 - League ${id} not found`, ErrorCode.NOT_FOUND);
  return league;
}

const byId = (leagues: readonly LeagueDto[]) =>
  Object.fromEntries(leagues.map((league) => [league.id, league]));

/**
 * One PUT leagues/updateBatch for the whole batch. When any league carries `expectedVersion`, all
 * are read first and one stale version refuses the whole batch with CONFLICT.
 */
function updateLeagueBatch(
  context: GatewayContext,
  info: GraphQLResolveInfo,
  inputs: readonly LeagueBatchInput[],
) {
  return runMutation(context, info, {
    inputErrors: batchErrors(inputs),
    // Reading the leagues first costs a call each, so only a batch that asks for the check does.
    load: async () =>
      inputs.some((input) => input.expectedVersion)
        ? byId(await Promise.all(inputs.map((input) => existingLeague(context, input.id))))
        : {},
    requested: () => byId(inputs.map(batchDto)),
    async perform(before) {
      const stale = inputs.find(
        (input) =>
          input.expectedVersion && input.expectedVersion !== versionOf(before[input.id] ?? {}),
      );
      if (stale) throw new Refusal(AUDIT_MESSAGES.changedSinceOpened, ErrorCode.CONFLICT);
      const leagues = await context.apis.elds.updateLeagues(inputs.map(batchDto));
      return {
        ok: { leagues, message: leaguesUpdatedMessage(leagues.length) },
        after: byId(leagues),
      };
    },
  });
}

const leagueRecords: StatusRecords<LeagueDto> = {
  load: existingLeague,
  save: (context, id, league) => context.apis.elds.updateLeague(id, league),
};

export const leagueResolvers: Resolvers = {
  Query: {
    async leagues(_, { sport, filter, search }, { apis }) {
      const leagues = await apis.elds.getLeagues({
        sport,
        status: leagueStatusFor(filter),
      });
      return leagues.filter((league) => matchesLeagueSearch(league, search));
    },
    league: (_, { id }, { apis }) => apis.elds.getLeague(id),
    async leagueNames(_, { ids }, { apis }) {
      const leagueIds = [...new Set(ids)];
      if (leagueIds.length === 0) return [];
      const leagues = await apis.elds.getLeagues({ leagueIds });
      return leagues.map(({ id, name }) => ({ id, name }));
    },
  },
  Mutation: {
    createLeague: (_, { input }, context, info) =>
      runMutation(context, info, {
        inputErrors: inputErrors(input),
        requested: () => toWriteDto(input, 'active'),
        async perform() {
          const league = await context.apis.elds.createLeague(toWriteDto(input, 'active'));
          return {
            ok: { league, message: LEAGUE_MESSAGES.created },
            after: league,
            entityId: league.id,
          };
        },
      }),
    updateLeague: (_, { id, input, expectedVersion }, context, info) =>
      runMutation(context, info, {
        entityId: id,
        expectedVersion,
        inputErrors: inputErrors(input),
        load: () => existingLeague(context, id),
        requested: (current) => ({ id, ...toWriteDto(input, current?.status ?? 'active') }),
        async perform(current) {
          const league = await context.apis.elds.updateLeague(
            id,
            toWriteDto(input, current.status),
          );
          return { ok: { league, message: LEAGUE_MESSAGES.updated }, after: league };
        },
      }),
    updateLeagues: (_, { leagues }, context, info) => updateLeagueBatch(context, info, leagues),
    archiveLeague: setStatus(leagueRecords, 'archived', (league) => ({
      league,
      message: LEAGUE_MESSAGES.archived,
    })),
    unarchiveLeague: setStatus(leagueRecords, 'active', (league) => ({
      league,
      message: LEAGUE_MESSAGES.unarchived,
    })),
  },
};
