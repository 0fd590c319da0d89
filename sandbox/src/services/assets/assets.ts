import { randomBytes } from 'node:crypto';
import express, { Router, type Request, type Response } from 'express';
import {
  ASSET_FILES_PATH,
  ASSET_FUNCTIONALITY_TYPES,
  ASSET_PURPOSES,
  ASSETS_BASE_PATH,
  assetUploadContentType,
  MAX_ASSET_BYTES,
  PRESIGNED_URL_TTL_SECONDS,
  type AssetFunctionalityType,
  type AssetKeyListDto,
  type PresignedUrlDto,
} from '@esports-admin/schema/upstream/assets';
import { isBannerStorageKey } from '@esports-admin/schema/rules/banners';
import { isPromoCodesFileKey } from '@esports-admin/schema/rules/promo-codes';
import { MAX_IMAGE_DIMENSION_PX } from '@esports-admin/schema/rules/constants';
import { INVALID_ASSET_KEY_MESSAGE } from '@esports-admin/schema/rules/image';
import { ERROR_CODES, forbidden, invalid, notFound, UpstreamError } from '../../errors';
import { queryValue, readOneOf } from '../../payload';
import type { SqlClient, Store } from '../../store';
import {
  isBannerPackageKey,
  packagedConfigurationKey,
  packBannerConfiguration,
} from './banner-package';
import {
  checkSignature,
  isValidAssetKey,
  servedContentType,
  signTarget,
  type SignedTarget,
} from './signing';

export const ASSET_TABLES = `
  create table if not exists asset_files (
    functionality_type text not null,
    key text not null,
    content_type text not null,
    bytes bytea not null,
    stored_at timestamptz not null default now(),
    primary key (functionality_type, key)
  );
  create table if not exists asset_signing_secret (
    id integer primary key,
    secret text not null
  );
`;

/** The largest width the resize proxy serves: the largest image a form accepts (spec 1 §5). */
const MAX_RESIZE_WIDTH_PX = MAX_IMAGE_DIMENSION_PX;

/** Where the service's routes are mounted: the API below it, the file store beside it. */
export const ASSETS_MOUNT_PATH = '/assets';
const API_PATH = ASSETS_BASE_PATH.slice(ASSETS_MOUNT_PATH.length);
const FILES_PATH = ASSET_FILES_PATH.slice(ASSETS_MOUNT_PATH.length);

/** One secret per database, so every sandbox process on it accepts the others' addresses. */
async function signingSecret(store: Store): Promise<string> {
  await store.query(
    'insert into asset_signing_secret (id, secret) values (1, $1) on conflict (id) do nothing',
    [randomBytes(32).toString('base64url')],
  );
  const [row] = await store.query<{ secret: string }>(
    'select secret from asset_signing_secret where id = 1',
  );
  return row!.secret;
}

function readKey(value: string | undefined): string {
  const key = value?.trim();
  if (!key || !isValidAssetKey(key)) throw invalid('Invalid asset key');
  return key;
}

/**
 * Spec 2 §5: a file of the private ('banner') side is a banner asset, configuration file or zip
 * (rules/banners), or a promo-codes file, which is kept there because it must not be public.
 */
function refuseInvalidBannerKey(functionalityType: string, key: string) {
  if (functionalityType === 'banner' && !isBannerStorageKey(key) && !isPromoCodesFileKey(key)) {
    throw invalid(INVALID_ASSET_KEY_MESSAGE);
  }
}

/** The origin callers reach the sandbox at, for the absolute addresses it hands out. */
function originOf(req: Request): string {
  return `${req.protocol}://${req.get('host')}`;
}

const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

function fileAddress(origin: string, key: string): string {
  return `${origin}${ASSET_FILES_PATH}/${encodeKey(key)}`;
}

function allowBrowsers(res: Response) {
  res.set('access-control-allow-origin', '*');
  res.set('access-control-allow-methods', 'GET, PUT');
  res.set('access-control-allow-headers', 'content-type');
  res.set('access-control-max-age', '600');
}

/** `contentLength` of a query: a whole number of bytes from 1 to MAX_ASSET_BYTES, or null. */
function declaredLength(query: Record<string, unknown>): number | null {
  const text = queryValue(query, 'contentLength');
  if (text === undefined) return null;
  const length = Number(text);
  if (!/^\d+$/.test(text) || length < 1 || length > MAX_ASSET_BYTES) {
    throw invalid(`contentLength must be a whole number of bytes from 1 to ${MAX_ASSET_BYTES}`);
  }
  return length;
}

/** The key of /files/<key…>, and the signed target the query names. */
function signedRequest(req: Request) {
  const segments = (req.params as { key?: string[] }).key ?? [];
  const key = segments.join('/');
  const query = req.query as Record<string, unknown>;
  const signature = queryValue(query, 'signature');
  const expires = Number(queryValue(query, 'expires'));
  const functionalityType = queryValue(query, 'functionalityType') ?? 'non-banner';
  return { key, signature, expires, functionalityType, contentLength: declaredLength(query) };
}

