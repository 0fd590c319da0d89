import { LIST_ARGUMENT_CAPS } from '@esports-admin/schema/rules/constants';
import { loadTypeDefs } from '@esports-admin/schema/sdl';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { getNullableType, isListType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { enforceArgumentLimits } from './argument-limits';
import { buildGatewaySchema } from './schema';

describe('list caps of root field arguments', () => {
  const schema = buildGatewaySchema();
  const rootListArguments = [schema.getQueryType()!, schema.getMutationType()!].flatMap((root) =>
    Object.values(root.getFields()).flatMap((field) =>
      field.args
        .filter((arg) => isListType(getNullableType(arg.type)))
        .map((arg) => ({ key: `${root.name}.${field.name}.${arg.name}`, arg })),
    ),
  );

  it('caps every list argument of a root field and states the cap in its SDL description', () => {
    expect(rootListArguments.map(({ key }) => key).sort()).toEqual(
      Object.keys(LIST_ARGUMENT_CAPS).sort(),
    );
    for (const { key, arg } of rootListArguments) {
      expect(arg.description, key).toContain(`At most ${LIST_ARGUMENT_CAPS[key]} `);
    }
  });

  it('refuses to build a schema with an uncapped root list argument', () => {
    const uncapped = makeExecutableSchema({
      typeDefs: `${loadTypeDefs().join('\n')}\nextend type Query { everything(ids: [ID!]!): Int }`,
    });
    expect(() => enforceArgumentLimits(uncapped)).toThrow(
      'Query.everything(ids) is a list without a cap',
    );
  });
});
