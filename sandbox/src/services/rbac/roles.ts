import { Router } from 'express';
import { EVERY_ROUTE_RESOURCE, USER_MANAGEMENT_RESOURCE } from '@esports-admin/schema/rules/access';
import type {
  RoleDefinitionDto,
  RoleDto,
  UserInfoRolesDto,
} from '@esports-admin/schema/upstream/rbac';
import { callerOf } from '../../bearer';
import { forbidden } from '../../errors';
import type { SqlClient, Store } from '../../store';

export const ROLE_KEYS = {
  admin: 'Admin_Operator',
  edopsAdmin: 'Edops_Admin',
  competition: 'Competition_Operator',
  rewards: 'Rewards_Operator',
  viewer: 'Viewer',
} as const;

/** Spec 3 §6 names the admin roles; of those the sandbox seeds these two, and they manage users. */
export const USER_MANAGEMENT_ROLES: readonly string[] = [ROLE_KEYS.admin, ROLE_KEYS.edopsAdmin];

export const ROLE_TABLES = `
  create table if not exists rbac_roles (
    key text primary key,
    position integer not null,
    description text not null,
    permissions json not null
  );
`;

const EVERY_RESOURCE_BUT_USERS = EVERY_ROUTE_RESOURCE.filter(
  (resource) => resource !== USER_MANAGEMENT_RESOURCE,
);

const reading = (resources: readonly string[]) => resources.map((resource) => `${resource}:read`);
const readingAndWriting = (resources: readonly string[]) =>
  resources.flatMap((resource) => [`${resource}:read`, `${resource}:write`]);

/** Every role that can be granted, in the order lists show them. */
export const ROLE_DEFINITIONS: readonly RoleDefinitionDto[] = [
  {
    key: ROLE_KEYS.admin,
    description: 'Administrator: reads and changes everything and manages users and their roles',
    permissions: readingAndWriting(EVERY_ROUTE_RESOURCE),
  },
  {
    key: ROLE_KEYS.edopsAdmin,
    description:
      'Esports operations administrator: manages users and their roles, reads everything',
    permissions: [
      ...reading(EVERY_RESOURCE_BUT_USERS),
      ...readingAndWriting([USER_MANAGEMENT_RESOURCE]),
    ],
  },
  {
    key: ROLE_KEYS.competition,
    description:
      'Competition operator: leagues, seasons, tournaments, teams, players, streams, organizations and accounts',
    permissions: readingAndWriting([
      'league',
      'season',
      'tournament',
      'team',
      'player',
      'stream',
      'Stream',
      'Stream_Timeline',
      'Livestats',
      'organization',
      'account',
    ]),
  },
  {
    key: ROLE_KEYS.rewards,
    description: "Rewards operator: drops, pick'em, shot-call and banners",
    // Drops, rarities and pick'em are per league: the operator picks leagues without editing them.
    permissions: [
      ...reading(['league']),
      ...readingAndWriting([
        'drop',
        'drops inventory item',
        'localization group',
        'trigger',
        'drops group',
        'pickem',
        'Pickem',
        'Pickem_Tournament',
        'Shotcall_Question',
        'Shotcall_Answer',
        'banners',
      ]),
    ],
  },
  {
    key: ROLE_KEYS.viewer,
    description: 'Viewer: reads everything except user management',
    permissions: reading(EVERY_RESOURCE_BUT_USERS),
  },
];

export async function insertRole(
  db: SqlClient,
  role: RoleDefinitionDto,
  position: number,
): Promise<void> {
  await db.query(
    'insert into rbac_roles (key, position, description, permissions) values ($1, $2, $3, $4)',
    [role.key, position, role.description, JSON.stringify(role.permissions)],
  );
}

async function listRoles(db: SqlClient): Promise<RoleDefinitionDto[]> {
  return db.query<RoleDefinitionDto>(
    'select key, description, permissions from rbac_roles order by position',
  );
}

export async function findRole(db: SqlClient, key: string): Promise<RoleDto | undefined> {
  const [role] = await db.query<RoleDto>('select key, permissions from rbac_roles where key = $1', [
    key,
  ]);
  return role;
}

/** The roles a user holds, in role order; none for an unknown user. */
export async function rolesOf(db: SqlClient, username: string): Promise<RoleDto[]> {
  return db.query<RoleDto>(
    `select r.key, r.permissions from rbac_user_roles ur join rbac_roles r on r.key = ur.role_key
     where ur.username = $1 order by r.position`,
    [username],
  );
}

export async function refuseUnlessUserManager(db: SqlClient, username: string): Promise<void> {
  const roles = await rolesOf(db, username);
  if (!roles.some((role) => USER_MANAGEMENT_ROLES.includes(role.key))) {
    throw forbidden('User management needs an administrator role');
  }
}

/** GET /userinfo/roles (the caller's) and GET /roles (every role). */
export function roleRoutes(store: Store): Router {
  const router = Router();
  router.get('/userinfo/roles', async (req, res) => {
    const roles = await rolesOf(store, callerOf(req).subject);
    const answer: UserInfoRolesDto = roles.map(({ key, permissions }) => ({
      role: { key, permissions },
    }));
    res.json(answer);
  });
  router.get('/roles', async (_req, res) => {
    res.json(await listRoles(store));
  });
  return router;
}
