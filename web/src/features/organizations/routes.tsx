import { lazyPage } from '../../shell/lazyPage';
import { Navigate, type RouteObject } from 'react-router-dom';
import { organizationListPath } from './organizationPaths';

const OrganizationListPage = lazyPage(() => import('./OrganizationListPage'));
const OrganizationFormPage = lazyPage(() => import('./OrganizationFormPage'));

export const organizationRoutes: RouteObject[] = [
  {
    path: 'organizations',
    children: [
      { index: true, element: <Navigate to={organizationListPath('active')} replace /> },
      { path: 'list', element: <Navigate to={organizationListPath('active')} replace /> },
      { path: 'list/:filter', element: <OrganizationListPage /> },
      { path: 'create', element: <OrganizationFormPage /> },
      { path: ':id/edit', element: <OrganizationFormPage /> },
    ],
  },
];
