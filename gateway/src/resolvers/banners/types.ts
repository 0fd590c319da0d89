/** Banner type resolvers: a league's patches, a patch's configuration, its file and screenshots. */
import { bannerPropById } from '@esports-admin/schema/rules/banner-props';
import {
  bannerScreenshotsFolder,
  SCREENSHOT_PROP_SEPARATOR,
} from '@esports-admin/schema/rules/banners';
import type { BannerAssignmentDto } from '@esports-admin/schema/upstream/banners';
import type { Resolvers } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import {
  bannerLeagueById,
  byPatchOrder,
  configurationRecord,
  notFoundError,
  patchId,
  patchRecord,
  previewUrl,
  screenshotRow,
} from './mapping';

const isText = (value: unknown): value is string => typeof value === 'string';

function isAssignment(value: unknown): value is BannerAssignmentDto {
  if (value === null || typeof value !== 'object') return false;
  const { texture, group, name } = value as Record<string, unknown>;
  return isText(texture) && isText(group) && isText(name);
}

/** The banners a configuration file places, in the file's order; null for a file of another shape. */
function assignmentsOf(file: unknown) {
  const banners = (file as { banners?: unknown } | null)?.banners;
  if (banners === null || typeof banners !== 'object') return null;
  const entries = Object.entries(banners as Record<string, unknown>);
  if (!entries.every(([, banner]) => isAssignment(banner))) return null;
  return (entries as [string, BannerAssignmentDto][]).map(([propId, banner]) => ({
    propId,
    prop: bannerPropById(propId) ?? null,
    texture: banner.texture,
    group: banner.group,
    name: banner.name,
  }));
}

/** The configuration file through a presigned download: two calls; null when it cannot be read. */
async function readAssignments(context: GatewayContext, key: string) {
  try {
    const { assets } = context.apis;
    const assignments = assignmentsOf(
      await assets.readJsonFromPresignedAddress(
        await assets.presignedUrl('download', 'banner', key),
      ),
    );
    if (!assignments)
      context.logger.warn({ key }, 'banners: a configuration file has no banners map');
    return assignments;
  } catch (error) {
    context.logger.warn({ err: error, key }, 'banners: a configuration file could not be read');
    return null;
  }
}

export const bannerTypeResolvers: Resolvers = {
  BannerLeague: {
    league: (league, _, { loaders }) => loaders.leagues.load(league.eldsId),
    patches: (league) =>
      [...league.patches].sort(byPatchOrder).map(({ patch }) => patchRecord(league, patch)),
  },
  BannerPatch: {
    id: (record) => patchId(record.leagueId, record.patch),
    async league(record, _, context) {
      const league = await bannerLeagueById(context, record.leagueId);
      if (!league) throw notFoundError(`Banner league ${record.leagueId}`);
      return league;
    },
    configuration: (record) => configurationRecord(record),
  },
  BannerConfiguration: {
    configVersion: (configuration) => configuration.version,
    fileKey: (configuration) => configuration.url,
    updatedAt: (configuration) => new Date(configuration.updatedAt).toISOString(),
    banners: (configuration, _, context) => readAssignments(context, configuration.url),
    async screenshots(configuration, { propId }, context) {
      const { leagueSlug, patch, version } = configuration;
      const folder = bannerScreenshotsFolder(leagueSlug, patch, version);
      const prefix = propId ? `${folder}${propId}${SCREENSHOT_PROP_SEPARATOR}` : folder;
      const keys = await context.apis.assets.listKeys('banner', prefix);
      return keys.filter((key) => key.startsWith(prefix)).map(screenshotRow);
    },
  },
  BannerTexture: {
    previewUrl: (texture, _, context) => previewUrl(context, texture.key),
  },
  BannerScreenshot: {
    previewUrl: (screenshot, _, context) => previewUrl(context, screenshot.key),
  },
};
