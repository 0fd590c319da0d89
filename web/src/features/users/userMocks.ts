/** Mocked gateway answers for the user-management tests. */
import type { MockLink } from '@apollo/client/testing';
import {
  GrantRoleDocument,
  RevokeRoleDocument,
  UserManagementPageDocument,
} from '../../__generated__/graphql';
import { mutationError } from '../../test/mutationMocks';

export function managedUser(username: string, name: string, roles: string[] = []) {
  return { __typename: 'ManagedUser', username, name, email: `${username}@example.com`, roles };
}

export const ROLE_DEFINITIONS = [
  { key: 'admin', description: 'Everything' },
  { key: 'season-editor', description: 'Creates and edits seasons' },
  { key: 'viewer', description: 'Reads everything' },
].map((role) => ({ __typename: 'RoleDefinition', ...role }));

export const pageMock = (users: ReturnType<typeof managedUser>[]): MockLink.MockedResponse => ({
  request: { query: UserManagementPageDocument },
  result: { data: { users, roleDefinitions: ROLE_DEFINITIONS } },
});

function roleResult(
  field: 'grantRole' | 'revokeRole',
  user: ReturnType<typeof managedUser>,
  message: string,
) {
  return {
    data: {
      [field]: {
        __typename: 'UserRoleResult',
        ok: { __typename: 'UserRoleSuccess', message, user },
        error: null,
      },
    },
  };
}

export function refusedRoleResult(field: 'grantRole' | 'revokeRole', message: string) {
  return {
    data: {
      [field]: {
        __typename: 'UserRoleResult',
        ok: null,
        error: mutationError(message, 'UPSTREAM_ERROR'),
      },
    },
  };
}

export const grantMock = (
  user: ReturnType<typeof managedUser>,
  role: string,
  result?: unknown,
): MockLink.MockedResponse => ({
  request: { query: GrantRoleDocument, variables: { username: user.username, role } },
  result:
    result ??
    roleResult(
      'grantRole',
      { ...user, roles: [...user.roles, role] },
      `Granted ${role} to ${user.username}`,
    ),
});

export const revokeMock = (
  user: ReturnType<typeof managedUser>,
  role: string,
): MockLink.MockedResponse => ({
  request: { query: RevokeRoleDocument, variables: { username: user.username, role } },
  result: roleResult(
    'revokeRole',
    { ...user, roles: user.roles.filter((r) => r !== role) },
    `Revoked ${role} from ${user.username}`,
  ),
});
