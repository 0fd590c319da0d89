/** Pick'em crystal ball, rewards and scoring configurations (spec 3 §3/§7 "Pick'em"). */
import type { Resolvers } from '../../__generated__/resolvers-types';
import { crystalBallMutationResolvers } from './Mutation';
import { crystalBallQueryResolvers } from './Query';
import { rewardsScoringMutationResolvers } from './rewards-scoring';
import { crystalBallTypeResolvers } from './types';

export const pickemCrystalBallResolvers: Resolvers = {
  ...crystalBallTypeResolvers,
  Query: crystalBallQueryResolvers,
  Mutation: { ...crystalBallMutationResolvers, ...rewardsScoringMutationResolvers },
};
