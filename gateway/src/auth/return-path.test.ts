import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './routes';

/** Spec 2 §2: an unsafe return path lands on the site root, whose landing page decides. */
const SITE_ROOT = '/';

describe('the return path after sign-in', () => {
  it.each([
    '/\\evil.example/phish',
    '/\\/evil.example',
    '\\\\evil.example',
    '//evil.example',
    '///evil.example',
    '/%2Fevil.example',
    '/%2f%2fevil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r//evil.example',
    '/%09/evil.example',
    '/%0a/evil.example',
    '/\u0000/evil.example',
    '/\u007f/evil.example',
    'https://evil.example/',
    'http:/evil.example',
    'javascript:alert(1)',
    ' /season/list/old',
    'evil.example',
    '',
    '/auth/logout',
    '/oidc/consume',
    `/${'a'.repeat(3000)}`,
  ])('refuses %j and lands on the default page', (spelling) => {
    expect(safeReturnPath(spelling)).toBe(SITE_ROOT);
  });

  it('refuses anything that is not one string', () => {
    expect(safeReturnPath(['/season/list/old', '//evil.example'])).toBe(SITE_ROOT);
    expect(safeReturnPath(undefined)).toBe(SITE_ROOT);
  });

  it.each([
    ['/season/list/old?x=1', '/season/list/old?x=1'],
    ['/tournament/edit/7#bracket', '/tournament/edit/7#bracket'],
    ['/season/../tournament/list/current', '/tournament/list/current'],
  ])('keeps the same-origin path %j', (spelling, path) => {
    expect(safeReturnPath(spelling)).toBe(path);
  });
});
