import type { AccountValidationDto } from '@esports-admin/schema/upstream/elds-accounts';
import type { GraphQLObjectType, GraphQLResolveInfo } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { buildGatewaySchema } from '../../schema';
import { fakeContext as contextWith } from '../../upstreams/fakes';
import { accountResolvers } from './resolvers';

type AnyResolver = (parent: unknown, args: unknown, context: unknown, info: unknown) => unknown;

function resolver(type: 'Query' | 'Mutation', field: string): AnyResolver {
  const fields = accountResolvers[type] as Record<string, AnyResolver>;
  const resolve = fields[field]!;
  return (parent, args, context) => resolve(parent, args, context, infoOf(type, field));
}

function fakeContext(accounts: boolean) {
  const elds = {
    getAccounts: vi.fn(),
    validateAccounts: vi.fn((_rows: unknown) =>
      Promise.resolve<AccountValidationDto>({ invalid: [] }),
    ),
    createAccounts: vi.fn(),
    requestAccountRemoval: vi.fn(),
  };
  const context = contextWith({ apis: { elds }, features: { accounts } });
  return { context, elds };
}

const schema = buildGatewaySchema();
const info = {} as GraphQLResolveInfo;

function infoOf(type: 'Query' | 'Mutation', fieldName: string) {
  const parentType = schema.getType(type) as GraphQLObjectType;
  return { schema, parentType, fieldName } as unknown as GraphQLResolveInfo;
}

describe('account resolvers', () => {
  it('refuse every account field with FORBIDDEN while the accounts flag is off', async () => {
    const { context, elds } = fakeContext(false);
    const calls = [
      () => resolver('Query', 'accounts')({}, { first: 50 }, context, info),
      () => resolver('Query', 'accountsByIds')({}, { ids: ['1'] }, context, info),
      () => resolver('Mutation', 'requestAccountRemoval')({}, { ids: ['1'] }, context, info),
    ];
    for (const call of calls) {
      await expect(Promise.resolve().then(call)).rejects.toMatchObject({
        extensions: { code: 'FORBIDDEN' },
      });
    }
    expect(elds.getAccounts).not.toHaveBeenCalled();
    expect(elds.requestAccountRemoval).not.toHaveBeenCalled();
  });

  it('refuses a create without enabled sports before calling the data service', async () => {
    const { context, elds } = fakeContext(true);
    const result = await resolver('Mutation', 'createAccounts')(
      {},
      { input: { rows: [{ displayName: 'Faker Obs' }], enabledSports: [] } },
      context,
      info,
    );
    expect(result).toMatchObject({
      created: [],
      error: { code: 'BAD_USER_INPUT', inputErrors: [{ field: 'enabledSports' }] },
    });
    expect(elds.validateAccounts).not.toHaveBeenCalled();
    expect(elds.createAccounts).not.toHaveBeenCalled();
  });

  it('checks rows against the rules before asking the data service about collisions', async () => {
    const { context, elds } = fakeContext(true);
    elds.validateAccounts.mockResolvedValue({
      invalid: [{ index: 1, displayName: 'Taken', reason: 'Display name already in use' }],
    });
    const rows = [{ displayName: 'ab' }, { displayName: 'Fresh' }, { displayName: 'Taken' }];
    const results = (await resolver('Query', 'checkAccountRows')(
      {},
      { rows, autogenerateLogins: true },
      context,
      info,
    )) as { index: number; collision: boolean; problems: { message: string }[] }[];
    expect(elds.validateAccounts).toHaveBeenCalledWith([
      { displayName: 'Fresh', login: undefined },
      { displayName: 'Taken', login: undefined },
    ]);
    expect(results.map((r) => [r.index, r.collision, r.problems.map((p) => p.message)])).toEqual([
      [0, false, ['Display Names must be at least 3 characters long']],
      [1, false, []],
      [2, true, ['Display name already in use']],
    ]);
  });
});
