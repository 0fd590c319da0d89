import {
  INPUT_LIST_CAPS,
  LIST_ARGUMENT_CAPS,
  MAX_INPUT_TEXT_LENGTH,
} from '@esports-admin/schema/rules/constants';
import { loadTypeDefs } from '@esports-admin/schema/sdl';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { getNullableType, graphql, isInputObjectType, isListType } from 'graphql';
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

describe('bounds of what travels inside an input', () => {
  const schema = buildGatewaySchema();
  const echo = enforceArgumentLimits(
    makeExecutableSchema({
      typeDefs: `${loadTypeDefs().join('\n')}
        extend type Query { echoGroup(input: DropGroupInput!): Int echoText(text: String): Int }`,
      resolvers: { Query: { echoGroup: () => 1, echoText: () => 1 } },
    }),
  );
  const drop = (inventoryIds: string[]) => ({ title: 'Drop', sponsor: 'Sponsor', inventoryIds });
  const run = (source: string, variableValues: Record<string, unknown>) =>
    graphql({ schema: echo, source, variableValues });
  const GROUP = `query ($g: DropGroupInput!) { echoGroup(input: $g) }`;
  const group = (drops: unknown[]) => ({
    description: 'Group',
    league: 'lec',
    sport: 'lol',
    strategy: 'Default',
    drops,
  });

  it('caps every list inside an input object and states the cap in its SDL description', () => {
    const inputLists = Object.values(schema.getTypeMap())
      .filter(isInputObjectType)
      .flatMap((type) =>
        Object.values(type.getFields())
          .filter((field) => isListType(getNullableType(field.type)))
          .map((field) => ({ key: `${type.name}.${field.name}`, field })),
      );
    expect(inputLists.map(({ key }) => key).sort()).toEqual(Object.keys(INPUT_LIST_CAPS).sort());
    for (const { key, field } of inputLists) {
      expect(field.description, key).toContain(`At most ${INPUT_LIST_CAPS[key]} `);
    }
  });

  it('refuses to build a schema with an uncapped list inside an input', () => {
    const uncapped = makeExecutableSchema({
      typeDefs: `${loadTypeDefs().join('\n')}\ninput Everything { ids: [ID!]! }
        extend type Query { everything(input: Everything): Int }`,
    });
    expect(() => enforceArgumentLimits(uncapped)).toThrow(
      'Everything.ids is a list without a cap in INPUT_LIST_CAPS',
    );
  });

  it('refuses 51 drops in a group and 51 inventory ids in a drop, and takes 50', async () => {
    const fifty = Array.from({ length: 50 }, () => drop(['item']));
    expect((await run(GROUP, { g: group(fifty) })).errors).toBeUndefined();
    const tooMany = await run(GROUP, { g: group([...fifty, drop(['item'])]) });
    expect(tooMany.errors?.[0]?.message).toBe(
      '`drops` in `input` takes at most 50 entries, got 51.',
    );
    expect(tooMany.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    const ids = Array.from({ length: 100_000 }, (_, i) => `item-${i}`);
    const manyIds = await run(GROUP, { g: group([drop(ids)]) });
    expect(manyIds.errors?.[0]?.message).toBe(
      '`inventoryIds` in `input` takes at most 50 entries, got 100000.',
    );
  });

  it('refuses a text over the limit or with a lone surrogate, at any depth', async () => {
    const TEXT = 'query ($t: String) { echoText(text: $t) }';
    expect((await run(TEXT, { t: 'x'.repeat(MAX_INPUT_TEXT_LENGTH) })).errors).toBeUndefined();
    expect(
      (await run(TEXT, { t: 'x'.repeat(MAX_INPUT_TEXT_LENGTH + 1) })).errors?.[0]?.message,
    ).toBe(`A text in \`text\` is longer than ${MAX_INPUT_TEXT_LENGTH} characters.`);
    const nested = await run(GROUP, {
      g: group([{ ...drop(['item']), title: 'bad \uD800 title' }]),
    });
    expect(nested.errors?.[0]?.message).toBe('A text in `input` is not well-formed text.');
  });
});
