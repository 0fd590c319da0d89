/**
 * Banners (spec 2 §3–§5, §8, §9; spec 3 §3 "Banner configuration creation", §5): the patch list,
 * the configuration statuses and their order, the asset keys and file names, and the messages.
 * Shared by the sandbox (which enforces the keys and the order), the gateway and the web.
 */
import { bannerPropById } from './banner-props';
import { imageExtension, INVALID_ASSET_KEY_MESSAGE, validateImageUpload } from './image';
import type { RuleResult } from './validation';

/**
 * Spec 2 §7, §9: the patches, produced locally, exactly in this order: 15.1 to 15.24 ascending,
 * then 14.24 down to 14.1, then 13.24 down to 13.1.
 */
export const BANNER_PATCHES: readonly string[] = [
  ...Array.from({ length: 24 }, (_, i) => `15.${i + 1}`),
  ...Array.from({ length: 24 }, (_, i) => `14.${24 - i}`),
  ...Array.from({ length: 24 }, (_, i) => `13.${24 - i}`),
];

export function isBannerPatch(value: string): boolean {
  return BANNER_PATCHES.includes(value);
}

/** Spec 2 §4, in the order a configuration goes through them. */
export const BANNER_CONFIGURATION_STATUSES = [
  'needs_screenshots',
  'needs_review',
  'approved',
  'submitted',
] as const;
export type BannerConfigurationStatus = (typeof BANNER_CONFIGURATION_STATUSES)[number];

export const BANNER_STATUS_LABELS: Readonly<Record<BannerConfigurationStatus, string>> = {
  needs_screenshots: 'Needs screenshots',
  needs_review: 'Needs review',
  approved: 'Approved',
  submitted: 'Submitted',
};

/**
 * The moves a configuration may make: one step forward in the spec's order, or a review sending
 * it back for new screenshots (needs_review → needs_screenshots). Anything else is refused.
 */
export function canMoveBannerStatus(
  from: BannerConfigurationStatus,
  to: BannerConfigurationStatus,
): boolean {
  const step =
    BANNER_CONFIGURATION_STATUSES.indexOf(to) - BANNER_CONFIGURATION_STATUSES.indexOf(from);
  return step === 1 || (from === 'needs_review' && to === 'needs_screenshots');
}

/** Spec 2 §4: what GET permissions answers for the caller. */
export const BANNER_ACCESS_LEVELS = ['full_access', 'disallowed'] as const;
export type BannerAccess = (typeof BANNER_ACCESS_LEVELS)[number];

/** Spec 3 §3: the configuration file's status when it is uploaded. */
export const BANNER_FILE_INITIAL_STATUS = 'NeedsScreenshots';

/** A texture or group name, and a banner's display name. */
export const BANNER_TEXT_MAX = 100;

export const BANNER_MESSAGES = {
  /** Spec 2 §4: creation's success. */
  created: 'Configuration created!',
  /** Spec 2 §8: the chat post's failure, followed by its cause. */
  chatFailed:
    'There was an error posting your update to Slack. Please reach out to #ask-esports-digital.',
  statusChanged: 'Configuration status saved.',
  leagueAdded: 'League added to banners.',
  noAccess: 'You do not have access to banner configurations.',
  noBanners: 'Place at least one banner: give a prop a texture.',
  textureRequired: 'Choose a texture for this banner.',
  emptyFileName: 'The file name has no letters or digits left.',
} as const;

/** A chat failure as staff read it: the spec's sentence, then what the chat service said. */
export function chatFailedMessage(cause: string): string {
  return `${BANNER_MESSAGES.chatFailed} ${cause}`.trim();
}

/**
 * Spec 2 §5: an uploaded file's name keeps only letters, digits, dot, underscore and hyphen; a
 * timestamp prefix (`{ms}-`) makes the key unique. Null when nothing usable is left.
 */
export function sanitizeAssetFileName(name: string, timestamp?: number): string | null {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[^A-Za-z0-9._-]/g, '');
  if (!/[A-Za-z0-9]/.test(base) || /^\.+$/.test(base)) return null;
  return timestamp === undefined ? base : `${timestamp}-${base}`;
}

/** A texture: `{league}/textures/{file}`, exactly 3 segments (spec 2 §5). */
export function bannerTextureKey(leagueSlug: string, fileName: string): string {
  return `${leagueSlug}/textures/${fileName}`;
}

