import type { CelebrityInput } from '../../../../__generated__/graphql';

/** A celebrity row as the batch form holds it: CelebrityInput's shape plus a React key. */
export interface CelebrityRow {
  key: string;
  id: string | null;
  name: string;
  title: string;
  imageUrl: string;
  picks: { eldsMatchId: string; eldsTeamId: string }[];
}

export interface CelebrityBatchValues {
  celebrities: CelebrityRow[];
}

/** A match a celebrity can pick, as the table labels it. */
export interface PickableMatch {
  id: string;
  /** 'T1 vs GEN', or the match's description when its teams are not known yet. */
  label: string;
  teams: readonly { id: string; name: string }[];
}

/** The matches a pick column group shows: one pick block's, or those in no block yet. */
export interface MatchGroup {
  key: string;
  label: string;
  matches: readonly PickableMatch[];
}

interface MatchLike {
  id: string;
  description: string;
  teamOne?: { id: string; name: string; tricode: string } | null;
  teamTwo?: { id: string; name: string; tricode: string } | null;
}

export function pickableMatch(match: MatchLike): PickableMatch {
  const teams = [match.teamOne, match.teamTwo].filter((team) => team != null);
  const label =
    teams.length === 2 ? teams.map((team) => team.tricode || team.name).join(' vs ') : '';
  return {
    id: match.id,
    label: label || match.description || `Match ${match.id}`,
    teams: teams.map((team) => ({ id: team.id, name: team.name })),
  };
}

/** The tournament's matches by block, in the blocks' order, then the unscheduled ones. */
export function matchGroups(
  blocks: readonly { id: string; name: string; matches: readonly MatchLike[] }[],
  unscheduled: readonly MatchLike[],
): MatchGroup[] {
  const groups = blocks.map((block) => ({
    key: block.id,
    label: block.name,
    matches: block.matches.map(pickableMatch),
  }));
  if (unscheduled.length > 0) {
    groups.push({
      key: 'unscheduled',
      label: 'Not in a block',
      matches: unscheduled.map(pickableMatch),
    });
  }
  return groups.filter((group) => group.matches.length > 0);
}

let nextKey = 0;
const rowKey = () => `celebrity-${++nextKey}`;

export function emptyCelebrityRow(): CelebrityRow {
  return { key: rowKey(), id: null, name: '', title: '', imageUrl: '', picks: [] };
}

export function celebrityBatchValues(
  celebrities: readonly {
    id: string;
    name: string;
    title: string;
    imageUrl: string;
    picks: readonly { eldsMatchId: string; eldsTeamId: string }[];
  }[],
): CelebrityBatchValues {
  return {
    celebrities: celebrities.map((celebrity) => ({
      key: rowKey(),
      id: celebrity.id,
      name: celebrity.name,
      title: celebrity.title,
      imageUrl: celebrity.imageUrl,
      picks: celebrity.picks.map(({ eldsMatchId, eldsTeamId }) => ({ eldsMatchId, eldsTeamId })),
    })),
  };
}

export function celebrityBatchInput(values: CelebrityBatchValues): CelebrityInput[] {
  return values.celebrities.map((row) => ({
    ...(row.id ? { id: row.id } : {}),
    name: row.name.trim(),
    title: row.title.trim(),
    imageUrl: row.imageUrl.trim(),
    picks: row.picks.map(({ eldsMatchId, eldsTeamId }) => ({ eldsMatchId, eldsTeamId })),
  }));
}

/** The row's pick of a match: its index in `picks` (the paths messages use) and the team. */
export function pickOf(row: CelebrityRow, matchId: string) {
  const index = row.picks.findIndex((pick) => pick.eldsMatchId === matchId);
  return index < 0 ? null : { index, teamId: row.picks[index]!.eldsTeamId };
}

/** The row's picks with `teamId` picked for the match ('' removes the pick); order is kept. */
export function withPick(
  row: CelebrityRow,
  matchId: string,
  teamId: string,
): CelebrityRow['picks'] {
  const picked = pickOf(row, matchId);
  if (!teamId) return row.picks.filter((pick) => pick.eldsMatchId !== matchId);
  if (!picked) return [...row.picks, { eldsMatchId: matchId, eldsTeamId: teamId }];
  return row.picks.map((pick, i) => (i === picked.index ? { ...pick, eldsTeamId: teamId } : pick));
}

/**
 * Messages of a row that no field on screen shows (picks of matches in other blocks, or of a
 * match the tournament no longer has), with the match each is about.
 */
export function unplacedRowMessages(
  row: CelebrityRow,
  index: number,
  shown: Partial<Record<string, string>>,
  visibleMatchIds: ReadonlySet<string>,
  matchLabel: (matchId: string) => string,
): string[] {
  const prefix = `celebrities.${index}.picks.`;
  const messages: string[] = [];
  for (const [key, message] of Object.entries(shown)) {
    if (!message || !key.startsWith(prefix)) continue;
    const pickIndex = Number(key.slice(prefix.length).split('.')[0]);
    const matchId = row.picks[pickIndex]?.eldsMatchId;
    if (matchId && visibleMatchIds.has(matchId) && key.endsWith('.eldsTeamId')) continue;
    messages.push(`${matchId ? matchLabel(matchId) : `Pick ${pickIndex + 1}`}: ${message}`);
  }
  return messages;
}
