import { Tabs } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
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

/** The accounts section's pages as tabs; they are links, so the URL stays the only state. */
export function AccountsNav({ current, writable }: { current: string; writable: boolean }) {
  return (
    <Tabs.Root
      value={current}
      activationMode="manual"
      navigate={null}
      variant="line"
      colorPalette="teal"
    >
      <Tabs.List>
        {PAGES.filter((page) => writable || !page.write).map((page) => (
          <Tabs.Trigger key={page.path} value={page.path} fontWeight="medium" asChild>
            <RouterLink to={page.path}>{page.label}</RouterLink>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
    </Tabs.Root>
  );
}
