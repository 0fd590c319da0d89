/**
 * Real-looking tournament formats as write bodies: a 16-team double elimination bracket,
 * round-robin groups, a Swiss stage with a decision point. Fixtures and tests build from them.
 */
import { DEFAULT_LOCALE, TBD_TEAM_ID } from '@esports-admin/schema/rules/constants';
import type {
  CellDto,
  EdgeDto,
  GroupConfigDto,
  MatchWriteDto,
  ParticipantListDto,
  SectionWriteDto,
  StageWriteDto,
} from '@esports-admin/schema/upstream/elds-tournaments';

type Slot = [nodeId: string | null, slot: number];

const named = (slug: string, text: string) => ({
  slug,
  localizations: { [DEFAULT_LOCALE]: text },
});

export function participants(count: number, label?: (i: number) => string): ParticipantListDto {
  return {
    outcomeSource: null,
    entries: Array.from({ length: count }, (_, i) => ({
      index: i + 1,
      teamId: null,
      description: label ? label(i + 1) : null,
      placement: null,
    })),
  };
}

function edge(
  [sourceNodeId, sourceSlot]: Slot,
  [targetNodeId, targetSlot]: Slot,
  types: { source?: EdgeDto['sourceNodeType']; target?: EdgeDto['targetNodeType'] } = {},
): EdgeDto {
  return {
    sourceNodeId,
    sourceNodeType: sourceNodeId === null ? null : (types.source ?? 'match'),
    sourceSlot,
    targetNodeId,
    targetNodeType: targetNodeId === null ? null : (types.target ?? 'match'),
    targetSlot,
  };
}

/** Builds one bracket section: matches by id, edges, columns of named cells. */
class BracketBuilder {
  readonly matches: MatchWriteDto[] = [];
  readonly edges: EdgeDto[] = [];
  readonly columns: { cells: CellDto[] }[] = [];

  constructor(
    private readonly prefix: string,
    private readonly bestOf: number,
  ) {}

  round(column: number, cell: string, count: number, bestOf = this.bestOf): string[] {
    const ids = Array.from({ length: count }, () => {
      const structuralId = `${this.prefix}_m${this.matches.length + 1}`;
      this.matches.push({
        structuralId,
        description: `Match ${this.matches.length + 1}`,
        strategy: 'bestOf',
        bestOfConfig: { count: bestOf },
        playAllConfig: null,
        teamOne: TBD_TEAM_ID,
        teamTwo: TBD_TEAM_ID,
      });
      return structuralId;
    });
    while (this.columns.length <= column) this.columns.push({ cells: [] });
    this.columns[column]!.cells.push({ name: cell, contents: ids });
    return ids;
  }

  feed(source: Slot, target: Slot, types?: Parameters<typeof edge>[2]) {
    this.edges.push(edge(source, target, types));
  }

  section(
    structuralId: string,
    name: string,
    seeding: number,
    standing: ParticipantListDto,
  ): SectionWriteDto {
    return {
      structuralId,
      name: named(structuralId, name),
      type: 'bracket',
      publicationStatus: 'draft',
      seeding: participants(seeding),
      standing,
      groupConfig: null,
      matches: this.matches,
      decisionPoints: [],
      edges: this.edges,
      columns: this.columns,
    };
  }
}

/** Seeds meet 1–16, 8–9, 4–13, 5–12, 2–15, 7–10, 3–14, 6–11 in round 1. */
const SIXTEEN_SEED_PAIRS = [
  [1, 16],
  [8, 9],
  [4, 13],
  [5, 12],
  [2, 15],
  [7, 10],
  [3, 14],
  [6, 11],
] as const;

const PLACEMENT_LABELS = (placement: number) =>
  placement <= 4
    ? `Place ${placement}`
    : placement <= 6
      ? '5th-6th'
      : placement <= 8
        ? '7th-8th'
        : placement <= 12
          ? '9th-12th'
          : '13th-16th';

/**
 * 16-team double elimination: upper rounds of 8, 4, 2, 1 matches, lower rounds of 4, 4, 2, 2, 1,
 * 1, and a grand final: 30 matches. Every eliminated team lands on a standing entry.
 */
