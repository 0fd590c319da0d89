import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const GRAPHQL_DIR = join(import.meta.dirname, 'graphql');

/** The gateway's SDL: every domain file under schema/src/graphql, base first. */
export function loadTypeDefs(): string[] {
  const files = readdirSync(GRAPHQL_DIR)
    .filter((file) => file.endsWith('.graphql'))
    .sort((a, b) => (a === 'base.graphql' ? -1 : b === 'base.graphql' ? 1 : a.localeCompare(b)));
  return files.map((file) => readFileSync(join(GRAPHQL_DIR, file), 'utf8'));
}
