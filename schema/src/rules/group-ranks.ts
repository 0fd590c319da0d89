/**
 * How the data service ranks a group section's teams from their records (spec 3 §4): two points a
 * win, one a tie, then fewest losses; equal records share an ordinal (1, 1, 3). The sandbox ranks
 * with it and the result impact preview predicts ranks with it.
 */
import type { RankDto, TeamRecordDto } from '../upstream/elds-tournaments';

export function rankRecords(records: readonly TeamRecordDto[]): RankDto[] {
  const score = ({ record }: TeamRecordDto) => record.wins * 2 + record.ties;
  const sorted = [...records].sort(
    (a, b) => score(b) - score(a) || a.record.losses - b.record.losses,
  );
  const ranks: RankDto[] = [];
  sorted.forEach((entry, position) => {
    const previous = ranks.at(-1);
    const previousEntry = sorted[position - 1];
    if (
      previous &&
      previousEntry &&
      score(previousEntry) === score(entry) &&
      previousEntry.record.losses === entry.record.losses
    ) {
      previous.tiedTeams.push(entry.teamId);
    } else {
      ranks.push({ ordinal: position + 1, tiedTeams: [entry.teamId] });
    }
  });
  return ranks;
}
