import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { ACCOUNT_LIST_PATH } from './accountPaths';

const AccountListPage = lazy(() => import('./AccountListPage'));
const AccountBulkEntryPage = lazy(() => import('./AccountBulkEntryPage'));
const AccountGroupsPage = lazy(() => import('./AccountGroupsPage'));
const AccountHistoryPage = lazy(() => import('./AccountHistoryPage'));
const AccountDetailPage = lazy(() => import('./AccountDetailPage'));

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
