/**
 * The role × resource matrix for every root field: each seeded user calls every query and
 * mutation of the schema, and is refused with FORBIDDEN exactly where their roles do not grant a
 * resource the field declares (a write permission for mutations).
 */
import { loadTypeDefs } from '@esports-admin/schema/sdl';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
  Kind,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_USERS, startStack, type Stack } from '../support/stack';

const schema = buildSchema(loadTypeDefs().join('\n'));

function placeholder(type: GraphQLInputType): string {
  if (isNonNullType(type)) return placeholder(type.ofType);
  if (isListType(type)) return `[${placeholder(type.ofType)}]`;
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isScalarType(type)) {
    if (['Int', 'Float'].includes(type.name)) return '1';
    if (['Boolean'].includes(type.name)) return 'true';
    if (type.name === 'DateTime') return '"2026-01-01T00:00:00.000Z"';
    return '"matrix-probe"';
  }
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((f) => isNonNullType(f.type));
    return `{ ${fields.map((f) => `${f.name}: ${placeholder(f.type)}`).join(', ')} }`;
  }
  throw new Error(`no placeholder for ${String(type)}`);
}

function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
  const args = field.args.filter((a) => isNonNullType(a.type));
  const argText = args.length
    ? `(${args.map((a) => `${a.name}: ${placeholder(a.type)}`).join(', ')})`
    : '';
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `${kind} { ${field.name}${argText}${selection} }`;
}

function declaredResources(field: GraphQLField<unknown, unknown>): string[] {
  const access = field.astNode?.directives?.find((d) => d.name.value === 'access');
  const anyOf = access?.arguments?.find((a) => a.name.value === 'anyOf')?.value;
  return anyOf?.kind === Kind.LIST
    ? anyOf.values.map((v) => (v.kind === Kind.STRING ? v.value : ''))
    : [];
}

const rootFields = (['query', 'mutation'] as const).flatMap((kind) => {
  const root = (
    kind === 'query' ? schema.getQueryType() : schema.getMutationType()
  ) as GraphQLObjectType;
  return Object.values(root.getFields()).map((field) => ({ kind, field }));
});

describe('role × resource matrix over every root field', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it.each(Object.values(SANDBOX_USERS))(
    '%s is refused exactly where their roles do not reach',
    async (username) => {
      const viewer = await stack.gql<{
        viewer: { resources: string[]; writableResources: string[] };
      }>('{ viewer { resources writableResources } }', {}, { as: username });
      expect(viewer.errors).toBeUndefined();
      const { resources, writableResources } = viewer.data!.viewer;
      const outcomes: string[] = [];
      for (const { kind, field } of rootFields) {
        if (field.name === '_noop') continue;
        const needed = declaredResources(field);
        const held = kind === 'mutation' ? writableResources : resources;
        const allowed = needed.length === 0 || needed.some((r) => held.includes(r));
        const answer = await stack.gql(operationFor(kind, field), {}, { as: username });
        const forbidden = answer.errors?.some((e) => e.extensions?.code === 'FORBIDDEN') ?? false;
        outcomes.push(`${kind} ${field.name}: ${forbidden ? 'FORBIDDEN' : 'allowed'}`);
        expect.soft(forbidden, `${username} ${kind} ${field.name}`).toBe(!allowed);
      }
      expect(outcomes.length).toBeGreaterThan(8);
    },
  );

  it('grants each seeded role what the sign-in issue asks', async () => {
    const resourcesOf = async (username: string) =>
      (
        await stack.gql<{ viewer: { resources: string[]; writableResources: string[] } }>(
          '{ viewer { resources writableResources } }',
          {},
          { as: username },
        )
      ).data!.viewer;
    const admin = await resourcesOf(SANDBOX_USERS.admin);
    expect(admin.writableResources).toEqual(
      expect.arrayContaining(['season', 'tournament', 'drop', 'user']),
    );
    const competition = await resourcesOf(SANDBOX_USERS.competition);
    expect(competition.writableResources).toEqual(
      expect.arrayContaining(['league', 'season', 'tournament', 'account']),
    );
    expect(competition.resources).not.toContain('drop');
    expect(competition.resources).not.toContain('user');
    const rewards = await resourcesOf(SANDBOX_USERS.rewards);
    expect(rewards.writableResources).toEqual(
      expect.arrayContaining(['drop', 'pickem', 'banners']),
    );
    expect(rewards.resources).not.toContain('season');
    const viewer = await resourcesOf(SANDBOX_USERS.viewer);
    expect(viewer.resources).toContain('season');
    expect(viewer.writableResources).toEqual([]);
    expect(await resourcesOf(SANDBOX_USERS.noRoles)).toEqual({
      resources: [],
      writableResources: [],
    });
  });
});
