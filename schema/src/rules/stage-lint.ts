/**
 * Graph lint before publish (issue #37): what is wired wrong in a tournament's sections, each
 * finding naming the node as staff read it and saying how to fix it. Errors block publishing,
 * warnings do not. The rules, per section (a null node is the section's seeding as a source and
 * its standing as a target; slot 1 of a match is its winner, slot 2 its loser):
 * - slotFedTwice (error): two edges into the same target slot.
 * - unknownSlot (error): an edge from or into a slot the node does not have (a seed beyond the
 *   section's teams, a place beyond its standing).
 * - cycle (error): nodes that feed each other round.
 * - unreachable (error): a match or decision point that no path reaches from the seeding or from
 *   a match with a team placed in it from the start (the stage builder's team pickers).
 * - resultFeedsNothing (error, bracket sections): a match whose winner feeds nothing (and so
 *   neither slot does, or only the loser goes on). Group and cross-group sections rank their
 *   teams from the records, so their matches need not feed anything.
 * - loserFeedsNothing (warning, bracket sections): only the loser of a match goes nowhere; the
 *   team is out without a place, as an auto-connected single elimination leaves it.
 * - loserFeedsWinnerPlace (error): a match's loser feeds the standing's first place, or a node
 *   its winner reaches by winning on (a later loss may take it anywhere: a bye can drop a loser
 *   straight into a lower-bracket match that the winner may still lose into). A node fed
 *   directly by both (a grand-final reset) is a rematch.
 * - seedEntersNothing (error): a seeding slot 1..seedingCount that feeds nothing; a warning when
 *   the section's teams are placed in its matches instead.
 * - placeFedByNothing (error, bracket sections): a standing place no edge feeds.
 * - roundRobinSize (warning, group sections): a match count other than a round robin of the
 *   section's teams played `roundRobinRounds` times; cross-group pairings are not counted.
 * - unlabelledPlace (error): a decision point place with an empty label.
 * - emptySection (error): a section without matches or decision points; nothing else is said
 *   of it.
 * - unevenSplit (warning, per stage): section team counts other than the stage's teams split
 *   evenly, the remainder to the first sections (spec 2 §5).
 */
import { TBD_TEAM_ID } from './constants';
import { splitParticipants } from './stage-catalogue';
import {
  graphNodes,
  sourceSlots,
  targetSlots,
  type GraphMatch,
  type SectionGraph,
} from './stage-graph';

/** A match as linted: the graph's, with the teams placed in it from the start, if any. */
export interface LintMatch extends GraphMatch {
  teamOneId?: string | null;
  teamTwoId?: string | null;
}

/** A section's graph as linted, its matches with their placed teams. */
export interface LintGraph extends SectionGraph {
  matches: LintMatch[];
}

const placed = (teamId: string | null | undefined) => Boolean(teamId) && teamId !== TBD_TEAM_ID;

/** Matches a team plays in from the start, rather than arriving from the seeding. */
const matchesWithPlacedTeams = (section: LintGraph) =>
  section.matches
    .filter((match) => placed(match.teamOneId) || placed(match.teamTwoId))
    .map((match) => match.structuralId);

export type LintSeverity = 'error' | 'warning';

export type LintCode =
  | 'slotFedTwice'
  | 'unknownSlot'
  | 'cycle'
  | 'unreachable'
  | 'resultFeedsNothing'
  | 'loserFeedsNothing'
  | 'loserFeedsWinnerPlace'
  | 'seedEntersNothing'
  | 'placeFedByNothing'
  | 'roundRobinSize'
  | 'unlabelledPlace'
  | 'emptySection'
  | 'unevenSplit';

export interface SectionFinding {
  severity: LintSeverity;
  code: LintCode;
  /** Structural id of the match or decision point; null for the section's seeding or standing. */
  nodeId: string | null;
  slot?: number;
  message: string;
  fix: string;
}

export interface LintFinding extends SectionFinding {
  stageId: string | null;
  stageName: string;
  sectionId: string | null;
  sectionName: string;
}

export interface LintSection {
  id: string | null;
  name: string;
  graph: LintGraph;
}

export interface LintStage {
  id: string | null;
  name: string;
  /** Teams entering the stage, split over its sections. */
  seedingCount: number;
  sections: LintSection[];
}

type Key = string | null;

