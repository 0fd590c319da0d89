/**
 * Trusted documents (issue #38): the staff app sends a known, finite set of operations, so in
 * production a browser session may run only those (their hashes are in
 * `__generated__/trusted-documents.json`, written by `npm run codegen`). Developers (a role of
 * DEVELOPER_ROLES, e.g. in GraphiQL) and scripts with a bearer token may run any document.
 */
import { createHash } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, print, visit, type DocumentNode } from 'graphql';
import type { GatewayContext } from './context';
import { ErrorCode } from './errors';

/**
 * A document's identity whatever the client adds or reorders: Apollo Client adds `__typename`
 * to selections and may order fragments differently, so both are normalised away.
 */
export function documentHash(document: DocumentNode): string {
  const stripped = visit(document, {
    Field: (node) => (node.name.value === '__typename' && !node.alias ? null : undefined),
  });
  const name = (definition: (typeof stripped.definitions)[number]) =>
    'name' in definition && definition.name ? definition.name.value : '';
  const ordered = [...stripped.definitions].sort((a, b) => {
    const fragmentA = a.kind === Kind.FRAGMENT_DEFINITION ? 1 : 0;
    const fragmentB = b.kind === Kind.FRAGMENT_DEFINITION ? 1 : 0;
    return fragmentA - fragmentB || name(a).localeCompare(name(b));
  });
  const text = ordered.map((definition) => print(definition)).join('\n');
  return createHash('sha256').update(text).digest('hex');
}

const checked = new WeakMap<DocumentNode, boolean>();

export function trustedDocuments(
  production: boolean,
  developerRoles: readonly string[],
  trusted: ReadonlySet<string>,
): ApolloServerPlugin<GatewayContext> {
  const isTrusted = (document: DocumentNode) => {
    let known = checked.get(document);
    if (known === undefined) {
      known = trusted.has(documentHash(document));
      checked.set(document, known);
    }
    return known;
  };
  return {
    requestDidStart() {
      return Promise.resolve({
        didResolveOperation({ contextValue, document }) {
          const { user } = contextValue;
          const free =
            !production ||
            user.signedInVia === 'bearer' ||
            user.roles.some((role) => developerRoles.includes(role));
          if (free || isTrusted(document)) return Promise.resolve();
          throw new GraphQLError(
            "This is not one of the staff app's operations: run it with a script's bearer token, or ask for a developer role.",
            { extensions: { code: ErrorCode.FORBIDDEN, http: { status: 403 } } },
          );
        },
      });
    },
  };
}
