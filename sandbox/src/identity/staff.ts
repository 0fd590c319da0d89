import { ROLE_KEYS } from '../services/rbac/roles';

/** Every seeded staff user signs in with this password; the sandbox is never a real identity. */
export const STAFF_PASSWORD = 'esports-admin';

export interface StaffUser {
  username: string;
  name: string;
  /** Role keys seeded for the user. */
  roles: readonly string[];
}

/** The users the development provider signs in, one per kind of access. */
export const STAFF_USERS: readonly StaffUser[] = [
  { username: 'ada.admin', name: 'Ada Admin', roles: [ROLE_KEYS.admin] },
  { username: 'cole.competition', name: 'Cole Competition', roles: [ROLE_KEYS.competition] },
  { username: 'remy.rewards', name: 'Remy Rewards', roles: [ROLE_KEYS.rewards] },
  { username: 'vera.viewer', name: 'Vera Viewer', roles: [ROLE_KEYS.viewer] },
  { username: 'nico.noroles', name: 'Nico Noroles', roles: [] },
];

export function signInStaff(username: string, password: string): StaffUser | undefined {
  const staff = STAFF_USERS.find((user) => user.username === username);
  return staff && password === STAFF_PASSWORD ? staff : undefined;
}
