import { makeExecutableSchema } from '@graphql-tools/schema';
import { graphql } from 'graphql';
import { describe, expect, it } from 'vitest';
import { declaredResources, enforceAccess } from './access';
import { buildGatewaySchema } from './schema';

const directive = 'directive @access(anyOf: [String!]!) on FIELD_DEFINITION';

describe('role checks', () => {
  it('refuses to build a schema with a root field that declares no @access', () => {
    const schema = makeExecutableSchema({
      typeDefs: `${directive} type Query { open: Int @access(anyOf: []) secret: Int }`,
    });
    expect(() => enforceAccess(schema)).toThrow('Query.secret declares no @access');
  });

  it('answers FORBIDDEN when the user holds none of the declared resources', async () => {
    const schema = enforceAccess(
      makeExecutableSchema({
        typeDefs: `${directive} type Query { seasonCount: Int @access(anyOf: ["season"]) }`,
        resolvers: { Query: { seasonCount: () => 3 } },
      }),
    );
    const run = (resources: string[]) =>
      graphql({
        schema,
        source: '{ seasonCount }',
        contextValue: { user: { username: 'u', resources: new Set(resources) } },
      });
    const denied = await run(['tournament']);
    expect(denied.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect(denied.data?.seasonCount).toBeNull();
    expect((await run(['season'])).data?.seasonCount).toBe(3);
  });

  it('declares a resource family on every root field of the gateway schema', () => {
    const schema = buildGatewaySchema();
    expect([...declaredResources(schema)]).toContain('season');
  });
});
