/**
 * The bulk entry's form state and pure helpers (spec 1 §3 "Account form state", §4 list
 * actions), kept out of the page so they are tested without rendering.
 */
import {
  defaultDeleteAfter,
  splitDuplicates,
  validateAccountRow,
} from '@esports-admin/schema/rules/account';
import { DEFAULT_SPORT, type SportCode } from '@esports-admin/schema/rules/sports';
import Papa from 'papaparse';

export type BulkTab = 'valid' | 'duplicates' | 'existing' | 'invalid';

export interface BulkRow {
  /** Stable within the form, for React keys and removal. */
  key: number;
  displayName: string;
  login: string;
  password: string;
}

export interface BulkEntryState {
  sport: SportCode;
  /** Sports enabled besides `sport`. */
  alsoEnabled: SportCode[];
  groupId: string;
  deleteAfter: string;
  autogenerateLogins: boolean;
  rows: BulkRow[];
  tab: BulkTab;
}

export function defaultBulkEntry(now: Date): BulkEntryState {
  return {
    sport: DEFAULT_SPORT,
    alsoEnabled: [],
    groupId: '',
    deleteAfter: defaultDeleteAfter(now),
    autogenerateLogins: true,
    rows: [],
    tab: 'valid',
  };
}

/** What the gateway said about a row: collisions with stored names and logins. */
export interface ServerCheck {
  collision: boolean;
  problems: readonly { field: string; message: string }[];
}

export const checkKey = (row: Pick<BulkRow, 'displayName' | 'login'>) =>
  `${row.displayName.trim().toLowerCase()}\u0000${row.login.trim().toLowerCase()}`;

export interface ClassifiedRow extends BulkRow {
  problem: string | null;
}

export interface Classified {
  valid: ClassifiedRow[];
  duplicates: ClassifiedRow[];
  existing: ClassifiedRow[];
  invalid: ClassifiedRow[];
  /** Locally valid rows the gateway has not checked yet. */
  pending: BulkRow[];
}

export function classifyRows(
  rows: readonly BulkRow[],
  checks: ReadonlyMap<string, ServerCheck>,
  autogenerateLogins: boolean,
): Classified {
  const { unique, duplicates } = splitDuplicates(rows);
  const result: Classified = {
    valid: [],
    duplicates: duplicates.map((row) => ({ ...row, problem: 'Duplicate display name' })),
    existing: [],
    invalid: [],
    pending: [],
  };
  for (const row of unique) {
    const [local] = validateAccountRow(row, { autogenerateLogins });
    if (local) {
      result.invalid.push({ ...row, problem: local.message });
      continue;
    }
    const check = checks.get(checkKey(row));
    if (!check) result.pending.push(row);
    else if (check.collision) {
      result.existing.push({ ...row, problem: check.problems[0]?.message ?? null });
    } else if (check.problems.length > 0) {
      result.invalid.push({ ...row, problem: check.problems[0]!.message });
    } else result.valid.push({ ...row, problem: null });
  }
  return result;
}

const HEADER_NAMES: Record<string, keyof Omit<BulkRow, 'key'>> = {
  displayname: 'displayName',
  'display name': 'displayName',
  display_name: 'displayName',
  name: 'displayName',
  login: 'login',
  password: 'password',
};

/**
 * CSV rows as pasted or uploaded: 'displayName,login,password', with or without that header
 * (any order when the header is there). Missing cells are empty; blank lines are skipped.
 */
export function parseAccountsCsv(text: string, firstKey: number): BulkRow[] {
  const { data } = Papa.parse<string[]>(text.trim(), { skipEmptyLines: 'greedy' });
  if (data.length === 0) return [];
  const header = data[0]!.map((cell) => HEADER_NAMES[cell.trim().toLowerCase()]);
  const hasHeader = header[0] !== undefined && header.includes('displayName');
  const columns = hasHeader ? header : (['displayName', 'login', 'password'] as const);
  return data.slice(hasHeader ? 1 : 0).map((cells, i) => {
    const row: BulkRow = { key: firstKey + i, displayName: '', login: '', password: '' };
    columns.forEach((column, c) => {
      if (column) row[column] = (cells[c] ?? '').trim();
    });
    return row;
  });
}
