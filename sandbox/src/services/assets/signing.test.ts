import { describe, expect, it } from 'vitest';
import {
  checkSignature,
  isValidAssetKey,
  servedContentType,
  signTarget,
  type SignedTarget,
} from './signing';

const SECRET = 'test-secret';
const target: SignedTarget = {
  method: 'PUT',
  functionalityType: 'non-banner',
  key: 'images/teams/100/logo.png',
  expires: 1_000,
  contentLength: 2_048,
};

describe('presigned address signatures', () => {
  const signature = signTarget(SECRET, target);

  it('accepts the signature of the same target until it expires, then reports it expired', () => {
    expect(checkSignature(SECRET, target, signature, 999)).toBeNull();
    expect(checkSignature(SECRET, target, signature, 1_000)).toBeNull();
    expect(checkSignature(SECRET, target, signature, 1_001)).toBe('expired');
  });

  it('refuses it for another key, method, type, expiry, declared length or secret', () => {
    for (const other of [
      { ...target, key: 'images/teams/100/other.png' },
      { ...target, method: 'GET' as const },
      { ...target, functionalityType: 'banner' as const },
      { ...target, expires: 2_000 },
      { ...target, contentLength: 5 * 1024 * 1024 },
      { ...target, contentLength: null },
    ]) {
      expect(checkSignature(SECRET, other, signature, 0)).toBe('invalid');
    }
    expect(checkSignature('another-secret', target, signature, 0)).toBe('invalid');
    expect(checkSignature(SECRET, target, `${signature.slice(0, -1)}x`, 0)).toBe('invalid');
    expect(checkSignature(SECRET, target, '', 0)).toBe('invalid');
  });
});

describe('asset keys', () => {
  it('takes slash-separated names and refuses empty, dot and odd segments', () => {
    expect(isValidAssetKey('images/teams/new/a1b2.png')).toBe(true);
    expect(isValidAssetKey('game-configs/lec-15.1-3.zip')).toBe(true);
    for (const key of ['', '/a.png', 'a//b.png', 'a/../b.png', 'a/./b', 'a b.png', 'a/b?.png']) {
      expect(isValidAssetKey(key)).toBe(false);
    }
    expect(isValidAssetKey(`${'a'.repeat(513)}`)).toBe(false);
  });

  it('serves files with the type of their extension', () => {
    expect(servedContentType('x/logo.PNG')).toBe('image/png');
    expect(servedContentType('x/config.json')).toBe('application/json');
    expect(servedContentType('x/page.html')).toBe('application/octet-stream');
  });
});
