import type { Router } from 'express';
import { ELDS_BASE_PATH } from '@esports-admin/schema/upstream/elds';
import { RBAC_BASE_PATH } from '@esports-admin/schema/upstream/rbac';
import type { SqlClient, Store } from '../store';
import { seedEldsFixtures } from './elds/fixtures';
import { LEAGUE_TABLES, leagueRoutes } from './elds/leagues';
import { SEASON_TABLES, seasonRoutes } from './elds/seasons';
import { seedRbacFixtures } from './rbac/fixtures';
import { INVITATION_TABLES, invitationRoutes } from './rbac/invitations';
import { ROLE_TABLES, roleRoutes } from './rbac/roles';
import { USER_TABLES, userRoutes } from './rbac/users';

/** One upstream service the sandbox stands in for. */
export interface SandboxService {
  /** How the request counter and the fault controls name it. */
  name: string;
  /** Every request under this path is the service's: counted, open to faults, bearer required. */
  prefix: string;
  /** Where its routes live; fault path prefixes are relative to it. */
  basePath: string;
  tables: string;
  seed(db: SqlClient, now: Date): Promise<void>;
  routes(store: Store): Router[];
}

export const SANDBOX_SERVICES: readonly SandboxService[] = [
  {
    name: 'elds',
    prefix: '/elds/data/',
    basePath: ELDS_BASE_PATH,
    tables: LEAGUE_TABLES + SEASON_TABLES,
    seed: seedEldsFixtures,
    routes: (store) => [leagueRoutes(store), seasonRoutes(store)],
  },
  {
    name: 'rbac',
    prefix: '/rbac/',
    basePath: RBAC_BASE_PATH,
    tables: ROLE_TABLES + USER_TABLES + INVITATION_TABLES,
    seed: seedRbacFixtures,
    routes: (store) => [roleRoutes(store), userRoutes(store), invitationRoutes(store)],
  },
];

export function findService(name: string): SandboxService | undefined {
  return SANDBOX_SERVICES.find((service) => service.name === name);
}

/** '/elds/data/v3/seasons/1' → '/seasons/1'; another version keeps its segment: '/v2/…'. */
export function pathInService(service: SandboxService, path: string): string {
  if (path.startsWith(service.basePath)) return path.slice(service.basePath.length) || '/';
  return path.slice(service.prefix.length - 1);
}
