import type { GraphQLObjectType, GraphQLResolveInfo } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { buildGatewaySchema } from '../schema';
import { fakeContext } from '../upstreams/fakes';
import { runCreateMutation } from './run-create';
import { versionOf } from './version';

const schema = buildGatewaySchema();
const info = {
  schema,
  parentType: schema.getType('Mutation') as GraphQLObjectType,
  fieldName: 'createTeam',
} as unknown as GraphQLResolveInfo;

const write = { name: 'Team Liquid' };
const created = { id: 'team-1', name: 'Team Liquid', slug: 'team-liquid' };

describe('runCreateMutation', () => {
  it('sends the write once and journals the created record under its new id', async () => {
    const context = fakeContext();
    const complete = vi.spyOn(context.journal, 'complete');
    const create = vi.fn((sent: typeof write) => Promise.resolve({ ...created, name: sent.name }));

    const outcome = await runCreateMutation(context, info, {
      inputErrors: [],
      write: () => write,
      create,
      ok: (team) => ({ team, message: 'Created' }),
    });

    expect(outcome).toEqual({ ok: { team: created, message: 'Created' }, error: null });
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith(write);
    expect(complete).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({
        result: 'OK',
        entityId: 'team-1',
        versionAfter: versionOf(created),
      }),
    );
  });

  it('refuses input the rules reject without sending it, journaling what was asked for', async () => {
    const context = fakeContext();
    const complete = vi.spyOn(context.journal, 'complete');
    const create = vi.fn();
    const inputErrors = [{ field: 'name', message: 'Name is required.' }];

    const outcome = await runCreateMutation(context, info, {
      inputErrors,
      write: () => write,
      create,
      ok: (team: typeof created) => ({ team, message: 'Created' }),
    });

    expect(outcome).toMatchObject({ ok: null, error: { code: 'BAD_USER_INPUT', inputErrors } });
    expect(create).not.toHaveBeenCalled();
    expect(complete).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({
        result: 'REFUSED',
        entityId: null,
        changes: [{ field: 'name', before: null, after: JSON.stringify('Team Liquid') }],
      }),
    );
  });
});
