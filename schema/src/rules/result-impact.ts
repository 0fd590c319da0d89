/**
 * Result impact preview (issue #37): what setting or clearing a game's result would change
 * downstream in its section, before anything is written. It follows the data service's rules
 * (sandbox/src/services/elds/tournament-graph.ts `recompute`): a decided match sends its winner
 * (slot 1) and loser (slot 2) along its edges, everything an edge feeds is derived again, a
 * decided point whose teams no longer all come in is undecided, and a match whose teams change
 * loses the results of its games.
 */
import type { RankDto, TeamRecordDto } from '../upstream/elds-tournaments';
import { rankRecords } from './group-ranks';
import type { MatchFormat, SectionGraph } from './stage-graph';

export interface ImpactGame {
  id: string;
  /** The team that won the game; null when it has no result or was tied. */
  winnerTeamId: string | null;
  /** Both teams got a tie. */
  tied: boolean;
}

export interface ImpactMatch extends MatchFormat {
  structuralId: string;
  /** Teams placed now; null for TBD. */
  teamOne: string | null;
  teamTwo: string | null;
  games: ImpactGame[];
}

export interface ImpactDecisionPoint {
  structuralId: string;
  decided: boolean;
  /** Teams entering it (target slots 1, 2, …) now; null for none. */
  seeding: (string | null)[];
  /** Teams placed in its places (source slots 1, 2, …) now; null for none. */
  standing: (string | null)[];
}

export interface ImpactSection {
  graph: Pick<SectionGraph, 'edges'>;
  /** Teams of the section's seeding (source slots 1, 2, …). */
  seeding: (string | null)[];
  /** Teams of the section's standing places (target slots 1, 2, …) now. */
  standing: (string | null)[];
  matches: ImpactMatch[];
  decisionPoints: ImpactDecisionPoint[];
  /**
   * A group or cross-group section: its teams' records now and whether its ranks are set by hand
   * (then they stay as they are); null for a bracket.
   */
  group: { records: TeamRecordDto[]; ranks: RankDto[]; manualRanks: boolean } | null;
}

/** A game's result set to a team, or cleared (`winnerTeamId` null). */
export interface ResultChange {
  gameId: string;
  winnerTeamId: string | null;
}

export interface ParticipantChange {
  matchId: string;
  /** 1 for team one, 2 for team two. */
  slot: number;
  fromTeamId: string | null;
  toTeamId: string | null;
}

export interface PlaceChange {
  place: number;
  fromTeamId: string | null;
  toTeamId: string | null;
}

export type TeamRecord = TeamRecordDto['record'];

export interface RecordChange {
  teamId: string;
  from: TeamRecord;
  to: TeamRecord;
  /** The team's rank (ordinal) before and after; equal when the ranks are set by hand. */
  fromRank: number | null;
  toRank: number | null;
}

export interface ResultImpact {
  /** Structural id of the changed game's match. */
  matchId: string;
  participantChanges: ParticipantChange[];
  /** Structural ids of matches with results that their new teams would start over. */
  invalidatedMatchIds: string[];
  standingChanges: PlaceChange[];
  /** Group sections: the teams whose records change, with their ranks. */
  recordChanges: RecordChange[];
  /** The game's match would get another winner (or lose or gain one). */
  matchWinnerChanges: boolean;
}

interface State {
  pairings: Map<string, [string | null, string | null]>;
  games: Map<string, ImpactGame[]>;
  decided: Map<string, boolean>;
  dpSeeding: Map<string, Map<number, string>>;
  standing: Map<number, string>;
}

/** The winner and loser of a match by its games (the service's `evaluateMatch`), or null. */
export function matchDecision(
  format: MatchFormat,
  [one, two]: readonly [string | null, string | null],
  games: readonly ImpactGame[],
): { winner: string; loser: string } | null {
  if (!one || !two) return null;
  const played = games.filter((game) => game.tied || game.winnerTeamId !== null).length;
  const wins = (team: string) => games.filter((game) => game.winnerTeamId === team).length;
  if (format.strategy === 'bestOf') {
    const majority = Math.floor(format.count / 2) + 1;
    if (wins(one) >= majority) return { winner: one, loser: two };
    if (wins(two) >= majority) return { winner: two, loser: one };
    return null;
  }
  if (played < format.count || wins(one) === wins(two)) return null;
  return wins(one) > wins(two) ? { winner: one, loser: two } : { winner: two, loser: one };
}