type SignedAddress = Pick<SignedTarget, 'key' | 'functionalityType' | 'contentLength'>;

async function requireSignature(
  store: Store,
  req: Request,
  method: SignedTarget['method'],
): Promise<SignedAddress> {
  const { key, signature, expires, functionalityType, contentLength } = signedRequest(req);
  if (!signature || !Number.isInteger(expires)) {
    throw forbidden('The address is not signed');
  }
  if (!(ASSET_FUNCTIONALITY_TYPES as readonly string[]).includes(functionalityType)) {
    throw forbidden('The signature does not match this address');
  }
  const target: SignedTarget = {
    method,
    functionalityType: functionalityType as AssetFunctionalityType,
    key,
    expires,
    contentLength,
  };
  const problem = checkSignature(
    await signingSecret(store),
    target,
    signature,
    Math.floor(Date.now() / 1000),
  );
  if (problem === 'expired') throw forbidden('The address has expired');
  if (problem) throw forbidden('The signature does not match this address');
  return { key, functionalityType: target.functionalityType, contentLength };
}

/**
 * What S3 does with a presigned PUT whose Content-Length header was signed: a request with
 * another length (or none) does not match the signature, 403, before any of the body is read.
 */
function requireSignedLength(req: Request, signedLength: number | null) {
  if (signedLength === null) return;
  const sent = req.get('content-length');
  if (sent !== String(signedLength)) {
    throw forbidden(
      `The signature does not match this address: it was signed for a body of ${signedLength} bytes, ` +
        (sent === undefined ? 'the request gives no Content-Length' : `not ${sent}`),
    );
  }
}

/** Set on a file answered for `?w=<px>`: the width the resize proxy was asked for. */
export const RESIZE_WIDTH_HEADER = 'x-resize-width';

/** `?w=<px>` of a file address: a whole number from 1 to 4000, or null when not asked. */
function requestedWidth(req: Request): number | null {
  const text = queryValue(req.query, 'w');
  if (text === undefined) return null;
  const width = Number(text);
  if (!/^\d+$/.test(text) || width < 1 || width > MAX_RESIZE_WIDTH_PX) {
    throw invalid(`w must be a whole number of pixels from 1 to ${MAX_RESIZE_WIDTH_PX}`);
  }
  return width;
}

/** A stored file's bytes, or null: how other sandbox services read a key they are handed. */
export async function readStoredAsset(
  db: SqlClient,
  functionalityType: AssetFunctionalityType,
  key: string,
): Promise<Buffer | null> {
  const [file] = await db.query<{ bytes: Uint8Array }>(
    'select bytes from asset_files where functionality_type = $1 and key = $2',
    [functionalityType, key],
  );
  return file ? Buffer.from(file.bytes) : null;
}

/** The stored keys of a type under a prefix, sorted: what GET keys answers. */
export async function listStoredAssetKeys(
  db: SqlClient,
  functionalityType: AssetFunctionalityType,
  prefix = '',
): Promise<string[]> {
  const rows = await db.query<{ key: string }>(
    `select key from asset_files where functionality_type = $1 and starts_with(key, $2)
     order by key`,
    [functionalityType, prefix],
  );
  return rows.map((row) => row.key);
}

/** Stores (or replaces) a file: the PUT of a presigned address, and how fixtures add files. */
export async function storeAsset(
  db: SqlClient,
  functionalityType: AssetFunctionalityType,
  key: string,
  bytes: Uint8Array,
): Promise<void> {
  await db.query(
    `insert into asset_files (functionality_type, key, content_type, bytes) values ($1, $2, $3, $4)
     on conflict (functionality_type, key)
     do update set content_type = $3, bytes = $4, stored_at = now()`,
    [functionalityType, key, servedContentType(key), bytes],
  );
}

/** Packed on every download request, so screenshots added since the last one are in it. */
async function storeBannerPackage(db: SqlClient, zipKey: string): Promise<void> {
  const zip = await packBannerConfiguration(
    {
      read: (key) => readStoredAsset(db, 'banner', key),
      list: (prefix) => listStoredAssetKeys(db, 'banner', prefix),
    },
    zipKey,
  );
  if (!zip) throw notFound(`No stored file ${packagedConfigurationKey(zipKey)}`);
  await storeAsset(db, 'banner', zipKey, zip);
}

/**
 * GET presignedurl and GET keys (bearer token, under ASSETS_BASE_PATH), and the file store the
 * presigned addresses point to: PUT stores bytes, GET serves them (non-banner files without a
 * signature, so a stored logo's address works in any page). Contracts in schema/upstream/assets.
 */
