import { describe, expect, it } from 'vitest';
import { grantsFrom, RoleCache } from './roles';
import { RedisSharedStore } from '../shared-store';
import { safeReturnPath } from './routes';

describe('grants from roles', () => {
  it('reads any permission as access and only non-read ones as write', () => {
    const grants = grantsFrom(
      [
        { key: 'Viewer', permissions: ['season:read', 'tournament:read'] },
        { key: 'Editor', permissions: ['tournament:write', 'league'] },
      ],
      ['Admin_Operator'],
    );
    expect([...grants.resources].sort()).toEqual(['league', 'season', 'tournament']);
    expect([...grants.writableResources].sort()).toEqual(['league', 'tournament']);
    expect(grants.roles).toEqual(['Viewer', 'Editor']);
  });

  it('grants user management only to the configured roles', () => {
    expect(
      grantsFrom([{ key: 'Admin_Operator', permissions: [] }], ['Admin_Operator']).resources.has(
        'user',
      ),
    ).toBe(true);
    expect(
      grantsFrom([{ key: 'Viewer', permissions: [] }], ['Admin_Operator']).resources.has('user'),
    ).toBe(false);
  });
});

describe('return path after sign-in', () => {
  it('keeps same-site paths and sends anything that could leave the site to the site root', () => {
    expect(safeReturnPath('/season/list/old?x=1')).toBe('/season/list/old?x=1');
    expect(safeReturnPath('//evil.example/x')).toBe('/');
    expect(safeReturnPath('https://evil.example')).toBe('/');
    expect(safeReturnPath('/auth/logout')).toBe('/');
    expect(safeReturnPath(undefined)).toBe('/');
  });
});

describe('the role cache', () => {
  it('reads the roles when its store does not answer, instead of failing the request', async () => {
    const unreachable = new RedisSharedStore('redis://127.0.0.1:9', 'test:');
    try {
      const cache = new RoleCache(unreachable, 'local');
      const roles = [{ key: 'Viewer', permissions: ['season:read'] }];
      expect(await cache.rolesOf('vera.viewer', () => Promise.resolve(roles))).toEqual(roles);
    } finally {
      await unreachable.close().catch(() => undefined);
    }
  });
});
