/**
 * What a pick block's viewers picked and what scoring it now would give them (issue #34 "Beyond the
 * anchors"): pure functions over the block's pick patterns, so the preview is checked by hand.
 */
import type { MatchDto } from '@esports-admin/schema/upstream/elds-tournaments';
import type {
  PickBlockMatchPicksDto,
  PickPatternDto,
  ScoringConfigDto,
} from '@esports-admin/schema/upstream/pickem';

/** The match's decided winner (its team with outcome win), or null while undecided. */
export const matchWinnerId = (match: MatchDto): string | null =>
  match.teamBasedOutcome.find((outcome) => outcome.outcome === 'win')?.teamId ?? null;

/** Per match of the block, in its order: viewers per team picked, most viewers first. */
export function picksPerMatch(
  eldsMatchIds: readonly string[],
  patterns: readonly PickPatternDto[],
): PickBlockMatchPicksDto[] {
  return eldsMatchIds.map((eldsMatchId) => {
    const viewers = new Map<string, number>();
    for (const pattern of patterns) {
      for (const pick of pattern.picks) {
        if (pick.eldsMatchId !== eldsMatchId) continue;
        viewers.set(pick.eldsTeamId, (viewers.get(pick.eldsTeamId) ?? 0) + pattern.viewers);
      }
    }
    const teams = [...viewers]
      .map(([eldsTeamId, count]) => ({ eldsTeamId, viewers: count }))
      .sort((a, b) => b.viewers - a.viewers || a.eldsTeamId.localeCompare(b.eldsTeamId));
    return { eldsMatchId, teams };
  });
}

/** One match of a block as scoring sees it: its winner so far and its section's configuration. */
export interface ScoredMatch {
  eldsMatchId: string;
  winnerTeamId: string | null;
  config: ScoringConfigDto | null;
}

export interface ScorePreview {
  rows: { points: number; viewers: number }[];
  undecidedEldsMatchIds: string[];
}

/**
 * Points per pattern: pointsPerCorrectPick of each decided match picked right (none without a
 * configuration), plus the first configured match's perfectBlockBonus when every match is decided
 * and picked right. Viewers summed per points total, fewest points first.
 */
export function scorePreview(
  patterns: readonly PickPatternDto[],
  matches: readonly ScoredMatch[],
): ScorePreview {
  const undecided = matches.filter((match) => match.winnerTeamId === null);
  const bonus = matches.find((match) => match.config)?.config?.perfectBlockBonus ?? 0;
  const viewersByPoints = new Map<number, number>();
  for (const pattern of patterns) {
    const picked = new Map(pattern.picks.map((pick) => [pick.eldsMatchId, pick.eldsTeamId]));
    const right = matches.filter(
      (match) =>
        match.winnerTeamId !== null && picked.get(match.eldsMatchId) === match.winnerTeamId,
    );
    const perfect = undecided.length === 0 && right.length === matches.length;
    const points =
      right.reduce((sum, match) => sum + (match.config?.pointsPerCorrectPick ?? 0), 0) +
      (perfect ? bonus : 0);
    viewersByPoints.set(points, (viewersByPoints.get(points) ?? 0) + pattern.viewers);
  }
  return {
    rows: [...viewersByPoints]
      .map(([points, viewers]) => ({ points, viewers }))
      .sort((a, b) => a.points - b.points),
    undecidedEldsMatchIds: undecided.map((match) => match.eldsMatchId),
  };
}
