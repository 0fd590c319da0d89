/**
 * The role-based access service (spec 2 §6, §7; spec 3 §6) as the gateway calls it and the
 * sandbox serves it. Paths are relative to the service's base URL. Every call carries the
 * caller's bearer token; the service answers for that caller.
 */

export const RBAC_BASE_PATH = '/rbac/v1';

/** A permission reads '{resource}:{action}', e.g. 'season:write'; the resource is before the colon. */
export interface RoleDto {
  key: string;
  permissions: string[];
}

/** GET /userinfo/roles → the caller's roles. */
export type UserInfoRolesDto = { role: RoleDto }[];

/** GET /roles → every role that can be granted. */
export interface RoleDefinitionDto extends RoleDto {
  description: string;
}

/** GET /users → { users } (user management; needs a user-management role). */
export interface ManagedUserDto {
  username: string;
  name: string;
  email: string;
  roles: string[];
}

/** PUT and DELETE /users/{username}/roles/{roleKey} grant and revoke; both answer 204. */

/** POST /invitations/approve: a new user approves themself with an invitation code. */
export interface InvitationApprovalDto {
  inviteCode: string;
  envId: string;
  email: { email: string };
  token: { token: string };
  user_key_claim: 'preferred_username';
}

export interface InvitationApprovedDto {
  approved: true;
  roles: string[];
}
