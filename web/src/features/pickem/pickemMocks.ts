/** Pick'em answers for the page tests, in the shape the pages' documents select. */
import type {
  PickBlocksPage_BlockFragment,
  PickBlocksPage_MatchFragment,
  PickBlockState,
} from '../../__generated__/graphql';

const team = (id: string, name: string) => ({
  __typename: 'Team' as const,
  id,
  name,
  tricode: name,
});
export const T1 = team('t1', 'T1');
export const G2 = team('g2', 'G2');
export const GEN = team('gen', 'Gen.G');
export const BLG = team('blg', 'BLG');

export function matchFixture(
  id: string,
  sectionId: string,
  [one, two]: readonly [typeof T1, typeof T1],
  winnerTeamId: string | null = null,
): PickBlocksPage_MatchFragment & { __typename: 'Match' } {
  return {
    __typename: 'Match',
    id,
    sectionId,
    description: `Match ${id}`,
    status: winnerTeamId ? 'completed' : 'unstarted',
    winnerTeamId,
    teamOne: one,
    teamTwo: two,
  };
}

export const SEMIFINAL_1 = matchFixture('m1', 'semis', [T1, G2], 't1');
export const SEMIFINAL_2 = matchFixture('m2', 'semis', [GEN, BLG]);
export const FINAL = matchFixture('m3', 'final', [T1, GEN]);

export function blockFixture(
  overrides: Partial<PickBlocksPage_BlockFragment> & { state: PickBlockState },
) {
  return {
    __typename: 'PickBlock' as const,
    id: 'b1',
    version: 'version-1',
    eldsTournamentId: 'worlds',
    name: 'Semifinals',
    eldsMatchIds: ['m1', 'm2'],
    eldsSectionIds: ['semis'],
    opensAt: '2026-11-01T09:00:00.000Z',
    locksAt: '2026-11-02T09:00:00.000Z',
    pickCount: 3000,
    matches: [SEMIFINAL_1, SEMIFINAL_2],
    picks: [
      {
        __typename: 'PickBlockMatchPicks' as const,
        eldsMatchId: 'm1',
        teams: [
          { __typename: 'PickBlockTeamPicks' as const, eldsTeamId: 't1', viewers: 2000, team: T1 },
          { __typename: 'PickBlockTeamPicks' as const, eldsTeamId: 'g2', viewers: 1000, team: G2 },
        ],
      },
      { __typename: 'PickBlockMatchPicks' as const, eldsMatchId: 'm2', teams: [] },
    ],
    scoringPreview: {
      __typename: 'PickBlockScoringPreview' as const,
      rows: [
        { __typename: 'PickBlockScoreRow' as const, points: 0, viewers: 1000 },
        { __typename: 'PickBlockScoreRow' as const, points: 10, viewers: 2000 },
      ],
      undecidedEldsMatchIds: ['m2'],
      unconfiguredEldsSectionIds: [],
    },
    ...overrides,
  };
}

const section = (id: string, displayName: string) => ({
  __typename: 'Section' as const,
  id,
  name: { __typename: 'LocalizedName' as const, displayName },
});

/** The PickBlocksPage answer: Worlds with the semifinals in a block and the final unscheduled. */
export function pickBlocksPageData(blocks: ReturnType<typeof blockFixture>[]) {
  return {
    pickemTournament: {
      __typename: 'PickemTournament' as const,
      eldsTournamentId: 'worlds',
      tournament: {
        __typename: 'Tournament' as const,
        id: 'worlds',
        name: { __typename: 'LocalizedName' as const, displayName: 'Worlds 2026' },
        stages: [
          {
            __typename: 'Stage' as const,
            id: 'knockouts',
            sections: [section('semis', 'Semifinal'), section('final', 'Final')],
          },
        ],
      },
      pickBlocks: blocks,
      unscheduled: {
        __typename: 'PickemUnscheduled' as const,
        eldsMatchIds: ['m3'],
        eldsSectionIds: ['final'],
        matches: [FINAL],
        sections: [section('final', 'Final')],
      },
    },
  };
}
