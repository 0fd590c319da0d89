/**
 * JSON Schema (2020-12, as OpenAPI 3.1 embeds it) written by hand beside the upstream DTOs. `dto`
 * takes one schema per field of the DTO type, so a field added to or removed from the DTO fails
 * the typecheck until its description follows.
 */
import { SPORT_CODES } from '@esports-admin/schema/rules/sports';

export type JsonSchema = Readonly<Record<string, unknown>>;

export const string = (description?: string): JsonSchema =>
  description ? { type: 'string', description } : { type: 'string' };
export const dateTime: JsonSchema = { type: 'string', format: 'date-time' };
export const integer: JsonSchema = { type: 'integer' };
export const number: JsonSchema = { type: 'number' };
export const boolean: JsonSchema = { type: 'boolean' };
export const anyObject = (description: string): JsonSchema => ({ type: 'object', description });

export const enumOf = (values: readonly string[]): JsonSchema => ({
  type: 'string',
  enum: [...values],
});
export const sport: JsonSchema = enumOf(SPORT_CODES);

/**
 * Null allowed, as `anyOf` with a null branch rather than `type: [t, 'null']`: both are JSON
 * Schema, but GraphQL Mesh reads only the first as a nullable field (the second becomes non-null).
 */
export const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });

export const arrayOf = (items: JsonSchema): JsonSchema => ({ type: 'array', items });
export const mapOf = (values: JsonSchema): JsonSchema => ({
  type: 'object',
  additionalProperties: values,
});

/** A schema of components/schemas by name. */
export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

/** An object with every field of `Dto` described; all of them required unless named optional. */
export function dto<Dto>(
  properties: { readonly [Field in keyof Dto]-?: JsonSchema },
  optional: readonly (keyof Dto)[] = [],
): JsonSchema {
  const fields = Object.keys(properties);
  return {
    type: 'object',
    properties,
    required: fields.filter((field) => !optional.includes(field as keyof Dto)),
  };
}
