import {
  BANNER_FILE_INITIAL_STATUS,
  BANNER_MESSAGES,
  BANNER_RULE_MESSAGES,
  bannerConfigurationKey,
  bannerScreenshotKey,
  bannerStatusMoveProblem,
  bannerTextureKey,
  chatFailedMessage,
  sanitizeAssetFileName,
  validateBannerAssetKey,
  validateBannerAssetUpload,
  validateBannerConfigurationDraft,
} from '@esports-admin/schema/rules/banners';
import { UPLOAD_FAILED_MESSAGE } from '@esports-admin/schema/rules/image';
import { assetUploadContentType, MAX_ASSET_BYTES } from '@esports-admin/schema/upstream/assets';
import type {
  BannerConfigurationFileDto,
  BannerPatchRecordDto,
} from '@esports-admin/schema/upstream/banners';
import type {
  CreateBannerConfigurationInput,
  MutationResolvers,
} from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { ErrorCode } from '../../errors';
import { inputErrorsOf, invalidInput, Refusal } from '../../mutations/outcome';
import { runMutation, type Progress } from '../../mutations/run-mutation';
import {
  leagueToChange,
  forgetBannerLeagues,
  leagueName,
  patchForChange,
  patchId,
  patchRecord,
  requireFullAccess,
} from './mapping';

function configurationFile(
  input: CreateBannerConfigurationInput,
  leagueSlug: string,
  version: number,
): BannerConfigurationFileDto {
  return {
    league: leagueSlug,
    patch: input.patch,
    version,
    status: BANNER_FILE_INITIAL_STATUS,
    banners: Object.fromEntries(
      input.banners.map(({ propId, texture, group, name }) => [
        propId,
        { texture, group: group.trim(), name: name.trim() },
      ]),
    ),
  };
}

/**
 * The three steps of spec 3 §3's creation, in order: the file through a presigned upload, the PUT
 * that makes it the patch's configuration, the chat notification. Only the last can fail after
 * something was made; that failure is PARTIALLY_APPLIED with the chat's cause.
 */
async function createConfiguration(
  context: GatewayContext,
  input: CreateBannerConfigurationInput,
  before: BannerPatchRecordDto,
  progress: Progress,
) {
  const { assets, banners, chatNotifications } = context.apis;
  const textureKeys = await assets.listKeys('banner', bannerTextureKey(before.leagueSlug, ''));
  const problems = validateBannerConfigurationDraft(input, {
    slug: before.leagueSlug,
    textureKeys,
  });
  if (Object.keys(problems).length > 0) throw invalidInput(inputErrorsOf(problems));

  const version = (before.configuration?.version ?? 0) + 1;
  const key = bannerConfigurationKey(before.leagueSlug, input.patch, version);
  const file = JSON.stringify(configurationFile(input, before.leagueSlug, version));
  const ticket = await assets.presignedUrl('upload', 'banner', key, Buffer.byteLength(file));
  await assets.putToPresignedAddress(ticket, file);

  const league = await banners.putPatchConfiguration(before.leagueId, {
    patch: input.patch,
    configuration: { url: key, status: 'needs_screenshots', version },
    ...(before.configuration && { expectedUpdatedAt: before.configuration.updatedAt }),
  });
  forgetBannerLeagues(context);
  const after = patchRecord(league, input.patch);
  progress.applied(BANNER_RULE_MESSAGES.made(version, input.patch), after);

  const { username, name } = context.user;
  const who = name && name !== username ? `${name} (${username})` : username;
  const text =
    `Banner configuration v${version} of patch ${input.patch} for ` +
    `${await leagueName(context, league).catch(() => league.slug)} was created by ${who}.`;
  await chatNotifications.post({ text }).catch((error: unknown) => {
    throw new Error(chatFailedMessage(error instanceof Error ? error.message : String(error)));
  });
  return after;
}

