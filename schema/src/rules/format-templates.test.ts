import { describe, expect, it } from 'vitest';
import {
  buildFormatStage,
  formatMatchCount,
  formatOptionErrors,
  formatRounds,
  FORMAT_TEMPLATE_MESSAGES,
  type FormatOptions,
  type FormatSection,
  type FormatStage,
} from './format-templates';
import { lintSection } from './stage-lint';

const SIZES = [2, 3, 5, 8, 13, 16, 64, 512];
const build = (options: FormatOptions) =>
  buildFormatStage(options, { structuralId: 'stage-1', name: 'Playoffs' });

/** Matches per cell name, in the order the graph shows the cells. */
function matchesPerRound(section: FormatSection): Map<string, number> {
  const counts = new Map<string, number>();
  for (const column of section.columns) {
    for (const cell of column.cells) {
      counts.set(cell.name, (counts.get(cell.name) ?? 0) + cell.contents.length);
    }
  }
  return counts;
}

/** Counts for the named rounds, 0 where the cut left no match. */
const countsOf = (section: FormatSection, names: readonly string[]) =>
  names.map((name) => matchesPerRound(section).get(name) ?? 0);

const singleRounds = (rounds: number) =>
  Array.from(
    { length: rounds },
    (_, i) => ['Finals', 'Semifinals', 'Quarterfinals'][rounds - 1 - i] ?? `Round ${i + 1}`,
  );
const upperRounds = (rounds: number) =>
  Array.from({ length: rounds }, (_, i) =>
    i === rounds - 1 ? "Winner's Bracket Final" : `Winner's Bracket Round ${i + 1}`,
  );
const lowerRounds = (rounds: number) =>
  Array.from({ length: rounds }, (_, i) =>
    i === rounds - 1 ? "Loser's Bracket Final" : `Loser's Bracket Round ${i + 1}`,
  );

/**
 * Matches per round that brackets-manager.js 1.x (`manager.create.stage`, default settings)
 * creates between two participants (its BYE matches left out), read off it for these sizes.
 */
const BRACKETS_MANAGER = {
  single: {
    2: [1],
    3: [1, 1],
    5: [1, 2, 1],
    8: [4, 2, 1],
    13: [5, 4, 2, 1],
    16: [8, 4, 2, 1],
    64: [32, 16, 8, 4, 2, 1],
    512: [256, 128, 64, 32, 16, 8, 4, 2, 1],
  },
  /** Consolation final (third place) between two participants. */
  thirdPlace: { 3: 0, 5: 1, 8: 1, 13: 1, 16: 1, 64: 1, 512: 1 },
  /** Lower bracket rounds; the upper bracket is `single`. */
  lower: {
    3: [0, 1],
    5: [0, 1, 1, 1],
    8: [2, 2, 1, 1],
    13: [1, 4, 2, 2, 1, 1],
    16: [4, 4, 2, 2, 1, 1],
    64: [16, 16, 8, 8, 4, 4, 2, 2, 1, 1],
    512: [128, 128, 64, 64, 32, 32, 16, 16, 8, 8, 4, 4, 2, 2, 1, 1],
  },
  /**
   * The upper-bracket match (1-based, in its round) whose loser drops into each match of the
   * lower bracket's rounds 2, 4, 6 … (the rounds where upper-bracket losers come in).
   */
  drops: {
    8: [[2, 1], [1]],
    16: [[2, 1, 4, 3], [2, 1], [1]],
    32: [[8, 7, 6, 5, 4, 3, 2, 1], [3, 4, 1, 2], [1, 2], [1]],
    64: [
      [16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1],
      [5, 6, 7, 8, 1, 2, 3, 4],
      [4, 3, 2, 1],
      [1, 2],
      [1],
    ],
  },
} as const;

