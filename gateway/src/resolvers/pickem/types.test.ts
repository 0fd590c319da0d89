import type { MatchDto } from '@esports-admin/schema/upstream/elds-tournaments';
import type { PickBlockDto } from '@esports-admin/schema/upstream/pickem';
import type { GraphQLResolveInfo } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import type { GatewayContext } from '../../context';
import { fakeContext } from '../../upstreams/fakes';
import { matchDto, pickBlockDto } from './test-records';
import { pickemTypeResolvers } from './types';

type AnyResolver = (parent: unknown, args: unknown, context: unknown, info: unknown) => unknown;
const field = (type: string, name: string) =>
  (pickemTypeResolvers[type] as Record<string, AnyResolver>)[name]!;
const info = {} as GraphQLResolveInfo;

function eldsWith(matches: MatchDto[]) {
  const byId = new Map(matches.map((match) => [match.id, match]));
  return {
    getMatches: vi.fn((ids: readonly string[]) =>
      Promise.resolve(ids.flatMap((id) => byId.get(id) ?? [])),
    ),
  };
}

function resolve(type: string, name: string, parent: unknown, context: GatewayContext) {
  return field(type, name)(parent, {}, context, info);
}

describe('PickBlock.matches', () => {
  it('loads a block of 30 matches in 3 data service calls of at most 10 ids', async () => {
    const ids = Array.from({ length: 30 }, (_, i) => `m${i + 1}`);
    const elds = eldsWith(ids.map((id) => matchDto(id, 's1')));
    const context = fakeContext({ apis: { elds } });
    const block = pickBlockDto({ eldsMatchIds: ids });
    const [matches] = await Promise.all([
      resolve('PickBlock', 'matches', block, context) as Promise<MatchDto[]>,
      resolve('PickBlockMatchPicks', 'match', { eldsMatchId: 'm7', teams: [] }, context),
    ]);
    expect(matches.map((match) => match.id)).toEqual(ids);
    expect(elds.getMatches).toHaveBeenCalledTimes(3);
    for (const [batch] of elds.getMatches.mock.calls) expect(batch.length).toBeLessThanOrEqual(10);
  });
});

describe('PickBlock.scoringPreview', () => {
  it('reads each section scoring and configuration once and scores decided matches', async () => {
    const elds = eldsWith([
      matchDto('m1', 's1', 'a'),
      matchDto('m2', 's1', 'b'),
      matchDto('m3', 's2'),
      matchDto('m4', 's3', 'a'),
    ]);
    const pickem = {
      getSectionScoring: vi.fn((id: string) =>
        Promise.resolve(
          id === 's3' ? null : { eldsSectionId: id, scoringConfigId: 'c1', updatedAt: 1 },
        ),
      ),
      getScoringConfig: vi.fn((id: string) =>
        Promise.resolve({
          id,
          name: 'Groups',
          pointsPerCorrectPick: 10,
          perfectBlockBonus: 50,
          updatedAt: 1,
        }),
      ),
    };
    const context = fakeContext({ apis: { elds, pickem } });
    const picks = (...teams: string[]) =>
      teams.map((eldsTeamId, i) => ({ eldsMatchId: `m${i + 1}`, eldsTeamId }));
    const block: PickBlockDto = pickBlockDto({
      eldsMatchIds: ['m1', 'm2', 'm3', 'm4'],
      pickPatterns: [
        { viewers: 100, picks: picks('a', 'b', 'a', 'a') },
        { viewers: 40, picks: picks('a', 'a', 'b', 'b') },
        { viewers: 7, picks: picks('b', 'a', 'a', 'a') },
      ],
    });
    expect(await resolve('PickBlock', 'scoringPreview', block, context)).toEqual({
      rows: [
        { points: 0, viewers: 7 },
        { points: 10, viewers: 40 },
        { points: 20, viewers: 100 },
      ],
      undecidedEldsMatchIds: ['m3'],
      unconfiguredEldsSectionIds: ['s3'],
    });
    expect(pickem.getSectionScoring.mock.calls.map(([id]) => id)).toEqual(['s1', 's2', 's3']);
    expect(pickem.getScoringConfig).toHaveBeenCalledTimes(1);
  });
});

describe('PickemLeague', () => {
  it("answers the §4 rule's verdict and reason for each case", () => {
    const league = (published: boolean, activeEldsTournamentId: string | null) => ({
      eldsLeagueId: 'l1',
      published,
      activeEldsTournamentId,
      tournament: null,
      updatedAt: 1,
    });
    const context = fakeContext();
    const verdict = (published: boolean, active: string | null) => [
      resolve('PickemLeague', 'offered', league(published, active), context),
      resolve('PickemLeague', 'offeredReason', league(published, active), context),
    ];
    expect(verdict(true, 't1')[0]).toBe(true);
    expect(verdict(false, 't1')[0]).toBe(false);
    expect(verdict(true, null)[0]).toBe(false);
    expect(verdict(false, null)[0]).toBe(false);
    expect(
      new Set([verdict(true, 't1')[1], verdict(false, 't1')[1], verdict(true, null)[1]]).size,
    ).toBe(3);
  });
});
