import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAKS_INTERNALS, postGraphQL } from '../support/graphql-http';
import { SANDBOX_USERS, startStack, type Stack } from '../support/stack';

/** Operations of the real schema, each with the variables a script would send. */
const OPERATIONS = [
  {
    query: `query SeasonList($sport: Sport!, $filter: SeasonListFilter, $search: String) {
      seasons(sport: $sport, filter: $filter, search: $search) { id } }`,
    variables: ['sport', 'filter', 'search'],
  },
  { query: 'query Season($id: ID!) { season(id: $id) { id name { slug } } }', variables: ['id'] },
  {
    query: `mutation Create($input: SeasonInput!) {
      createSeason(input: $input) { ok { season { id } } error { code inputErrors { field } } } }`,
    variables: ['input'],
  },
  {
    query: `mutation Archive($id: ID!) { archiveSeason(id: $id) { error { code } } }`,
    variables: ['id'],
  },
  {
    query: `mutation Grant($username: String!, $role: String!) {
      grantRole(username: $username, role: $role) { __typename } }`,
    variables: ['username', 'role'],
  },
];

const almostValidSeason = fc.record(
  {
    name: fc.record({
      slug: fc.string(),
      localizations: fc.array(fc.jsonValue(), { maxLength: 3 }),
    }),
    sport: fc.oneof(fc.constantFrom('lol', 'val', 'chess'), fc.jsonValue()),
    startTime: fc.oneof(
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      fc.string(),
    ),
    endTime: fc.jsonValue(),
    splits: fc.array(fc.jsonValue(), { maxLength: 3 }),
    awardedCircuitPoints: fc.array(
      fc.record({ placement: fc.integer(), points: fc.oneof(fc.integer(), fc.double()) }),
      { maxLength: 3 },
    ),
  },
  { requiredKeys: [] },
);

const badValue = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  almostValidSeason,
  fc.constantFrom(
    'lol',
    'current',
    'archived',
    '110500000000000001',
    '',
    '\u0000',
    'x'.repeat(5000),
  ),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 1e308, 0.5),
);

const payload = fc
  .tuple(fc.constantFrom(...OPERATIONS), fc.boolean(), fc.dictionary(fc.string(), fc.jsonValue()))
  .chain(([operation, wellFormed, stray]) =>
    (wellFormed
      ? fc.record(Object.fromEntries(operation.variables.map((name) => [name, badValue])), {
          requiredKeys: [],
        })
      : fc.oneof(fc.constant(stray), fc.jsonValue())
    ).map((variables) => ({ query: operation.query, variables })),
  );

describe('generated variable payloads against the real schema', () => {
  let stack: Stack;
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);

  beforeAll(async () => {
    stack = await startStack(
      { name: 'pglite' },
      { NODE_ENV: 'production', RATE_LIMIT_REQUESTS: '100000' },
    );
    process.on('unhandledRejection', onUnhandled);
  });
  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    await stack?.close();
  });

  it('answers 1,000 of them without a 5xx, a stack trace or an upstream URL', async () => {
    const token = await stack.tokenFor(SANDBOX_USERS.admin);
    const sandboxPort = new URL(stack.sandboxUrl).port;
    await fc.assert(
      fc.asyncProperty(payload, async (body) => {
        const answer = await postGraphQL(stack.url, body, { token });
        expect(answer.status).toBeLessThan(500);
        expect(answer.text).not.toMatch(LEAKS_INTERNALS);
        // As host:port: the bare digits can turn up inside a random request id.
        expect(answer.text).not.toContain(`:${sandboxPort}`);
        for (const error of answer.json?.errors ?? []) {
          expect(error.extensions?.code).toEqual(expect.any(String));
        }
      }),
      { numRuns: 1000 },
    );
    expect(unhandled).toEqual([]);
  });
});
