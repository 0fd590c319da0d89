/** The schedule window and the stream timeline (spec 2 §7, §8; spec 3 §7). */
import { scheduleWindow, streamTimelineEntryOf } from '@esports-admin/schema/rules/schedule';
import { streamTimelineEntryKeepingEdits } from '@esports-admin/schema/rules/stream-timeline';
import { TOURNAMENT_MESSAGES } from '@esports-admin/schema/rules/tournament';
import type { Resolvers } from '../../__generated__/resolvers-types';
import { ErrorCode } from '../../errors';
import { Refusal } from '../../mutations/outcome';
import { runMutation } from '../../mutations/run-mutation';

export const scheduleResolvers: Resolvers = {
  Query: {
    schedules: (_, { startTime, endTime }, { apis }) =>
      apis.elds.getSchedules(scheduleWindow(new Date(), { startTime, endTime })),
    streamTimelineTournaments: (_, __, { apis }) => apis.streamline.getTournaments(),
  },
  Mutation: {
    // The spec gives one message whatever went wrong; the cause stays in the code and the log.
    saveTournamentToStreamTimeline: (_, { tournamentId, expectedVersion }, context, info) =>
      runMutation(context, info, {
        entityId: tournamentId,
        expectedVersion,
        failureMessage: () => TOURNAMENT_MESSAGES.streamTimelineError,
        async load() {
          const entries = await context.apis.streamline.getTournaments();
          return entries.find((entry) => entry.tournament_id === tournamentId) ?? null;
        },
        async perform(existing) {
          const tournament = await context.apis.elds.getTournament(tournamentId);
          if (!tournament) {
            throw new Refusal(TOURNAMENT_MESSAGES.streamTimelineError, ErrorCode.NOT_FOUND);
          }
          // What staff changed on /timeline stays theirs; the rest follows the tournament.
          const edited = existing
            ? await context.journal.fieldsChangedBy(
                'StreamTimelineTournament',
                tournamentId,
                'updateStreamTimelineTournament',
              )
            : [];
          const entry = await context.apis.streamline.saveTournament(
            streamTimelineEntryKeepingEdits(streamTimelineEntryOf(tournament), existing, edited),
          );
          return {
            ok: { entry, message: TOURNAMENT_MESSAGES.savedToStreamTimeline },
            after: entry,
          };
        },
      }),
  },
  StreamTimelineTournament: {
    tournamentId: (entry) => entry.tournament_id,
    startDate: (entry) => entry.start_date,
    endDate: (entry) => entry.end_date,
  },
};
