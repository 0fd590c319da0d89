/** Shot-call type resolvers: the bank's answers, a session's match, teams, broadcast and prompts. */
import { TBD_TEAM_ID } from '@esports-admin/schema/rules/constants';
import type { Resolvers } from '../../__generated__/resolvers-types';
import { teamOf } from '../tournaments/graph';
import { answersBySport, broadcastsOfTournament, sessionPromptsOf, totalViewers } from './mapping';

export const shotcallTypeResolvers: Resolvers = {
  ShotcallQuestion: {
    async answers(question, _, context) {
      const bank = await answersBySport(context, question.sport);
      return question.answerIds.flatMap((id) => bank.get(id) ?? []);
    },
  },
  ShotcallSession: {
    tournament: (session, _, { loaders }) => loaders.tournaments.load(session.eldsTournamentId),
    match: (session, _, { loaders }) => loaders.matches.load(session.eldsMatchId),
    async matchup(session, _, context) {
      const match = await context.loaders.matches.load(session.eldsMatchId);
      if (!match) return null;
      const names = await Promise.all(
        [match.teamOne, match.teamTwo].map(async (id) =>
          id === TBD_TEAM_ID ? 'TBD' : ((await teamOf(context, id))?.name ?? 'TBD'),
        ),
      );
      return names.join(' vs ');
    },
    async broadcast(session, _, context) {
      if (!session.broadcastId) return null;
      const broadcasts = await broadcastsOfTournament(context, session.eldsTournamentId);
      return broadcasts.get(session.broadcastId) ?? null;
    },
    prompts: (session, _, context, info) => sessionPromptsOf(context, session.id, info),
  },
  ShotcallPrompt: {
    totalViewers: (prompt) => totalViewers(prompt),
  },
  ShotcallRewardCriteria: {
    tournament: (criteria, _, { loaders }) => loaders.tournaments.load(criteria.eldsTournamentId),
  },
};
