import { randomUUID } from 'node:crypto';
import {
  DEFAULT_PROMO_CODE_LENGTH,
  PROMO_CODE_MESSAGES,
  PROMO_SPONSOR_PATTERN,
  promoCodesFileKey,
  validatePromoCodeLength,
  validatePromoCodeQuantity,
  validatePromoCodesFileKey,
} from '@esports-admin/schema/rules/promo-codes';
import { assetUploadContentType, MAX_ASSET_BYTES } from '@esports-admin/schema/upstream/assets';
import type { MutationResolvers, PromoCodeIngestInput } from '../../__generated__/resolvers-types';
import { inputErrorsOf } from '../../mutations/outcome';
import { runMutation } from '../../mutations/run-mutation';
import { PROMO_CODES_FILE_TYPE } from './files';
import { ingestWithRollback } from './ingest';

const sponsorProblem = (sponsor: string) =>
  PROMO_SPONSOR_PATTERN.test(sponsor) ? null : PROMO_CODE_MESSAGES.sponsorRequired;

function fileKeyProblem(input: PromoCodeIngestInput) {
  if (input.source === 'generate') return null;
  return input.key
    ? validatePromoCodesFileKey(input.key, input.sponsor)
    : PROMO_CODE_MESSAGES.fileRequired;
}

function ingestErrors(input: PromoCodeIngestInput) {
  const generate = input.source === 'generate';
  return inputErrorsOf({
    sponsor: sponsorProblem(input.sponsor),
    key: fileKeyProblem(input),
    quantity: generate ? validatePromoCodeQuantity(input.quantity ?? 0) : null,
    length: generate && input.length != null ? validatePromoCodeLength(input.length) : null,
    dropInventoryId:
      input.dropInventoryId || input.newInventoryItem?.internalTitle.trim()
        ? null
        : PROMO_CODE_MESSAGES.inventoryItemRequired,
  });
}

export const promoCodeMutation: MutationResolvers = {
  createPromoCodesUpload: (_, { input }, context, info) =>
    runMutation(context, info, {
      inputErrors: inputErrorsOf({
        sponsor: sponsorProblem(input.sponsor),
        file:
          input.size > 0 && input.size <= MAX_ASSET_BYTES ? null : PROMO_CODE_MESSAGES.fileRequired,
      }),
      requested: () => input,
      async perform() {
        const key = promoCodesFileKey(input.sponsor, randomUUID());
        const ticket = await context.apis.assets.presignedUrl(
          'upload',
          PROMO_CODES_FILE_TYPE,
          key,
          input.size,
        );
        const upload = {
          key,
          uploadUrl: ticket.url,
          method: ticket.method,
          contentType: assetUploadContentType(key),
          expiresAt: ticket.expiresAt,
        };
        return { ok: upload, after: { key, fileName: input.fileName } };
      },
    }),

  ingestPromoCodes: (_, { input }, context, info) =>
    runMutation(context, info, {
      entityId: input.dropInventoryId,
      inputErrors: ingestErrors(input),
      requested: () => input,
      async perform(_before, progress) {
        const length = input.length ?? DEFAULT_PROMO_CODE_LENGTH;
        const outcome = await ingestWithRollback(context, input, length, progress);
        return {
          ok: {
            dropInventoryId: outcome.dropInventoryId,
            createdInventoryItem: outcome.createdInventoryItem,
            ingested: outcome.result.ingested,
            message: PROMO_CODE_MESSAGES.ingested(outcome.result.ingested),
          },
          after: outcome,
          entityId: outcome.dropInventoryId,
        };
      },
    }),
};