describe('single elimination', () => {
  it.each(SIZES)('has the rounds and matches of brackets-manager.js for %i teams', (teams) => {
    const [section] = build({ template: 'single_elimination', participants: teams }).sections;
    const expected = BRACKETS_MANAGER.single[teams as keyof typeof BRACKETS_MANAGER.single];
    expect(countsOf(section!, singleRounds(expected.length))).toEqual(expected);
    expect(section!.matches).toHaveLength(teams - 1);
  });

  it.each(SIZES.filter((n) => n > 2))('adds the third-place match for %i teams', (teams) => {
    const [section] = build({
      template: 'single_elimination',
      participants: teams,
      thirdPlaceMatch: true,
    }).sections;
    const expected = BRACKETS_MANAGER.thirdPlace[teams as keyof typeof BRACKETS_MANAGER.thirdPlace];
    expect(matchesPerRound(section!).get('Third Place Match') ?? 0).toBe(expected);
  });

  it('seeds 1 against the lowest and gives the byes to the top seeds', () => {
    const [eight] = build({ template: 'single_elimination', participants: 8 }).sections;
    expect(firstRoundPairs(eight!, 'Quarterfinals')).toEqual([
      [1, 8],
      [4, 5],
      [2, 7],
      [3, 6],
    ]);
    const [five] = build({ template: 'single_elimination', participants: 5 }).sections;
    expect(firstRoundPairs(five!, 'Quarterfinals')).toEqual([[4, 5]]);
    // Seeds 1, 2 and 3 go straight to the semifinals: 1 meets the winner of 4–5.
    const semis = cellMatches(five!, 'Semifinals');
    expect(sourcesOf(five!, semis[0]!)).toEqual(['seed 1', `winner ${firstMatch(five!)}`]);
    expect(sourcesOf(five!, semis[1]!)).toEqual(['seed 2', 'seed 3']);
  });

  it('labels the places by round: 1st, 2nd, 3rd-4th, 5th-8th', () => {
    const stage = build({ template: 'single_elimination', participants: 8 });
    expect(stage.standingLabels).toEqual([
      '1st',
      '2nd',
      '3rd-4th',
      '3rd-4th',
      '5th-8th',
      '5th-8th',
      '5th-8th',
      '5th-8th',
    ]);
  });
});

describe('double elimination', () => {
  it.each(SIZES.filter((n) => n > 2))(
    'has the upper, lower and grand final rounds of brackets-manager.js for %i teams',
    (teams) => {
      for (const reset of [false, true]) {
        const [section] = build({
          template: 'double_elimination',
          participants: teams,
          grandFinalReset: reset,
        }).sections;
        const upper = BRACKETS_MANAGER.single[teams as keyof typeof BRACKETS_MANAGER.single];
        const lower = BRACKETS_MANAGER.lower[teams as keyof typeof BRACKETS_MANAGER.lower];
        expect(countsOf(section!, upperRounds(upper.length))).toEqual(upper);
        expect(countsOf(section!, lowerRounds(lower.length))).toEqual(lower);
        expect(countsOf(section!, ['Grand Final', 'Grand Final Reset'])).toEqual([
          1,
          reset ? 1 : 0,
        ]);
        // Every team but the champion loses twice, except the runner-up without a reset.
        expect(section!.matches).toHaveLength(2 * teams - 2 + (reset ? 1 : 0));
      }
    },
  );

  it('is one match for two teams, as brackets-manager.js makes it', () => {
    const stage = build({ template: 'double_elimination', participants: 2 });
    expect(formatMatchCount(stage)).toBe(1);
  });

  it.each([8, 16, 32, 64])(
    'drops the upper-bracket losers into the lower bracket in its order for %i teams',
    (teams) => {
      const [section] = build({ template: 'double_elimination', participants: teams }).sections;
      const rounds = Math.log2(teams);
      const lower = lowerRounds(2 * (rounds - 1));
      const drops = lower
        .filter((_, i) => i % 2 === 1)
        .map((name, k) => {
          const upper = cellMatches(section!, upperRounds(rounds)[k + 1]!);
          return cellMatches(section!, name).map((id) => {
            const [dropping] = sourcesOf(section!, id);
            return upper.findIndex((match) => dropping === `loser ${match}`) + 1;
          });
        });
      expect(drops).toEqual(BRACKETS_MANAGER.drops[teams as keyof typeof BRACKETS_MANAGER.drops]);
    },
  );

  it('pairs the upper round 1 losers in order in lower round 1', () => {
    const [section] = build({ template: 'double_elimination', participants: 8 }).sections;
    const upper = cellMatches(section!, "Winner's Bracket Round 1");
    const lower = cellMatches(section!, "Loser's Bracket Round 1");
    expect(lower.map((id) => sourcesOf(section!, id))).toEqual([
      [`loser ${upper[0]}`, `loser ${upper[1]}`],
      [`loser ${upper[2]}`, `loser ${upper[3]}`],
    ]);
  });

  it('plays the reset between the first grand final’s winner and loser', () => {
    const [section] = build({
      template: 'double_elimination',
      participants: 8,
      grandFinalReset: true,
    }).sections;
    const [final] = cellMatches(section!, 'Grand Final');
    const [reset] = cellMatches(section!, 'Grand Final Reset');
    expect(sourcesOf(section!, reset!)).toEqual([`winner ${final}`, `loser ${final}`]);
  });
});

