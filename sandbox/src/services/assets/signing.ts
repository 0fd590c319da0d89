/**
 * Presigned addresses of the asset store: an HMAC over the method, the functionality type, the
 * key, the expiry and an upload's declared length, so an address works for exactly that file,
 * that method, that long and (when a length was declared) a body of exactly that many bytes.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AssetFunctionalityType } from '@esports-admin/schema/upstream/assets';

export interface SignedTarget {
  method: 'GET' | 'PUT';
  functionalityType: AssetFunctionalityType;
  key: string;
  /** Unix seconds after which the address is refused. */
  expires: number;
  /** The body length in bytes an upload address was signed for; null when none was declared. */
  contentLength: number | null;
}

export function signTarget(secret: string, target: SignedTarget): string {
  return createHmac('sha256', secret)
    .update(
      [
        target.method,
        target.functionalityType,
        target.key,
        target.expires,
        target.contentLength ?? '',
      ].join('\n'),
    )
    .digest('base64url');
}

export type SignatureProblem = 'expired' | 'invalid';

/** null when the signature is the one for this target and the address has not expired. */
export function checkSignature(
  secret: string,
  target: SignedTarget,
  signature: string,
  nowSeconds: number,
): SignatureProblem | null {
  const expected = Buffer.from(signTarget(secret, target));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  return nowSeconds > target.expires ? 'expired' : null;
}

const KEY_SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;

/** Keys are '/'-separated names of letters, digits, '.', '_' and '-': no empty or dot segments. */
export function isValidAssetKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  return key.split('/').every((segment) => KEY_SEGMENT.test(segment) && !/^\.+$/.test(segment));
}

/** The content type a stored file is served with, from its extension. */
export function servedContentType(key: string): string {
  const extension = /\.([A-Za-z0-9]+)$/.exec(key)?.[1]?.toLowerCase() ?? '';
  const types: Record<string, string> = {
    png: 'image/png',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    gif: 'image/gif',
    webp: 'image/webp',
    json: 'application/json',
    zip: 'application/zip',
  };
  return types[extension] ?? 'application/octet-stream';
}
