import { USER_MANAGEMENT_RESOURCE } from '@esports-admin/schema/rules/access';
import {
  lintErrors,
  STAGE_LINT_MESSAGES,
  validateLintOverrideReason,
} from '@esports-admin/schema/rules/stage-lint';
import { TOURNAMENT_MESSAGES, tournamentDisplayName } from '@esports-admin/schema/rules/tournament';
import { validateSlug } from '@esports-admin/schema/rules/validation';
import {
  type TournamentDto,
  writeKeepingMatches,
} from '@esports-admin/schema/upstream/elds-tournaments';
import type { Resolvers } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { ErrorCode, UpstreamError } from '../../errors';
import { inputErrorsOf, invalidInput, Refusal } from '../../mutations/outcome';
import { changeTournament } from './change';
import { existing } from './graph';
import { generatedSlug, inputErrors, ownersOf } from './input-rules';
import { lintOf } from './lint';
import { asCopy, toWriteDto } from './mapping';

/** Publishing a graph with lint errors is refused, naming how many and the first. */
async function refuseLintErrors(context: GatewayContext, tournament: TournamentDto) {
  const lint = await lintOf(context, tournament);
  const [first] = lintErrors(lint.findings);
  if (first) {
    throw new Refusal(
      STAGE_LINT_MESSAGES.publishRefused(lint.errorCount, first),
      ErrorCode.BAD_USER_INPUT,
    );
  }
}

/** Creating, editing, publishing, archiving and copying whole tournaments. */
export const tournamentMutationResolvers: Resolvers = {
  Mutation: {
    createTournament: (_, { input }, context, info) =>
      changeTournament(context, info, {
        requested: () => toWriteDto(input, input.name.slug),
        async perform() {
          const owners = await ownersOf(context, input);
          const errors = inputErrors(input, owners, false);
          if (errors.length > 0) throw invalidInput(errors);
          const slug = input.name.slug || generatedSlug(input, owners);
          const slugProblem = validateSlug(slug);
          if (slugProblem) throw invalidInput([{ field: 'slug', message: slugProblem }]);
          const write = { ...toWriteDto(input, slug), status: 'draft' as const };
          return {
            tournament: await context.apis.elds.createTournament(write),
            message: TOURNAMENT_MESSAGES.createdAsDraft,
          };
        },
      }),
    updateTournament: (_, { id, input, expectedVersion }, context, info) =>
      changeTournament(context, info, {
        entityId: id,
        expectedVersion,
        load: () => existing(context, id),
        requested: (current) => ({
          ...current,
          ...toWriteDto(input, input.name.slug),
          ...(current ? { status: current.status } : {}),
        }),
        async perform(current) {
          const owners = await ownersOf(context, input);
          const errors = inputErrors(input, owners, true);
          if (errors.length > 0) throw invalidInput(errors);
          const write = { ...toWriteDto(input, input.name.slug), status: current.status };
          write.publicationStatus = current.publicationStatus;
          // A form that edits only the tournament's own fields leaves its graph alone.
          if (input.stages == null) write.stages = writeKeepingMatches(current).stages;
          if (input.edges == null) write.edges = current.edges;
          const tournament = await context.apis.elds.updateTournament(id, write);
          return {
            tournament,
            message: TOURNAMENT_MESSAGES.updated(tournamentDisplayName(tournament.name)),
          };
        },
      }),
    publishTournament: (_, { id, overrideLint, reason }, context, info) => {
      const administrator = context.user.resources.has(USER_MANAGEMENT_RESOURCE);
      return changeTournament(context, info, {
        entityId: id,
        reason,
        inputErrors:
          overrideLint && administrator
            ? inputErrorsOf({ reason: validateLintOverrideReason(reason) })
            : [],
        load: () => {
          if (overrideLint && !administrator) {
            throw new Refusal(STAGE_LINT_MESSAGES.overrideAdminsOnly, ErrorCode.FORBIDDEN);
          }
          return existing(context, id);
        },
        requested: () => ({ publicationStatus: 'published', overrideLint: overrideLint ?? false }),
        async perform(current) {
          if (!overrideLint) await refuseLintErrors(context, current);
          return {
            tournament: await context.apis.elds.publishTournament(id),
            message: TOURNAMENT_MESSAGES.published,
          };
        },
      });
    },
    setPublicationStatus: (_, { id, scope, status, expectedVersion }, context, info) =>
      changeTournament(context, info, {
        entityId: id,
        expectedVersion,
        load: () => existing(context, id),
        async perform(current) {
          // Publishing the tournament this way is held to the same lint as publishTournament,
          // whose administrator override is the only way past it.
          if (scope === 'TOURNAMENT' && status === 'published') {
            await refuseLintErrors(context, current);
          }
          const write = writeKeepingMatches(current);
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
        },
      }),
    archiveTournament: (_, { id, reason }, context, info) =>
      changeTournament(context, info, {
        entityId: id,
        reason,
        async load() {
          const current = await context.apis.elds.getTournament(id);
          if (!current) {
            throw new Refusal(TOURNAMENT_MESSAGES.archiveNotFound, ErrorCode.NOT_FOUND);
          }
          return current;
        },
        async perform(current) {
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
        failureMessage: ({ message }) =>
          message.startsWith('404')
            ? TOURNAMENT_MESSAGES.archiveNotFound
            : message.startsWith('409')
              ? TOURNAMENT_MESSAGES.archiveAlreadyArchived
              : message,
      }),
    copyTournament: (_, { id, slug }, context, info) =>
      // Journaled as the creation of the copy: no before, the new tournament as after.
      changeTournament(context, info, {
        entityId: id,
        requested: () => ({ copyOf: id, slug }),
        async perform() {
          const problem = validateSlug(slug);
          if (problem) throw invalidInput([{ field: 'slug', message: problem }]);
          const source: TournamentDto | null = await context.apis.elds
            .getTournament(id)
            .catch(() => null);
          if (!source) {
            throw new Refusal(TOURNAMENT_MESSAGES.copyFetchFailed, ErrorCode.NOT_FOUND);
          }
          if (source.name.slug === slug) {
            throw invalidInput([{ field: 'slug', message: TOURNAMENT_MESSAGES.copyNeedsNewSlug }]);
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
        },
      }),
  },
};
