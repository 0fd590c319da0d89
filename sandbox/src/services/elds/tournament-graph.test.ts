import { describe, expect, it } from 'vitest';
import type {
  EdgeDto,
  MatchDto,
  SectionDto,
  TournamentDto,
} from '@esports-admin/schema/upstream/elds-tournaments';
import { participants } from './tournament-formats';
import { rankRecords } from '@esports-admin/schema/rules/group-ranks';
import { evaluateMatch, recompute } from './tournament-graph';

function match(id: string, teamOne: string, teamTwo: string, bestOf = 3): MatchDto {
  return {
    id,
    tournamentId: 't',
    sectionId: 's',
    structuralId: id,
    sport: 'lol',
    gameMode: 'classic',
    type: 'normal',
    description: id,
    strategy: 'bestOf',
    bestOfConfig: { count: bestOf },
    playAllConfig: null,
    publicationStatus: 'draft',
    status: 'unstarted',
    teamOne,
    teamTwo,
    participatingTeams: [],
    teamBasedOutcome: [],
    games: Array.from({ length: bestOf }, (_, i) => ({
      id: `${id}g${i + 1}`,
      number: i + 1,
      assignedName: null,
      blueTeam: teamOne,
      redTeam: teamTwo,
      status: 'unstarted' as const,
      teamOutcomes: [],
    })),
  };
}

function win(m: MatchDto, game: number, winner: string) {
  const g = m.games[game]!;
  g.teamOutcomes = [g.blueTeam, g.redTeam].map((teamId) => ({
    teamId,
    outcome: teamId === winner ? 'win' : 'loss',
    outcomeSource: 'set-by-human',
  }));
}

const edge = (
  source: [string | null, number, EdgeDto['sourceNodeType']],
  target: [string | null, number, EdgeDto['targetNodeType']],
): EdgeDto => ({
  sourceNodeId: source[0],
  sourceSlot: source[1],
  sourceNodeType: source[2],
  targetNodeId: target[0],
  targetSlot: target[1],
  targetNodeType: target[2],
});

/** Two semifinals whose winners come to a decision point that fills the standing. */
function smallTournament(): { tournament: TournamentDto; matches: MatchDto[] } {
  const seeding = participants(4);
  seeding.entries.forEach((entry, i) => (entry.teamId = ['a', 'b', 'c', 'd'][i]!));
  const section: SectionDto = {
    id: 's',
    structuralId: 's',
    name: { slug: 's', localizations: {} },
    type: 'bracket',
    publicationStatus: 'draft',
    seeding,
    standing: participants(2),
    groupConfig: null,
    teamRecords: [],
    ranks: [],
    manualRanks: false,
    finalized: false,
    matchIds: ['sf1', 'sf2'],
    decisionPoints: [
      {
        id: 'dp',
        structuralId: 'dp',
        description: 'Decision Point 1',
        seeding: participants(2).entries,
        standing: participants(2).entries,
        decided: false,
      },
    ],
    edges: [
      edge([null, 1, null], ['sf1', 1, 'match']),
      edge([null, 4, null], ['sf1', 2, 'match']),
      edge([null, 2, null], ['sf2', 1, 'match']),
      edge([null, 3, null], ['sf2', 2, 'match']),
      edge(['sf1', 1, 'match'], ['dp', 1, 'decisionPoint']),
      edge(['sf2', 1, 'match'], ['dp', 2, 'decisionPoint']),
      edge(['dp', 1, 'decisionPoint'], [null, 1, null]),
      edge(['dp', 2, 'decisionPoint'], [null, 2, null]),
    ],
    columns: [],
  };
  const tournament = {
    id: 't',
    seeding: participants(0),
    standing: participants(0),
    edges: [],
    stages: [
      {
        id: 'st',
        structuralId: 'st',
        name: { slug: 'st', localizations: {} },
        type: 'bracket',
        publicationStatus: 'draft',
        seeding: participants(0),
        standing: participants(0),
        sections: [section],
        edges: [],
      },
    ],
  } as unknown as TournamentDto;
  return { tournament, matches: [match('sf1', '0', '0'), match('sf2', '0', '0')] };
}

