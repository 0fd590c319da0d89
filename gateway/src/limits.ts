/**
 * What one request may ask for, checked before execution: operation depth, aliases, directives
 * and cost (graphql-armor validation rules), with field suggestions blocked in production. The
 * token limit is graphql-js's own parse option (see server.ts): armor's token plugin throws from
 * a hook Apollo answers with 500.
 */
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  OperationTypeNode,
  TypeInfo,
  ValidationContext,
  visit,
  visitInParallel,
  type ValidationRule,
} from 'graphql';
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

/**
 * graphql-armor's cost (objects 2, scalars 1, × 1.5 per level, fragments as a level) priced on the
 * document without `__typename`: the gateway answers it from the schema without a resolver or an
 * upstream call, yet Apollo Client adds it to every selection set, so a browser page used to cost
 * about a quarter more than the same selection sent by a script (the tournament edit page, every
 * tab in one request: 4,025 with them, 3,197 without). Everything else is armor's estimate
 * unchanged, which is what refuses fragment and nesting bombs long before they cost anything real.
 */
function costWithoutTypename(costRule: ValidationRule): ValidationRule {
  return (context) => {
    const document = visit(context.getDocument(), {
      Field: (field) => (field.name.value === '__typename' ? null : undefined),
    });
    const priced = new ValidationContext(
      context.getSchema(),
      document,
      new TypeInfo(context.getSchema()),
      (error) => context.reportError(error),
    );
    visit(document, visitInParallel([costRule(priced)]));
    return {};
  };
}

export function operationLimits(limits: GatewayConfig['limits'], production: boolean) {
  const rejecting = (limit: string) => ({ propagateOnRejection: false, onReject: [refuse(limit)] });
  const armor = new ApolloArmor({
    maxDepth: { n: limits.depth, flattenFragments: true, ...rejecting('depth') },
    maxAliases: { n: limits.aliases, ...rejecting('aliases') },
    maxDirectives: { n: limits.directives, ...rejecting('directives') },
    costLimit: { enabled: false },
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: production },
  }).protect();
  const off = { enabled: false };
  const [costRule] = new ApolloArmor({
    costLimit: { maxCost: limits.cost, ...rejecting('cost') },
    maxDepth: off,
    maxAliases: off,
    maxDirectives: off,
    maxTokens: off,
    blockFieldSuggestion: off,
  }).protect().validationRules;
  return {
    validationRules: [...armor.validationRules, costWithoutTypename(costRule!)],
    plugins: [...armor.plugins, subscriptionsRefused],
  };
}
