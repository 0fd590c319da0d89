/**
 * What a root field's arguments may carry, checked before its resolver runs and so before any
 * upstream call: every list argument has a cap (LIST_ARGUMENT_CAPS, stated in its SDL
 * description), and every id is short and plain (MAX_ID_LENGTH, ID_PATTERN) so that it can never
 * blow up an upstream URL or fail to encode. A root list argument without a cap makes the schema
 * fail to build.
 */
import {
  ID_PATTERN,
  LIST_ARGUMENT_CAPS,
  MAX_ID_LENGTH,
} from '@esports-admin/schema/rules/constants';
import { MapperKind, mapSchema } from '@graphql-tools/utils';
import {
  defaultFieldResolver,
  getNullableType,
  GraphQLError,
  isInputObjectType,
  isListType,
  isScalarType,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { ErrorCode } from './errors';

function badInput(message: string, argument: string) {
  return new GraphQLError(message, {
    extensions: { code: ErrorCode.BAD_USER_INPUT, argument },
  });
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function idProblem(id: string, nested: boolean): string | null {
  if (LONE_SURROGATE.test(id)) return 'is not well-formed text';
  if (id.length > MAX_ID_LENGTH) return `is longer than ${MAX_ID_LENGTH} characters`;
  if (!nested && !ID_PATTERN.test(id)) {
    return 'may hold only letters, digits and _ . : ~ @ + -';
  }
  return null;
}

/**
 * Ids inside input objects may be empty (a form's unchosen option) and are sent in bodies, so
 * only their length and well-formedness are checked; root ids go into upstream paths.
 */
function checkIds(value: unknown, type: GraphQLInputType, argument: string, nested: boolean) {
  if (value === null || value === undefined) return;
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    for (const item of value as unknown[]) {
      checkIds(item, nullable.ofType, argument, nested);
    }
  } else if (isScalarType(nullable) && nullable.name === 'ID') {
    const problem = typeof value === 'string' ? idProblem(value, nested) : null;
    if (problem) throw badInput(`The id in \`${argument}\` ${problem}.`, argument);
  } else if (isInputObjectType(nullable)) {
    const fields = nullable.getFields();
    for (const [name, field] of Object.entries(fields)) {
      checkIds((value as Record<string, unknown>)[name], field.type, argument, true);
    }
  }
}

export function enforceArgumentLimits(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.ROOT_FIELD]: (fieldConfig, fieldName, typeName) => {
      const argumentTypes = Object.entries(fieldConfig.args ?? {}).map(
        ([name, arg]) => [name, arg.type] as const,
      );
      const caps = new Map<string, number>();
      for (const [name, type] of argumentTypes) {
        if (!isListType(getNullableType(type))) continue;
        const cap = LIST_ARGUMENT_CAPS[`${typeName}.${fieldName}.${name}`];
        if (cap === undefined) {
          throw new Error(`${typeName}.${fieldName}(${name}) is a list without a cap`);
        }
        caps.set(name, cap);
      }
      const resolve = fieldConfig.resolve ?? defaultFieldResolver;
      return {
        ...fieldConfig,
        resolve(source, args: Record<string, unknown>, context, info) {
          for (const [name, cap] of caps) {
            const count = (args[name] as unknown[] | null | undefined)?.length ?? 0;
            if (count > cap) {
              throw badInput(`\`${name}\` takes at most ${cap} entries, got ${count}.`, name);
            }
          }
          for (const [name, type] of argumentTypes) checkIds(args[name], type, name, false);
          return resolve(source, args, context, info);
        },
      };
    },
  });
}
