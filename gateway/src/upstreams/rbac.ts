/** The role-based access service (spec 2 §6, §7): roles, user management, invitation approval. */
import {
  RBAC_BASE_PATH,
  type InvitationApprovalDto,
  type InvitationApprovedDto,
  type ManagedUserDto,
  type RoleDefinitionDto,
  type UserInfoRolesDto,
} from '@esports-admin/schema/upstream/rbac';
import type { RestClient } from './rest-client';

export class RbacApi {
  constructor(private readonly client: RestClient) {}

  getMyRoles() {
    return this.client.get<UserInfoRolesDto>(`${RBAC_BASE_PATH}/userinfo/roles`);
  }

  getRoles() {
    return this.client.get<RoleDefinitionDto[]>(`${RBAC_BASE_PATH}/roles`);
  }

  async getUsers() {
    return (await this.client.get<{ users: ManagedUserDto[] }>(`${RBAC_BASE_PATH}/users`)).users;
  }

  grantRole(username: string, roleKey: string) {
    return this.client.put<null>(this.userRolePath(username, roleKey));
  }

  revokeRole(username: string, roleKey: string) {
    return this.client.delete<null>(this.userRolePath(username, roleKey));
  }

  approveInvitation(approval: InvitationApprovalDto) {
    return this.client.post<InvitationApprovedDto>(`${RBAC_BASE_PATH}/invitations/approve`, {
      body: approval,
    });
  }

  private userRolePath(username: string, roleKey: string) {
    return `${RBAC_BASE_PATH}/users/${encodeURIComponent(username)}/roles/${encodeURIComponent(roleKey)}`;
  }
}
