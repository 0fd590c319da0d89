import { INVITATION_VALIDITY_DAYS } from '@esports-admin/schema/rules/role-grants';
import { SCRIPTS_CLIENT } from '../../identity/clients';
import { STAFF_USERS } from '../../identity/staff';
import type { SqlClient } from '../../store';
import { insertInvitation } from './invitations';
import { insertRole, ROLE_DEFINITIONS, ROLE_KEYS } from './roles';
import { emailOf, ensureUser, grantRole } from './users';
import type { FixtureSet } from '../../fixtures';

/**
 * Codes issued to new staff, each for one role and one use: valid for INVITATION_VALIDITY_DAYS
 * from the fixture clock, but the expired one.
 */
export const INVITATION_CODES: Record<string, { role: string; expired?: boolean }> = {
  'WELCOME-VIEWER': { role: ROLE_KEYS.viewer },
  'WELCOME-COMPETITION': { role: ROLE_KEYS.competition },
  'WELCOME-EXPIRED': { role: ROLE_KEYS.viewer, expired: true },
};

const DAY_MS = 24 * 60 * 60 * 1000;

async function seedRolesAndUsers(db: SqlClient): Promise<void> {
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
}

async function seedInvitationCodes(db: SqlClient, now: Date): Promise<void> {
  for (const [code, { role, expired }] of Object.entries(INVITATION_CODES)) {
    const expiresAt = expired
      ? now.getTime() - DAY_MS
      : now.getTime() + INVITATION_VALIDITY_DAYS * DAY_MS;
    await insertInvitation(db, code, role, new Date(expiresAt));
  }
}

export const rbacFixtureSet: FixtureSet = { name: 'rbac', seed: seedRolesAndUsers };

export const invitationCodesFixtureSet: FixtureSet = {
  name: 'rbac-invitation-codes',
  dependsOn: ['rbac'],
  seed: seedInvitationCodes,
};
