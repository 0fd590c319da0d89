import { ROUTE_ACCESS } from '@esports-admin/schema/rules/access';
import { SPORT_CODES } from '@esports-admin/schema/rules/sports';
import { lazyPage } from '../../shell/lazyPage';
import type { Section } from '../../shell/section';
import { Navigate } from 'react-router-dom';
import { ACCOUNT_LIST_PATH } from './accountPaths';

const AccountListPage = lazyPage(() => import('./AccountListPage'));
const AccountBulkEntryPage = lazyPage(() => import('./AccountBulkEntryPage'));
const AccountGroupsPage = lazyPage(() => import('./AccountGroupsPage'));
const AccountHistoryPage = lazyPage(() => import('./AccountHistoryPage'));
const AccountDetailPage = lazyPage(() => import('./AccountDetailPage'));

export const accountsSection: Section = {
  key: 'accounts',
  label: 'Accounts',
  link: ACCOUNT_LIST_PATH,
  sports: SPORT_CODES,
  access: ROUTE_ACCESS.accounts,
  routes: [
    {
      path: 'accounts',
      children: [
        { index: true, element: <Navigate to={ACCOUNT_LIST_PATH} replace /> },
        { path: 'list', element: <AccountListPage /> },
        { path: 'create', element: <AccountBulkEntryPage /> },
        { path: 'groups', element: <AccountGroupsPage /> },
        { path: 'history', element: <AccountHistoryPage /> },
        { path: ':id', element: <AccountDetailPage /> },
      ],
    },
  ],
};
