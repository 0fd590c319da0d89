import type { TournamentDto } from '@esports-admin/schema/upstream/elds-tournaments';
import type { GraphQLResolveInfo } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import type { GatewayContext } from '../../context';
import { tournamentSlugResolvers } from './slug';

type AnyResolver = (parent: unknown, args: unknown, context: unknown, info: unknown) => unknown;
const tournamentSlugTaken = (tournamentSlugResolvers.Query as Record<string, AnyResolver>)
  .tournamentSlugTaken!;

function fakeContext(slugs: string[]) {
  const elds = {
    getTournaments: vi.fn(() =>
      Promise.resolve(slugs.map((slug) => ({ name: { slug } }) as unknown as TournamentDto)),
    ),
  };
  return { context: { apis: { elds } } as unknown as GatewayContext, elds };
}

const info = {} as GraphQLResolveInfo;

describe('tournamentSlugTaken', () => {
  it('answers whether a tournament of the sport uses the exact slug, from one summary list', async () => {
    const { context, elds } = fakeContext(['lck_2026_spring', 'lck_2026_summer']);
    await expect(
      tournamentSlugTaken({}, { sport: 'lol', slug: ' lck_2026_spring ' }, context, info),
    ).resolves.toBe(true);
    await expect(
      tournamentSlugTaken({}, { sport: 'lol', slug: 'lck_2026' }, context, info),
    ).resolves.toBe(false);
    expect(elds.getTournaments).toHaveBeenCalledWith({ sport: 'lol', viewMode: 'summary' });
  });

  it('asks nothing upstream for an empty slug', async () => {
    const { context, elds } = fakeContext([]);
    await expect(tournamentSlugTaken({}, { sport: 'lol', slug: ' ' }, context, info)).resolves.toBe(
      false,
    );
    expect(elds.getTournaments).not.toHaveBeenCalled();
  });
});
