/** The banners domain's resolvers (spec 2 §3–§9, spec 3 §3): leagues, patches, configurations, assets. */
import type { Resolvers } from '../../__generated__/resolvers-types';
import { bannerMutationResolvers } from './Mutation';
import { bannerQueryResolvers } from './Query';
import { bannerTypeResolvers } from './types';

export const bannerResolvers: Resolvers = {
  ...bannerTypeResolvers,
  Query: bannerQueryResolvers,
  Mutation: bannerMutationResolvers,
};
