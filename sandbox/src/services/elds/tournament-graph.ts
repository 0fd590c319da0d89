/**
 * How results flow through a tournament the way the data service computes them: a decided match
 * sends its winner (slot 1) and loser (slot 2) along its edges, groups compute records and ranks,
 * finalized groups and filled standings feed the next section or stage. Everything an edge feeds
 * is derived, so `recompute` clears it and derives it again: clearing a result un-propagates.
 */
import { TBD_TEAM_ID } from '@esports-admin/schema/rules/constants';
import { rankRecords } from '@esports-admin/schema/rules/group-ranks';
import {
  OUTCOME_COMPUTED,
  OUTCOME_SET_BY_HUMAN,
  type DecisionPointDto,
  type EdgeDto,
  type EdgeNodeTypeDto,
  type MatchDto,
  type ParticipantEntryDto,
  type ParticipantListDto,
  type SectionDto,
  type StageDto,
  type TeamRecordDto,
  type TournamentDto,
} from '@esports-admin/schema/upstream/elds-tournaments';

/** Edges of one container and the nodes they may name. */
interface Scope {
  seeding: ParticipantListDto;
  standing: ParticipantListDto;
  edges: EdgeDto[];
  nodeType: EdgeNodeTypeDto | 'section-inner';
  section?: SectionDto;
  stage?: StageDto;
}

export const knownTeam = (teamId: string | null | undefined): string | null =>
  teamId && teamId !== TBD_TEAM_ID ? teamId : null;

export function entryAt(list: ParticipantListDto | ParticipantEntryDto[], index: number) {
  const entries = Array.isArray(list) ? list : list.entries;
  let entry = entries.find((candidate) => candidate.index === index);
  if (!entry) {
    entry = { index, teamId: null, description: null, placement: null };
    entries.push(entry);
    entries.sort((a, b) => a.index - b.index);
  }
  return entry;
}

export interface MatchDecision {
  winner: string;
  loser: string;
}

/** Tallies a match's games and sets its status and team-based outcome. */
export function evaluateMatch(match: MatchDto): MatchDecision | null {
  const one = knownTeam(match.teamOne);
  const two = knownTeam(match.teamTwo);
  match.participatingTeams = [one, two].filter((team): team is string => team !== null);
  const wins = new Map<string, number>(match.participatingTeams.map((team) => [team, 0]));
  let played = 0;
  let ties = 0;
  if (one && two) {
    for (const game of match.games) {
      const outcomes = game.teamOutcomes.filter((o) => o.teamId === one || o.teamId === two);
      if (outcomes.length < 2) continue;
      played += 1;
      const winner = outcomes.find((o) => o.outcome === 'win');
      if (winner) wins.set(winner.teamId, (wins.get(winner.teamId) ?? 0) + 1);
      else if (outcomes.some((o) => o.outcome === 'tie')) ties += 1;
    }
  }
  const winsOf = (team: string | null) => (team ? (wins.get(team) ?? 0) : 0);
  let decision: MatchDecision | null = null;
  let tied = false;
  if (one && two) {
    if (match.strategy === 'bestOf') {
      const majority = Math.floor((match.bestOfConfig?.count ?? 1) / 2) + 1;
      if (winsOf(one) >= majority) decision = { winner: one, loser: two };
      else if (winsOf(two) >= majority) decision = { winner: two, loser: one };
    } else if (played >= (match.playAllConfig?.count ?? match.games.length)) {
      if (winsOf(one) > winsOf(two)) decision = { winner: one, loser: two };
      else if (winsOf(two) > winsOf(one)) decision = { winner: two, loser: one };
      else tied = true;
    }
  }
  match.status =
    decision || tied ? 'completed' : played > 0 || ties > 0 ? 'inProgress' : 'unstarted';
  match.teamBasedOutcome = match.participatingTeams.map((teamId) => ({
    teamId,
    gameWins: winsOf(teamId),
    outcome: tied ? 'tie' : decision ? (decision.winner === teamId ? 'win' : 'loss') : null,
  }));
  return decision;
}