/** The section's nodes as staff read them: 'Match 3 (Round 2)', the description alone if unplaced. */
function namer(section: SectionGraph) {
  const placed = new Map(
    graphNodes(section).map((node) => {
      const cell = section.columns[node.column]?.cells[node.cell]?.name;
      return [node.structuralId, cell ? `${node.description} (${cell})` : node.description];
    }),
  );
  const described = new Map(
    [...section.matches, ...section.decisionPoints].map((n) => [n.structuralId, n.description]),
  );
  return (id: string) => placed.get(id) ?? (described.get(id) || id);
}

function slotName(section: SectionGraph, nodeId: Key, slot: number, name: (id: string) => string) {
  if (nodeId === null) return `seed ${slot}`;
  if (section.matches.some((m) => m.structuralId === nodeId)) {
    return `${name(nodeId)} ${slot === 1 ? 'winner' : 'loser'}`;
  }
  return `${name(nodeId)} place ${slot}`;
}

function targetName(
  section: SectionGraph,
  nodeId: Key,
  slot: number,
  name: (id: string) => string,
) {
  if (nodeId === null) return `standing place ${slot}`;
  if (section.matches.some((m) => m.structuralId === nodeId)) return `${name(nodeId)} team ${slot}`;
  return `${name(nodeId)} entry ${slot}`;
}

/** The nodes each node feeds, built once per section: a 512-team bracket has ~1,000 matches. */
type Successors = ReadonlyMap<string, readonly string[]>;

/** `winnersOnly`: leave out where the losers of matches go. */
function successorsOf(section: SectionGraph, winnersOnly = false): Successors {
  const matches = new Set(section.matches.map((match) => match.structuralId));
  const next = new Map<string, string[]>();
  for (const { sourceNodeId, sourceSlot, targetNodeId } of section.edges) {
    if (sourceNodeId === null || targetNodeId === null) continue;
    if (winnersOnly && sourceSlot === 2 && matches.has(sourceNodeId)) continue;
    next.set(sourceNodeId, [...(next.get(sourceNodeId) ?? []), targetNodeId]);
  }
  return next;
}

