/** Editing a tournament's stream timeline flags from /timeline (spec 3 §3, §7 "Stream timeline"). */
import {
  STREAM_TIMELINE_MESSAGES,
  streamTimelineEntryFrom,
  validateStreamTimelineDraft,
} from '@esports-admin/schema/rules/stream-timeline';
import type { Resolvers } from '../../__generated__/resolvers-types';
import { ErrorCode } from '../../errors';
import { inputErrorsOf, Refusal } from '../../mutations/outcome';
import { runMutation } from '../../mutations/run-mutation';

export const streamTimelineResolvers: Resolvers = {
  Mutation: {
    updateStreamTimelineTournament: (_, { tournamentId, input, expectedVersion }, context, info) =>
      runMutation(context, info, {
        entityId: tournamentId,
        expectedVersion,
        inputErrors: inputErrorsOf(validateStreamTimelineDraft(input)),
        failureMessage: () => STREAM_TIMELINE_MESSAGES.failed,
        // The service only lists entries; a tournament not among them cannot be edited here.
        async load() {
          const entries = await context.apis.streamline.getTournaments();
          const entry = entries.find((candidate) => candidate.tournament_id === tournamentId);
          if (!entry)
            throw new Refusal(STREAM_TIMELINE_MESSAGES.notOnTimeline, ErrorCode.NOT_FOUND);
          return entry;
        },
        async perform() {
          const entry = await context.apis.streamline.saveTournament(
            streamTimelineEntryFrom(tournamentId, input),
          );
          return { ok: { entry, message: STREAM_TIMELINE_MESSAGES.saved }, after: entry };
        },
      }),
  },
};