/** Wins, losses and ties of every team of a group section from its completed matches. */
export function groupRecords(section: SectionDto, matches: MatchDto[]): TeamRecordDto[] {
  const records = new Map<string, TeamRecordDto['record']>();
  const recordOf = (teamId: string) => {
    let record = records.get(teamId);
    if (!record) {
      record = { wins: 0, losses: 0, ties: 0 };
      records.set(teamId, record);
    }
    return record;
  };
  for (const entry of section.seeding.entries) {
    const team = knownTeam(entry.teamId);
    if (team) recordOf(team);
  }
  for (const match of matches) {
    for (const team of match.participatingTeams) recordOf(team);
    if (match.status !== 'completed') continue;
    for (const { teamId, outcome } of match.teamBasedOutcome) {
      const record = recordOf(teamId);
      if (outcome === 'win') record.wins += 1;
      else if (outcome === 'loss') record.losses += 1;
      else if (outcome === 'tie') record.ties += 1;
    }
  }
  return [...records].map(([teamId, record]) => ({ teamId, record }));
}

export const isGroup = (section: SectionDto) => section.type !== 'bracket';

function scopesOf(tournament: TournamentDto): Scope[] {
  const scopes: Scope[] = [{ ...tournament, nodeType: 'stage' }];
  for (const stage of tournament.stages ?? []) {
    scopes.push({
      seeding: stage.seeding,
      standing: stage.standing,
      edges: stage.edges,
      nodeType: 'section',
      stage,
    });
    for (const section of stage.sections) {
      scopes.push({
        seeding: section.seeding,
        standing: section.standing,
        edges: section.edges,
        nodeType: 'section-inner',
        section,
      });
    }
  }
  return scopes;
}

interface Nodes {
  stages: Map<string, StageDto>;
  sections: Map<string, SectionDto>;
  matches: Map<string, MatchDto>;
  decisionPoints: Map<string, DecisionPointDto>;
}

function nodesOf(tournament: TournamentDto, matches: MatchDto[]): Nodes {
  const stages = tournament.stages ?? [];
  const sections = stages.flatMap((stage) => stage.sections);
  return {
    stages: new Map(stages.map((stage) => [stage.structuralId, stage])),
    sections: new Map(sections.map((section) => [section.structuralId, section])),
    matches: new Map(matches.map((match) => [match.structuralId, match])),
    decisionPoints: new Map(
      sections.flatMap((section) => section.decisionPoints).map((dp) => [dp.structuralId, dp]),
    ),
  };
}

/** Where an edge ends: a settable slot. */
function targetOf(scope: Scope, edge: EdgeDto, nodes: Nodes) {
  const id = edge.targetNodeId;
  const slot = edge.targetSlot;
  switch (edge.targetNodeType) {
    case null:
      return entrySlot(entryAt(scope.standing, slot));
    case 'match': {
      const match = id === null ? undefined : nodes.matches.get(id);
      if (!match) return null;
      const key = slot === 1 ? 'teamOne' : 'teamTwo';
      return {
        get: () => knownTeam(match[key]),
        set: (team: string | null) => {
          match[key] = team ?? TBD_TEAM_ID;
        },
      };
    }
    case 'decisionPoint': {
      const dp = id === null ? undefined : nodes.decisionPoints.get(id);
      return dp ? entrySlot(entryAt(dp.seeding, slot)) : null;
    }
    case 'section': {
      const section = id === null ? undefined : nodes.sections.get(id);
      return section ? entrySlot(entryAt(section.seeding, slot)) : null;
    }
    case 'stage': {
      const stage = id === null ? undefined : nodes.stages.get(id);
      return stage ? entrySlot(entryAt(stage.seeding, slot)) : null;
    }
  }
}

function entrySlot(entry: ParticipantEntryDto) {
  return {
    get: () => knownTeam(entry.teamId),
    set: (team: string | null) => {
      entry.teamId = team;
    },
  };
}

function sourceTeam(
  scope: Scope,
  edge: EdgeDto,
  nodes: Nodes,
  decisions: Map<string, MatchDecision | null>,
): string | null {
  const id = edge.sourceNodeId;
  const slot = edge.sourceSlot;
  const fromEntries = (entries: ParticipantEntryDto[]) =>
    knownTeam(entries.find((entry) => entry.index === slot)?.teamId);
  switch (edge.sourceNodeType) {
    case null:
      return fromEntries(scope.seeding.entries);
    case 'match': {
      const match = id === null ? undefined : nodes.matches.get(id);
      const decision = match ? decisions.get(match.id) : null;
      if (!decision) return null;
      return slot === 1 ? decision.winner : slot === 2 ? decision.loser : null;
    }
    case 'decisionPoint': {
      const dp = id === null ? undefined : nodes.decisionPoints.get(id);
      return dp?.decided ? fromEntries(dp.standing) : null;
    }
    case 'section': {
      const section = id === null ? undefined : nodes.sections.get(id);
      return section ? fromEntries(section.standing.entries) : null;
    }
    case 'stage': {
      const stage = id === null ? undefined : nodes.stages.get(id);
      return stage ? fromEntries(stage.standing.entries) : null;
    }
  }
}

