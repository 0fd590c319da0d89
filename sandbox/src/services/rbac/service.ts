/** The role-based access service (spec 2 §6, §7). */
import { RBAC_BASE_PATH } from '@esports-admin/schema/upstream/rbac';
import { defineService } from '../service';
import { invitationCodesFixtureSet, rbacFixtureSet } from './fixtures';
import { INVITATION_TABLES, invitationRoutes } from './invitations';
import { ROLE_TABLES, roleRoutes } from './roles';
import { USER_TABLES, userRoutes } from './users';
import { rbacOpenApi } from './openapi';

export const rbacService = defineService({
  name: 'rbac',
  prefix: '/rbac/',
  basePath: RBAC_BASE_PATH,
  openapi: rbacOpenApi,
  domains: [
    { tables: ROLE_TABLES, routes: roleRoutes, fixtures: [rbacFixtureSet] },
    { tables: USER_TABLES, routes: userRoutes },
    { tables: INVITATION_TABLES, routes: invitationRoutes, fixtures: [invitationCodesFixtureSet] },
  ],
});
