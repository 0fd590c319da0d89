import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAKS_INTERNALS, postGraphQL } from '../support/graphql-http';
import { startStack, type Stack } from '../support/stack';

interface Hostile {
  name: string;
  body: unknown;
  /** The code the gateway must answer; left out, any code of REFUSAL_CODES. */
  code?: string;
}

const REFUSAL_CODES = [
  'GRAPHQL_VALIDATION_FAILED',
  'GRAPHQL_PARSE_FAILED',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'BAD_USER_INPUT',
  'PAYLOAD_TOO_LARGE',
];
const TWO_MB = 2 * 1024 * 1024;

const range = (from: number, to: number, step: number) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);
const repeat = (count: number, make: (i: number) => string, separator = ' ') =>
  Array.from({ length: count }, (_, i) => make(i)).join(separator);
const query = (text: string) => ({ query: text });

/** Families × sizes: every document here must be refused before execution. */
function hostileCorpus(): Hostile[] {
  const corpus: Hostile[] = [];
  const add = (family: string, size: number | string, body: unknown, code?: string) =>
    corpus.push({ name: `${family} ${size}`, body, code });

  for (const depth of [...range(11, 30, 1), 50, 100, 200, 400, 800, 1500, 3000, 10_000]) {
    add(
      'deep nesting',
      depth,
      query(`{ ${'appInfo { '.repeat(depth)}version${' }'.repeat(depth)} }`),
    );
  }
  for (const count of [...range(16, 100, 2), 200, 500, 1000, 5000]) {
    add(
      'alias bomb',
      count,
      query(`{ ${repeat(count, (i) => `a${i}: appInfo { version }`)} }`),
      count <= 200 ? 'GRAPHQL_VALIDATION_FAILED' : 'GRAPHQL_PARSE_FAILED',
    );
  }
  for (const levels of range(5, 60, 1)) {
    const fragments = repeat(
      levels,
      (i) => `fragment F${i} on AppInfo { ...F${i + 1} ...F${i + 1} version }`,
    );
    add(
      'fragment bomb',
      levels,
      query(`{ appInfo { ...F0 } } ${fragments} fragment F${levels} on AppInfo { version }`),
      'GRAPHQL_VALIDATION_FAILED',
    );
  }
  for (const cycle of [1, 2, 3, 4, 5, 8, 13, 21, 34, 50, 100]) {
    const fragments = repeat(cycle, (i) => `fragment R${i} on Query { ...R${(i + 1) % cycle} }`);
    add('recursive fragments', cycle, query(`{ ...R0 } ${fragments}`), 'GRAPHQL_VALIDATION_FAILED');
  }
  for (const depth of [11, 20, 50, 200]) {
    add(
      'fragment named __schema',
      depth,
      query(
        `{ ...__schema } fragment __schema on Query { ${'appInfo { '.repeat(depth)}version${' }'.repeat(depth)} }`,
      ),
    );
    add(
      'aliased __schema',
      depth,
      query(`{ __schema: ${'appInfo { '.repeat(depth)}version${' }'.repeat(depth)} }`),
    );
  }
  for (const count of [51, 60, 80, 100, 200, 500, 1000, 3000]) {
    add(
      'directive flood',
      count,
      query(`{ appInfo ${repeat(count, () => '@skip(if: false)')} { version } }`),
    );
  }
  for (const count of [2001, 3000, 5000, 10_000, 50_000, 200_000]) {
    add(
      'token flood',
      count,
      query(`{ appInfo { ${repeat(count, () => 'version')} } }`),
      'GRAPHQL_PARSE_FAILED',
    );
  }
  for (const length of [1000, 10_000, 100_000, 400_000]) {
    add(
      'huge list literal',
      length,
      query(`{ seasons(sport: lol, search: [${repeat(length, () => '"x"', ',')}]) { id } }`),
    );
  }
  for (const bytes of [TWO_MB + 1, TWO_MB * 1.5, TWO_MB * 3]) {
    add(
      'oversized body',
      bytes,
      query(`{ appInfo { version } } #${'x'.repeat(bytes)}`),
      'PAYLOAD_TOO_LARGE',
    );
    add(
      'oversized variables',
      bytes,
      { query: '{ appInfo { version } }', variables: { padding: 'x'.repeat(bytes) } },
      'PAYLOAD_TOO_LARGE',
    );
  }
  for (const size of [2, 3, 10, 50, 100, 1000]) {
    add(
      'batch',
      size,
      Array.from({ length: size }, () => query('{ appInfo { version } }')),
    );
  }
  for (const count of [2, 10, 100]) {
    add(
      'operations without a name',
      count,
      query(repeat(count, (i) => `query Q${i} { appInfo { version } }`)),
    );
  }
  for (const text of [
    '{',
    '}',
    '{ appInfo { version }',
    'query {}',
    '"',
    '{ appInfo(version: ) }',
    'subscription { appInfo { version } }',
    'mutation { appInfo }',
    '{ __typename @include }',
    `{ ${'('.repeat(5000)} }`,
  ]) {
    add('broken document', text.slice(0, 20), query(text));
  }
  for (const raw of [
    '{',
    '{"query": 5}',
    'null',
    '"text"',
    '[]',
    '{"query": "{ appInfo { version } }", "variables": "nope"}',
    '{"query": "{ appInfo { version } }", "extensions": 3}',
    '{"query": "{ appInfo { version } }", "operationName": 7}',
    `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
    `{"query": ${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}}`,
  ]) {
    add('malformed body', raw.slice(0, 20), raw);
  }
  for (const depth of [10, 100, 1000, 5000]) {
    const nested = `${'['.repeat(depth)}${']'.repeat(depth)}`;
    add(
      'deep variables',
      depth,
      `{"query": "query Q($sport: Sport!) { seasons(sport: $sport) { id } }", "variables": {"sport": ${nested}}}`,
    );
  }
  return corpus;
}

describe('hostile documents sent as a script would', () => {
  let stack: Stack;
  let token: string;
  const corpus = hostileCorpus();

  beforeAll(async () => {
    stack = await startStack({ name: 'pglite' }, { NODE_ENV: 'production' });
    token = await stack.tokenFor('cole.competition');
  });
  afterAll(() => stack?.close());

  it('holds at least 200 documents', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(200);
  });

  it('refuses every one with a coded 4xx answer, and the process keeps answering', async () => {
    const failures: string[] = [];
    for (const hostile of corpus) {
      const answer = await postGraphQL(stack.url, hostile.body, { token });
      const code = answer.json?.errors?.[0]?.extensions?.code;
      const expected = hostile.code ? [hostile.code] : REFUSAL_CODES;
      if (answer.status >= 500 || answer.status < 400 || !expected.includes(String(code))) {
        failures.push(
          `${hostile.name}: ${answer.status} ${String(code)} ${answer.text.slice(0, 160)}`,
        );
      }
      if (LEAKS_INTERNALS.test(answer.text)) failures.push(`${hostile.name}: leaks internals`);
    }
    expect(failures).toEqual([]);
    const health = await fetch(`${stack.url}/healthz`);
    expect(health.status).toBe(200);
  });
});
