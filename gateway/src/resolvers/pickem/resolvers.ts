/** The pick'em domain's resolvers, part A (spec 3 §3, §4, §7 "Pick'em"): leagues, tournaments, pick blocks, celebrities. */
import type { Resolvers } from '../../__generated__/resolvers-types';
import { pickemMutationResolvers } from './Mutation';
import { pickemQueryResolvers } from './Query';
import { pickemTypeResolvers } from './types';

export const pickemResolvers: Resolvers = {
  ...pickemTypeResolvers,
  Query: pickemQueryResolvers,
  Mutation: pickemMutationResolvers,
};
