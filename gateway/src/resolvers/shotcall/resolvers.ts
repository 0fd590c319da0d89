/** The shot-call domain's resolvers (spec 3 §1, §3, §7 "Shot-call v1"): the bank, sessions, prompts, reward criteria. */
import type { Resolvers } from '../../__generated__/resolvers-types';
import { shotcallMutationResolvers } from './Mutation';
import { shotcallQueryResolvers } from './Query';
import { shotcallTypeResolvers } from './types';

export const shotcallResolvers: Resolvers = {
  ...shotcallTypeResolvers,
  Query: shotcallQueryResolvers,
  Mutation: shotcallMutationResolvers,
};
