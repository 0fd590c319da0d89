/**
 * The published contract (issue #38): `schema/schema.graphql`, the SDL of every domain file as one
 * sorted document, written by `npm run codegen` and checked fresh by CI. A change that would break
 * a client (a removed field, a narrowed argument) is refused unless it is announced in
 * `schema/announced-breaks.json`.
 */
import { CriticalityLevel, diff, type Change } from '@graphql-inspector/core';
import { buildSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { loadTypeDefs } from '../sdl';

/** The SDL as clients see it: types, fields, arguments and descriptions, sorted. */
export function printPublishedSchema(typeDefs: readonly string[] = loadTypeDefs()): string {
  return `${printSchema(lexicographicSortSchema(buildSchema(typeDefs.join('\n'))))}\n`;
}

/** One break a release tells its clients about beforehand: the checker's message, and why. */
export interface AnnouncedBreak {
  change: string;
  why: string;
}

/** The breaking changes from `published` to `current` that no announcement covers. */
export async function unannouncedBreaks(
  published: string,
  current: string,
  announced: readonly AnnouncedBreak[],
): Promise<Change[]> {
  const changes = await diff(buildSchema(published), buildSchema(current));
  const covered = new Set(announced.map((entry) => entry.change));
  return changes.filter(
    (change) =>
      change.criticality.level === CriticalityLevel.Breaking && !covered.has(change.message),
  );
}
