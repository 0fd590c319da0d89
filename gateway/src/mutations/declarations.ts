/**
 * What the SDL declares about mutations: `@journal(entityType)` on every Mutation field (the schema
 * fails to build without it) and, with `@access`, which resource families may read a type's
 * journal entries.
 */
import { getDirective } from '@graphql-tools/utils';
import type { GraphQLField, GraphQLSchema } from 'graphql';

/** Exists only so domain files can extend Mutation; it changes nothing. */
const NOT_A_CHANGE = new Set(['_noop']);

function declared<T>(schema: GraphQLSchema, field: GraphQLField<unknown, unknown>, name: string) {
  return getDirective(schema, field, name)?.[0] as T | undefined;
}

export function journaledEntityType(
  schema: GraphQLSchema,
  field: GraphQLField<unknown, unknown>,
): string | null {
  return declared<{ entityType: string }>(schema, field, 'journal')?.entityType ?? null;
}

/** Mutation name → the entity type its journal entries carry; throws for an undeclared one. */
export function journaledMutations(schema: GraphQLSchema): ReadonlyMap<string, string> {
  const declarations = new Map<string, string>();
  for (const field of Object.values(schema.getMutationType()?.getFields() ?? {})) {
    if (NOT_A_CHANGE.has(field.name)) continue;
    const entityType = journaledEntityType(schema, field);
    if (!entityType) {
      throw new Error(`Mutation.${field.name} declares no @journal: every mutation must`);
    }
    declarations.set(field.name, entityType);
  }
  return declarations;
}

/** Entity type → the resource families of the mutations that change it. */
export function journalReaders(schema: GraphQLSchema): ReadonlyMap<string, readonly string[]> {
  const readers = new Map<string, Set<string>>();
  for (const field of Object.values(schema.getMutationType()?.getFields() ?? {})) {
    const entityType = journaledEntityType(schema, field);
    const access = declared<{ anyOf: string[] }>(schema, field, 'access');
    if (!entityType || !access) continue;
    const families = readers.get(entityType) ?? new Set<string>();
    access.anyOf.forEach((family) => families.add(family));
    readers.set(entityType, families);
  }
  return new Map([...readers].map(([type, families]) => [type, [...families]]));
}
