/**
 * Reads shared by the banner resolvers: the banner leagues once per request, one league's one
 * patch as a record, the caller's banner access, and the stored keys as staff read them.
 */
import {
  BANNER_MESSAGES,
  BANNER_PATCHES,
  SCREENSHOT_PROP_SEPARATOR,
  screenshotPropId,
} from '@esports-admin/schema/rules/banners';
import type {
  BannerConfigurationRecordDto,
  BannerLeagueDto,
  BannerPatchRecordDto,
} from '@esports-admin/schema/upstream/banners';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../../context';
import { ErrorCode } from '../../errors';
import { Refusal } from '../../mutations/outcome';
import { perRequest } from '../per-request';

const leaguesMemo = perRequest<BannerLeagueDto[]>();
const LEAGUES = 'leagues';

/** Every banner league (GET leagues), one call per request however many fields ask. */
export const bannerLeagues = (context: GatewayContext): Promise<BannerLeagueDto[]> =>
  leaguesMemo(context, LEAGUES, () => context.apis.banners.leagues());

/** After a change to the leagues: the next field that asks reads them again. */
export const forgetBannerLeagues = (context: GatewayContext) =>
  leaguesMemo.forget(context, LEAGUES);

export async function bannerLeagueById(
  context: GatewayContext,
  id: string,
): Promise<BannerLeagueDto | null> {
  return (await bannerLeagues(context)).find((league) => league.id === id) ?? null;
}

/** For a query: an unknown league is a NOT_FOUND error beside a null answer. */
export async function queriedLeague(context: GatewayContext, id: string) {
  const league = await bannerLeagueById(context, id);
  if (!league) throw notFoundError(`Banner league ${id}`);
  return league;
}

export const notFoundError = (what: string) =>
  new GraphQLError(`404 - ${what} not found`, { extensions: { code: ErrorCode.NOT_FOUND } });

/** For a mutation: an unknown league is refused with NOT_FOUND. */
export async function leagueToChange(context: GatewayContext, id: string) {
  const league = await bannerLeagueById(context, id);
  if (!league) throw new Refusal(`404 - Banner league ${id} not found`, ErrorCode.NOT_FOUND);
  return league;
}

/** The league's name staff read (the data service's), its slug when that league is unknown. */
export async function leagueName(context: GatewayContext, league: BannerLeagueDto) {
  return (await context.loaders.leagues.load(league.eldsId))?.name ?? league.slug;
}

/** Refused with FORBIDDEN unless the banners service gives the caller full access. */
export async function requireFullAccess(context: GatewayContext): Promise<void> {
  const { access } = await context.apis.banners.permissions();
  if (access !== 'full_access') throw new Refusal(BANNER_MESSAGES.noAccess, ErrorCode.FORBIDDEN);
}

export const patchId = (leagueId: string, patch: string) => `${leagueId}:${patch}`;

/** One league's one patch, with the configuration the league holds for it (or none). */
export function patchRecord(league: BannerLeagueDto, patch: string): BannerPatchRecordDto {
  return {
    leagueId: league.id,
    leagueSlug: league.slug,
    patch,
    configuration: league.patches.find((entry) => entry.patch === patch)?.configuration ?? null,
  };
}

/** A mutation's record: the caller's access first, then the league's patch as stored now. */
export async function patchForChange(context: GatewayContext, leagueId: string, patch: string) {
  await requireFullAccess(context);
  return patchRecord(await leagueToChange(context, leagueId), patch);
}

export function configurationRecord(
  record: BannerPatchRecordDto,
): BannerConfigurationRecordDto | null {
  return (
    record.configuration && {
      ...record.configuration,
      leagueSlug: record.leagueSlug,
      patch: record.patch,
    }
  );
}

/** Patches in the patch list's order (spec 2 §9). */
export const byPatchOrder = (a: { patch: string }, b: { patch: string }) =>
  BANNER_PATCHES.indexOf(a.patch) - BANNER_PATCHES.indexOf(b.patch);

const lastSegment = (key: string) => key.slice(key.lastIndexOf('/') + 1);

export const textureRow = (key: string) => ({ key, fileName: lastSegment(key) });

/** A screenshot's file is `{propId}__{name}`: staff read the name, the prop is its own field. */
export function screenshotRow(key: string) {
  const propId = screenshotPropId(key);
  const file = lastSegment(key);
  return {
    key,
    propId,
    fileName: propId ? file.slice(propId.length + SCREENSHOT_PROP_SEPARATOR.length) : file,
  };
}

/** A presigned address to show a stored banner file. */
export async function previewUrl(context: GatewayContext, key: string) {
  return (await context.apis.assets.presignedUrl('download', 'banner', key)).url;
}
