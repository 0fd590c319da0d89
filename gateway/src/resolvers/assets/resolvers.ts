import { randomUUID } from 'node:crypto';
import {
  imageAssetKey,
  imageExtension,
  validateImageAssetKey,
  validateImageUpload,
} from '@esports-admin/schema/rules/image';
import { assetUploadContentType, MAX_ASSET_BYTES } from '@esports-admin/schema/upstream/assets';
import type { Resolvers } from '../../__generated__/resolvers-types';
import { ErrorCode, UpstreamError } from '../../errors';
import { invalidInput, Refusal } from '../../mutations/outcome';
import { runMutation } from '../../mutations/run-mutation';

export const assetResolvers: Resolvers = {
  Mutation: {
    createImageUpload: (_, { input }, context, info) =>
      runMutation(context, info, {
        entityId: input.ownerId,
        requested: () => input,
        async perform() {
          // @access lets in any of the three families; the owner's own one is needed to write.
          if (!context.user.writableResources.has(input.owner)) {
            throw new Refusal(`You may not change ${input.owner} images`, ErrorCode.FORBIDDEN);
          }
          const problem = validateImageUpload(
            { name: input.fileName, type: input.contentType ?? '', size: input.size },
            MAX_ASSET_BYTES,
          );
          if (problem) throw invalidInput([{ field: 'file', message: problem }]);
          const key = imageAssetKey(
            input.owner,
            input.ownerId,
            imageExtension(input.fileName)!,
            randomUUID(),
          );
          const keyProblem = validateImageAssetKey(key);
          if (keyProblem) throw new Refusal(keyProblem, ErrorCode.BAD_USER_INPUT);
          const ticket = await context.apis.assets.presignedUrl(
            'upload',
            'non-banner',
            key,
            input.size,
          );
          if (!ticket.publicUrl) {
            throw new UpstreamError(
              'The asset service gave no public address',
              ErrorCode.UPSTREAM_BAD_RESPONSE,
              'assets',
              null,
            );
          }
          const upload = {
            key,
            uploadUrl: ticket.url,
            method: ticket.method,
            contentType: assetUploadContentType(key),
            imageUrl: ticket.publicUrl,
            expiresAt: ticket.expiresAt,
          };
          return { ok: upload, after: { key, imageUrl: upload.imageUrl } };
        },
      }),
  },
};
