import type { Resolvers, ResolversTypes } from '../__generated__/resolvers-types';
import {
  refuseInvitationForHolder,
  refuseRoleChange,
  RoleGrantRefused,
} from '../auth/role-grant-policy';
import type { GatewayContext } from '../context';
import { ErrorCode, forbidden, UpstreamError } from '../errors';

type UserRoleResult = ResolversTypes['UserRoleResult'];

/** User management is gated by the rbac feature flag as well as by role (spec 1 §6, spec 2 §6). */
function requireRbacFlag(context: GatewayContext) {
  if (!context.features.rbac) throw forbidden('User management is off in this environment.');
}

async function changeRole(
  context: GatewayContext,
  action: 'grantRole' | 'revokeRole',
  username: string,
  role: string,
): Promise<UserRoleResult> {
  requireRbacFlag(context);
  const { rbac } = context.apis;
  try {
    await refuseRoleChange(context, username, role);
    if (action === 'grantRole') await rbac.grantRole(username, role);
    else await rbac.revokeRole(username, role);
    await context.roleCache.forget(username);
    const user = (await rbac.getUsers()).find((u) => u.username === username);
    if (!user)
      throw new UpstreamError(`404 - User ${username} not found`, ErrorCode.NOT_FOUND, 'rbac', 404);
    context.audit.record({
      user: context.user.username,
      action,
      target: `${username}:${role}`,
      result: 'ok',
    });
    const message =
      action === 'grantRole'
        ? `Granted ${role} to ${username}`
        : `Revoked ${role} from ${username}`;
    return { ok: { user, message }, error: null };
  } catch (error) {
    if (!(error instanceof UpstreamError || error instanceof RoleGrantRefused)) throw error;
    context.audit.record({
      user: context.user.username,
      action,
      target: `${username}:${role}`,
      result: 'error',
      detail: error.message,
    });
    return { ok: null, error: { message: error.message, code: error.code, inputErrors: [] } };
  }
}

export const accessResolvers: Resolvers = {
  Query: {
    viewer: (_, __, { user, environment, features }) => ({
      username: user.username,
      name: user.name,
      roles: [...user.roles],
      resources: [...user.resources].sort(),
      writableResources: [...user.writableResources].sort(),
      environment,
      features,
    }),
    async users(_, __, context) {
      requireRbacFlag(context);
      return context.apis.rbac.getUsers();
    },
    async roleDefinitions(_, __, context) {
      requireRbacFlag(context);
      return context.apis.rbac.getRoles();
    },
  },
  Mutation: {
    grantRole: (_, { username, role }, context) => changeRole(context, 'grantRole', username, role),
    revokeRole: (_, { username, role }, context) =>
      changeRole(context, 'revokeRole', username, role),
    async approveInvitation(_, { inviteCode }, context) {
      const { user, accessToken, environment } = context;
      try {
        refuseInvitationForHolder(user);
        const approved = await context.apis.rbac.approveInvitation({
          inviteCode,
          envId: environment,
          email: { email: user.email ?? '' },
          token: { token: accessToken },
          user_key_claim: 'preferred_username',
        });
        await context.roleCache.forget(user.username);
        context.audit.record({ user: user.username, action: 'approveInvitation', result: 'ok' });
        return { ok: { roles: approved.roles }, error: null };
      } catch (error) {
        if (!(error instanceof UpstreamError || error instanceof RoleGrantRefused)) throw error;
        context.audit.record({
          user: user.username,
          action: 'approveInvitation',
          result: 'error',
          detail: error.message,
        });
        return { ok: null, error: { message: error.message, code: error.code, inputErrors: [] } };
      }
    },
  },
};