/** Derives every edge-fed slot again from the seeding, decided matches and decided points. */
function propagate(section: ImpactSection, state: State): void {
  const { edges } = section.graph;
  const matches = new Map(section.matches.map((match) => [match.structuralId, match]));
  const points = new Map(section.decisionPoints.map((point) => [point.structuralId, point]));
  for (const edge of edges) {
    const pairing = edge.targetNodeId ? state.pairings.get(edge.targetNodeId) : undefined;
    if (pairing) pairing[edge.targetSlot - 1] = null;
  }
  state.standing.clear();
  for (const point of section.decisionPoints) {
    const seeding = new Map<number, string>();
    point.seeding.forEach((team, index) => {
      if (team) seeding.set(index + 1, team);
    });
    state.dpSeeding.set(point.structuralId, seeding);
  }
  for (const edge of edges) {
    if (edge.targetNodeId) state.dpSeeding.get(edge.targetNodeId)?.delete(edge.targetSlot);
  }
  const sourceTeam = (nodeId: string | null, slot: number): string | null => {
    if (nodeId === null) return section.seeding[slot - 1] ?? null;
    const match = matches.get(nodeId);
    if (match) {
      const decision = matchDecision(match, state.pairings.get(nodeId)!, state.games.get(nodeId)!);
      return decision ? (slot === 1 ? decision.winner : slot === 2 ? decision.loser : null) : null;
    }
    const point = points.get(nodeId);
    return point && state.decided.get(nodeId) ? (point.standing[slot - 1] ?? null) : null;
  };
  for (let pass = 0; pass <= edges.length; pass += 1) {
    let changed = false;
    for (const edge of edges) {
      const team = sourceTeam(edge.sourceNodeId, edge.sourceSlot);
      if (!team) continue;
      const pairing = edge.targetNodeId ? state.pairings.get(edge.targetNodeId) : undefined;
      const slots = edge.targetNodeId === null ? state.standing : undefined;
      if (pairing && pairing[edge.targetSlot - 1] !== team) {
        pairing[edge.targetSlot - 1] = team;
        changed = true;
      } else if (slots && slots.get(edge.targetSlot) !== team) {
        slots.set(edge.targetSlot, team);
        changed = true;
      } else {
        const seeding = edge.targetNodeId ? state.dpSeeding.get(edge.targetNodeId) : undefined;
        if (seeding && seeding.get(edge.targetSlot) !== team) {
          seeding.set(edge.targetSlot, team);
          changed = true;
        }
      }
    }
    if (!changed) return;
  }
}

/** Undecides a decided point one of whose placed teams no longer comes in; true if any. */
function undecideStale(section: ImpactSection, state: State): boolean {
  let undecided = false;
  for (const point of section.decisionPoints) {
    if (!state.decided.get(point.structuralId)) continue;
    const coming = new Set(state.dpSeeding.get(point.structuralId)?.values());
    if (point.standing.every((team) => !team || coming.has(team))) continue;
    state.decided.set(point.structuralId, false);
    undecided = true;
  }
  return undecided;
}

const key = ([one, two]: readonly [string | null, string | null]) => `${one}/${two}`;

/** What a change does to a section's matches and places, whatever the change was. */
export type SectionImpact = Omit<ResultImpact, 'matchId' | 'recordChanges' | 'matchWinnerChanges'>;

/**
 * Derives the section again from its seeding and `games` (the stored games with the change in
 * them): the match slots and places whose team changes, and the played matches whose results the
 * service would discard because their teams changed.
 */
