import type { AuditEntryTable_EntryFragment } from '../__generated__/graphql';
import { displayAuditChangeValue, NO_LEAGUE_NAMES, type LeagueNames } from './auditValues';
import { humanFieldPath, isBookkeepingField } from './fieldPaths';

/** Up to this many changed fields are listed old → new in a row; more become one count line. */
export const SUMMARY_LISTED_CHANGES = 2;
/** Fields named in the count line before '+N more'. */
export const SUMMARY_NAMED_FIELDS = 3;
/** A value or message in a row is cut here; the open details show it whole. */
export const SUMMARY_TEXT_LENGTH = 60;

export function truncated(text: string, max = SUMMARY_TEXT_LENGTH): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

type SummarisedEntry = Pick<AuditEntryTable_EntryFragment, 'operation' | 'changes' | 'message'>;

/** 'drops.3.name' → 'drops': the field of the record a journalled leaf path belongs to. */
const recordField = (path: string) => path.split('.')[0] ?? path;

/**
 * The one- or two-line summary of a journal entry that its row shows: 'Created', each field
 * old → new when there are few, else '30 fields changed: Name, Start time, Drops, +27 more', in the
 * words staff read (fieldPaths.ts).
 * Values and messages are cut to SUMMARY_TEXT_LENGTH; the details show them whole.
 */
export function auditEntrySummary(
  entry: SummarisedEntry,
  leagueNames: LeagueNames = NO_LEAGUE_NAMES,
): string[] {
  // Versions and timestamps change with every save: the details show them, the summary does not.
  const changes = entry.changes.filter((change) => !isBookkeepingField(change.field));
  if (changes.length === 0) return [truncated(entry.message ?? 'No field changed.', 120)];
  if (entry.operation.startsWith('create') && changes.every((change) => change.before === null)) {
    return ['Created'];
  }
  if (changes.length <= SUMMARY_LISTED_CHANGES) {
    const value = (field: string, encoded: string | null) =>
      truncated(displayAuditChangeValue(field, encoded, leagueNames));
    return changes.map(
      (change) =>
        `${humanFieldPath(change.field)}: ${value(change.field, change.before)} → ${value(change.field, change.after)}`,
    );
  }
  const fields = [...new Set(changes.map((change) => humanFieldPath(recordField(change.field))))];
  const named = fields.slice(0, SUMMARY_NAMED_FIELDS);
  const more = fields.length - named.length;
  const count = fields.length === 1 ? '1 field changed' : `${fields.length} fields changed`;
  return [`${count}: ${named.join(', ')}${more > 0 ? `, +${more} more` : ''}`];
}
