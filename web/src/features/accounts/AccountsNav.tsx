import { Flex, Link } from '@chakra-ui/react';
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

/**
 * The accounts section's pages as tab-like links in a navigation, the current one marked
 * `aria-current="page"`: the URL stays the only state.
 */
export function AccountsNav({ current, writable }: { current: string; writable: boolean }) {
  return (
    <Flex as="nav" aria-label="Accounts pages" gap="1" wrap="wrap" borderBottomWidth="1px">
      {PAGES.filter((page) => writable || !page.write).map((page) => {
        const isCurrent = page.path === current;
        return (
          <Link
            key={page.path}
            asChild
            mb="-1px"
            px="4"
            py="2"
            fontSize="sm"
            fontWeight="medium"
            borderBottomWidth="2px"
            borderColor={isCurrent ? 'teal.solid' : 'transparent'}
            color={isCurrent ? 'fg' : 'fg.muted'}
            _hover={{ color: 'fg', textDecoration: 'none' }}
          >
            <RouterLink to={page.path} aria-current={isCurrent ? 'page' : undefined}>
              {page.label}
            </RouterLink>
          </Link>
        );
      })}
    </Flex>
  );
}
