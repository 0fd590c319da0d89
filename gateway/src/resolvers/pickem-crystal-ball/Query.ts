import type { QueryResolvers } from '../../__generated__/resolvers-types';
import { assignmentOf } from './mapping';

export const crystalBallQueryResolvers: QueryResolvers = {
  scoringConfigs: (_, __, { apis }) => apis.pickem.getScoringConfigs(),
  scoringConfig: (_, { id }, { loaders }) => loaders.scoringConfigs.load(id),
  sectionScoring: async (_, { eldsSectionId }, { loaders }) =>
    assignmentOf(eldsSectionId, await loaders.sectionScoring.load(eldsSectionId)),
};