/** Screenshots of one banner are told apart by this separator after its prop id. */
export const SCREENSHOT_PROP_SEPARATOR = '__';

/**
 * A screenshot: `{league}/{patch}/{version}/screenshots/{file}`, exactly 5 segments (spec 2 §5);
 * the file starts with the prop it shows (`{propId}__{ms}-{name}`).
 */
export function bannerScreenshotKey(
  leagueSlug: string,
  patch: string,
  version: number,
  propId: string,
  fileName: string,
): string {
  return `${bannerScreenshotsFolder(leagueSlug, patch, version)}${propId}${SCREENSHOT_PROP_SEPARATOR}${fileName}`;
}

export function bannerScreenshotsFolder(leagueSlug: string, patch: string, version: number) {
  return `${leagueSlug}/${patch}/${version}/screenshots/`;
}

/** The prop a screenshot key shows, or null for a key that names none. */
export function screenshotPropId(key: string): string | null {
  const file = key.split('/')[4] ?? '';
  const at = file.indexOf(SCREENSHOT_PROP_SEPARATOR);
  return at > 0 ? file.slice(0, at) : null;
}

/** The configuration file, named by league, patch and version (spec 2 §7). */
export function bannerConfigurationKey(leagueSlug: string, patch: string, version: number) {
  return `game-configs/${leagueSlug}-${patch}-${version}.json`;
}

/** Spec 2 §7: the zip of a configuration, `game-configs/{league}-{patch}-{version}.zip`. */
export function bannerPackageKey(leagueSlug: string, patch: string, version: number) {
  return `game-configs/${leagueSlug}-${patch}-${version}.zip`;
}

/**
 * Spec 2 §5: an asset key staff upload or pick. Screenshot keys have exactly 5 segments, the 4th
 * `screenshots`, the 5th non-empty and not a zip; texture keys exactly 3 with `textures` in the
 * middle. Anything else: '(!) invalid asset key'.
 */
export function validateBannerAssetKey(key: string): RuleResult {
  return bannerAssetKind(key) ? null : INVALID_ASSET_KEY_MESSAGE;
}

export type BannerAssetKind = 'screenshot' | 'texture';

export function bannerAssetKind(key: string): BannerAssetKind | null {
  const parts = key.split('/');
  if (parts.some((part) => part.trim() === '')) return null;
  if (parts.length === 5 && parts[3] === 'screenshots' && !/\.zip$/i.test(parts[4]!)) {
    return 'screenshot';
  }
  if (parts.length === 3 && parts[1] === 'textures') return 'texture';
  return null;
}

const GAME_CONFIG_KEY = /^game-configs\/[a-z0-9_-]+-\d+\.\d+-\d+\.(json|zip)$/;

/** Every key the asset service stores as a banner file: assets, configuration files and zips. */
export function isBannerStorageKey(key: string): boolean {
  return bannerAssetKind(key) !== null || GAME_CONFIG_KEY.test(key);
}

/**
 * Messages of the validation below (spec 2 §5 gives none beyond the invalid key) and of the
 * creation's steps as the gateway reports them.
 */
export const BANNER_RULE_MESSAGES = {
  unknownPatch: 'Choose a patch of the patch list.',
  unknownProp: 'Choose a prop of the catalogue.',
  propTwice: 'This prop already has a banner.',
  textureOfAnotherLeague: 'Choose a texture of this league.',
  textureNotStored: 'This texture is not stored for the league: upload it first.',
  groupLength: `A group has 1 to ${BANNER_TEXT_MAX} characters.`,
  nameLength: `A name has 1 to ${BANNER_TEXT_MAX} characters.`,
  imageOnly: 'Choose a PNG, JPEG or WebP image',
  screenshotNeedsPatch: 'Choose the patch whose configuration the screenshot shows.',
  noConfiguration: 'This patch has no configuration yet.',
  notMade: (cause: string) => `No configuration was made: ${cause}`,
  made: (version: number, patch: string) => `Configuration v${version} of patch ${patch} was made.`,
  lolOnly: 'Banners are configured for League of Legends leagues only.',
  statusMove: (from: BannerConfigurationStatus, to: BannerConfigurationStatus) =>
    `A configuration in ${BANNER_STATUS_LABELS[from]} cannot move to ${BANNER_STATUS_LABELS[to]}: ` +
    'it goes Needs screenshots → Needs review → Approved → Submitted, or from review back to ' +
    'Needs screenshots.',
} as const;

