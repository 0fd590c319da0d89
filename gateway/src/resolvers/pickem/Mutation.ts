import {
  celebrityProblemErrors,
  PICKEM_MESSAGES,
  validateCelebrityBatch,
  validateForceReason,
  validatePickBlockDraft,
} from '@esports-admin/schema/rules/pickem';
import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { ErrorCode } from '../../errors';
import { inputErrorsOf, invalidInput, Refusal } from '../../mutations/outcome';
import { runCreateMutation } from '../../mutations/run-create';
import { runMutation } from '../../mutations/run-mutation';
import {
  activePickemTournament,
  pickBlockOf,
  pickemTournamentOf,
  reopenedWrite,
  toCelebrityBatch,
  toPickBlockWrite,
} from './mapping';

const notFound = (what: string) => new Refusal(`404 - ${what} not found`, ErrorCode.NOT_FOUND);

export const pickemMutationResolvers: MutationResolvers = {
  savePickemLeague: (_, { eldsLeagueId, input, expectedVersion }, context, info) =>
    runMutation(context, info, {
      entityId: eldsLeagueId,
      expectedVersion,
      load: async () => {
        const leagues = await context.apis.pickem.getPickemLeagues();
        const league = leagues.find((l) => l.eldsLeagueId === eldsLeagueId);
        if (!league) throw notFound(`Pick'em league ${eldsLeagueId}`);
        return league;
      },
      requested: () => input,
      async perform() {
        const pickemLeague = await context.apis.pickem.savePickemLeague(eldsLeagueId, {
          published: input.published,
          activeEldsTournamentId: input.activeEldsTournamentId ?? null,
        });
        return {
          ok: { pickemLeague, message: PICKEM_MESSAGES.leagueSaved },
          after: pickemLeague,
        };
      },
    }),
  savePickemTournament: (_, { eldsTournamentId, input, expectedVersion }, context, info) =>
    runMutation(context, info, {
      entityId: eldsTournamentId,
      expectedVersion,
      load: async () => {
        const active = await activePickemTournament(context, eldsTournamentId);
        if (!active) throw new Refusal(PICKEM_MESSAGES.notActiveTournament, ErrorCode.CONFLICT);
        return active;
      },
      requested: () => input,
      async perform() {
        const pickemTournament = await context.apis.pickem.savePickemTournament(eldsTournamentId, {
          published: input.published,
        });
        return {
          ok: { pickemTournament, message: PICKEM_MESSAGES.tournamentSaved },
          after: pickemTournament,
        };
      },
    }),
  createPickBlock: (_, { input }, context, info) =>
    runCreateMutation(context, info, {
      inputErrors: inputErrorsOf(validatePickBlockDraft(input)),
      write: () => toPickBlockWrite(input),
      create: (write) => context.apis.pickem.createPickBlock(write),
      ok: (pickBlock) => ({ pickBlock, message: PICKEM_MESSAGES.blockCreated }),
    }),
  updatePickBlock: (_, { id, input, expectedVersion }, context, info) =>
    runMutation(context, info, {
      entityId: id,
      expectedVersion,
      inputErrors: inputErrorsOf(validatePickBlockDraft(input)),
      load: () => pickBlockOf(context, input.eldsTournamentId, id),
      requested: () => toPickBlockWrite(input),
      async perform() {
        const pickBlock = await context.apis.pickem.updatePickBlock(id, toPickBlockWrite(input));
        return { ok: { pickBlock, message: PICKEM_MESSAGES.blockSaved }, after: pickBlock };
      },
    }),
  deletePickBlock: (_, { id, eldsTournamentId, expectedVersion, reason }, context, info) =>
    runMutation(context, info, {
      entityId: id,
      expectedVersion,
      reason,
      load: () => pickBlockOf(context, eldsTournamentId, id),
      requested: () => null,
      async perform() {
        await context.apis.pickem.deletePickBlock(id);
        return { ok: { id, message: PICKEM_MESSAGES.blockDeleted }, after: null };
      },
    }),
  reopenPickBlock: (_, { id, eldsTournamentId, expectedVersion }, context, info) =>
    runMutation(context, info, {
      entityId: id,
      expectedVersion,
      load: () => {
        // Spec 1 §6: off in prod; refused here, not only hidden in the web, before any call.
        if (!context.features.reopenPickBlock) {
          throw new Refusal(PICKEM_MESSAGES.reopenOff, ErrorCode.FORBIDDEN);
        }
        return pickBlockOf(context, eldsTournamentId, id);
      },
      requested: () => ({ state: 'open' }),
      async perform(before) {
        if (before.state !== 'locked') {
          throw new Refusal(PICKEM_MESSAGES.reopenNotLocked(before.state), ErrorCode.CONFLICT);
        }
        const pickBlock = await context.apis.pickem.updatePickBlock(id, reopenedWrite(before));
        return { ok: { pickBlock, message: PICKEM_MESSAGES.blockReopened }, after: pickBlock };
      },
    }),
  forcePickBlockState: (_, { id, eldsTournamentId, state, reason }, context, info) =>
    runMutation(context, info, {
      entityId: id,
      reason,
      inputErrors: inputErrorsOf({ reason: validateForceReason(reason) }),
      load: () => pickBlockOf(context, eldsTournamentId, id),
      requested: () => ({ state }),
      async perform() {
        const pickBlock = await context.apis.pickem.forcePickBlockState(id, state);
        return {
          ok: { pickBlock, message: PICKEM_MESSAGES.blockForced(pickBlock.state) },
          after: pickBlock,
        };
      },
    }),
  saveCelebrities: (_, { eldsTournamentId, celebrities, expectedVersion }, context, info) =>
    runMutation(context, info, {
      entityId: eldsTournamentId,
      expectedVersion,
      inputErrors: inputErrorsOf(validateCelebrityBatch(celebrities)),
      load: () => context.apis.pickem.getCelebrities(eldsTournamentId),
      requested: () => toCelebrityBatch(celebrities).celebrities,
      async perform() {
        const pickemTournament = await pickemTournamentOf(context, eldsTournamentId);
        if (!pickemTournament) throw notFound(`Tournament ${eldsTournamentId}`);
        const batch = toCelebrityBatch(celebrities);
        // The service's checks answer per row: asked first, so a refusal names the fields.
        const { invalid } = await context.apis.pickem.validateCelebrities(eldsTournamentId, batch);
        if (invalid.length > 0) throw invalidInput(inputErrorsOf(celebrityProblemErrors(invalid)));
        const saved = await context.apis.pickem.saveCelebrities(eldsTournamentId, batch);
        context.loaders.celebrities.clear(eldsTournamentId).prime(eldsTournamentId, saved);
        return {
          ok: { pickemTournament, message: PICKEM_MESSAGES.celebritiesSaved },
          after: saved,
        };
      },
    }),
};
