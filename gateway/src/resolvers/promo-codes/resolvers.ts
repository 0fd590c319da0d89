import type { Resolvers } from '../../__generated__/resolvers-types';
import { promoCodeMutation } from './Mutation';
import { promoCodeQuery } from './Query';

export const promoCodeResolvers: Resolvers = {
  Query: promoCodeQuery,
  Mutation: promoCodeMutation,
  PromoCode: { dropInventoryId: (code) => code.dropInventoryID },
};
