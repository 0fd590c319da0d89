/** Account rules shared by the gateway, the sandbox and the web (spec 1 §3–§5, §7; spec 3 §5). */
import type { SportCode } from './sports';
import {
  MESSAGES,
  validateDisplayName,
  validateLogin,
  validateDateNotBefore,
  validateRequired,
  validateString,
  type RuleResult,
} from './validation';

/** The most accounts one list page may ask for; the spec names only the default page size (50). */
export const ACCOUNT_LIST_MAX_FIRST = 200;

/** Tri-state of a selection (spec 1 §4), e.g. for a table's header checkbox. */
export type CheckStatus = 'checked' | 'partialChecked' | 'unChecked';

export function checkStatusOf(selected: number, total: number): CheckStatus {
  if (selected === 0 || total === 0) return 'unChecked';
  return selected >= total ? 'checked' : 'partialChecked';
}

export const ACCOUNT_MESSAGES = {
  created: (count: number) =>
    `Created ${count} ${count === 1 ? 'account' : 'accounts'} Successfully!`,
  removalRequested: (count: number) =>
    `Requested removal of ${count} ${count === 1 ? 'account' : 'accounts'}`,
  groupCreated: (name: string) => `Created account group ${name} Successfully!`,
  groupRenamed: (name: string) => `Renamed account group to ${name} Successfully!`,
  removalDialogTitle: 'Request Account Removal',
  removalDialogWarning: (count: number) =>
    `Request removal of ${count} ${count === 1 ? 'account' : 'accounts'}? They are deleted by the data service and cannot be used in the meantime.`,
  groupNameTaken: 'Account group name already in use',
} as const;

/** A row of the bulk entry form: what staff paste or upload. Empty login means "generate one". */
export interface AccountRowDraft {
  displayName: string;
  login: string;
  password: string;
}

export interface AccountRowProblem {
  field: 'displayName' | 'login' | 'password';
  message: string;
}

/** Spec 1 §5 rules for one row; `taken` holds display names already in use, lower-cased. */
export function validateAccountRow(
  row: AccountRowDraft,
  options: { autogenerateLogins: boolean; taken?: ReadonlySet<string> },
): AccountRowProblem[] {
  const problems: AccountRowProblem[] = [];
  const put = (field: AccountRowProblem['field'], message: RuleResult) => {
    if (message) problems.push({ field, message });
  };
  put('displayName', validateDisplayName(row.displayName, options.taken));
  put('login', validateLogin(row.login, { autogenerate: options.autogenerateLogins }));
  put('password', validateString('Password', row.password));
  return problems;
}

export const isDisplayNameCollision = (message: string) => message === MESSAGES.displayNameInUse;

/** Case-insensitive exact match (spec 3 §5): names are compared lower-cased. */
export const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Splits rows into the first of each display name and the later repeats (case-insensitive), so
 * the form can show duplicates on their own tab; both keep their order.
 */
export function splitDuplicates<Row extends { displayName: string }>(
  rows: readonly Row[],
): { unique: Row[]; duplicates: Row[] } {
  const seen = new Set<string>();
  const unique: Row[] = [];
  const duplicates: Row[] = [];
  for (const row of rows) {
    const key = row.displayName.trim().toLowerCase();
    if (seen.has(key)) duplicates.push(row);
    else {
      seen.add(key);
      unique.push(row);
    }
  }
  return { unique, duplicates };
}

/** Merged search results keep the first of each id (spec 3 §5). */
export function uniqueById<T extends { id: string }>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)));
}

/** Ids in first-seen order without repeats or blanks. */
export function uniqueIds(ids: readonly string[]): string[] {
  return [...new Set(ids.map((id) => id.trim()).filter((id) => id !== ''))];
}

/** Eligible for a sport: active, the sport enabled, and the name taken from the account. */
/** The fields eligibility reads, loosely typed so GraphQL and DTO shapes both fit. */
export interface EligibilityFields {
  status: string;
  enabledSports: readonly string[];
  nameSource: string;
}

export function isEligibleAccount(account: EligibilityFields, sport: SportCode): boolean {
  return (
    account.status === 'active' &&
    account.enabledSports.includes(sport) &&
    account.nameSource === 'from account'
  );
}

export function eligibleAccounts<T extends EligibilityFields>(
  accounts: readonly T[],
  sport: SportCode,
): T[] {
  return accounts.filter((account) => isEligibleAccount(account, sport));
}

/** Default deleteAfter (spec 2 §3): today at midnight, UTC (the app's default time zone). */
export function defaultDeleteAfter(now: Date): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return day.toISOString();
}

/**
 * deleteAfter is a day not earlier than today (UTC): an account set to be deleted in the past
 * would be removed at once. Spec 1 §5's date rule and message.
 */
export function validateDeleteAfter(value: string, now: Date): RuleResult {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return MESSAGES.fieldNotValid;
  return validateDateNotBefore(new Date(time), new Date(defaultDeleteAfter(now)));
}

export function validateAccountGroupName(name: string): RuleResult {
  return validateRequired(name) ?? validateString('Name', name.trim());
}

/**
 * Export file name, spec 1 §7 '{count} {label} - {timestamp}.csv'. The label is 'account' or
 * 'accounts'; the timestamp is UTC in ISO 8601 basic form (20250615T120000Z): sortable, and
 * without the colons some file systems refuse.
 */
export function accountsExportFileName(count: number, now: Date): string {
  const label = count === 1 ? 'account' : 'accounts';
  const timestamp = now
    .toISOString()
    .replace(/\.\d{3}/, '')
    .replace(/[-:]/g, '');
  return `${count} ${label} - ${timestamp}.csv`;
}
