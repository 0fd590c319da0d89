/** The role-based access service (spec 2 §6, §7): roles, user management, invitation approval. */
import {
  RBAC_BASE_PATH,
  type InvitationApprovalDto,
  type InvitationApprovedDto,
  type ManagedUserDto,
  type RoleDefinitionDto,
  type UserInfoRolesDto,
} from '@esports-admin/schema/upstream/rbac';
import { defineUpstream, type UpstreamClient } from './upstream';

const userRolePath = (username: string, roleKey: string) =>
  `${RBAC_BASE_PATH}/users/${encodeURIComponent(username)}/roles/${encodeURIComponent(roleKey)}`;

export function rbacApi(client: UpstreamClient) {
  return {
    getMyRoles() {
      return client.get<UserInfoRolesDto>(`${RBAC_BASE_PATH}/userinfo/roles`);
    },

    getRoles() {
      return client.get<RoleDefinitionDto[]>(`${RBAC_BASE_PATH}/roles`);
    },

    async getUsers() {
      return (await client.get<{ users: ManagedUserDto[] }>(`${RBAC_BASE_PATH}/users`)).users;
    },

    grantRole(username: string, roleKey: string) {
      return client.put<null>(userRolePath(username, roleKey));
    },

    revokeRole(username: string, roleKey: string) {
      return client.delete<null>(userRolePath(username, roleKey));
    },

    approveInvitation(approval: InvitationApprovalDto) {
      return client.post<InvitationApprovedDto>(`${RBAC_BASE_PATH}/invitations/approve`, {
        body: approval,
      });
    },
  };
}

export type RbacApi = ReturnType<typeof rbacApi>;

export const rbacUpstream = defineUpstream({
  name: 'rbac',
  urlSetting: 'RBAC_URL',
  create: rbacApi,
});
