/**
 * Walks every Mutation field of the schema, as the role matrix walks the roles: each call, however
 * it ends, leaves exactly one journal entry of the declared entity type. A mutation that does not
 * run through the one mechanism fails here.
 */
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journaledMutations } from '../../gateway/src/mutations/declarations';
import { buildGatewaySchema } from '../../gateway/src/schema';
import { AUDIT_LOG, type AuditView } from '../support/audit';
import { SANDBOX_USERS, startStack, type Stack } from '../support/stack';

const schema = buildGatewaySchema();
const declared = journaledMutations(schema);

/** A value of the type, as small as the type allows: the walk proves journaling, not success. */
function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [];
  const named = getNamedType(type);
  if (isEnumType(named)) return named.getValues()[0]!.value;
  if (isInputObjectType(named)) {
    return Object.fromEntries(
      Object.values(named.getFields())
        .filter((field) => isNonNullType(field.type) && field.defaultValue === undefined)
        .map((field) => [field.name, sample(field.type)]),
    );
  }
  if (isScalarType(named)) {
    return (
      { ID: '1', String: 'walk', Int: 1, Float: 1, Boolean: false }[named.name] ??
      '2030-01-01T00:00:00.000Z'
    );
  }
  return null;
}

describe('every mutation is journaled', () => {
  let stack: Stack;
  const journal = async () =>
    (await stack.gql<{ auditLog: AuditView }>(AUDIT_LOG, { first: 1 }, { as: SANDBOX_USERS.admin }))
      .data!.auditLog;

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack?.close());

  it('declares an entity type for every mutation', () => {
    const fields = Object.keys(schema.getMutationType()!.getFields()).filter((f) => f !== '_noop');
    expect([...declared.keys()].sort()).toEqual(fields.sort());
  });

  for (const [operation, entityType] of declared) {
    for (const as of [SANDBOX_USERS.admin, SANDBOX_USERS.viewer]) {
      it(`${operation} as ${as} leaves exactly one ${entityType} entry`, async () => {
        const field = schema.getMutationType()!.getFields()[operation]!;
        const required = field.args.filter((arg) => isNonNullType(arg.type));
        const variables = Object.fromEntries(required.map((arg) => [arg.name, sample(arg.type)]));
        const signature = required.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
        const call = required.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
        const before = (await journal()).totalCount;
        const answer = await stack.gql(
          `mutation ${signature ? `(${signature})` : ''} { ${operation}${call ? `(${call})` : ''} { __typename } }`,
          variables,
          { as },
        );
        expect(answer.status).toBe(200);
        const after = await journal();
        expect(after.totalCount).toBe(before + 1);
        const entry = after.edges[0]!.node;
        expect(entry).toMatchObject({ operation, entityType, username: as });
        expect(['OK', 'PARTIAL', 'REFUSED', 'FAILED']).toContain(entry.result);
        if (answer.errors) expect(entry.code).toBe(answer.errors[0]!.extensions?.code);
        expect(Array.isArray(entry.changes)).toBe(true);
        expect(entry.requestId).toEqual(expect.any(String));
      });
    }
  }
});