describe('round robin', () => {
  /** brackets-manager.js's rounds per group: n − 1 of n/2 matches, or n of (n − 1)/2. */
  const rounds = (teams: number) => (teams % 2 === 0 ? teams - 1 : teams);
  const perRound = (teams: number) => Math.floor(teams / 2);

  // 512 teams play once only: twice, even 64 groups of 8 would be more than a stage holds.
  it.each([
    [2, 1, [2], [false, true]],
    [3, 1, [3], [false, true]],
    [5, 1, [5], [false, true]],
    [8, 2, [4, 4], [false, true]],
    [13, 3, [5, 4, 4], [false, true]],
    [16, 4, [4, 4, 4, 4], [false, true]],
    [64, 8, [8, 8, 8, 8, 8, 8, 8, 8], [false, true]],
    [512, 64, Array.from({ length: 64 }, () => 8), [false]],
  ])(
    'splits %i teams over %i groups as brackets-manager.js does: %j',
    (teams, groups, sizes, legs) => {
      for (const twice of legs) {
        const stage = build({
          template: 'round_robin',
          participants: teams,
          groups,
          roundRobinRounds: twice ? 2 : 1,
        });
        expect(stage.sections.map((section) => section.seedingCount)).toEqual(sizes);
        for (const section of stage.sections) {
          const n = section.seedingCount;
          const counts = [...matchesPerRound(section).values()];
          expect(counts).toEqual(
            Array.from({ length: rounds(n) * (twice ? 2 : 1) }, () => perRound(n)),
          );
          expect(section.type).toBe('group');
          expect(section.groupConfig?.roundRobinRounds).toBe(twice ? 2 : 1);
        }
      }
    },
  );

  it('meets every other team once a leg, each team once a round, sides swapped in the second', () => {
    const [group] = build({
      template: 'round_robin',
      participants: 6,
      roundRobinRounds: 2,
    }).sections;
    const pairs = group!.columns.map((column) =>
      column.cells[0]!.contents.map((id) => sourcesOf(group!, id).map((s) => s.split(' ')[1])),
    );
    const firstLeg = pairs.slice(0, 5).flat();
    const keys = firstLeg.map((pair) => [...pair].sort().join('-'));
    expect(new Set(keys).size).toBe(15);
    for (const round of pairs) expect(new Set(round.flat()).size).toBe(6);
    expect(pairs.slice(5).flat()).toEqual(firstLeg.map(([a, b]) => [b, a]));
  });

  it('seeds the groups effort-balanced: 10 over 3 gives A 1 4 7 10, B 2 5 8, C 3 6 9', () => {
    const stage = build({ template: 'round_robin', participants: 10, groups: 3 });
    expect(stage.sections.map((section) => section.name)).toEqual([
      'Group A',
      'Group B',
      'Group C',
    ]);
    expect(seedsByGroup(stage)).toEqual([
      [1, 4, 7, 10],
      [2, 5, 8],
      [3, 6, 9],
    ]);
  });
});

