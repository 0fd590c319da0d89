import { randomUUID } from 'node:crypto';
import {
  imageAssetKey,
  imageExtension,
  validateImageAssetKey,
  validateImageUpload,
} from '@esports-admin/schema/rules/image';
import { assetUploadContentType, MAX_ASSET_BYTES } from '@esports-admin/schema/upstream/assets';
import type { Resolvers, ResolversTypes } from '../__generated__/resolvers-types';
import { ErrorCode, UpstreamError } from '../errors';

type ImageUploadResult = ResolversTypes['ImageUploadResult'];

const failure = (
  message: string,
  code: ErrorCode,
  inputErrors: { field: string; message: string }[] = [],
): ImageUploadResult => ({ ok: null, error: { message, code, inputErrors } });

export const assetResolvers: Resolvers = {
  Mutation: {
    async createImageUpload(_, { input }, context) {
      // @access lets in any of the three families; the owner's own one is needed to write.
      if (!context.user.writableResources.has(input.owner)) {
        return failure(`You may not change ${input.owner} images`, ErrorCode.FORBIDDEN);
      }
      const problem = validateImageUpload(
        { name: input.fileName, type: input.contentType ?? '', size: input.size },
        MAX_ASSET_BYTES,
      );
      if (problem) {
        return failure(problem, ErrorCode.BAD_USER_INPUT, [{ field: 'file', message: problem }]);
      }
      const key = imageAssetKey(
        input.owner,
        input.ownerId,
        imageExtension(input.fileName)!,
        randomUUID(),
      );
      const keyProblem = validateImageAssetKey(key);
      if (keyProblem) return failure(keyProblem, ErrorCode.BAD_USER_INPUT);
      const who = context.user.username;
      try {
        const ticket = await context.apis.assets.presignedUrl('upload', 'non-banner', key);
        if (!ticket.publicUrl) {
          throw new UpstreamError(
            'The asset service gave no public address',
            ErrorCode.UPSTREAM_BAD_RESPONSE,
            'assets',
            null,
          );
        }
        context.audit.record({ user: who, action: 'createImageUpload', target: key, result: 'ok' });
        return {
          ok: {
            key,
            uploadUrl: ticket.url,
            method: ticket.method,
            contentType: assetUploadContentType(key),
            imageUrl: ticket.publicUrl,
            expiresAt: ticket.expiresAt,
          },
          error: null,
        };
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error;
        context.audit.record({
          user: who,
          action: 'createImageUpload',
          target: key,
          result: 'error',
          detail: error.message,
        });
        return failure(error.message, error.code);
      }
    },
  },
};
