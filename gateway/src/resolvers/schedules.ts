/** The schedule window and the stream timeline (spec 2 §7, §8; spec 3 §7). */
import { scheduleWindow, streamTimelineEntryOf } from '@esports-admin/schema/rules/schedule';
import { TOURNAMENT_MESSAGES } from '@esports-admin/schema/rules/tournament';
import type { Resolvers, ResolversTypes } from '../__generated__/resolvers-types';
import type { GatewayContext } from '../context';
import { ErrorCode, UpstreamError, type ErrorCode as Code } from '../errors';

type StreamTimelineResult = ResolversTypes['StreamTimelineMutationResult'];

async function saveToStreamTimeline(
  context: GatewayContext,
  tournamentId: string,
): Promise<StreamTimelineResult> {
  const who = context.user.username;
  const action = 'saveTournamentToStreamTimeline';
  // The spec gives one message whatever went wrong; the cause goes to the audit log and the code.
  const refused = (detail: string, code: Code): StreamTimelineResult => {
    context.audit.record({ user: who, action, target: tournamentId, result: 'error', detail });
    return {
      ok: null,
      error: { message: TOURNAMENT_MESSAGES.streamTimelineError, code, inputErrors: [] },
    };
  };
  try {
    const tournament = await context.apis.elds.getTournament(tournamentId);
    if (!tournament) return refused(`Tournament ${tournamentId} not found`, ErrorCode.NOT_FOUND);
    const entry = await context.apis.streamline.saveTournament(streamTimelineEntryOf(tournament));
    context.audit.record({ user: who, action, target: tournamentId, result: 'ok' });
    return { ok: { entry, message: TOURNAMENT_MESSAGES.savedToStreamTimeline }, error: null };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return refused(error.message, error.code);
  }
}

export const scheduleResolvers: Resolvers = {
  Query: {
    schedules: (_, { startTime, endTime }, { apis }) =>
      apis.elds.getSchedules(scheduleWindow(new Date(), { startTime, endTime })),
    streamTimelineTournaments: (_, __, { apis }) => apis.streamline.getTournaments(),
  },
  Mutation: {
    saveTournamentToStreamTimeline: (_, { tournamentId }, context) =>
      saveToStreamTimeline(context, tournamentId),
  },
  StreamTimelineTournament: {
    tournamentId: (entry) => entry.tournament_id,
    startDate: (entry) => entry.start_date,
    endDate: (entry) => entry.end_date,
  },
};
