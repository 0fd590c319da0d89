/**
 * What a signed-in user may do: their roles from the roles service, cached 60 s per environment
 * and user (in Redis when configured, so replicas share the cache).
 */
import { ROLE_CACHE_TTL_MS } from '@esports-admin/schema/rules/constants';
import { resourceOf, USER_MANAGEMENT_RESOURCE } from '@esports-admin/schema/rules/access';
import type { RoleDto } from '@esports-admin/schema/upstream/rbac';
import type { SharedStore } from '../shared-store';

export interface Grants {
  roles: string[];
  /** Resource families with any permission: enough to read and to open their routes. */
  resources: ReadonlySet<string>;
  /** Resource families with a write permission: needed by mutations. */
  writableResources: ReadonlySet<string>;
}

/** 'season:write' and a bare 'season' allow writing; 'season:read' only reading. */
function allowsWrite(permission: string): boolean {
  const action = permission.includes(':') ? permission.slice(permission.indexOf(':') + 1) : '*';
  return action !== 'read';
}

export function grantsFrom(roles: RoleDto[], userManagementRoles: readonly string[]): Grants {
  const resources = new Set<string>();
  const writableResources = new Set<string>();
  for (const role of roles) {
    for (const permission of role.permissions) {
      resources.add(resourceOf(permission));
      if (allowsWrite(permission)) writableResources.add(resourceOf(permission));
    }
  }
  if (roles.some((role) => userManagementRoles.includes(role.key))) {
    resources.add(USER_MANAGEMENT_RESOURCE);
    writableResources.add(USER_MANAGEMENT_RESOURCE);
  }
  return { roles: roles.map((role) => role.key), resources, writableResources };
}

export class RoleCache {
  constructor(
    private readonly store: SharedStore,
    private readonly environment: string,
  ) {}

  /** A store that does not answer (Redis gone) is a cache miss: the roles are read, not failed. */
  async rolesOf(username: string, load: () => Promise<RoleDto[]>): Promise<RoleDto[]> {
    const key = `roles:${this.environment}:${username}`;
    let answering = true;
    const cached = await this.store.get(key).catch(() => {
      answering = false;
      return null;
    });
    if (cached) return JSON.parse(cached) as RoleDto[];
    const roles = await load();
    if (answering) {
      await this.store.set(key, JSON.stringify(roles), ROLE_CACHE_TTL_MS).catch(() => undefined);
    }
    return roles;
  }

  /** After a grant or revoke, the user's next request sees the change. */
  forget(username: string) {
    return this.store.delete(`roles:${this.environment}:${username}`);
  }
}
