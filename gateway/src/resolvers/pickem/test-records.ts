/** Typed records for the pick'em unit tests. */
import type { MatchDto } from '@esports-admin/schema/upstream/elds-tournaments';
import type { PickBlockDto } from '@esports-admin/schema/upstream/pickem';

export function matchDto(id: string, sectionId: string, winner?: string): MatchDto {
  return {
    id,
    tournamentId: 't1',
    sectionId,
    structuralId: id,
    sport: 'lol',
    gameMode: 'classic',
    type: 'normal',
    description: `Match ${id}`,
    strategy: 'bestOf',
    bestOfConfig: { count: 1 },
    playAllConfig: null,
    publicationStatus: 'published',
    status: winner ? 'completed' : 'unstarted',
    teamOne: 'a',
    teamTwo: 'b',
    participatingTeams: ['a', 'b'],
    teamBasedOutcome: winner
      ? [
          { teamId: winner, gameWins: 1, outcome: 'win' },
          { teamId: winner === 'a' ? 'b' : 'a', gameWins: 0, outcome: 'loss' },
        ]
      : [],
    games: [],
  };
}

export function pickBlockDto(overrides: Partial<PickBlockDto> = {}): PickBlockDto {
  return {
    id: 'pb1',
    eldsTournamentId: 't1',
    name: 'Day 1',
    state: 'locked',
    eldsMatchIds: ['m1'],
    eldsSectionIds: ['s1'],
    opensAt: '2026-10-01T10:00:00.000Z',
    locksAt: '2026-10-01T12:00:00.000Z',
    pickCount: 0,
    pickPatterns: [],
    updatedAt: 1,
    ...overrides,
  };
}
