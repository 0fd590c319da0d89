/**
 * What a root field's arguments may carry, checked before its resolver runs and so before any
 * upstream call: every list argument has a cap (LIST_ARGUMENT_CAPS, stated in its SDL
 * description) and so has every list inside an input (INPUT_LIST_CAPS); every id is short and
 * plain (MAX_ID_LENGTH, ID_PATTERN) so that it can never blow up an upstream URL or fail to encode;
 * every text is well-formed and at most MAX_INPUT_TEXT_LENGTH long. A list without a cap makes the
 * schema fail to build.
 */
import {
  ID_PATTERN,
  INPUT_LIST_CAPS,
  LIST_ARGUMENT_CAPS,
  LONE_SURROGATE,
  MAX_ID_LENGTH,
  MAX_INPUT_TEXT_LENGTH,
} from '@esports-admin/schema/rules/constants';
import { MapperKind, mapSchema } from '@graphql-tools/utils';
import {
  defaultFieldResolver,
  getNamedType,
  getNullableType,
  GraphQLError,
  isInputObjectType,
  isListType,
  isObjectType,
  isScalarType,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { ErrorCode } from './errors';

function badInput(message: string, argument: string) {
  return new GraphQLError(message, {
    extensions: { code: ErrorCode.BAD_USER_INPUT, argument },
  });
}

function idProblem(id: string, nested: boolean): string | null {
  if (LONE_SURROGATE.test(id)) return 'is not well-formed text';
  if (id.length > MAX_ID_LENGTH) return `is longer than ${MAX_ID_LENGTH} characters`;
  if (!nested && !ID_PATTERN.test(id)) {
    return 'may hold only letters, digits and _ . : ~ @ + -';
  }
  return null;
}

const textProblem = (text: string) =>
  LONE_SURROGATE.test(text)
    ? 'is not well-formed text'
    : text.length > MAX_INPUT_TEXT_LENGTH
      ? `is longer than ${MAX_INPUT_TEXT_LENGTH} characters`
      : null;

/**
 * Every id, text and list inside an argument, at any depth: ids inside input objects may be empty
 * (a form's unchosen option) and are sent in bodies, so only their length and well-formedness are
 * checked; root ids go into upstream paths. Lists inside input objects have their INPUT_LIST_CAPS.
 */
function checkValue(
  value: unknown,
  type: GraphQLInputType,
  argument: string,
  where: { nested: boolean; list?: string },
) {
  if (value === null || value === undefined) return;
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    const items = value as unknown[];
    const cap = where.list ? INPUT_LIST_CAPS[where.list] : undefined;
    if (cap !== undefined && items.length > cap) {
      const field = where.list!.split('.')[1];
      throw badInput(
        `\`${field}\` in \`${argument}\` takes at most ${cap} entries, got ${items.length}.`,
        argument,
      );
    }
    for (const item of items) checkValue(item, nullable.ofType, argument, where);
  } else if (isScalarType(nullable) && typeof value === 'string') {
    const problem = nullable.name === 'ID' ? idProblem(value, where.nested) : textProblem(value);
    const what = nullable.name === 'ID' ? 'The id' : 'A text';
    if (problem) throw badInput(`${what} in \`${argument}\` ${problem}.`, argument);
  } else if (isInputObjectType(nullable)) {
    for (const [name, field] of Object.entries(nullable.getFields())) {
      checkValue((value as Record<string, unknown>)[name], field.type, argument, {
        nested: true,
        list: `${nullable.name}.${name}`,
      });
    }
  }
}

/** A `{ ok | error }` result: exactly those two fields. */
function isOutcomeType(type: GraphQLOutputType): boolean {
  const named = getNamedType(type);
  if (!isObjectType(named)) return false;
  const fields = Object.keys(named.getFields()).sort();
  return fields.length === 2 && fields[0] === 'error' && fields[1] === 'ok';
}

/** Lists inside input objects without a cap make the schema fail to build, as root lists do. */
function assertInputListsCapped(schema: GraphQLSchema) {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isInputObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (
        isListType(getNullableType(field.type)) &&
        !(`${type.name}.${field.name}` in INPUT_LIST_CAPS)
      ) {
        throw new Error(`${type.name}.${field.name} is a list without a cap in INPUT_LIST_CAPS`);
      }
    }
  }
}

export function enforceArgumentLimits(schema: GraphQLSchema): GraphQLSchema {
  assertInputListsCapped(schema);
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
      const answersOutcome = typeName === 'Mutation' && isOutcomeType(fieldConfig.type);
      const check = (args: Record<string, unknown>) => {
        for (const [name, cap] of caps) {
          const count = (args[name] as unknown[] | null | undefined)?.length ?? 0;
          if (count > cap) {
            throw badInput(`\`${name}\` takes at most ${cap} entries, got ${count}.`, name);
          }
        }
        for (const [name, type] of argumentTypes) {
          checkValue(args[name], type, name, { nested: false });
        }
      };
      return {
        ...fieldConfig,
        resolve(source, args: Record<string, unknown>, context, info) {
          try {
            check(args);
          } catch (error) {
            // A form reads `{ ok | error }`: the refusal is that error, not a blanked answer.
            if (!answersOutcome || !(error instanceof GraphQLError)) throw error;
            const argument = String(error.extensions.argument);
            return {
              ok: null,
              error: {
                message: error.message,
                code: ErrorCode.BAD_USER_INPUT,
                inputErrors: [{ field: argument, message: error.message }],
                applied: [],
                conflict: null,
              },
            };
          }
          return resolve(source, args, context, info);
        },
      };
    },
  });
}