function follow(
  section: ImpactSection,
  games: State['games'],
): { impact: SectionImpact; state: State } {
  const state: State = {
    pairings: new Map(
      section.matches.map((match) => [match.structuralId, [match.teamOne, match.teamTwo]]),
    ),
    games,
    decided: new Map(section.decisionPoints.map((point) => [point.structuralId, point.decided])),
    dpSeeding: new Map(),
    standing: new Map(),
  };
  do propagate(section, state);
  while (undecideStale(section, state));
  const moved = section.matches.filter(
    (match) => key([match.teamOne, match.teamTwo]) !== key(state.pairings.get(match.structuralId)!),
  );
  for (const match of moved) state.games.set(match.structuralId, []);
  if (moved.length > 0) propagate(section, state);
  const participantChanges = section.matches.flatMap((match) => {
    const after = state.pairings.get(match.structuralId)!;
    return [match.teamOne, match.teamTwo].flatMap((before, index) =>
      before === after[index]
        ? []
        : [
            {
              matchId: match.structuralId,
              slot: index + 1,
              fromTeamId: before,
              toTeamId: after[index]!,
            },
          ],
    );
  });
  const movedIds = new Set(participantChanges.map((entry) => entry.matchId));
  const fed = new Set(
    section.graph.edges.filter((e) => e.targetNodeId === null).map((e) => e.targetSlot),
  );
  const impact = {
    participantChanges,
    invalidatedMatchIds: section.matches
      .filter(
        (match) =>
          movedIds.has(match.structuralId) &&
          match.games.some((game) => game.tied || game.winnerTeamId !== null),
      )
      .map((match) => match.structuralId),
    standingChanges: [...fed]
      .sort((a, b) => a - b)
      .flatMap((place) => {
        const before = section.standing[place - 1] ?? null;
        const after = state.standing.get(place) ?? null;
        return before === after ? [] : [{ place, fromTeamId: before, toTeamId: after }];
      }),
  };
  return { impact, state };
}

const storedGames = (section: ImpactSection) =>
  new Map(section.matches.map((match) => [match.structuralId, match.games]));

/** What `change` would do to the section's matches and standing; null if the game is not in it. */
export function resultImpact(section: ImpactSection, change: ResultChange): ResultImpact | null {
  const changed = section.matches.find((match) =>
    match.games.some((game) => game.id === change.gameId),
  );
  if (!changed) return null;
  const games = storedGames(section);
  games.set(
    changed.structuralId,
    changed.games.map((game) =>
      game.id === change.gameId
        ? { id: game.id, winnerTeamId: change.winnerTeamId, tied: false }
        : game,
    ),
  );
  const { impact, state } = follow(section, games);
  const decidedBefore = matchDecision(changed, [changed.teamOne, changed.teamTwo], changed.games);
  const decidedAfter = matchDecision(
    changed,
    state.pairings.get(changed.structuralId)!,
    state.games.get(changed.structuralId)!,
  );
  return {
    matchId: changed.structuralId,
    ...impact,
    recordChanges: section.group ? recordChanges(section.group, decidedBefore, decidedAfter) : [],
    matchWinnerChanges: decidedBefore?.winner !== decidedAfter?.winner,
  };
}

/**
 * What new teams in a section's seeding (`seeding`, slot 1 first) would change in it: a place
 * change upstream reaching the section through a stage's or the tournament's edges.
 */
export function seedingImpact(section: ImpactSection, seeding: (string | null)[]): SectionImpact {
  return follow({ ...section, seeding }, storedGames(section)).impact;
}

type Decision = ReturnType<typeof matchDecision>;

/** A group's records after the changed match's decision goes from `before` to `after`. */
function recordChanges(
  group: NonNullable<ImpactSection['group']>,
  before: Decision,
  after: Decision,
): RecordChange[] {
  if (before?.winner === after?.winner && before?.loser === after?.loser) return [];
  const records = new Map(group.records.map(({ teamId, record }) => [teamId, { ...record }]));
  const count = (decision: Decision, step: number) => {
    if (!decision) return;
    const winner = records.get(decision.winner) ?? { wins: 0, losses: 0, ties: 0 };
    const loser = records.get(decision.loser) ?? { wins: 0, losses: 0, ties: 0 };
    records.set(decision.winner, { ...winner, wins: winner.wins + step });
    records.set(decision.loser, { ...loser, losses: loser.losses + step });
  };
  count(before, -1);
  count(after, 1);
  const ordinals = (ranks: readonly RankDto[]) =>
    new Map(ranks.flatMap((rank) => rank.tiedTeams.map((team) => [team, rank.ordinal])));
  const rankBefore = ordinals(group.ranks);
  const recordsAfter = [...records].map(([teamId, record]) => ({ teamId, record }));
  const rankAfter = group.manualRanks ? rankBefore : ordinals(rankRecords(recordsAfter));
  return recordsAfter.flatMap(({ teamId, record }) => {
    const from = group.records.find((entry) => entry.teamId === teamId)?.record ?? {
      wins: 0,
      losses: 0,
      ties: 0,
    };
    const same =
      from.wins === record.wins && from.losses === record.losses && from.ties === record.ties;
    const fromRank = rankBefore.get(teamId) ?? null;
    const toRank = rankAfter.get(teamId) ?? null;
    return same && fromRank === toRank ? [] : [{ teamId, from, to: record, fromRank, toRank }];
  });
}
