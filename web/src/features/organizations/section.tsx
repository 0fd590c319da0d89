import { ROUTE_ACCESS } from '@esports-admin/schema/rules/access';
import { lazyPage } from '../../shell/lazyPage';
import type { Section } from '../../shell/section';
import { Navigate } from 'react-router-dom';
import { organizationListPath } from './organizationPaths';

const OrganizationListPage = lazyPage(() => import('./OrganizationListPage'));
const OrganizationFormPage = lazyPage(() => import('./OrganizationFormPage'));

export const organizationsSection: Section = {
  key: 'orgs',
  label: 'Orgs',
  link: organizationListPath('active'),
  sports: ['lol', 'val'],
  access: ROUTE_ACCESS.organizations,
  routes: [
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
  ],
};