describe('Swiss', () => {
  it('plays 16 teams at 3 wins and 3 losses as the Worlds and Majors do', () => {
    const [section] = build({ template: 'swiss', participants: 16 }).sections;
    expect(Object.fromEntries(matchesPerRound(section!))).toEqual({
      'Round 1 (0-0)': 8,
      'Round 2 (1-0)': 4,
      'Round 2 (0-1)': 4,
      'Round 3 (2-0)': 2,
      'Round 3 (1-1)': 4,
      'Round 3 (0-2)': 2,
      'Round 4 (2-1)': 3,
      'Round 4 (1-2)': 3,
      'Round 5 (2-2)': 3,
    });
    expect(section!.standingLabels).toEqual([
      ...['3-0', '3-0', '3-1', '3-1', '3-1', '3-2', '3-2', '3-2'],
      ...['2-3', '2-3', '2-3', '1-3', '1-3', '1-3', '0-3', '0-3'],
    ]);
    expect(firstRoundPairs(section!, 'Round 1 (0-0)')[0]).toEqual([1, 16]);
  });

  it('gives the lowest seed of an odd field a bye into the 1-0 pool', () => {
    const [section] = build({ template: 'swiss', participants: 5 }).sections;
    expect(firstRoundPairs(section!, 'Round 1 (0-0)')).toEqual([
      [1, 4],
      [2, 3],
    ]);
    const [upper] = cellMatches(section!, 'Round 2 (1-0)');
    expect(sourcesOf(section!, upper!)).toContain('seed 5');
  });

  it('sends a team with a bye up as a win in an odd pool', () => {
    const [section] = build({ template: 'swiss', participants: 6 }).sections;
    // 6 teams: 3 winners of round 1 make an odd pool; its last has a bye to 2-0.
    expect(matchesPerRound(section!).get('Round 2 (1-0)')).toBe(1);
    expect(matchesPerRound(section!).get('Round 3 (2-0)')).toBe(1);
  });
});

describe('GSL groups', () => {
  it('plays five matches a group, snake-seeded, two places each above the rest', () => {
    const stage = build({ template: 'gsl', participants: 16 });
    expect(stage.sections).toHaveLength(4);
    expect(formatMatchCount(stage)).toBe(20);
    expect(seedsByGroup(stage)).toEqual([
      [1, 8, 9, 16],
      [2, 7, 10, 15],
      [3, 6, 11, 14],
      [4, 5, 12, 13],
    ]);
    const [a] = stage.sections;
    expect(Object.fromEntries(matchesPerRound(a!))).toEqual({
      'Opening Matches': 2,
      "Winners' Match": 1,
      'Elimination Match': 1,
      'Decider Match': 1,
    });
    expect(stage.standingLabels.slice(0, 5)).toEqual([
      'Group A 1st',
      'Group B 1st',
      'Group C 1st',
      'Group D 1st',
      'Group A 2nd',
    ]);
  });
});

describe('every template at every size', () => {
  const variants: Omit<FormatOptions, 'participants'>[] = [
    { template: 'single_elimination' },
    { template: 'single_elimination', thirdPlaceMatch: true },
    { template: 'double_elimination' },
    { template: 'double_elimination', grandFinalReset: true },
    { template: 'round_robin', groups: 1 },
    { template: 'round_robin', groups: 2, roundRobinRounds: 2 },
    { template: 'swiss' },
    { template: 'swiss', winsToAdvance: 2, lossesToDrop: 2 },
    { template: 'gsl' },
  ];
  const cases = variants.flatMap((variant) =>
    SIZES.map((participants) => ({ ...variant, participants }))
      .filter((options) => formatOptionErrors(options).length === 0)
      .map((options) => [JSON.stringify(options), options] as const),
  );

  it.each(cases)('%s lints clean and plays through to a full standing', (_, options) => {
    const stage = build(options);
    for (const section of stage.sections) {
      expect(lintSection(section).filter((f) => f.severity === 'error')).toEqual([]);
    }
    for (const better of [true, false]) {
      const standing = playThrough(stage, better);
      expect(standing).toHaveLength(options.participants);
      expect(new Set(standing).size).toBe(options.participants);
      if (better && options.template !== 'swiss') expect(standing[0]).toBe(1);
    }
  });

  it('names the stage’s rounds once each, in order', () => {
    expect(formatRounds(build({ template: 'single_elimination', participants: 8 }))).toEqual([
      'Quarterfinals',
      'Semifinals',
      'Finals',
    ]);
  });

  it('plays a round at its own best-of', () => {
    const stage = build({
      template: 'single_elimination',
      participants: 8,
      bestOf: 3,
      roundBestOf: [{ round: 'Finals', bestOf: 5 }],
    });
    const [section] = stage.sections;
    const final = cellMatches(section!, 'Finals')[0]!;
    const formats = section!.matches.map((match) => match.count);
    expect(section!.matches.find((match) => match.structuralId === final)?.count).toBe(5);
    expect(formats.filter((count) => count === 3)).toHaveLength(6);
  });
});

