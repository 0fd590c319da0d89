import { TabLinks } from '../../components/TabLinks';
import {
  ACCOUNT_CREATE_PATH,
  ACCOUNT_GROUPS_PATH,
  ACCOUNT_HISTORY_PATH,
  ACCOUNT_LIST_PATH,
} from './accountPaths';

const PAGES = [
  { path: ACCOUNT_LIST_PATH, label: 'Accounts', write: false },
  { path: ACCOUNT_CREATE_PATH, label: 'Bulk Entry', write: true },
  { path: ACCOUNT_GROUPS_PATH, label: 'Groups', write: false },
  { path: ACCOUNT_HISTORY_PATH, label: 'History', write: false },
] as const;

/** The accounts section's pages as tab links; a reader does not see Bulk Entry. */
export function AccountsNav({ current, writable }: { current: string; writable: boolean }) {
  return (
    <TabLinks
      label="Accounts pages"
      borderBottomWidth="1px"
      links={PAGES.filter((page) => writable || !page.write).map((page) => ({
        label: page.label,
        to: page.path,
        current: page.path === current,
      }))}
    />
  );
}