function fillGroupStanding(section: SectionDto): boolean {
  const order = section.finalized ? section.ranks.flatMap((rank) => rank.tiedTeams) : [];
  let changed = false;
  order.forEach((teamId, i) => {
    const entry = entryAt(section.standing, i + 1);
    if (entry.teamId !== teamId) {
      entry.teamId = teamId;
      entry.placement = i + 1;
      changed = true;
    }
  });
  if (section.finalized) {
    section.standing.outcomeSource = section.manualRanks ? OUTCOME_SET_BY_HUMAN : OUTCOME_COMPUTED;
  }
  return changed;
}

function propagate(tournament: TournamentDto, matches: MatchDto[]): void {
  const scopes = scopesOf(tournament);
  const nodes = nodesOf(tournament, matches);
  const sections = (tournament.stages ?? []).flatMap((stage) => stage.sections);
  for (const scope of scopes) {
    for (const edge of scope.edges) targetOf(scope, edge, nodes)?.set(null);
  }
  for (const section of sections) {
    if (!isGroup(section)) continue;
    for (const entry of section.standing.entries) entry.teamId = null;
    section.standing.outcomeSource = null;
  }
  const matchesOfSection = new Map(
    sections.map((section) => [
      section.id,
      matches.filter((match) => section.matchIds.includes(match.id)),
    ]),
  );
  for (let pass = 0; pass < 1000; pass += 1) {
    let changed = false;
    const decisions = new Map(matches.map((match) => [match.id, evaluateMatch(match)]));
    for (const section of sections) {
      if (!isGroup(section)) continue;
      section.teamRecords = groupRecords(section, matchesOfSection.get(section.id) ?? []);
      if (!section.manualRanks) section.ranks = rankRecords(section.teamRecords);
      if (fillGroupStanding(section)) changed = true;
    }
    for (const scope of scopes) {
      for (const edge of scope.edges) {
        const team = sourceTeam(scope, edge, nodes, decisions);
        const target = targetOf(scope, edge, nodes);
        if (team && target && target.get() !== team) {
          target.set(team);
          changed = true;
        }
      }
    }
    if (!changed) return;
  }
  throw new Error(`Tournament ${tournament.id}: results did not settle (an edge cycle?)`);
}

/** A decided point whose teams no longer all come in is undecided. */
function undecideStale(tournament: TournamentDto): boolean {
  let undecided = false;
  for (const section of (tournament.stages ?? []).flatMap((stage) => stage.sections)) {
    for (const dp of section.decisionPoints) {
      if (!dp.decided) continue;
      const coming = new Set(dp.seeding.map((entry) => knownTeam(entry.teamId)));
      if (dp.standing.every((entry) => !knownTeam(entry.teamId) || coming.has(entry.teamId))) {
        continue;
      }
      dp.decided = false;
      for (const entry of dp.standing) entry.teamId = null;
      undecided = true;
    }
  }
  return undecided;
}

/** Each match's teams as 'one/two', to tell which matches changed teams. */
export function pairings(matches: MatchDto[]): Map<string, string> {
  return new Map(matches.map((match) => [match.id, `${match.teamOne}/${match.teamTwo}`]));
}

/**
 * Derives every edge-fed slot, match outcome, group record, rank and finalized standing again.
 * Games of a match whose teams changed start over: sides from the new teams, no outcomes.
 */
export function recompute(
  tournament: TournamentDto,
  matches: MatchDto[],
  teamsBefore: ReadonlyMap<string, string> = pairings(matches),
): void {
  const before = new Map([...pairings(matches), ...teamsBefore]);
  do propagate(tournament, matches);
  while (undecideStale(tournament));
  for (const match of matches) {
    if (before.get(match.id) === `${match.teamOne}/${match.teamTwo}`) continue;
    for (const game of match.games) {
      game.blueTeam = match.teamOne;
      game.redTeam = match.teamTwo;
      game.teamOutcomes = [];
      game.status = 'unstarted';
    }
    evaluateMatch(match);
  }
  if (matches.some((match) => before.get(match.id) !== `${match.teamOne}/${match.teamTwo}`)) {
    // Results of reset games no longer count: derive once more from what is left.
    propagate(tournament, matches);
  }
}
