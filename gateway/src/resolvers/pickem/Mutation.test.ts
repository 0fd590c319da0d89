import { MESSAGES } from '@esports-admin/schema/rules/validation';
import { PICKEM_MESSAGES } from '@esports-admin/schema/rules/pickem';
import type { GraphQLObjectType, GraphQLResolveInfo } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { buildGatewaySchema } from '../../schema';
import { fakeContext } from '../../upstreams/fakes';
import { pickemMutationResolvers } from './Mutation';
import { pickBlockDto } from './test-records';

type AnyResolver = (parent: unknown, args: unknown, context: unknown, info: unknown) => unknown;

const schema = buildGatewaySchema();
const infoOf = (fieldName: string) =>
  ({
    schema,
    parentType: schema.getType('Mutation') as GraphQLObjectType,
    fieldName,
  }) as unknown as GraphQLResolveInfo;
const mutation = (name: keyof typeof pickemMutationResolvers) =>
  pickemMutationResolvers[name] as AnyResolver;

describe('reopenPickBlock', () => {
  const reopen = (features: { reopenPickBlock: boolean }, state = pickBlockDto().state) => {
    const block = pickBlockDto({ state });
    const pickem = {
      getPickBlocks: vi.fn(() => Promise.resolve([block])),
      updatePickBlock: vi.fn(() => Promise.resolve({ ...block, state: 'open' as const })),
    };
    const context = fakeContext({ apis: { pickem }, features });
    const answer = mutation('reopenPickBlock')(
      {},
      { id: block.id, eldsTournamentId: block.eldsTournamentId },
      context,
      infoOf('reopenPickBlock'),
    );
    return { answer, pickem };
  };

  it('is refused with FORBIDDEN where the flag is off (prod), nothing sent', async () => {
    const { answer, pickem } = reopen({ reopenPickBlock: false });
    expect(await answer).toMatchObject({
      ok: null,
      error: { code: 'FORBIDDEN', message: PICKEM_MESSAGES.reopenOff },
    });
    expect(pickem.getPickBlocks).not.toHaveBeenCalled();
    expect(pickem.updatePickBlock).not.toHaveBeenCalled();
  });

  it('refuses a block that is not locked with CONFLICT', async () => {
    const { answer, pickem } = reopen({ reopenPickBlock: true }, 'scored');
    expect(await answer).toMatchObject({
      error: { code: 'CONFLICT', message: PICKEM_MESSAGES.reopenNotLocked('scored') },
    });
    expect(pickem.updatePickBlock).not.toHaveBeenCalled();
  });

  it('sends the whole block back with state open where the flag is on', async () => {
    const { answer, pickem } = reopen({ reopenPickBlock: true });
    expect(await answer).toMatchObject({
      ok: { pickBlock: { state: 'open' }, message: PICKEM_MESSAGES.blockReopened },
    });
    const { id, eldsTournamentId, name, eldsMatchIds, eldsSectionIds, opensAt, locksAt } =
      pickBlockDto();
    expect(pickem.updatePickBlock).toHaveBeenCalledWith(id, {
      eldsTournamentId,
      name,
      eldsMatchIds,
      eldsSectionIds,
      opensAt,
      locksAt,
      state: 'open',
    });
  });
});

describe('forcePickBlockState', () => {
  it('requires a reason before reading or sending anything', async () => {
    const pickem = { getPickBlocks: vi.fn(), forcePickBlockState: vi.fn() };
    const context = fakeContext({ apis: { pickem } });
    const answer = await mutation('forcePickBlockState')(
      {},
      { id: 'pb1', eldsTournamentId: 't1', state: 'scored', reason: ' ' },
      context,
      infoOf('forcePickBlockState'),
    );
    expect(answer).toMatchObject({
      error: {
        code: 'BAD_USER_INPUT',
        inputErrors: [{ field: 'reason', message: PICKEM_MESSAGES.forceReasonRequired }],
      },
    });
    expect(pickem.getPickBlocks).not.toHaveBeenCalled();
    expect(pickem.forcePickBlockState).not.toHaveBeenCalled();
  });
});

