/**
 * Role checks: every root field declares `@access(anyOf: [...])` in the SDL and this module
 * wraps its resolver so the check runs before anything else; mutations need a write permission. A root field without the
 * declaration makes the schema fail to build.
 */
import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import { defaultFieldResolver, type GraphQLSchema } from 'graphql';
import type { GatewayContext } from './context';
import { forbidden } from './errors';
import { journalAccessRefusal } from './mutations/run-mutation';

export function enforceAccess(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.ROOT_FIELD]: (fieldConfig, fieldName, typeName) => {
      const declaration = getDirective(schema, fieldConfig, 'access')?.[0] as
        { anyOf: string[] } | undefined;
      if (!declaration) {
        throw new Error(`${typeName}.${fieldName} declares no @access: every root field must`);
      }
      const allowed = declaration.anyOf;
      const resolve = fieldConfig.resolve ?? defaultFieldResolver;
      return {
        ...fieldConfig,
        async resolve(source, args: Record<string, unknown>, context: GatewayContext, info) {
          const mutation = typeName === 'Mutation';
          const held = mutation ? context.user.writableResources : context.user.resources;
          if (allowed.length > 0 && !allowed.some((resource) => held.has(resource))) {
            const refusal = forbidden();
            // Refused attempts to change something are part of the audit trail too.
            if (mutation) await journalAccessRefusal(context, info, args, refusal);
            throw refusal;
          }
          return resolve(source, args, context, info);
        },
      };
    },
  });
}

/** Every resource family some root field declares. */
export function declaredResources(schema: GraphQLSchema): ReadonlySet<string> {
  const resources = new Set<string>();
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      const declaration = getDirective(schema, field, 'access')?.[0] as
        { anyOf: string[] } | undefined;
      declaration?.anyOf.forEach((resource) => resources.add(resource));
    }
  }
  return resources;
}
