/**
 * The asset service (spec 2 §7 "Asset service, under the provider's API base") as the gateway
 * calls it and the sandbox serves it. The spec names the calls and the upload content types; the
 * answer shapes, the storage paths and the limits below are the sandbox's contract.
 */

/** The API (bearer token required): presigned addresses and key lists. */
export const ASSETS_BASE_PATH = '/assets/v1';
/** Where stored files live; presigned addresses point here (the signature is the credential). */
export const ASSET_FILES_PATH = '/assets/files';

export const ASSET_PURPOSES = ['upload', 'download'] as const;
export type AssetPurpose = (typeof ASSET_PURPOSES)[number];
export const ASSET_FUNCTIONALITY_TYPES = ['banner', 'non-banner'] as const;
export type AssetFunctionalityType = (typeof ASSET_FUNCTIONALITY_TYPES)[number];

/** Largest file the store accepts in one PUT (a 4000 × 4000 px PNG fits). */
export const MAX_ASSET_BYTES = 25 * 1024 * 1024;
/** Lifetime of a presigned address unless the caller asks for less (expiresIn, seconds). */
export const PRESIGNED_URL_TTL_SECONDS = 900;

/** Spec 2 §7: the PUT's content type, application/json for .json files, otherwise binary. */
export function assetUploadContentType(key: string): string {
  return key.toLowerCase().endsWith('.json') ? 'application/json' : 'binary/octet-stream';
}

/**
 * GET presignedurl?purpose&functionalityType&key[&expiresIn]: a signed, expiring address bound to
 * the key and to the method (PUT for upload, GET for download).
 */
export interface PresignedUrlDto {
  url: string;
  key: string;
  /** PUT or GET. */
  method: string;
  expiresAt: string;
  /** Non-banner files are public once stored: the address that serves the key unsigned. */
  publicUrl: string | null;
}

/** GET keys?purpose=list&functionalityType → the stored keys of that type, sorted. */
export interface AssetKeyListDto {
  keys: string[];
}