describe('option errors', () => {
  it.each([
    [
      { template: 'round_robin', participants: 512, groups: 16, roundRobinRounds: 2 },
      'groups',
      FORMAT_TEMPLATE_MESSAGES.stageTooLarge(15872, 2048),
    ],
    [
      { template: 'double_elimination', participants: 1 },
      'participants',
      FORMAT_TEMPLATE_MESSAGES.participants,
    ],
    [
      { template: 'double_elimination', participants: 513 },
      'participants',
      FORMAT_TEMPLATE_MESSAGES.participants,
    ],
    [
      { template: 'swiss', participants: 3 },
      'participants',
      FORMAT_TEMPLATE_MESSAGES.swissParticipants,
    ],
    [
      { template: 'gsl', participants: 10 },
      'participants',
      FORMAT_TEMPLATE_MESSAGES.gslParticipants(256),
    ],
    [
      { template: 'round_robin', participants: 8, groups: 5 },
      'groups',
      FORMAT_TEMPLATE_MESSAGES.groups(4),
    ],
    [
      { template: 'round_robin', participants: 8, roundRobinRounds: 3 },
      'roundRobinRounds',
      FORMAT_TEMPLATE_MESSAGES.roundRobinRounds,
    ],
    [
      { template: 'round_robin', participants: 64, groups: 1 },
      'groups',
      FORMAT_TEMPLATE_MESSAGES.groupTooLarge(64, 2016, 1024),
    ],
    [
      { template: 'swiss', participants: 16, winsToAdvance: 0 },
      'winsToAdvance',
      FORMAT_TEMPLATE_MESSAGES.winsToAdvance,
    ],
    [
      { template: 'swiss', participants: 16, lossesToDrop: 6 },
      'lossesToDrop',
      FORMAT_TEMPLATE_MESSAGES.lossesToDrop,
    ],
    [
      { template: 'single_elimination', participants: 8, bestOf: 4.5 },
      'bestOf',
      FORMAT_TEMPLATE_MESSAGES.bestOf,
    ],
    [
      {
        template: 'single_elimination',
        participants: 8,
        roundBestOf: [{ round: 'Grand Final', bestOf: 5 }],
      },
      'roundBestOf',
      FORMAT_TEMPLATE_MESSAGES.unknownRound('Grand Final'),
    ],
    [
      { template: 'knockout', participants: 8 },
      'template',
      FORMAT_TEMPLATE_MESSAGES.unknownTemplate('knockout'),
    ],
  ])('%j: %s', (options, field, message) => {
    expect(formatOptionErrors(options as FormatOptions)).toEqual([{ field, message }]);
    expect(() => build(options as FormatOptions)).toThrow(message);
  });
});

// Reading a built section back ------------------------------------------------------------------

function cellMatches(section: FormatSection, name: string): string[] {
  return section.columns.flatMap((column) =>
    column.cells.filter((cell) => cell.name === name).flatMap((cell) => cell.contents),
  );
}

const firstMatch = (section: FormatSection) => section.columns[0]!.cells[0]!.contents[0]!;

