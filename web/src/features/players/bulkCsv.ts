import {
  PLAYER_CSV_COLUMNS,
  playerDraftFromCsvRecord,
  type PlayerDraft,
} from '@esports-admin/schema/rules/player';
import type { SportCode } from '@esports-admin/schema/rules/sports';
import Papa from 'papaparse';

export interface ParsedCsv {
  drafts: PlayerDraft[];
  /** Problems with the file itself (no handle column, unreadable rows), to show above the tabs. */
  problems: string[];
  /** Rows (1-based) with too few or too many cells, and the parser's message for each. */
  columnProblems: Map<number, string>;
}

const COLUMN_COUNT_ERRORS: readonly string[] = ['TooFewFields', 'TooManyFields'];

/** The header line of a bulk-entry file, also offered as a template download. */
export const PLAYER_CSV_TEMPLATE = `${PLAYER_CSV_COLUMNS.join(',')}\n`;

/** Parses pasted or uploaded CSV text; the first line names the columns (any case or spacing). */
export function parsePlayerCsv(text: string, sport: SportCode): ParsedCsv {
  const result = Papa.parse<Record<string, string>>(text.trim(), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
  });
  const problems: string[] = [];
  const columnProblems = new Map<number, string>();
  const headers = (result.meta.fields ?? []).map((h) => h.toLowerCase().replace(/[^a-z0-9]/g, ''));
  if (text.trim() !== '' && !headers.includes('handle')) {
    problems.push(
      `The first line must name the columns, including handle: ${PLAYER_CSV_COLUMNS.join(', ')}.`,
    );
  }
  for (const error of result.errors) {
    if (error.code === 'UndetectableDelimiter') continue;
    if (COLUMN_COUNT_ERRORS.includes(error.code) && error.row !== undefined) {
      columnProblems.set(error.row + 1, error.message);
    } else if (problems.length < 5) {
      problems.push(`Row ${(error.row ?? 0) + 1}: ${error.message}`);
    }
  }
  const drafts =
    problems.length > 0 && !headers.includes('handle')
      ? []
      : result.data.map((record) => playerDraftFromCsvRecord(record, sport));
  return { drafts, problems, columnProblems };
}
