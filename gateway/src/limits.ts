/**
 * What one request may ask for, checked before execution: operation depth, aliases, directives
 * and cost (graphql-armor validation rules), with field suggestions blocked in production. The
 * token limit is graphql-js's own parse option (see server.ts): armor's token plugin throws from
 * a hook Apollo answers with 500.
 */
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, OperationTypeNode, type ValidationContext } from 'graphql';
import type { GatewayConfig } from './config';
import { ErrorCode } from './errors';

/**
 * Every refusal says which limit was hit, in `extensions.limit`; Apollo answers it as a 400 with
 * the code GRAPHQL_VALIDATION_FAILED.
 */
function refuse(limit: string) {
  return (context: ValidationContext | null, error: GraphQLError) => {
    context?.reportError(
      new GraphQLError(error.message.replace(/^Syntax Error: /, ''), { extensions: { limit } }),
    );
  };
}

/** The schema has no subscriptions; graphql-js would answer one as an internal error. */
const subscriptionsRefused: ApolloServerPlugin = {
  requestDidStart() {
    return Promise.resolve({
      didResolveOperation({ operation }) {
        if (operation?.operation !== OperationTypeNode.SUBSCRIPTION) return Promise.resolve();
        throw new GraphQLError('Subscriptions are not supported.', {
          extensions: { code: ErrorCode.BAD_REQUEST, http: { status: 400 } },
        });
      },
    });
  },
};

export function operationLimits(limits: GatewayConfig['limits'], production: boolean) {
  const rejecting = (limit: string) => ({ propagateOnRejection: false, onReject: [refuse(limit)] });
  const armor = new ApolloArmor({
    maxDepth: { n: limits.depth, flattenFragments: true, ...rejecting('depth') },
    maxAliases: { n: limits.aliases, ...rejecting('aliases') },
    maxDirectives: { n: limits.directives, ...rejecting('directives') },
    costLimit: { maxCost: limits.cost, ...rejecting('cost') },
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: production },
  }).protect();
  return {
    validationRules: armor.validationRules,
    plugins: [...armor.plugins, subscriptionsRefused],
  };
}
