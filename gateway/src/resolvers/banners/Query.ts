import { BANNER_PROPS } from '@esports-admin/schema/rules/banner-props';
import {
  BANNER_PATCHES,
  bannerAssetKind,
  bannerPackageKey,
  bannerTextureKey,
  isBannerPatch,
} from '@esports-admin/schema/rules/banners';
import type { QueryResolvers } from '../../__generated__/resolvers-types';
import {
  bannerLeagueById,
  bannerLeagues,
  byPatchOrder,
  leagueName,
  notFoundError,
  patchRecord,
  queriedLeague,
  textureRow,
} from './mapping';

export const bannerQueryResolvers: QueryResolvers = {
  bannerAccess: async (_, __, { apis }) => (await apis.banners.permissions()).access,
  bannerPatches: () => [...BANNER_PATCHES],
  bannerProps: () => [...BANNER_PROPS],
  bannerLeagues: (_, __, context) => bannerLeagues(context),
  async bannerConfigurations(_, { status }, context) {
    const named = await Promise.all(
      (await bannerLeagues(context)).map(async (league) => ({
        league,
        name: await leagueName(context, league),
      })),
    );
    return named
      .sort((a, b) => a.name.localeCompare(b.name))
      .flatMap(({ league }) =>
        league.patches
          .filter((entry) => entry.configuration.status === status)
          .sort(byPatchOrder)
          .map((entry) => patchRecord(league, entry.patch)),
      );
  },
  async bannerPatch(_, { leagueId, patch }, context) {
    if (!isBannerPatch(patch)) return null;
    const league = await bannerLeagueById(context, leagueId);
    return league && patchRecord(league, patch);
  },
  async bannerTextures(_, { leagueId, key: only }, context) {
    const league = await queriedLeague(context, leagueId);
    const folder = bannerTextureKey(league.slug, '');
    const keys = await context.apis.assets.listKeys('banner', only ?? folder);
    return keys
      .filter((key) => key.startsWith(folder) && bannerAssetKind(key) === 'texture')
      .filter((key) => !only || key === only)
      .map(textureRow)
      .sort((a, b) => a.fileName.localeCompare(b.fileName));
  },
  async bannerPackage(_, { leagueId, patch }, context) {
    const league = await queriedLeague(context, leagueId);
    const configuration = patchRecord(league, patch).configuration;
    if (!configuration) throw notFoundError(`A configuration of patch ${patch}`);
    const key = bannerPackageKey(league.slug, patch, configuration.version);
    const ticket = await context.apis.assets.presignedUrl('download', 'banner', key);
    return { key, url: ticket.url, expiresAt: ticket.expiresAt };
  },
};
