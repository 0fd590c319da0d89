/**
 * Stages of groups (issue #37): round-robin groups (brackets-manager.js's round distribution and
 * effort-balanced seeding) and GSL groups of four (snake seeding), the teams split as spec 2 §5
 * says (the remainder to the first groups). The stage's seeding feeds the groups; every group's
 * places feed the stage's standing, the groups' firsts first.
 */
import { BracketDraft, loserOf, ordinal, seed, winnerOf } from './format-bracket';
import type { FormatSection, FormatStage, FormatStageEdge } from './format-templates';
import { splitParticipants } from './stage-catalogue';
import type { GraphEdge, GraphMatch } from './stage-graph';

/** 'Group A' … 'Group Z' (the catalogue has A to H), then 'Group 27' … for larger stages. */
function groupName(index: number, groups: number): string {
  return groups <= 26 ? `Group ${String.fromCharCode(65 + index)}` : `Group ${index + 1}`;
}

/**
 * Which group each seed joins (index by seed − 1) and its seed inside the group. `snake` turns at
 * every row (1 2 3 4 / 8 7 6 5); otherwise every row runs the same way. A full group is skipped.
 */
export function groupSeeds(teams: number, groups: number, snake: boolean) {
  const sizes = splitParticipants(teams, groups);
  const filled = sizes.map(() => 0);
  const placed: { group: number; slot: number }[] = [];
  for (let s = 0; s < teams; s += 1) {
    const row = Math.floor(s / groups);
    const preferred = s % groups;
    const reversed = snake && row % 2 === 1;
    const turn = Array.from({ length: groups }, (_, i) => (preferred + i) % groups).map((g) =>
      reversed ? groups - 1 - g : g,
    );
    const group = turn.find((g) => filled[g]! < sizes[g]!)!;
    filled[group]! += 1;
    placed.push({ group, slot: filled[group]! });
  }
  return { sizes, placed };
}

/**
 * Rounds of a round robin of `teams` (circle method): every team once a round, a bye each round
 * when the count is odd; n − 1 rounds of n / 2 matches, or n rounds of (n − 1) / 2.
 */
export function roundRobinRounds(teams: number): [number, number][][] {
  const even = teams % 2 === 0 ? teams : teams + 1;
  return Array.from({ length: even - 1 }, (_, round) => {
    const pairs: [number, number][] = [];
    for (let k = 0; k < even / 2; k += 1) {
      const a = k === 0 ? even - 1 : (round + k) % (even - 1);
      const b = (round - k - 1 + even) % (even - 1);
      // Index even − 1 is the bye when the count is odd.
      if (a < teams && b < teams) pairs.push([b + 1, a + 1]);
    }
    return pairs;
  });
}

function roundRobinSection(
  structuralId: string,
  name: string,
  teams: number,
  twice: boolean,
  bestOf: (cell: string) => number,
): FormatSection {
  const once = roundRobinRounds(teams);
  const rounds = twice
    ? [...once, ...once.map((round) => round.map(([a, b]): [number, number] => [b, a]))]
    : once;
  const matches: GraphMatch[] = [];
  const edges: GraphEdge[] = [];
  const columns = rounds.map((pairs, r) => {
    const cell = `Round ${r + 1}`;
    const contents = pairs.map(([one, two]) => {
      const id = `${structuralId}-match-${matches.length + 1}`;
      matches.push({
        structuralId: id,
        description: `Match ${matches.length + 1}`,
        strategy: 'bestOf',
        count: bestOf(cell),
      });
      edges.push(
        { sourceNodeId: null, sourceSlot: one, targetNodeId: id, targetSlot: 1 },
        { sourceNodeId: null, sourceSlot: two, targetNodeId: id, targetSlot: 2 },
      );
      return id;
    });
    return { cells: [{ name: cell, contents }] };
  });
  const template = matches[0]?.count ?? bestOf('Round 1');
  return {
    structuralId,
    name,
    type: 'group',
    groupConfig: {
      roundRobinRounds: twice ? 2 : 1,
      matchTemplate: { strategy: 'bestOf', count: template },
    },
    seedingCount: teams,
    standingCount: teams,
    standingLabels: Array.from({ length: teams }, (_, i) => ordinal(i + 1)),
    columns,
    matches,
    decisionPoints: [],
    edges,
  };
}

/** A GSL group: openings 1–4 and 2–3, winners' and elimination matches, the decider. */
function gslSection(
  structuralId: string,
  name: string,
  teams: number,
  bestOf: (cell: string) => number,
): FormatSection {
  const draft = new BracketDraft();
  const a = draft.match(0, 'Opening Matches', seed(1), seed(4));
  const b = draft.match(0, 'Opening Matches', seed(2), seed(3));
  const winners = draft.match(1, "Winners' Match", winnerOf(a), winnerOf(b));
  const elimination = draft.match(1, 'Elimination Match', loserOf(a), loserOf(b));
  const decider = draft.match(2, 'Decider Match', loserOf(winners), winnerOf(elimination));
  draft.place(winnerOf(winners));
  draft.place(winnerOf(decider));
  draft.place(loserOf(decider));
  draft.place(loserOf(elimination));
  return draft.cut(teams, { structuralId, name }, bestOf);
}

export interface GroupsOptions {
  teams: number;
  groups: number;
  kind: 'round_robin' | 'gsl';
  twice: boolean;
}

export function buildGroupsStage(
  options: GroupsOptions,
  stage: { structuralId: string; name: string },
  bestOf: (cell: string) => number,
): FormatStage {
  const { sizes, placed } = groupSeeds(options.teams, options.groups, options.kind === 'gsl');
  const sections = sizes.map((teams, g) => {
    const structuralId = `${stage.structuralId}-section-${g + 1}`;
    const name = options.groups === 1 ? stage.name : groupName(g, options.groups);
    return options.kind === 'gsl'
      ? gslSection(structuralId, name, teams, bestOf)
      : roundRobinSection(structuralId, name, teams, options.twice, bestOf);
  });
  const edges: FormatStageEdge[] = placed.map(({ group, slot }, s) => ({
    sourceNodeId: null,
    sourceSlot: s + 1,
    targetNodeId: sections[group]!.structuralId,
    targetSlot: slot,
  }));
  const standingLabels: string[] = [];
  const most = Math.max(...sections.map((section) => section.standingCount));
  for (let place = 1; place <= most; place += 1) {
    for (const section of sections) {
      if (place > section.standingCount) continue;
      edges.push({
        sourceNodeId: section.structuralId,
        sourceSlot: place,
        targetNodeId: null,
        targetSlot: standingLabels.length + 1,
      });
      standingLabels.push(
        sections.length === 1
          ? section.standingLabels[place - 1]!
          : `${section.name} ${section.standingLabels[place - 1]!}`,
      );
    }
  }
  return {
    structuralId: stage.structuralId,
    name: stage.name,
    type: 'groups',
    seedingCount: options.teams,
    standingLabels,
    sections,
    edges,
  };
}
