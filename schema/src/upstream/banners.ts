/**
 * The banners service ("konfigurator", spec 2 §7 "Banners service (/konfigurator/v1/)") and the
 * chat-notification function (spec 2 §7 "Chat notification") as the gateway calls them and the
 * sandbox serves them (`BANNERS_URL`, `CHAT_NOTIFICATIONS_URL`). The spec names the calls, the
 * league and patch fields and the statuses; the bodies below and the refusals are the sandbox's
 * contract. A refusal answers 4xx with `{ message, errorCode }`: 400 bad input, 403 a caller
 * whose banner access is `disallowed`, 404 unknown id, 409 a change the configuration's state
 * does not allow. Banner files (configuration JSON, textures, screenshots, zips) live in the
 * asset service under functionalityType `banner`; their keys are in `rules/banners.ts`.
 */
import type { BannerAccess, BannerConfigurationStatus } from '../rules/banners';

export const BANNERS_BASE_PATH = '/konfigurator/v1';

/** GET permissions: the calling user's banner access. */
export interface BannerPermissionsDto {
  access: BannerAccess;
}

/** A patch's configuration as the league holds it: the newest version made for that patch. */
export interface BannerConfigurationRefDto {
  id: string;
  /** The asset key of its configuration file (`bannerConfigurationKey`). */
  url: string;
  status: BannerConfigurationStatus;
  /** 1 for a patch's first configuration, one more for each made after it. */
  version: number;
  /** Epoch milliseconds, bumped by every change. */
  updatedAt: number;
}

export interface BannerLeaguePatchDto {
  patch: string;
  configuration: BannerConfigurationRefDto;
}

/**
 * GET leagues → BannerLeagueDto[]: the leagues banners are configured for, each tied to a
 * data-service league (`eldsId`, its slug the league's), with the patches that have a
 * configuration, newest patch first in BANNER_PATCHES order.
 */
export interface BannerLeagueDto {
  id: string;
  eldsId: string;
  slug: string;
  patches: BannerLeaguePatchDto[];
  updatedAt: number;
}

/** POST leagues/ (409 when the data-service league already has one). */
export interface BannerLeagueCreateDto {
  eldsId: string;
  slug: string;
}

/**
 * PUT leagues/{id}: the configuration of one patch, answering the whole league.
 * - A new configuration: `version` one more than the patch's current (1 for the first),
 *   `status` needs_screenshots, `url` its configuration file's key, which must be stored already
 *   (400 otherwise) and name only props of the catalogue (`BANNER_PROPS`).
 * - A status change: the patch's current `version` and `url`, a `status` that
 *   `canMoveBannerStatus` allows (409 otherwise); leaving needs_screenshots needs a screenshot of
 *   every banner the file places (409 naming the props without one).
 * `expectedUpdatedAt`, when given, must be the patch configuration's `updatedAt` (409 otherwise).
 */
export interface BannerPatchConfigurationWriteDto {
  patch: string;
  configuration: Pick<BannerConfigurationRefDto, 'url' | 'status' | 'version'>;
  expectedUpdatedAt?: number;
}

/** One banner of a configuration file: what hangs on a prop. */
export interface BannerAssignmentDto {
  /** A texture key (`{league}/textures/{file}`). */
  texture: string;
  group: string;
  name: string;
}

/**
 * The configuration file (spec 2 §3 "Banner configuration", spec 3 §3): uploaded as JSON to the
 * asset service at `bannerConfigurationKey(league, patch, version)` before the PUT that makes it
 * the patch's configuration. `banners` maps prop ids to what hangs there.
 */
export interface BannerConfigurationFileDto {
  league: string;
  patch: string;
  version: number;
  /** Always BANNER_FILE_INITIAL_STATUS ('NeedsScreenshots') in the uploaded file. */
  status: string;
  banners: Record<string, BannerAssignmentDto>;
}

/** The chat-notification function, outside the banners service's base. */
export const CHAT_NOTIFICATION_PATH = '/api/functions/post-slack-message';

/** POST post-slack-message: one message to the esports channel. */
export interface ChatNotificationDto {
  text: string;
  /** Defaults to the esports digital channel. */
  channel?: string;
}

export interface ChatNotificationAnswerDto {
  ok: true;
  /** The posted message's id. */
  ts: string;
}

/**
 * The shapes the gateway builds from the service's answers, for the codegen mappers: one
 * league's one patch (configuration null when none was made), and a configuration with the
 * league slug and patch its asset keys are named by. A patch names its league by id, not the
 * whole league: its version (the record's hash) changes only with the patch's own configuration.
 */
export interface BannerPatchRecordDto {
  leagueId: string;
  leagueSlug: string;
  patch: string;
  configuration: BannerConfigurationRefDto | null;
}

export interface BannerConfigurationRecordDto extends BannerConfigurationRefDto {
  leagueSlug: string;
  patch: string;
}
