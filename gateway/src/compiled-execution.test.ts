import { ApolloServer } from '@apollo/server';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { describe, expect, it } from 'vitest';
import { compiledExecution } from './compiled-execution';

const schema = makeExecutableSchema({
  typeDefs: /* GraphQL */ `
    input Section {
      name: String!
      tags: [String!]! = []
    }
    input Stage {
      sections: [Section!]!
    }
    type Query {
      echo(stages: [Stage!]!): String!
      broken: String
      count: Int!
    }
  `,
  resolvers: {
    Query: {
      echo: (_: unknown, args: unknown) => JSON.stringify(args),
      broken: () => {
        throw new Error('upstream said no');
      },
      count: () => 1,
    },
  },
});

async function run(query: string, variables?: Record<string, unknown>) {
  const server = new ApolloServer({ gateway: compiledExecution(schema) });
  await server.start();
  try {
    const answers = [];
    // The same document twice: Apollo hands over the same parsed document, compiled once.
    for (let time = 0; time < 2; time += 1) {
      const { body, http } = await server.executeOperation({ query, variables });
      if (body.kind !== 'single') throw new Error('expected a single result');
      answers.push({ status: http.status, ...body.singleResult });
    }
    expect(answers[1]).toEqual(answers[0]);
    return answers[0]!;
  } finally {
    await server.stop();
  }
}

describe('compiled execution', () => {
  it('gives resolvers the defaults of nested input fields', async () => {
    const answer = await run('query ($stages: [Stage!]!) { echo(stages: $stages) }', {
      stages: [{ sections: [{ name: 'Groups' }] }],
    });
    expect(JSON.parse(answer.data?.echo as string)).toEqual({
      stages: [{ sections: [{ name: 'Groups', tags: [] }] }],
    });
  });

  it("refuses bad variables with graphql-js's message and a 400", async () => {
    const answer = await run('query ($stages: [Stage!]!) { echo(stages: $stages) }', {
      stages: [{ sections: [{}] }],
    });
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.message).toBe(
      'Variable "$stages" got invalid value {} at "stages[0].sections[0]"; ' +
        'Field "name" of required type "String!" was not provided.',
    );
  });

  it('reports a resolver error at its field, as a graphql-js error', async () => {
    const answer = await run('{ count broken }');
    expect(answer.data).toEqual({ count: 1, broken: null });
    expect(answer.errors).toEqual([
      expect.objectContaining({
        message: 'upstream said no',
        path: ['broken'],
        locations: [{ line: 1, column: 9 }],
      }),
    ]);
  });

  it('runs the operation named in a document of several', async () => {
    const answer = await run('query A { count } query B { echo(stages: []) }', undefined);
    expect(answer.errors?.[0]?.message).toMatch(/operation name/);
    const server = new ApolloServer({ gateway: compiledExecution(schema) });
    await server.start();
    const { body } = await server.executeOperation({
      query: 'query A { count } query B { echo(stages: []) }',
      operationName: 'B',
    });
    await server.stop();
    expect(body.kind === 'single' && body.singleResult.data).toEqual({ echo: '{"stages":[]}' });
  });

  it('hands plugins errors whose message they may rewrite, as graphql-armor does', async () => {
    const server = new ApolloServer({
      gateway: compiledExecution(schema),
      plugins: [
        {
          requestDidStart: () =>
            Promise.resolve({
              didEncounterErrors({ errors }) {
                for (const error of errors) error.message = `Masked: ${error.message}`;
                return Promise.resolve();
              },
            }),
        },
      ],
    });
    await server.start();
    const { body } = await server.executeOperation({ query: '{ broken }' });
    await server.stop();
    expect(body.kind === 'single' && body.singleResult.errors?.[0]?.message).toBe(
      'Masked: upstream said no',
    );
  });
});