export const bannerMutationResolvers: MutationResolvers = {
  createBannerConfiguration: (_, { input, expectedVersion }, context, info) =>
    runMutation(context, info, {
      entityId: patchId(input.leagueId, input.patch),
      expectedVersion,
      load: () => patchForChange(context, input.leagueId, input.patch),
      requested: () => input,
      failureMessage: (error) => BANNER_RULE_MESSAGES.notMade(error.message),
      async perform(before, progress) {
        const patch = await createConfiguration(context, input, before, progress);
        return { ok: { patch, message: BANNER_MESSAGES.created }, after: patch };
      },
    }),
  setBannerConfigurationStatus: (
    _,
    { leagueId, patch, status, expectedVersion, reason },
    context,
    info,
  ) =>
    runMutation(context, info, {
      entityId: patchId(leagueId, patch),
      expectedVersion,
      reason,
      load: () => patchForChange(context, leagueId, patch),
      requested: (before) =>
        before?.configuration && {
          ...before,
          configuration: { ...before.configuration, status },
        },
      async perform(before) {
        const current = before.configuration;
        if (!current) throw new Refusal(BANNER_RULE_MESSAGES.noConfiguration, ErrorCode.NOT_FOUND);
        const problem = bannerStatusMoveProblem(current.status, status);
        if (problem) throw new Refusal(problem, ErrorCode.CONFLICT);
        const league = await context.apis.banners.putPatchConfiguration(leagueId, {
          patch,
          configuration: { url: current.url, version: current.version, status },
          expectedUpdatedAt: current.updatedAt,
        });
        forgetBannerLeagues(context);
        const after = patchRecord(league, patch);
        return { ok: { patch: after, message: BANNER_MESSAGES.statusChanged }, after };
      },
    }),
  createBannerAssetUpload: (_, { input }, context, info) =>
    runMutation(context, info, {
      inputErrors: inputErrorsOf(validateBannerAssetUpload(input, MAX_ASSET_BYTES)),
      requested: () => input,
      failureMessage: (error) => `${UPLOAD_FAILED_MESSAGE} ${error.message}`,
      async perform() {
        await requireFullAccess(context);
        const league = await leagueToChange(context, input.leagueId);
        // The rules above made sure the name keeps a letter or digit.
        const fileName = sanitizeAssetFileName(input.fileName, Date.now()) ?? '';
        let key = bannerTextureKey(league.slug, fileName);
        if (input.kind === 'screenshot') {
          const patch = input.patch ?? '';
          const configuration = patchRecord(league, patch).configuration;
          if (!configuration) {
            throw invalidInput([{ field: 'patch', message: BANNER_RULE_MESSAGES.noConfiguration }]);
          }
          const propId = input.propId ?? '';
          key = bannerScreenshotKey(league.slug, patch, configuration.version, propId, fileName);
        }
        const keyProblem = validateBannerAssetKey(key);
        if (keyProblem) throw new Refusal(keyProblem, ErrorCode.BAD_USER_INPUT);
        const ticket = await context.apis.assets.presignedUrl('upload', 'banner', key, input.size);
        const upload = {
          key,
          uploadUrl: ticket.url,
          method: ticket.method,
          contentType: assetUploadContentType(key),
          expiresAt: ticket.expiresAt,
        };
        return { ok: upload, after: { key }, entityId: key };
      },
    }),
  addBannerLeague: (_, { eldsLeagueId }, context, info) =>
    runMutation(context, info, {
      requested: () => ({ eldsId: eldsLeagueId }),
      async perform() {
        await requireFullAccess(context);
        const league = await context.loaders.leagues.load(eldsLeagueId);
        if (!league) {
          throw new Refusal(`404 - League ${eldsLeagueId} not found`, ErrorCode.NOT_FOUND);
        }
        if (league.sport !== 'lol') {
          throw new Refusal(BANNER_RULE_MESSAGES.lolOnly, ErrorCode.BAD_USER_INPUT);
        }
        const created = await context.apis.banners.createLeague({
          eldsId: league.id,
          slug: league.slug,
        });
        forgetBannerLeagues(context);
        return {
          ok: { league: created, message: BANNER_MESSAGES.leagueAdded },
          after: created,
          entityId: created.id,
        };
      },
    }),
};
