import { lazyPage } from '../../shell/lazyPage';
import { Navigate, type RouteObject } from 'react-router-dom';
import { ACCOUNT_LIST_PATH } from './accountPaths';

const AccountListPage = lazyPage(() => import('./AccountListPage'));
const AccountBulkEntryPage = lazyPage(() => import('./AccountBulkEntryPage'));
const AccountGroupsPage = lazyPage(() => import('./AccountGroupsPage'));
const AccountHistoryPage = lazyPage(() => import('./AccountHistoryPage'));
const AccountDetailPage = lazyPage(() => import('./AccountDetailPage'));

export const accountRoutes: RouteObject[] = [
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
];
