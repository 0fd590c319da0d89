import type { MatchDto } from '@esports-admin/schema/upstream/elds-tournaments';
import type { PickBlockDto, UnscheduledItemsDto } from '@esports-admin/schema/upstream/pickem';
import { describe, expect, it, vi } from 'vitest';
import type { GatewayContext } from '../../context';
import { fakeContext } from '../../upstreams/fakes';
import { matchDto, pickBlockDto } from './test-records';
import { pickemTypeResolvers } from './types';

type AnyResolver = (parent: unknown, args: unknown, context: unknown, info: unknown) => unknown;
const resolve = <T>(type: string, name: string, parent: unknown, context: GatewayContext) =>
  (pickemTypeResolvers[type] as Record<string, AnyResolver>)[name]!(
    parent,
    {},
    context,
    {},
  ) as Promise<T>;

const ids = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`);
const later = <T>(value: T, ms: number) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

/** Two blocks (32 and 3 matches) answered at once, the unscheduled items 20 ms later. */
function pageContext(unscheduled: () => Promise<UnscheduledItemsDto>) {
  const blocks = [
    pickBlockDto({ id: 'pb1', eldsMatchIds: ids('b', 32) }),
    pickBlockDto({ id: 'pb2', eldsMatchIds: ids('c', 3) }),
  ];
  const elds = {
    getMatches: vi.fn((matchIds: readonly string[]) =>
      Promise.resolve(matchIds.map((id) => matchDto(id, 's1'))),
    ),
  };
  const pickem = {
    getPickBlocks: vi.fn(() => Promise.resolve(blocks)),
    getUnscheduledItems: vi.fn(unscheduled),
  };
  return { elds, context: fakeContext({ apis: { elds, pickem } }) };
}

/** As graphql-js runs the page: both list fields in one pass, each list's matches once it resolves. */
async function loadPage(context: GatewayContext) {
  const tournament = { eldsTournamentId: 't1', published: true, updatedAt: 1 };
  const blockMatches = resolve<PickBlockDto[]>(
    'PickemTournament',
    'pickBlocks',
    tournament,
    context,
  )
    .then((blocks) =>
      Promise.all(blocks.map((b) => resolve<MatchDto[]>('PickBlock', 'matches', b, context))),
    )
    .then((lists) => lists.flat());
  const unscheduledMatches = resolve<UnscheduledItemsDto>(
    'PickemTournament',
    'unscheduled',
    tournament,
    context,
  ).then((items) => resolve<MatchDto[]>('PickemUnscheduled', 'matches', items, context));
  return Promise.allSettled([blockMatches, unscheduledMatches]);
}

describe('the pick blocks page’s matches', () => {
  it('loads the blocks’ and the unscheduled matches in ceil(distinct / 10) calls', async () => {
    const { elds, context } = pageContext(() =>
      later({ eldsMatchIds: [...ids('u', 5), 'b1'], eldsSectionIds: [] }, 20),
    );
    const [blocks, unscheduled] = await loadPage(context);
    expect(blocks.status === 'fulfilled' && blocks.value.length).toBe(35);
    expect(unscheduled.status === 'fulfilled' && unscheduled.value.length).toBe(6);
    // 40 distinct ids: 4 calls; the unscheduled ones in a batch of their own would make 5.
    expect(elds.getMatches).toHaveBeenCalledTimes(4);
    const asked = elds.getMatches.mock.calls.flatMap(([batch]) => batch);
    expect(new Set(asked).size).toBe(asked.length);
  });

  it('still loads the blocks’ matches when the unscheduled call fails', async () => {
    const { elds, context } = pageContext(() => Promise.reject(new Error('503')));
    const [blocks, unscheduled] = await loadPage(context);
    expect(blocks.status === 'fulfilled' && blocks.value.length).toBe(35);
    expect(unscheduled.status).toBe('rejected');
    expect(elds.getMatches).toHaveBeenCalledTimes(4);
  });
});