export function doubleEliminationSection(prefix: string, bestOf = 3): SectionWriteDto {
  const b = new BracketBuilder(prefix, bestOf);
  const ub1 = b.round(0, 'Upper Round 1', 8);
  const ub2 = b.round(1, 'Upper Quarterfinals', 4);
  const lb1 = b.round(1, 'Lower Round 1', 4);
  const ub3 = b.round(2, 'Upper Semifinals', 2);
  const lb2 = b.round(2, 'Lower Round 2', 4);
  const ubf = b.round(3, 'Upper Final', 1);
  const lb3 = b.round(3, 'Lower Round 3', 2);
  const lb4 = b.round(4, 'Lower Quarterfinals', 2);
  const lb5 = b.round(5, 'Lower Semifinal', 1);
  const lbf = b.round(6, 'Lower Final', 1, 5);
  const gf = b.round(7, 'Grand Final', 1, 5);
  SIXTEEN_SEED_PAIRS.forEach(([one, two], k) => {
    b.feed([null, one], [ub1[k]!, 1]);
    b.feed([null, two], [ub1[k]!, 2]);
  });
  ub1.forEach((id, k) => {
    b.feed([id, 1], [ub2[k >> 1]!, (k % 2) + 1]);
    b.feed([id, 2], [lb1[k >> 1]!, (k % 2) + 1]);
  });
  ub2.forEach((id, k) => {
    b.feed([id, 1], [ub3[k >> 1]!, (k % 2) + 1]);
    b.feed([id, 2], [lb2[3 - k]!, 2]);
  });
  lb1.forEach((id, k) => {
    b.feed([id, 1], [lb2[k]!, 1]);
    b.feed([id, 2], [null, 13 + k]);
  });
  lb2.forEach((id, k) => {
    b.feed([id, 1], [lb3[k >> 1]!, (k % 2) + 1]);
    b.feed([id, 2], [null, 9 + k]);
  });
  ub3.forEach((id, k) => {
    b.feed([id, 1], [ubf[0]!, k + 1]);
    b.feed([id, 2], [lb4[1 - k]!, 2]);
  });
  lb3.forEach((id, k) => {
    b.feed([id, 1], [lb4[k]!, 1]);
    b.feed([id, 2], [null, 7 + k]);
  });
  lb4.forEach((id, k) => {
    b.feed([id, 1], [lb5[0]!, k + 1]);
    b.feed([id, 2], [null, 5 + k]);
  });
  b.feed([ubf[0]!, 1], [gf[0]!, 1]);
  b.feed([ubf[0]!, 2], [lbf[0]!, 2]);
  b.feed([lb5[0]!, 1], [lbf[0]!, 1]);
  b.feed([lb5[0]!, 2], [null, 4]);
  b.feed([lbf[0]!, 1], [gf[0]!, 2]);
  b.feed([lbf[0]!, 2], [null, 3]);
  b.feed([gf[0]!, 1], [null, 1]);
  b.feed([gf[0]!, 2], [null, 2]);
  return b.section(prefix, 'Playoffs', 16, participants(16, PLACEMENT_LABELS));
}

/**
 * Every pairing of a group's seeding slots, `roundRobinRounds` times (sides alternate per round),
 * from the match template; seeding slots feed many matches, which only groups allow.
 */
export function roundRobin(
  structuralId: string,
  slots: number[],
  config: GroupConfigDto,
): Pick<SectionWriteDto, 'edges' | 'columns'> & { matches: MatchWriteDto[] } {
  const matches: MatchWriteDto[] = [];
  const edges: EdgeDto[] = [];
  const columns: { cells: CellDto[] }[] = [];
  for (let round = 1; round <= config.roundRobinRounds; round += 1) {
    const contents: string[] = [];
    for (let a = 0; a < slots.length; a += 1) {
      for (let b = a + 1; b < slots.length; b += 1) {
        const id = `${structuralId}_m${matches.length + 1}`;
        const [one, two] = round % 2 === 1 ? [slots[a]!, slots[b]!] : [slots[b]!, slots[a]!];
        matches.push({
          structuralId: id,
          description: `Match ${matches.length + 1}`,
          ...config.matchTemplate,
          teamOne: TBD_TEAM_ID,
          teamTwo: TBD_TEAM_ID,
        });
        contents.push(id);
        edges.push(edge([null, one], [id, 1]), edge([null, two], [id, 2]));
      }
    }
    columns.push({ cells: [{ name: `Round Robin ${round}`, contents }] });
  }
  return { matches, edges, columns };
}

/** A round-robin group of `teams` seeds with its matches. */
export function groupSection(
  structuralId: string,
  name: string,
  teams: number,
  bestOf = 1,
): SectionWriteDto {
  const groupConfig: GroupConfigDto = {
    roundRobinRounds: 1,
    matchTemplate: { strategy: 'bestOf', bestOfConfig: { count: bestOf }, playAllConfig: null },
  };
  const seeding = participants(teams);
  return {
    structuralId,
    name: named(structuralId, name),
    type: 'group',
    publicationStatus: 'draft',
    seeding,
    standing: participants(teams),
    groupConfig,
    decisionPoints: [],
    ...roundRobin(
      structuralId,
      seeding.entries.map((entry) => entry.index),
      groupConfig,
    ),
  };
}

