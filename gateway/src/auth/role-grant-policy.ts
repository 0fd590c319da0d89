/**
 * The gateway's side of the role-grant policy (schema/src/rules/role-grants.ts): checked before
 * the roles service is asked, which decides the same again.
 */
import { roleChangeRefusal, ROLE_GRANT_MESSAGES } from '@esports-admin/schema/rules/role-grants';
import type { GatewayContext, GatewayUser } from '../context';
import { ErrorCode } from '../errors';
import { Refusal } from '../mutations/outcome';

const refused = (message: string) => new Refusal(message, ErrorCode.FORBIDDEN);

/** The caller's permissions as the policy reads them, from the grants of their roles. */
function heldBy(user: GatewayUser): Set<string> {
  return new Set([
    ...[...user.resources].map((resource) => `${resource}:read`),
    ...[...user.writableResources].map((resource) => `${resource}:write`),
  ]);
}

/**
 * Throws a FORBIDDEN Refusal (journaled as refused) when the caller may not grant or revoke `roleKey` for `username`. An
 * unknown role is left to the roles service, which answers it as NOT_FOUND.
 */
export async function refuseRoleChange(
  context: GatewayContext,
  username: string,
  roleKey: string,
): Promise<void> {
  if (username === context.user.username) throw refused(ROLE_GRANT_MESSAGES.ownRoles);
  const role = (await context.apis.rbac.getRoles()).find(({ key }) => key === roleKey);
  if (!role) return;
  const refusal = roleChangeRefusal({
    actor: context.user.username,
    held: heldBy(context.user),
    target: username,
    role,
    userManagementRoles: [],
  });
  if (refusal) throw refused(refusal);
}

/** Invitations bring new users in: a caller who holds any role is refused before the call. */
export function refuseInvitationForHolder(user: GatewayUser): void {
  if (user.roles.length > 0) {
    throw refused(ROLE_GRANT_MESSAGES.invitationForNewUsers);
  }
}