export function assetRoutes(store: Store): Router {
  const router = Router();

  router.get(`${API_PATH}/presignedurl`, async (req, res) => {
    const query = req.query as Record<string, unknown>;
    const purpose = readOneOf(queryValue(query, 'purpose'), 'purpose', ASSET_PURPOSES);
    const functionalityType = readOneOf(
      queryValue(query, 'functionalityType'),
      'functionalityType',
      ASSET_FUNCTIONALITY_TYPES,
    );
    const key = readKey(queryValue(query, 'key'));
    refuseInvalidBannerKey(functionalityType, key);
    const expiresInText = queryValue(query, 'expiresIn');
    const expiresIn = expiresInText === undefined ? PRESIGNED_URL_TTL_SECONDS : +expiresInText;
    if (!Number.isInteger(expiresIn) || expiresIn < 1 || expiresIn > PRESIGNED_URL_TTL_SECONDS) {
      throw invalid(
        `expiresIn must be a whole number of seconds from 1 to ${PRESIGNED_URL_TTL_SECONDS}`,
      );
    }
    const method = purpose === 'upload' ? 'PUT' : 'GET';
    const contentLength = declaredLength(query);
    if (contentLength !== null && purpose !== 'upload') {
      throw invalid('contentLength applies to upload addresses only');
    }
    if (purpose === 'download' && functionalityType === 'banner' && isBannerPackageKey(key)) {
      await storeBannerPackage(store, key);
    } else if (purpose === 'download') {
      const [stored] = await store.query(
        'select 1 from asset_files where functionality_type = $1 and key = $2',
        [functionalityType, key],
      );
      if (!stored) throw notFound(`No stored file ${key}`);
    }
    const expires = Math.floor(Date.now() / 1000) + expiresIn;
    const signature = signTarget(await signingSecret(store), {
      method,
      functionalityType,
      key,
      expires,
      contentLength,
    });
    const search = new URLSearchParams({
      functionalityType,
      expires: String(expires),
      ...(contentLength === null ? {} : { contentLength: String(contentLength) }),
      signature,
    });
    const origin = originOf(req);
    const answer: PresignedUrlDto = {
      url: `${fileAddress(origin, key)}?${search.toString()}`,
      key,
      method,
      expiresAt: new Date(expires * 1000).toISOString(),
      publicUrl: functionalityType === 'non-banner' ? fileAddress(origin, key) : null,
    };
    res.json(answer);
  });

  router.get(`${API_PATH}/keys`, async (req, res) => {
    const query = req.query as Record<string, unknown>;
    readOneOf(queryValue(query, 'purpose'), 'purpose', ['list'] as const);
    const functionalityType = readOneOf(
      queryValue(query, 'functionalityType'),
      'functionalityType',
      ASSET_FUNCTIONALITY_TYPES,
    );
    const prefix = queryValue(query, 'prefix') ?? '';
    const answer: AssetKeyListDto = {
      keys: await listStoredAssetKeys(store, functionalityType, prefix),
    };
    res.json(answer);
  });

  router.options(`${FILES_PATH}/*key`, (_req, res) => {
    allowBrowsers(res);
    res.status(204).end();
  });

  router.put(
    `${FILES_PATH}/*key`,
    async (req, res, next) => {
      allowBrowsers(res);
      const target = signedRequest(req);
      refuseInvalidBannerKey(target.functionalityType, target.key);
      // Everything the address binds is checked before the body is read.
      const upload = await requireSignature(store, req, 'PUT');
      requireSignedLength(req, upload.contentLength);
      const expected = assetUploadContentType(upload.key);
      const given = (req.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (given !== expected) {
        throw new UpstreamError(
          415,
          ERROR_CODES.badRequest,
          `Content type must be ${expected} for this key`,
        );
      }
      res.locals.upload = upload;
      next();
    },
    express.raw({ type: () => true, limit: MAX_ASSET_BYTES }),
    async (req, res) => {
      const { key, functionalityType } = res.locals.upload as SignedAddress;
      const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      if (bytes.length === 0) throw invalid('The file is empty');
      await storeAsset(store, functionalityType, key, bytes);
      res.status(200).end();
    },
  );

  router.get(`${FILES_PATH}/*key`, async (req, res) => {
    allowBrowsers(res);
    const signed = signedRequest(req);
    // Non-banner files are public; banner files (configurations) need a download address.
    const { key, functionalityType } =
      signed.signature === undefined && signed.functionalityType === 'non-banner'
        ? { key: signed.key, functionalityType: 'non-banner' }
        : await requireSignature(store, req, 'GET');
    const [file] = await store.query<{ content_type: string; bytes: Uint8Array }>(
      'select content_type, bytes from asset_files where functionality_type = $1 and key = $2',
      [functionalityType, key],
    );
    if (!file) throw notFound(`No stored file ${key}`);
    const width = requestedWidth(req);
    if (width !== null) {
      // The resize proxy's address (spec 1 §9). No image library here: the original bytes,
      // with the width asked for recorded, so callers can see what the proxy was asked.
      res.set(RESIZE_WIDTH_HEADER, String(width));
    }
    res.set('content-type', file.content_type);
    res.set('x-content-type-options', 'nosniff');
    res.set('cache-control', 'public, max-age=60');
    res.send(Buffer.from(file.bytes));
  });

  return router;
}