/**
 * Round-robin group stage: `groups` groups of `perGroup`, snake-seeded from the stage seeding
 * (A gets 1 and 8, B 2 and 7 …); every group's standing feeds the stage standing in order.
 */
export function groupStage(prefix: string, groups = 4, perGroup = 4): StageWriteDto {
  const letters = 'ABCDEFGH';
  const sections = Array.from({ length: groups }, (_, g) =>
    groupSection(`${prefix}_group_${letters[g]!.toLowerCase()}`, `Group ${letters[g]!}`, perGroup),
  );
  const edges: EdgeDto[] = [];
  for (let seed = 1; seed <= groups * perGroup; seed += 1) {
    const round = Math.floor((seed - 1) / groups);
    const position = (seed - 1) % groups;
    const g = round % 2 === 0 ? position : groups - 1 - position;
    edges.push(edge([null, seed], [sections[g]!.structuralId, round + 1], { target: 'section' }));
  }
  for (let place = 1; place <= perGroup; place += 1) {
    sections.forEach((section, g) =>
      edges.push(
        edge([section.structuralId, place], [null, (place - 1) * groups + g + 1], {
          source: 'section',
        }),
      ),
    );
  }
  return {
    structuralId: prefix,
    name: named(prefix, 'Group Stage'),
    type: 'groups',
    publicationStatus: 'draft',
    seeding: participants(groups * perGroup),
    standing: participants(groups * perGroup),
    sections,
    edges,
  };
}

/** A stage of one section whose seeding and standing pass straight through. */
export function singleSectionStage(
  structuralId: string,
  name: string,
  type: string,
  section: SectionWriteDto,
): StageWriteDto {
  const seeds = section.seeding.entries.length;
  const places = section.standing.entries.length;
  return {
    structuralId,
    name: named(structuralId, name),
    type,
    publicationStatus: 'draft',
    seeding: participants(seeds),
    standing: participants(places),
    sections: [section],
    edges: [
      ...section.seeding.entries.map((entry) =>
        edge([null, entry.index], [section.structuralId, entry.index], { target: 'section' }),
      ),
      ...section.standing.entries.map((entry) =>
        edge([section.structuralId, entry.index], [null, entry.index], { source: 'section' }),
      ),
    ],
  };
}

/**
 * Swiss, 16 teams, three rounds (8, 4+4, 2+4+2 matches); the 2-0 and 1-1 pool winners of round 3
 * come to a decision point where staff pick the four qualifiers.
 */
export function swissSection(prefix: string): SectionWriteDto {
  const b = new BracketBuilder(prefix, 1);
  const r1 = b.round(0, 'Round 1 (0-0)', 8);
  const high = b.round(1, 'Round 2 (1-0)', 4);
  const low = b.round(1, 'Round 2 (0-1)', 4);
  const twoOh = b.round(2, 'Round 3 (2-0)', 2, 3);
  const oneOne = b.round(2, 'Round 3 (1-1)', 4);
  const ohTwo = b.round(2, 'Round 3 (0-2)', 2, 3);
  r1.forEach((id, k) => {
    b.feed([null, 2 * k + 1], [id, 1]);
    b.feed([null, 2 * k + 2], [id, 2]);
    b.feed([id, 1], [high[k >> 1]!, (k % 2) + 1]);
    b.feed([id, 2], [low[k >> 1]!, (k % 2) + 1]);
  });
  high.forEach((id, k) => {
    b.feed([id, 1], [twoOh[k >> 1]!, (k % 2) + 1]);
    b.feed([id, 2], [oneOne[k]!, 1]);
  });
  low.forEach((id, k) => {
    b.feed([id, 1], [oneOne[3 - k]!, 2]);
    b.feed([id, 2], [ohTwo[k >> 1]!, (k % 2) + 1]);
  });
  const dp = `${prefix}_dp1`;
  [...twoOh, ...oneOne].forEach((id, k) =>
    b.feed([id, 1], [dp, k + 1], { target: 'decisionPoint' }),
  );
  for (let place = 1; place <= 4; place += 1) {
    b.feed([dp, place], [null, place], { source: 'decisionPoint' });
  }
  b.columns.push({ cells: [{ name: 'Advancement', contents: [dp] }] });
  const section = b.section(
    prefix,
    'Swiss',
    16,
    participants(4, () => 'Qualified'),
  );
  section.decisionPoints = [
    {
      structuralId: dp,
      description: 'Decision Point 1',
      seeding: participants(6).entries,
      standing: participants(4, () => 'Qualified').entries,
    },
  ];
  return section;
}
