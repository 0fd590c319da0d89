import type { QueryResolvers } from '../../__generated__/resolvers-types';
import { sessionOrder, stateAt, totalViewers } from './mapping';

export const shotcallQueryResolvers: QueryResolvers = {
  shotcallQuestions: (_, { sport }, { apis }) => apis.shotcall.questions.list(sport),
  shotcallAnswers: (_, { sport }, { apis }) => apis.shotcall.answers.list(sport),
  async shotcallSessions(_, { sport }, { apis }) {
    const sessions = await apis.shotcall.sessions.list(sport);
    return [...sessions].sort(sessionOrder);
  },
  shotcallSession: (_, { id }, { apis }) => apis.shotcall.sessions.get(id),
  async shotcallPromptLive(_, { id }, { apis }) {
    const prompt = await apis.shotcall.prompts.get(id);
    if (!prompt) return null;
    const now = Date.now();
    const closesAt = prompt.closesAt ? Date.parse(prompt.closesAt) : null;
    return {
      promptId: prompt.id,
      state: stateAt(prompt, now),
      closesAt: prompt.closesAt,
      now: new Date(now).toISOString(),
      secondsLeft: closesAt === null ? null : Math.max(0, Math.ceil((closesAt - now) / 1000)),
      choices: prompt.choices,
      totalViewers: totalViewers(prompt),
      correctChoiceId: prompt.correctChoiceId,
    };
  },
  shotcallRewardCriteria: (_, { eldsTournamentId }, { apis }) =>
    apis.shotcall.rewardCriteria.listByTournament(eldsTournamentId),
};
