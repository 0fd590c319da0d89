/**
 * Who may give whom which role (issue 14): the gateway checks it before calling the roles
 * service, and the sandbox's roles service refuses the same, as the real one does.
 *
 * - Nobody changes their own roles, and nobody grants or revokes a role that carries a permission
 *   they do not hold themselves (an Edops_Admin cannot make anyone an Admin_Operator, nor take it
 *   away from one).
 * - An invitation code is issued for one role, works once, expires, and only for a user who holds
 *   no role yet: it brings a new user in, it never raises anybody.
 */
import { resourceOf, USER_MANAGEMENT_RESOURCE } from './access';

export interface RoleWithPermissions {
  key: string;
  permissions: readonly string[];
}

/** How long an issued invitation code can be approved. */
export const INVITATION_VALIDITY_DAYS = 14;

export const ROLE_GRANT_MESSAGES = {
  ownRoles: 'You cannot change your own roles.',
  carriesMore: (role: string) =>
    `You cannot grant or revoke ${role}: it carries permissions you do not hold.`,
  invitationForNewUsers: 'Invitation codes are only for users without roles.',
  invitationUsed: 'This invitation code has already been used.',
  invitationExpired: 'This invitation code has expired.',
} as const;

/**
 * Every permission the roles carry as `resource:read` / `resource:write`; a bare resource or
 * any action but read allows both, and a user-management role carries `user:write`.
 */
export function permissionsCarried(
  roles: readonly RoleWithPermissions[],
  userManagementRoles: readonly string[],
): Set<string> {
  const carried = new Set<string>();
  for (const role of roles) {
    if (userManagementRoles.includes(role.key)) {
      carried.add(`${USER_MANAGEMENT_RESOURCE}:read`).add(`${USER_MANAGEMENT_RESOURCE}:write`);
    }
    for (const permission of role.permissions) {
      const resource = resourceOf(permission);
      carried.add(`${resource}:read`);
      if (!permission.endsWith(':read')) carried.add(`${resource}:write`);
    }
  }
  return carried;
}

/**
 * Why `actor`, holding the permissions `held` (see permissionsCarried), may not grant or revoke
 * `role` for `target`, or null when they may.
 */
export function roleChangeRefusal(change: {
  actor: string;
  held: ReadonlySet<string>;
  target: string;
  role: RoleWithPermissions;
  userManagementRoles: readonly string[];
}): string | null {
  if (change.actor === change.target) return ROLE_GRANT_MESSAGES.ownRoles;
  const carried = permissionsCarried([change.role], change.userManagementRoles);
  for (const permission of carried) {
    if (!change.held.has(permission)) return ROLE_GRANT_MESSAGES.carriesMore(change.role.key);
  }
  return null;
}

export interface InvitationState {
  expiresAt: Date;
  usedBy: string | null;
}

/** Why the caller may not approve this invitation, or null when they may. */
export function invitationRefusal(
  invitation: InvitationState,
  callerRoleCount: number,
  now: Date,
): string | null {
  if (callerRoleCount > 0) return ROLE_GRANT_MESSAGES.invitationForNewUsers;
  if (invitation.usedBy !== null) return ROLE_GRANT_MESSAGES.invitationUsed;
  if (invitation.expiresAt.getTime() <= now.getTime()) return ROLE_GRANT_MESSAGES.invitationExpired;
  return null;
}
