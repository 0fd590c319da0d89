import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const UserManagementPage = lazy(() => import('./UserManagementPage'));

export const userRoutes: RouteObject[] = [
  { path: 'usermanagement', element: <UserManagementPage /> },
];
