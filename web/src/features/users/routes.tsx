import { lazyPage } from '../../shell/lazyPage';
import type { RouteObject } from 'react-router-dom';

const UserManagementPage = lazyPage(() => import('./UserManagementPage'));

export const userRoutes: RouteObject[] = [
  { path: 'usermanagement', element: <UserManagementPage /> },
];