describe('createPickBlock', () => {
  it('refuses a block that locks before it opens, keyed by the input path', async () => {
    const pickem = { createPickBlock: vi.fn() };
    const answer = await mutation('createPickBlock')(
      {},
      {
        input: {
          eldsTournamentId: 't1',
          name: 'Day 1',
          eldsMatchIds: ['m1'],
          eldsSectionIds: [],
          opensAt: '2026-10-01T12:00:00Z',
          locksAt: '2026-10-01T11:00:00Z',
        },
      },
      fakeContext({ apis: { pickem } }),
      infoOf('createPickBlock'),
    );
    expect(answer).toMatchObject({
      error: { inputErrors: [{ field: 'locksAt', message: PICKEM_MESSAGES.locksAfterOpens }] },
    });
    expect(pickem.createPickBlock).not.toHaveBeenCalled();
  });
});

describe('saveCelebrities', () => {
  const row = {
    name: 'Caedrel',
    title: 'Caster',
    imageUrl: 'https://images.example/c.png',
    picks: [{ eldsMatchId: 'm1', eldsTeamId: 'a' }],
  };
  const leagues = [
    {
      eldsLeagueId: 'l1',
      published: true,
      activeEldsTournamentId: 't1',
      tournament: { eldsTournamentId: 't1', published: true, updatedAt: 1 },
      updatedAt: 1,
    },
  ];

  it("answers the service's invalid rows as field errors and saves nothing", async () => {
    const pickem = {
      getCelebrities: vi.fn(() => Promise.resolve([])),
      getPickemLeagues: vi.fn(() => Promise.resolve(leagues)),
      validateCelebrities: vi.fn(() =>
        Promise.resolve({ invalid: [{ index: 1, field: 'name', message: 'Name already used' }] }),
      ),
      saveCelebrities: vi.fn(),
    };
    const answer = await mutation('saveCelebrities')(
      {},
      { eldsTournamentId: 't1', celebrities: [row, row] },
      fakeContext({ apis: { pickem } }),
      infoOf('saveCelebrities'),
    );
    expect(answer).toMatchObject({
      error: {
        code: 'BAD_USER_INPUT',
        inputErrors: [{ field: 'celebrities.1.name', message: 'Name already used' }],
      },
    });
    expect(pickem.saveCelebrities).not.toHaveBeenCalled();
  });

  it('refuses rows breaking the shared rules before any call', async () => {
    const pickem = { getCelebrities: vi.fn(), validateCelebrities: vi.fn() };
    const answer = await mutation('saveCelebrities')(
      {},
      { eldsTournamentId: 't1', celebrities: [{ ...row, title: '' }] },
      fakeContext({ apis: { pickem } }),
      infoOf('saveCelebrities'),
    );
    expect(answer).toMatchObject({
      error: { inputErrors: [{ field: 'celebrities.0.title', message: MESSAGES.fieldNotValid }] },
    });
    expect(pickem.getCelebrities).not.toHaveBeenCalled();
  });
});

describe('savePickemTournament', () => {
  it("refuses a tournament that is no league's active one", async () => {
    const pickem = {
      getPickemLeagues: vi.fn(() => Promise.resolve([])),
      savePickemTournament: vi.fn(),
    };
    const answer = await mutation('savePickemTournament')(
      {},
      { eldsTournamentId: 't9', input: { published: true } },
      fakeContext({ apis: { pickem } }),
      infoOf('savePickemTournament'),
    );
    expect(answer).toMatchObject({
      error: { code: 'CONFLICT', message: PICKEM_MESSAGES.notActiveTournament },
    });
    expect(pickem.savePickemTournament).not.toHaveBeenCalled();
  });
});
