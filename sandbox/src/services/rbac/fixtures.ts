import { SCRIPTS_CLIENT } from '../../identity/clients';
import { STAFF_USERS } from '../../identity/staff';
import type { SqlClient } from '../../store';
import { insertInvitation } from './invitations';
import { insertRole, ROLE_DEFINITIONS, ROLE_KEYS } from './roles';
import { emailOf, ensureUser, grantRole } from './users';
import type { FixtureSet } from '../../fixtures';

/** Team codes handed out to new staff; each grants its roles to whoever approves with it. */
export const INVITATION_CODES: Record<string, string[]> = {
  'WELCOME-VIEWER': [ROLE_KEYS.viewer],
  'WELCOME-COMPETITION': [ROLE_KEYS.competition],
};

async function seedRolesUsersAndInvitations(db: SqlClient): Promise<void> {
  for (const [position, role] of ROLE_DEFINITIONS.entries()) {
    await insertRole(db, role, position);
  }
  const holders = [
    ...STAFF_USERS,
    { username: SCRIPTS_CLIENT.id, name: SCRIPTS_CLIENT.name, roles: SCRIPTS_CLIENT.roles },
  ];
  for (const { username, name, roles } of holders) {
    await ensureUser(db, { username, name, email: emailOf(username) });
    for (const roleKey of roles) await grantRole(db, username, roleKey);
  }
  for (const [code, roleKeys] of Object.entries(INVITATION_CODES)) {
    await insertInvitation(db, code, roleKeys);
  }
}

export const rbacFixtureSet: FixtureSet = { name: 'rbac', seed: seedRolesUsersAndInvitations };
