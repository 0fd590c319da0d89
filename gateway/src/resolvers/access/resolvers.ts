import type { GraphQLResolveInfo } from 'graphql';
import type { Resolvers } from '../../__generated__/resolvers-types';
import { refuseInvitationForHolder, refuseRoleChange } from '../../auth/role-grant-policy';
import type { GatewayContext } from '../../context';
import { ErrorCode, forbidden } from '../../errors';
import { Refusal } from '../../mutations/outcome';
import { runMutation } from '../../mutations/run-mutation';

/** User management is gated by the rbac feature flag as well as by role (spec 1 §6, spec 2 §6). */
function requireRbacFlag(context: GatewayContext) {
  if (!context.features.rbac) throw forbidden('User management is off in this environment.');
}

async function managedUser(context: GatewayContext, username: string) {
  const user = (await context.apis.rbac.getUsers()).find((u) => u.username === username);
  if (!user) throw new Refusal(`404 - User ${username} not found`, ErrorCode.NOT_FOUND);
  return user;
}

/**
 * Grants or revokes, then reads the user back. The change is made once the first call succeeds,
 * so a failed read-back still answers ok, with the user as read before and the role changed.
 */
function changeRole(
  context: GatewayContext,
  info: GraphQLResolveInfo,
  action: 'grant' | 'revoke',
  { username, role, reason }: { username: string; role: string; reason?: string | null },
) {
  return runMutation(context, info, {
    entityId: username,
    reason,
    load: async () => {
      requireRbacFlag(context);
      await refuseRoleChange(context, username, role);
      return managedUser(context, username);
    },
    async perform(before) {
      const { rbac } = context.apis;
      if (action === 'grant') await rbac.grantRole(username, role);
      else await rbac.revokeRole(username, role);
      await context.roleCache.forget(username);
      const others = before.roles.filter((held) => held !== role);
      const known = { ...before, roles: action === 'grant' ? [...others, role] : others };
      const user = await managedUser(context, username).catch((error: unknown) => {
        context.logger.warn({ err: error, username }, 'role changed; reading the user back failed');
        return known;
      });
      const message =
        action === 'grant' ? `Granted ${role} to ${username}` : `Revoked ${role} from ${username}`;
      return { ok: { user, message }, after: user };
    },
  });
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
    grantRole: (_, args, context, info) => changeRole(context, info, 'grant', args),
    revokeRole: (_, args, context, info) => changeRole(context, info, 'revoke', args),
    approveInvitation: (_, { inviteCode }, context, info) =>
      runMutation(context, info, {
        entityId: context.user.username,
        async perform() {
          const { user, accessToken, environment } = context;
          refuseInvitationForHolder(user);
          const approved = await context.apis.rbac.approveInvitation({
            inviteCode,
            envId: environment,
            email: { email: user.email ?? '' },
            token: { token: accessToken },
            user_key_claim: 'preferred_username',
          });
          await context.roleCache.forget(user.username);
          return { ok: { roles: approved.roles }, after: { roles: approved.roles } };
        },
      }),
  },
};
