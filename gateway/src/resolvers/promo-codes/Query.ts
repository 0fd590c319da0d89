import {
  DEFAULT_PROMO_CODE_LENGTH,
  isPromoPoolLowStock,
  validatePromoCodeLength,
} from '@esports-admin/schema/rules/promo-codes';
import {
  PROMO_CODE_DISPOSITIONS,
  type PromoCodeDispositionDto,
} from '@esports-admin/schema/upstream/promo-codes';
import type { QueryResolvers } from '../../__generated__/resolvers-types';
import { ErrorCode } from '../../errors';
import { GraphQLError } from 'graphql';

export const promoCodeQuery: QueryResolvers = {
  promoCodes: (_, { sponsor, dropInventoryId, disposition }, { apis }) =>
    apis.promoCodes.getCodes(sponsor, dropInventoryId, disposition),
  // The service only lists a pool by disposition: one call each, counted here.
  async promoCodePool(_, { sponsor, dropInventoryId }, { apis }) {
    const counts = Object.fromEntries(
      await Promise.all(
        PROMO_CODE_DISPOSITIONS.map(async (disposition) => [
          disposition,
          (await apis.promoCodes.getCodes(sponsor, dropInventoryId, disposition)).length,
        ]),
      ),
    ) as Record<PromoCodeDispositionDto, number>;
    return {
      sponsor,
      dropInventoryId,
      ...counts,
      total: counts.unclaimed + counts.reserved + counts.claimed + counts.expired,
      lowStock: isPromoPoolLowStock(counts.unclaimed),
    };
  },
  async samplePromoCode(_, { length }, { apis }) {
    const wanted = length ?? undefined;
    const problem = wanted === undefined ? null : validatePromoCodeLength(wanted);
    if (problem) {
      throw new GraphQLError(problem, { extensions: { code: ErrorCode.BAD_USER_INPUT } });
    }
    return (await apis.promoCodes.generateCode(wanted ?? DEFAULT_PROMO_CODE_LENGTH)).code;
  },
};