describe('match outcomes', () => {
  it('decides a best of 3 at two wins and reports game wins per team', () => {
    const m = match('m', 'a', 'b');
    win(m, 0, 'b');
    expect(evaluateMatch(m)).toBeNull();
    expect(m.status).toBe('inProgress');
    win(m, 1, 'b');
    expect(evaluateMatch(m)).toEqual({ winner: 'b', loser: 'a' });
    expect(m.teamBasedOutcome).toEqual([
      { teamId: 'a', gameWins: 0, outcome: 'loss' },
      { teamId: 'b', gameWins: 2, outcome: 'win' },
    ]);
  });

  it('ties a play-all match with an even tally, and ignores results of other teams', () => {
    const m = {
      ...match('m', 'a', 'b', 2),
      strategy: 'playAll' as const,
      playAllConfig: { count: 2 },
    };
    win(m, 0, 'a');
    win(m, 1, 'b');
    expect(evaluateMatch(m)).toBeNull();
    expect(m.status).toBe('completed');
    expect(m.teamBasedOutcome.map((o) => o.outcome)).toEqual(['tie', 'tie']);
    const stale = match('m', 'a', 'c');
    stale.games[0]!.teamOutcomes = [
      { teamId: 'a', outcome: 'win', outcomeSource: 'set-by-human' },
      { teamId: 'b', outcome: 'loss', outcomeSource: 'set-by-human' },
    ];
    evaluateMatch(stale);
    expect(stale.status).toBe('unstarted');
  });
});

describe('group ranks', () => {
  it('gives equal records the same ordinal and skips the next', () => {
    const record = (teamId: string, wins: number, losses: number) => ({
      teamId,
      record: { wins, losses, ties: 0 },
    });
    expect(
      rankRecords([record('a', 1, 2), record('b', 3, 0), record('c', 1, 2), record('d', 2, 1)]),
    ).toEqual([
      { ordinal: 1, tiedTeams: ['b'] },
      { ordinal: 2, tiedTeams: ['d'] },
      { ordinal: 3, tiedTeams: ['a', 'c'] },
    ]);
  });
});

describe('propagation', () => {
  it('seeds matches from the section seeding and sends winners to a decision point', () => {
    const { tournament, matches } = smallTournament();
    recompute(tournament, matches);
    const [sf1, sf2] = matches;
    expect([sf1!.teamOne, sf1!.teamTwo, sf2!.teamOne, sf2!.teamTwo]).toEqual(['a', 'd', 'b', 'c']);
    expect(sf1!.games[0]).toMatchObject({ blueTeam: 'a', redTeam: 'd' });
    win(sf1!, 0, 'd');
    win(sf1!, 1, 'd');
    win(sf2!, 0, 'b');
    win(sf2!, 1, 'b');
    recompute(tournament, matches);
    const section = tournament.stages![0]!.sections[0]!;
    const dp = section.decisionPoints[0]!;
    expect(dp.seeding.map((entry) => entry.teamId)).toEqual(['d', 'b']);
    expect(section.standing.entries.map((entry) => entry.teamId)).toEqual([null, null]);
    dp.standing[0]!.teamId = 'b';
    dp.standing[1]!.teamId = 'd';
    dp.decided = true;
    recompute(tournament, matches);
    expect(section.standing.entries.map((entry) => entry.teamId)).toEqual(['b', 'd']);
  });

  it('undecides a decision point and empties the standing when a result is cleared', () => {
    const { tournament, matches } = smallTournament();
    recompute(tournament, matches);
    const [sf1, sf2] = matches;
    for (const [m, winner] of [
      [sf1!, 'a'],
      [sf2!, 'c'],
    ] as const) {
      win(m, 0, winner);
      win(m, 1, winner);
    }
    recompute(tournament, matches);
    const section = tournament.stages![0]!.sections[0]!;
    const dp = section.decisionPoints[0]!;
    dp.standing.forEach((entry, i) => (entry.teamId = ['a', 'c'][i]!));
    dp.decided = true;
    recompute(tournament, matches);
    sf2!.games[1]!.teamOutcomes = [];
    recompute(tournament, matches);
    expect(dp.decided).toBe(false);
    expect(dp.seeding.map((entry) => entry.teamId)).toEqual(['a', null]);
    expect(section.standing.entries.map((entry) => entry.teamId)).toEqual([null, null]);
  });

  it('starts a match over when the team fed into it changes', () => {
    const { tournament, matches } = smallTournament();
    recompute(tournament, matches);
    const seeding = tournament.stages![0]!.sections[0]!.seeding;
    win(matches[0]!, 0, 'a');
    recompute(tournament, matches);
    seeding.entries[3]!.teamId = 'e';
    recompute(tournament, matches);
    expect(matches[0]!.teamTwo).toBe('e');
    expect(matches[0]!.games[0]).toMatchObject({
      redTeam: 'e',
      teamOutcomes: [],
      status: 'unstarted',
    });
  });
});