/** Node ids reachable from `starts` along the section's edges (the starts included). */
function reachableFrom(next: Successors, starts: readonly string[]): Set<string> {
  const seen = new Set<string>(starts);
  const queue = [...seen];
  for (let i = 0; i < queue.length; i += 1) {
    for (const target of next.get(queue[i]!) ?? []) {
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return seen;
}

/** Groups of nodes that feed each other round, each in the order the walk met them. */
function cycles(section: SectionGraph, next: Successors): string[][] {
  const ids = [...section.matches, ...section.decisionPoints].map((n) => n.structuralId);
  const known = new Set(ids);
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (id: string) => {
    state.set(id, 'open');
    path.push(id);
    for (const target of next.get(id) ?? []) {
      if (state.get(target) === 'open') found.push(path.slice(path.indexOf(target)));
      else if (!state.has(target) && known.has(target)) visit(target);
    }
    path.pop();
    state.set(id, 'done');
  };
  for (const id of ids) if (!state.has(id)) visit(id);
  return found;
}

function structure(
  section: LintGraph,
  next: Successors,
  name: (id: string) => string,
): SectionFinding[] {
  const findings: SectionFinding[] = [];
  const fed = new Map<string, number>();
  for (const edge of section.edges) {
    const key = `${edge.targetNodeId ?? ''}:${edge.targetSlot}`;
    fed.set(key, (fed.get(key) ?? 0) + 1);
    if (fed.get(key) === 2) {
      const target = targetName(section, edge.targetNodeId, edge.targetSlot, name);
      findings.push({
        severity: 'error',
        code: 'slotFedTwice',
        nodeId: edge.targetNodeId,
        slot: edge.targetSlot,
        message: `${target} is fed by more than one edge.`,
        fix: `Keep one source for ${target} and disconnect the others.`,
      });
    }
    const badSource = !sourceSlots(section, edge.sourceNodeId).includes(edge.sourceSlot);
    if (badSource || !targetSlots(section, edge.targetNodeId).includes(edge.targetSlot)) {
      const [nodeId, slot, what] = badSource
        ? [
            edge.sourceNodeId,
            edge.sourceSlot,
            slotName(section, edge.sourceNodeId, edge.sourceSlot, name),
          ]
        : [
            edge.targetNodeId,
            edge.targetSlot,
            targetName(section, edge.targetNodeId, edge.targetSlot, name),
          ];
      findings.push({
        severity: 'error',
        code: 'unknownSlot',
        nodeId,
        slot,
        message: `An edge uses ${what}, which this section does not have.`,
        fix: `Remove the edge, or give the section (or node) enough teams or places for ${what}.`,
      });
    }
  }
  for (const loop of cycles(section, next)) {
    const names = loop.map(name).join(' → ');
    findings.push({
      severity: 'error',
      code: 'cycle',
      nodeId: loop[0]!,
      message: `${names} feed each other in a loop.`,
      fix: `Remove the edge that leads from ${name(loop.at(-1)!)} back to ${name(loop[0]!)}.`,
    });
  }
  const seeded = section.edges.flatMap((e) =>
    e.sourceNodeId === null && e.targetNodeId !== null ? [e.targetNodeId] : [],
  );
  const reached = reachableFrom(next, [...seeded, ...matchesWithPlacedTeams(section)]);
  for (const node of [...section.matches, ...section.decisionPoints]) {
    if (reached.has(node.structuralId)) continue;
    findings.push({
      severity: 'error',
      code: 'unreachable',
      nodeId: node.structuralId,
      message: `No team from the seeding can reach ${name(node.structuralId)}.`,
      fix: `Feed ${name(node.structuralId)} from the seeding or from an earlier match, or place its teams.`,
    });
  }
  return findings;
}

const feeds = (section: SectionGraph, nodeId: Key, slot: number) =>
  section.edges.find((e) => e.sourceNodeId === nodeId && e.sourceSlot === slot);

function results(section: SectionGraph, name: (id: string) => string): SectionFinding[] {
  const findings: SectionFinding[] = [];
  const next = successorsOf(section, true);
  for (const match of section.matches) {
    const id = match.structuralId;
    const winner = feeds(section, id, 1);
    const loser = feeds(section, id, 2);
    if (section.type === 'bracket' && !winner) {
      findings.push({
        severity: 'error',
        code: 'resultFeedsNothing',
        nodeId: id,
        slot: 1,
        message: loser
          ? `The winner of ${name(id)} goes nowhere while its loser goes on.`
          : `The result of ${name(id)} feeds no match and no standing place.`,
        fix: `Connect the winner of ${name(id)} to a later match or a standing place.`,
      });
    } else if (section.type === 'bracket' && !loser) {
      findings.push({
        severity: 'warning',
        code: 'loserFeedsNothing',
        nodeId: id,
        slot: 2,
        message: `The loser of ${name(id)} is out without a standing place.`,
        fix: `Connect the loser of ${name(id)} to a standing place or a lower-bracket match.`,
      });
    }
    if (!loser) continue;
    const rematch = winner !== undefined && winner.targetNodeId === loser.targetNodeId;
    const winnerReaches =
      winner?.targetNodeId != null ? reachableFrom(next, [winner.targetNodeId]) : new Set();
    const firstPlace = loser.targetNodeId === null && loser.targetSlot === 1;
    if (firstPlace || (!rematch && winnerReaches.has(loser.targetNodeId))) {
      const target = targetName(section, loser.targetNodeId, loser.targetSlot, name);
      findings.push({
        severity: 'error',
        code: 'loserFeedsWinnerPlace',
        nodeId: id,
        slot: 2,
        message: firstPlace
          ? `The loser of ${name(id)} takes first place in the standing.`
          : `The loser of ${name(id)} feeds ${target}, where its winner also goes on to.`,
        fix: `Connect ${target} from a winner, and send the loser of ${name(id)} to a lower-bracket match or a lower place.`,
      });
    }
  }
  return findings;
}

function counts(section: LintGraph): SectionFinding[] {
  const findings: SectionFinding[] = [];
  const teamsPlaced = matchesWithPlacedTeams(section).length > 0;
  for (let seed = 1; seed <= section.seedingCount; seed += 1) {
    if (feeds(section, null, seed)) continue;
    findings.push({
      severity: teamsPlaced ? 'warning' : 'error',
      code: 'seedEntersNothing',
      nodeId: null,
      slot: seed,
      message: teamsPlaced
        ? `Seed ${seed} enters no match: the section's teams are placed in its matches instead.`
        : `Seed ${seed} enters no match: the section takes ${section.seedingCount} teams.`,
      fix: `Connect seed ${seed} to a first-round match, or lower the section's number of teams.`,
    });
  }
  if (section.type === 'bracket') {
    for (let place = 1; place <= section.standingCount; place += 1) {
      if (section.edges.some((e) => e.targetNodeId === null && e.targetSlot === place)) continue;
      findings.push({
        severity: 'error',
        code: 'placeFedByNothing',
        nodeId: null,
        slot: place,
        message: `Standing place ${place} is fed by no match.`,
        fix: `Connect a match result to place ${place}, or lower the section's number of places.`,
      });
    }
  }
  const rounds = section.groupConfig?.roundRobinRounds ?? 1;
  const teams = section.seedingCount;
  const expected = ((teams * (teams - 1)) / 2) * rounds;
  if (section.type === 'group' && section.matches.length !== expected) {
    findings.push({
      severity: 'warning',
      code: 'roundRobinSize',
      nodeId: null,
      message: `The group has ${section.matches.length} matches; ${teams} teams playing each other ${rounds === 1 ? 'once' : `${rounds} times`} need ${expected}.`,
      fix: `Add or remove matches, or change the number of teams or round-robin rounds.`,
    });
  }
  return findings;
}

function labels(section: SectionGraph, name: (id: string) => string): SectionFinding[] {
  return section.decisionPoints.flatMap((point) =>
    point.standingLabels.flatMap((label, i): SectionFinding[] =>
      label.trim() === ''
        ? [
            {
              severity: 'error',
              code: 'unlabelledPlace',
              nodeId: point.structuralId,
              slot: i + 1,
              message: `Place ${i + 1} of ${name(point.structuralId)} has no label.`,
              fix: `Label place ${i + 1} of ${name(point.structuralId)} (e.g. 'Qualified').`,
            },
          ]
        : [],
    ),
  );
}

/** The findings of one section's graph, errors and warnings in the order the rules run. */
export function lintSection(section: LintGraph): SectionFinding[] {
  if (section.matches.length === 0 && section.decisionPoints.length === 0) {
    return [
      {
        severity: 'error',
        code: 'emptySection',
        nodeId: null,
        message: 'The section has no matches and no decision points.',
        fix: 'Add matches (or start from a format), or remove the section.',
      },
    ];
  }
  const name = namer(section);
  const next = successorsOf(section);
  return [
    ...structure(section, next, name),
    ...results(section, name),
    ...counts(section),
    ...labels(section, name),
  ];
}

/** Every stage's findings: its split over its sections, then each section's graph. */
export function lintTournament(stages: readonly LintStage[]): LintFinding[] {
  return stages.flatMap((stage) => {
    const at = (section: LintSection | null) => ({
      stageId: stage.id,
      stageName: stage.name,
      sectionId: section?.id ?? null,
      sectionName: section?.name ?? '',
    });
    const split = splitParticipants(stage.seedingCount, stage.sections.length);
    const actual = stage.sections.map((section) => section.graph.seedingCount);
    const uneven: LintFinding[] =
      stage.sections.length > 0 && actual.some((count, i) => count !== split[i])
        ? [
            {
              ...at(null),
              severity: 'warning',
              code: 'unevenSplit',
              nodeId: null,
              message: `The stage's ${stage.seedingCount} teams go ${actual.join(', ')} into its sections; split evenly they would be ${split.join(', ')}.`,
              fix: `Set the stage's number of teams again to split them evenly, or check the sections' team counts.`,
            },
          ]
        : [];
    return [
      ...uneven,
      ...stage.sections.flatMap((section) =>
        lintSection(section.graph).map((finding) => ({ ...at(section), ...finding })),
      ),
    ];
  });
}

export const lintErrors = (findings: readonly SectionFinding[]) =>
  findings.filter((finding) => finding.severity === 'error');

export const STAGE_LINT_MESSAGES = {
  publishRefused: (errorCount: number, first: Pick<SectionFinding, 'message' | 'fix'>) =>
    `Publishing refused: the graph has ${errorCount} lint error${errorCount === 1 ? '' : 's'}. First: ${first.message} ${first.fix}`,
  overrideAdminsOnly: 'Only administrators may publish over lint errors.',
  overrideReasonRequired: 'Give a reason for publishing over the lint errors.',
} as const;

/** An override of the lint needs a reason for the journal. */
export function validateLintOverrideReason(reason: string | null | undefined): string | null {
  return reason?.trim() ? null : STAGE_LINT_MESSAGES.overrideReasonRequired;
}