/** What feeds a match's slots 1 and 2: 'seed 3', 'winner {id}', 'loser {id}'. */
function sourcesOf(section: FormatSection, matchId: string): string[] {
  return [1, 2].map((slot) => {
    const edge = section.edges.find((e) => e.targetNodeId === matchId && e.targetSlot === slot)!;
    if (edge.sourceNodeId === null) return `seed ${edge.sourceSlot}`;
    return `${edge.sourceSlot === 1 ? 'winner' : 'loser'} ${edge.sourceNodeId}`;
  });
}

function firstRoundPairs(section: FormatSection, cell: string): number[][] {
  return cellMatches(section, cell).map((id) =>
    sourcesOf(section, id).map((source) => Number(source.replace('seed ', ''))),
  );
}

function seedsByGroup(stage: FormatStage): number[][] {
  return stage.sections.map((section) =>
    stage.edges
      .filter((edge) => edge.sourceNodeId === null && edge.targetNodeId === section.structuralId)
      .sort((a, b) => a.targetSlot - b.targetSlot)
      .map((edge) => edge.sourceSlot),
  );
}

/**
 * Plays a stage through with teams 1…n seeded in order: in bracket sections a match is played
 * once both its teams are known (the better seed wins, or the worse one), group sections rank by
 * wins (seed breaking ties). Answers the stage's standing, best first.
 */
function playThrough(stage: FormatStage, betterWins: boolean): number[] {
  const intoSection = (section: FormatSection) =>
    stage.edges
      .filter((edge) => edge.sourceNodeId === null && edge.targetNodeId === section.structuralId)
      .reduce<number[]>((seeds, edge) => {
        seeds[edge.targetSlot - 1] = edge.sourceSlot;
        return seeds;
      }, []);
  const places = new Map<string, number[]>();
  for (const section of stage.sections) {
    places.set(section.structuralId, playSection(section, intoSection(section), betterWins));
  }
  const standing: number[] = [];
  for (const edge of stage.edges) {
    if (edge.targetNodeId !== null || edge.sourceNodeId === null) continue;
    standing[edge.targetSlot - 1] = places.get(edge.sourceNodeId)![edge.sourceSlot - 1]!;
  }
  return standing;
}

function playSection(section: FormatSection, seeds: number[], betterWins: boolean): number[] {
  const pick = (a: number, b: number): readonly [number, number] =>
    betterWins === a < b ? [a, b] : [b, a];
  if (section.type === 'group') {
    const wins = new Map(seeds.map((team) => [team, 0]));
    for (const match of section.matches) {
      const [one, two] = [1, 2].map((slot) => {
        const edge = section.edges.find(
          (e) => e.targetNodeId === match.structuralId && e.targetSlot === slot,
        )!;
        return seeds[edge.sourceSlot - 1]!;
      });
      const [winner] = pick(one!, two!);
      wins.set(winner, wins.get(winner)! + 1);
    }
    return [...seeds].sort((a, b) => wins.get(b)! - wins.get(a)! || a - b);
  }
  const results = new Map<string, readonly [number, number]>();
  const teamFrom = (nodeId: string | null, slot: number) =>
    nodeId === null ? seeds[slot - 1] : results.get(nodeId)?.[slot - 1];
  let progressed = true;
  while (progressed) {
    progressed = false;
    for (const match of section.matches) {
      if (results.has(match.structuralId)) continue;
      const [one, two] = [1, 2].map((slot) => {
        const edge = section.edges.find(
          (e) => e.targetNodeId === match.structuralId && e.targetSlot === slot,
        )!;
        return teamFrom(edge.sourceNodeId, edge.sourceSlot);
      });
      if (one === undefined || two === undefined) continue;
      results.set(match.structuralId, pick(one, two));
      progressed = true;
    }
  }
  expect(results.size).toBe(section.matches.length);
  return Array.from({ length: section.standingCount }, (_, i) => {
    const edge = section.edges.find((e) => e.targetNodeId === null && e.targetSlot === i + 1)!;
    return teamFrom(edge.sourceNodeId, edge.sourceSlot)!;
  });
}