/** The image files a texture or screenshot may be. */
export const BANNER_IMAGE_EXTENSIONS: readonly string[] = ['png', 'jpg', 'jpeg', 'webp'];

const textLengthProblem = (value: string, message: string): RuleResult => {
  const length = value.trim().length;
  return length >= 1 && length <= BANNER_TEXT_MAX ? null : message;
};

export interface BannerAssignmentDraft {
  propId: string;
  texture: string;
  group: string;
  name: string;
}

/**
 * A new configuration as CreateBannerConfigurationInput holds it, for one league (its slug and
 * the texture keys stored for it): errors keyed `patch`, `banners`, `banners.2.texture`, ….
 */
export function validateBannerConfigurationDraft(
  draft: { patch: string; banners: readonly BannerAssignmentDraft[] },
  league: { slug: string; textureKeys: readonly string[] },
): Record<string, string> {
  const errors: Record<string, string> = {};
  const put = (field: string, result: RuleResult) => {
    if (result) errors[field] = result;
  };
  put('patch', isBannerPatch(draft.patch) ? null : BANNER_RULE_MESSAGES.unknownPatch);
  if (draft.banners.length === 0) put('banners', BANNER_MESSAGES.noBanners);
  const stored = new Set(league.textureKeys);
  const seen = new Set<string>();
  draft.banners.forEach((banner, i) => {
    const at = `banners.${i}`;
    if (!bannerPropById(banner.propId)) put(`${at}.propId`, BANNER_RULE_MESSAGES.unknownProp);
    else if (seen.has(banner.propId)) put(`${at}.propId`, BANNER_RULE_MESSAGES.propTwice);
    seen.add(banner.propId);
    put(`${at}.texture`, textureProblem(banner.texture, league.slug, stored));
    put(`${at}.group`, textLengthProblem(banner.group, BANNER_RULE_MESSAGES.groupLength));
    put(`${at}.name`, textLengthProblem(banner.name, BANNER_RULE_MESSAGES.nameLength));
  });
  return errors;
}

function textureProblem(texture: string, slug: string, stored: ReadonlySet<string>): RuleResult {
  if (texture.trim() === '') return BANNER_MESSAGES.textureRequired;
  if (bannerAssetKind(texture) !== 'texture') return INVALID_ASSET_KEY_MESSAGE;
  if (!texture.startsWith(bannerTextureKey(slug, ''))) {
    return BANNER_RULE_MESSAGES.textureOfAnotherLeague;
  }
  return stored.has(texture) ? null : BANNER_RULE_MESSAGES.textureNotStored;
}

/** A status change canMoveBannerStatus refuses, said as staff read it; null when allowed. */
export function bannerStatusMoveProblem(
  from: BannerConfigurationStatus,
  to: BannerConfigurationStatus,
): RuleResult {
  return canMoveBannerStatus(from, to) ? null : BANNER_RULE_MESSAGES.statusMove(from, to);
}

/**
 * A texture or screenshot about to be uploaded, as BannerAssetUploadInput holds it: errors keyed
 * `fileName`, `size`, `patch`, `propId`. The name is checked as it will be stored (sanitised).
 */
export function validateBannerAssetUpload(
  draft: {
    kind: BannerAssetKind;
    fileName: string;
    size: number;
    patch?: string | null;
    propId?: string | null;
  },
  maxBytes: number,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const put = (field: string, result: RuleResult) => {
    if (result) errors[field] = result;
  };
  const name = sanitizeAssetFileName(draft.fileName);
  const extension = name && imageExtension(name);
  if (!name) put('fileName', BANNER_MESSAGES.emptyFileName);
  else if (!extension || !BANNER_IMAGE_EXTENSIONS.includes(extension)) {
    put('fileName', BANNER_RULE_MESSAGES.imageOnly);
  } else put('size', validateImageUpload({ name, type: '', size: draft.size }, maxBytes));
  if (draft.kind === 'screenshot') {
    put('patch', draft.patch ? null : BANNER_RULE_MESSAGES.screenshotNeedsPatch);
    if (draft.patch && !isBannerPatch(draft.patch)) put('patch', BANNER_RULE_MESSAGES.unknownPatch);
    put('propId', bannerPropById(draft.propId ?? '') ? null : BANNER_RULE_MESSAGES.unknownProp);
  }
  return errors;
}
