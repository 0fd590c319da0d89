import { Router } from 'express';
import type { ManagedUserDto } from '@esports-admin/schema/upstream/rbac';
import { callerOf } from '../../bearer';
import { permissionsCarried, roleChangeRefusal } from '@esports-admin/schema/rules/role-grants';
import { forbidden, notFound } from '../../errors';
import type { SqlClient, Store } from '../../store';
import { findRole, refuseUnlessUserManager, rolesOf, USER_MANAGEMENT_ROLES } from './roles';

export const USER_TABLES = `
  create table if not exists rbac_users (
    username text primary key,
    name text not null,
    email text not null
  );
  create table if not exists rbac_user_roles (
    username text not null references rbac_users (username),
    role_key text not null references rbac_roles (key),
    primary key (username, role_key)
  );
`;

export type UserRecord = Omit<ManagedUserDto, 'roles'>;

export const emailOf = (username: string) => `${username}@esports.example`;

/** Whoever signs in gets a user record, so user management lists everyone who ever signed in. */
export async function ensureUser(db: SqlClient, user: UserRecord): Promise<void> {
  await db.query(
    `insert into rbac_users (username, name, email) values ($1, $2, $3)
     on conflict (username) do nothing`,
    [user.username, user.name, user.email],
  );
}

export async function findUser(
  db: SqlClient,
  username: string,
): Promise<ManagedUserDto | undefined> {
  const [user] = await listUsers(db, username);
  return user;
}

async function listUsers(db: SqlClient, username: string | null = null): Promise<ManagedUserDto[]> {
  return db.query<ManagedUserDto>(
    `select u.username, u.name, u.email,
       coalesce(array_agg(r.key order by r.position) filter (where r.key is not null), '{}') as roles
     from rbac_users u
     left join rbac_user_roles ur on ur.username = u.username
     left join rbac_roles r on r.key = ur.role_key
     where $1::text is null or u.username = $1
     group by u.username, u.name, u.email
     order by u.username`,
    [username],
  );
}

export async function grantRole(db: SqlClient, username: string, roleKey: string): Promise<void> {
  await db.query(
    `insert into rbac_user_roles (username, role_key) values ($1, $2)
     on conflict (username, role_key) do nothing`,
    [username, roleKey],
  );
}

async function revokeRole(db: SqlClient, username: string, roleKey: string): Promise<void> {
  await db.query('delete from rbac_user_roles where username = $1 and role_key = $2', [
    username,
    roleKey,
  ]);
}

/** Unknown users and roles first, then the role-grant policy shared with the gateway. */
async function refuseRoleChange(db: SqlClient, actor: string, username: string, roleKey: string) {
  if (!(await findUser(db, username))) throw notFound(`User ${username} not found`);
  const role = await findRole(db, roleKey);
  if (!role) throw notFound(`Role ${roleKey} not found`);
  const refusal = roleChangeRefusal({
    actor,
    held: permissionsCarried(await rolesOf(db, actor), USER_MANAGEMENT_ROLES),
    target: username,
    role,
    userManagementRoles: USER_MANAGEMENT_ROLES,
  });
  if (refusal) throw forbidden(refusal);
}

/** GET /users, PUT and DELETE /users/{username}/roles/{roleKey}: user management. */
export function userRoutes(store: Store): Router {
  const router = Router();
  router.use('/users', async (req, _res, next) => {
    await refuseUnlessUserManager(store, callerOf(req).subject);
    next();
  });
  router.get('/users', async (_req, res) => {
    res.json({ users: await listUsers(store) });
  });
  router.put('/users/:username/roles/:roleKey', async (req, res) => {
    const { username, roleKey } = req.params;
    await refuseRoleChange(store, callerOf(req).subject, username, roleKey);
    await grantRole(store, username, roleKey);
    res.status(204).end();
  });
  router.delete('/users/:username/roles/:roleKey', async (req, res) => {
    const { username, roleKey } = req.params;
    await refuseRoleChange(store, callerOf(req).subject, username, roleKey);
    await revokeRole(store, username, roleKey);
    res.status(204).end();
  });
  return router;
}
