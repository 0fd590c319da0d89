import type { DropGroupDto } from '@esports-admin/schema/upstream/drops';
import type { GraphQLResolveInfo } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { fakeContext } from '../../upstreams/fakes';
import { viewerAccountResolvers } from './resolvers';

type AnyResolver = (parent: unknown, args: unknown, context: unknown, info: unknown) => unknown;
const dropPuuids = (viewerAccountResolvers.Query as Record<string, AnyResolver>).dropPuuids!;
const info = {} as GraphQLResolveInfo;

const groupWithDrop = (dropID: string) =>
  ({ id: 'g1', orderedDrops: [{ dropID }] }) as unknown as DropGroupDto;

function contextWith(puuids: string[], groups: DropGroupDto[]) {
  const viewerAccounts = {
    getDropPuuids: vi.fn((dropId: string) => Promise.resolve({ dropId, puuids })),
  };
  const drops = { getDropGroups: vi.fn(() => Promise.resolve(groups)) };
  return { context: fakeContext({ apis: { viewerAccounts, drops } }), drops };
}

describe('dropPuuids', () => {
  it('answers null for a drop id no drop has, and an empty list for a drop without viewers', async () => {
    const unknown = contextWith([], [groupWithDrop('d1')]);
    expect(await dropPuuids({}, { dropId: 'nope' }, unknown.context, info)).toBeNull();
    const known = contextWith([], [groupWithDrop('d1')]);
    expect(await dropPuuids({}, { dropId: 'd1' }, known.context, info)).toEqual({
      dropId: 'd1',
      puuids: [],
    });
  });

  it('asks the drops service nothing when the drop reached viewers', async () => {
    const { context, drops } = contextWith(['p1'], []);
    expect(await dropPuuids({}, { dropId: 'd1' }, context, info)).toEqual({
      dropId: 'd1',
      puuids: ['p1'],
    });
    expect(drops.getDropGroups).not.toHaveBeenCalled();
  });
});
