import {
  DEFAULT_PROMO_CODE_LENGTH,
  validatePromoCodeLength,
} from '@esports-admin/schema/rules/promo-codes';
import type { QueryResolvers } from '../../__generated__/resolvers-types';
import { ErrorCode } from '../../errors';
import { GraphQLError } from 'graphql';

export const promoCodeQuery: QueryResolvers = {
  promoCodes: (_, { sponsor, dropInventoryId, disposition }, { apis }) =>
    apis.promoCodes.getCodes(sponsor, dropInventoryId, disposition),
  async samplePromoCode(_, { length }, { apis }) {
    const wanted = length ?? undefined;
    const problem = wanted === undefined ? null : validatePromoCodeLength(wanted);
    if (problem) {
      throw new GraphQLError(problem, { extensions: { code: ErrorCode.BAD_USER_INPUT } });
    }
    return (await apis.promoCodes.generateCode(wanted ?? DEFAULT_PROMO_CODE_LENGTH)).code;
  },
};
