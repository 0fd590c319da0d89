/** The accounts export (spec 1 §7): one row per selected account, sports joined by spaces. */
import type { AccountList_AccountFragment } from '../../__generated__/graphql';
import { csvText } from '../../components/csvFile';

const COLUMNS: readonly [string, (account: AccountList_AccountFragment) => string | null][] = [
  ['id', (a) => a.id],
  ['displayName', (a) => a.displayName],
  ['login', (a) => a.login],
  ['puuid', (a) => a.puuid],
  ['status', (a) => a.status],
  ['enabledSports', (a) => a.enabledSports.join(' ')],
  ['groupId', (a) => a.groupId],
  ['groupName', (a) => a.group?.name ?? null],
  ['playerId', (a) => a.playerId],
  ['deleteAfter', (a) => a.deleteAfter],
];

export function accountsToCsv(accounts: readonly AccountList_AccountFragment[]): string {
  return csvText(
    COLUMNS.map(([header]) => header),
    accounts.map((account) => COLUMNS.map(([, value]) => value(account))),
  );
}
