/** Type resolvers of crystal ball, rewards and scoring: joins through the per-request loaders. */
import { crystalBallLocalizationKey } from '@esports-admin/schema/rules/pickem-crystal-ball';
import type { Resolvers } from '../../__generated__/resolvers-types';
import {
  assignmentOf,
  crystalBallDistribution,
  localizationSetOf,
  sectionsOfTournament,
} from './mapping';

export const crystalBallTypeResolvers: Resolvers = {
  PickemTournament: {
    crystalBallQuestions: ({ eldsTournamentId }, _, { apis }) =>
      apis.pickem.crystalBallQuestions.list({ eldsTournamentId }),
    crystalBallPrompts: ({ eldsTournamentId }, _, { apis }) =>
      apis.pickem.crystalBallPrompts.list({ eldsTournamentId }),
    rewards: ({ eldsTournamentId }, _, { apis }) => apis.pickem.getPickemRewards(eldsTournamentId),
    async scoringSections({ eldsTournamentId }, _, { loaders }) {
      const tournament = await loaders.tournaments.load(eldsTournamentId);
      if (!tournament) return [];
      return Promise.all(
        sectionsOfTournament(tournament).map(async (entry) => ({
          ...entry,
          scoring: assignmentOf(
            entry.section.id,
            await loaders.sectionScoring.load(entry.section.id),
          ),
        })),
      );
    },
  },
  CrystalBallQuestion: {
    async localization(question, _, { loaders }) {
      const key = question.localizationKey;
      return localizationSetOf(key, await loaders.crystalBallLocalizations.load(key));
    },
  },
  CrystalBallPrompt: {
    tiers: (prompt, _, { apis }) =>
      apis.pickem.crystalBallChoiceTiers.list({ promptId: prompt.id }),
    answer: async (prompt, _, { apis }) =>
      (await apis.pickem.crystalBallAnswers.list({ promptId: prompt.id }))[0] ?? null,
    async distribution(prompt, _, { apis, loaders }) {
      const [tournamentPicks, tiers, tierPicks, answers] = await Promise.all([
        loaders.crystalBallPromptPicks.load(prompt.eldsTournamentId),
        apis.pickem.crystalBallChoiceTiers.list({ promptId: prompt.id }),
        apis.pickem.getTierPicks(prompt.id),
        apis.pickem.crystalBallAnswers.list({ promptId: prompt.id }),
      ]);
      const picks = tournamentPicks.find((entry) => entry.promptId === prompt.id);
      return crystalBallDistribution(prompt, picks, tiers, tierPicks, answers[0] ?? null);
    },
  },
  CrystalBallChoice: {
    team: (choice, _, { loaders }) =>
      choice.eldsTeamId ? loaders.teams.load(choice.eldsTeamId) : null,
    player: (choice, _, { loaders }) =>
      choice.eldsPlayerId ? loaders.players.load(choice.eldsPlayerId) : null,
    localizationKey: (choice) => crystalBallLocalizationKey('choice', choice.id),
    async localization(choice, _, { loaders }) {
      const key = crystalBallLocalizationKey('choice', choice.id);
      return localizationSetOf(key, await loaders.crystalBallLocalizations.load(key));
    },
  },
  PickemSectionScoring: {
    scoringConfig: (scoring, _, { loaders }) =>
      scoring.scoringConfigId ? loaders.scoringConfigs.load(scoring.scoringConfigId) : null,
  },
};
