/**
 * Real-looking tournament formats as write bodies: a double elimination bracket of 2^k teams,
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

/**
 * The standard bracket order of `teams` seeds (a power of two): seeds of each pair add up to
 * teams + 1 and the top seeds meet last, e.g. for 16: 1–16, 8–9, 4–13, 5–12, 2–15, 7–10, 3–14,
 * 6–11 in round 1.
 */
export function seedPairs(teams: number): [number, number][] {
  let order = [1];
  for (let size = 2; size <= teams; size *= 2) {
    order = order.flatMap((seed) => [seed, size + 1 - seed]);
  }
  return Array.from({ length: teams / 2 }, (_, k) => [order[2 * k]!, order[2 * k + 1]!]);
}

function ordinal(n: number): string {
  const teen = Math.floor(n / 10) % 10 === 1;
  const suffix = teen ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10];
  return `${n}${suffix ?? 'th'}`;
}

/** 'Place 1' … 'Place 4', then the range of places a round's losers share ('5th-6th'). */
function placementLabel(first: number, last: number): string {
  return first <= 4 ? `Place ${first}` : `${ordinal(first)}-${ordinal(last)}`;
}

const isPowerOfTwo = (n: number) => Number.isInteger(n) && n >= 4 && (n & (n - 1)) === 0;

function upperRoundName(round: number, rounds: number): string {
  if (round === rounds) return 'Upper Final';
  if (round === rounds - 1) return 'Upper Semifinals';
  if (round === rounds - 2) return 'Upper Quarterfinals';
  return `Upper Round ${round}`;
}

function lowerRoundName(round: number, rounds: number): string {
  if (round === rounds) return 'Lower Final';
  if (round === rounds - 1) return 'Lower Semifinal';
  if (round === rounds - 2) return 'Lower Quarterfinals';
  return `Lower Round ${round}`;
}

/**
 * Double elimination for `teams` seeds (a power of two, at least 4): log2(teams) upper rounds
 * (teams/2 … 1 matches), 2·(log2(teams) − 1) lower rounds (pairs of rounds of teams/4, teams/8 …
 * 1 matches: the first of a pair plays the lower bracket's own survivors, the second meets the
 * losers dropping from the upper bracket in reverse order), and a grand final: 2·teams − 2
 * matches, no bracket reset. Every eliminated team lands on a standing entry. For 16 teams:
 * upper rounds of 8, 4, 2, 1 matches, lower rounds of 4, 4, 2, 2, 1, 1, 30 matches.
 */
export function doubleEliminationSection(prefix: string, bestOf = 3, teams = 16): SectionWriteDto {
  if (!isPowerOfTwo(teams)) throw new Error(`double elimination needs 2^k ≥ 4 teams, not ${teams}`);
  const upperRounds = Math.log2(teams);
  const lowerRounds = 2 * (upperRounds - 1);
  const b = new BracketBuilder(prefix, bestOf);
  const upper: string[][] = [];
  const lower: string[][] = [];
  let grandFinal: string[] = [];
  // Columns left to right: upper round c + 1 and lower round c share column c.
  for (let column = 0; column <= lowerRounds + 1; column += 1) {
    const u = column + 1;
    if (u <= upperRounds) upper[u] = b.round(column, upperRoundName(u, upperRounds), teams >> u);
    if (column >= 1 && column <= lowerRounds) {
      const bestOfHere = column === lowerRounds ? 5 : bestOf;
      const count = teams >> (Math.ceil(column / 2) + 1);
      lower[column] = b.round(column, lowerRoundName(column, lowerRounds), count, bestOfHere);
    }
    if (column === lowerRounds + 1) grandFinal = b.round(column, 'Grand Final', 1, 5);
  }
  const gf = grandFinal[0]!;
  const standing = participants(teams);
  let remaining = teams;

  seedPairs(teams).forEach(([one, two], k) => {
    b.feed([null, one], [upper[1]![k]!, 1]);
    b.feed([null, two], [upper[1]![k]!, 2]);
  });
  const feedUpper = (u: number) => {
    const matches = upper[u]!;
    const dropTo = u === 1 ? lower[1]! : lower[2 * u - 2]!;
    matches.forEach((id, k) => {
      b.feed([id, 1], u === upperRounds ? [gf, 1] : [upper[u + 1]![k >> 1]!, (k % 2) + 1]);
      b.feed(
        [id, 2],
        u === 1 ? [dropTo[k >> 1]!, (k % 2) + 1] : [dropTo[matches.length - 1 - k]!, 2],
      );
    });
  };
  const feedLower = (r: number) => {
    const matches = lower[r]!;
    const first = remaining - matches.length + 1;
    remaining -= matches.length;
    matches.forEach((id, k) => {
      b.feed(
        [id, 1],
        r === lowerRounds
          ? [gf, 2]
          : r % 2 === 1
            ? [lower[r + 1]![k]!, 1]
            : [lower[r + 1]![k >> 1]!, (k % 2) + 1],
      );
      b.feed([id, 2], [null, first + k]);
      standing.entries[first + k - 1]!.description = placementLabel(
        first,
        first + matches.length - 1,
      );
    });
  };
  feedUpper(1);
  for (let u = 2; u <= upperRounds; u += 1) {
    feedUpper(u);
    feedLower(2 * u - 3);
    feedLower(2 * u - 2);
  }
  b.feed([gf, 1], [null, 1]);
  b.feed([gf, 2], [null, 2]);
  standing.entries[0]!.description = placementLabel(1, 1);
  standing.entries[1]!.description = placementLabel(2, 2);
  return b.section(prefix, 'Playoffs', teams, standing);
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
