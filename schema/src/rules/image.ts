/** Image URL rules shared by every form that takes a logo or picture address (spec 1 §5). */
import { ASSET_FILES_PATH } from '../upstream/assets';
import { MAX_IMAGE_DIMENSION_PX } from './constants';
import { MESSAGES, type RuleResult } from './validation';

/** Empty means "no image"; anything else must be an absolute http(s) address. */
export function validateImageUrl(value: string | null | undefined): RuleResult {
  if (value == null || value.trim() === '') return null;
  try {
    const { protocol } = new URL(value.trim());
    return protocol === 'http:' || protocol === 'https:' ? null : MESSAGES.fieldNotValid;
  } catch {
    return MESSAGES.fieldNotValid;
  }
}

/** Spec 2 §8: what an upload that did not reach the asset service reads. */
export const UPLOAD_FAILED_MESSAGE = 'Failed to upload file.';
/** Spec 2 §8: a key the asset service cannot take. */
export const INVALID_ASSET_KEY_MESSAGE = '(!) invalid asset key';

/** Image files staff may upload as a logo or picture, by extension, with their MIME type. */
export const UPLOADABLE_IMAGE_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

export const IMAGE_OWNER_KINDS = ['team', 'organization', 'league', 'drop'] as const;
export type ImageOwnerKind = (typeof IMAGE_OWNER_KINDS)[number];

/** 'Logo.PNG' → 'png'; null without a usable extension. */
export function imageExtension(fileName: string): string | null {
  const match = /\.([A-Za-z0-9]+)$/.exec(fileName.trim());
  const extension = match?.[1]?.toLowerCase() ?? null;
  return extension && extension in UPLOADABLE_IMAGE_TYPES ? extension : null;
}

/**
 * A file offered for upload: a known image extension whose type agrees with the browser's (an
 * empty type is taken as unknown, not wrong), and a size the asset service accepts.
 */
export function validateImageUpload(
  file: { name: string; type: string; size: number },
  maxBytes: number,
): RuleResult {
  const extension = imageExtension(file.name);
  if (!extension) return 'Choose a PNG, JPEG, GIF or WebP image';
  if (file.type && file.type !== UPLOADABLE_IMAGE_TYPES[extension]) {
    return 'The file type does not match its extension';
  }
  if (!Number.isInteger(file.size) || file.size <= 0) return 'The file is empty';
  if (file.size > maxBytes) return `The file is larger than ${Math.floor(maxBytes / 1048576)} MB`;
  return null;
}

const ID_SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Where an uploaded image is stored: one folder per owner ('teams/{id}', 'new' before the
 * owner exists) and a unique name, so two uploads never collide.
 */
export function imageAssetKey(
  owner: ImageOwnerKind,
  ownerId: string | null | undefined,
  extension: string,
  unique: string,
): string {
  const folder = ownerId && ID_SEGMENT.test(ownerId) ? ownerId : 'new';
  return `images/${owner}s/${folder}/${unique}.${extension}`;
}

/** A non-banner image key: images/{owner}s/{folder}/{name}.{image extension}. */
export function validateImageAssetKey(key: string): RuleResult {
  const parts = key.split('/');
  const ok =
    parts.length === 4 &&
    parts[0] === 'images' &&
    IMAGE_OWNER_KINDS.some((kind) => `${kind}s` === parts[1]) &&
    ID_SEGMENT.test(parts[2] ?? '') &&
    /^[A-Za-z0-9_-]+\.[A-Za-z0-9]+$/.test(parts[3] ?? '') &&
    imageExtension(parts[3] ?? '') !== null;
  return ok ? null : INVALID_ASSET_KEY_MESSAGE;
}

/** Where the asset service's stored files are served. */
const ASSET_FILE_PATH_PREFIX = `${ASSET_FILES_PATH}/`;

/**
 * Spec 1 §9: images from known asset hosts go through a resize proxy, at twice the size on
 * high pixel-density screens. The proxy is the asset file store itself: `?w=<px>` asks for that
 * width (at most 4000 px, the largest image a form takes). An address is on a known asset host when its host is one of `assetHosts` (configured
 * CDN hosts, 'cdn.example.com' or 'cdn.example.com:8443') or when it is a public file address of
 * the asset store (path under /assets/files/, the address createImageUpload hands out). Presigned
 * addresses (with a signature) and every other host are left untouched.
 */
export function resizedImageUrl(
  url: string,
  displayPx: number,
  devicePixelRatio: number,
  assetHosts: readonly string[] = [],
): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return url;
  if (parsed.searchParams.has('signature')) return url;
  const known =
    assetHosts.some((host) => host.trim().toLowerCase() === parsed.host.toLowerCase()) ||
    parsed.pathname.startsWith(ASSET_FILE_PATH_PREFIX);
  if (!known || !(displayPx > 0)) return url;
  const factor = devicePixelRatio > 1 ? 2 : 1;
  const width = Math.min(Math.round(displayPx) * factor, MAX_IMAGE_DIMENSION_PX);
  parsed.searchParams.set('w', String(width));
  return parsed.toString();
}

/** Comma-separated hosts ('cdn.example.com, img.example.com:8443') as a list. */
export function parseAssetHosts(value: string | undefined | null): string[] {
  return (value ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}
