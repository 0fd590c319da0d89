import { ROUTE_ACCESS } from '@esports-admin/schema/rules/access';
import { lazyPage } from '../../shell/lazyPage';
import type { Section } from '../../shell/section';

const UserManagementPage = lazyPage(() => import('./UserManagementPage'));

export const userManagementSection: Section = {
  key: 'user',
  label: 'Users',
  link: '/usermanagement',
  sports: ['lol', 'val'],
  access: ROUTE_ACCESS.userManagement,
  routes: [{ path: 'usermanagement', element: <UserManagementPage /> }],
};
