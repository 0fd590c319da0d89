/**
 * Who may read the schema and open GraphiQL: in production only signed-in developers (a role of
 * DEVELOPER_ROLES), elsewhere any signed-in user. Anonymous callers never reach /graphql's
 * execution.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import type { Request, RequestHandler } from 'express';
import { BREAK, GraphQLError, visit, type DocumentNode } from 'graphql';
import type { GatewayContext } from './context';
import { ErrorCode } from './errors';

const INTROSPECTION_FIELDS = new Set(['__schema', '__type']);

/**
 * Apollo Server hands every request of a known query the same parsed document: the answer is
 * kept with it instead of walking a large document again on every request.
 */
const answered = new WeakMap<DocumentNode, boolean>();

function asksForIntrospection(document: DocumentNode): boolean {
  let found = answered.get(document);
  if (found === undefined) {
    found = findsIntrospection(document);
    answered.set(document, found);
  }
  return found;
}

function findsIntrospection(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (!INTROSPECTION_FIELDS.has(node.name.value)) return undefined;
      found = true;
      return BREAK;
    },
  });
  return found;
}

export function introspectionAccess(
  production: boolean,
  developerRoles: readonly string[],
): ApolloServerPlugin<GatewayContext> {
  return {
    requestDidStart() {
      return Promise.resolve({
        didResolveOperation({ contextValue, document }) {
          const allowed =
            !production || contextValue.user.roles.some((role) => developerRoles.includes(role));
          if (allowed || !asksForIntrospection(document)) return Promise.resolve();
          throw new GraphQLError('Introspection is for developers: ask for a developer role.', {
            extensions: { code: ErrorCode.FORBIDDEN, http: { status: 403 } },
          });
        },
      });
    },
  };
}

/**
 * Guards the GraphiQL page in production: anonymous visitors are sent to sign in, signed-in
 * users without a developer role are refused. `rolesOf` answers null for an anonymous request.
 */
export function developersOnly(
  developerRoles: readonly string[],
  rolesOf: (req: Request) => Promise<readonly string[] | null>,
): RequestHandler {
  return async (req, res, next) => {
    const roles = await rolesOf(req);
    if (!roles) return res.redirect(302, `/auth/login?returnTo=${encodeURIComponent('/graphiql')}`);
    if (!roles.some((role) => developerRoles.includes(role))) {
      return res
        .status(403)
        .type('text')
        .send('GraphiQL is for developers: ask for a developer role.');
    }
    next();
  };
}
