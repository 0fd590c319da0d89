/** The role service's OpenAPI description: every route of service.ts. */
import { del, get, post, put, type ServiceDescription } from '../../openapi/document';
import { answers, created, jsonBody, NO_CONTENT } from '../../openapi/parameters';

export const rbacOpenApi: ServiceDescription = {
  title: 'Role-based access service (rbac v1)',
  description: 'Roles, the caller’s roles, staff users and invitations (spec 2 §6, §7).',
  operations: [
    get('/userinfo/roles', 'getCallerRoles', 'The caller’s roles and their permissions', {
      response: answers('A UserInfoRolesDto'),
    }),
    get('/roles', 'listRoles', 'Every role', { response: answers('The roles') }),
    get('/users', 'listUsers', 'Staff users and their roles (user managers only)', {
      response: answers('{ users }'),
    }),
    put('/users/{username}/roles/{roleKey}', 'grantRole', 'Grant a role to a user', {
      response: NO_CONTENT,
    }),
    del('/users/{username}/roles/{roleKey}', 'revokeRole', 'Revoke a role from a user', {
      response: NO_CONTENT,
    }),
    post('/invitations', 'issueInvitation', 'Issue an invitation code', {
      body: jsonBody('invitation request'),
      response: created('The invitation'),
    }),
    post('/invitations/approve', 'approveInvitation', 'Redeem an invitation as the caller', {
      body: jsonBody('{ inviteCode, token, email }'),
      response: answers('The user'),
    }),
  ],
};
