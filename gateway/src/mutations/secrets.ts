/**
 * Secrets (issue #39): the fields the SDL marks `@secret` are never stored or logged. Which fields
 * those are is read from the schema once; the journal and the log redact by those names, whatever
 * shape (input, upstream DTO, journal path) the value travels in.
 */
import { getDirective } from '@graphql-tools/utils';
import {
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLSchema,
} from 'graphql';

/** What a redacted value reads as in the journal. */
export const REDACTED = '"[redacted]"';

/** A field named like this must be marked `@secret`, so a new one cannot be forgotten. */
const LOOKS_SECRET = /password|secret|apikey|privatekey|credential/i;

type Declared = GraphQLField<unknown, unknown> | GraphQLInputField | GraphQLArgument;

/** The names of every field and argument marked `@secret`; throws for one named like a secret but unmarked. */
export function secretFieldNames(schema: GraphQLSchema): ReadonlySet<string> {
  const names = new Set<string>();
  const visit = (owner: string, declared: Declared) => {
    const marked = Boolean(getDirective(schema, declared, 'secret')?.length);
    if (marked) names.add(declared.name);
    else if (LOOKS_SECRET.test(declared.name)) {
      throw new Error(`${owner}.${declared.name} looks like a secret but is not marked @secret`);
    }
  };
  const roots = new Set<unknown>([schema.getQueryType(), schema.getMutationType()]);
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isInputObjectType(type)) {
      Object.values(type.getFields()).forEach((field) => visit(type.name, field));
    } else if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        // A root field is an operation ('resetPlayerPassword'), not a value: only its arguments count.
        if (!roots.has(type)) visit(type.name, field);
        field.args.forEach((arg) => visit(`${type.name}.${field.name}`, arg));
      }
    }
  }
  return names;
}

/** A journal path ('input.rows.0.password') names a secret when any of its segments is one. */
export function isSecretPath(path: string, secrets: ReadonlySet<string>): boolean {
  return path.split('.').some((segment) => secrets.has(segment));
}

/** Pino's redaction paths for the same names, one level and two levels deep. */
export function secretLogPaths(secrets: ReadonlySet<string>): string[] {
  return [...secrets].flatMap((name) => [name, `*.${name}`, `*.*.${name}`]);
}
