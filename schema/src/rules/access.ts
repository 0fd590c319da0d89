/**
 * Who may use what (spec 2 §2, §6; spec 1 §6): the resource families each route needs, the
 * environments and their feature flags. Shared by the gateway's checks and the web's gating.
 */

/** Resource family of a permission: the part before the colon ('season:write' → 'season'). */
export function resourceOf(permission: string): string {
  const colon = permission.indexOf(':');
  return colon === -1 ? permission : permission.slice(0, colon);
}

/**
 * Pseudo resource granted to holders of a configured user-management role; /usermanagement and
 * the user-management API need it instead of a permission.
 */
export const USER_MANAGEMENT_RESOURCE = 'user';

/** Who may open a family of routes (spec 2 §2): any of `anyOf`, and `flag` on where there is one. */
export interface RouteAccess {
  /** The paths the family covers, with everything under them ('/stream' covers '/stream/vods/1'). */
  roots: readonly string[];
  anyOf: readonly string[];
  flag?: FeatureFlag;
}

/**
 * The spec 2 §2 route table, one entry per family of routes; the web's sections name theirs, the
 * sandbox grants its roles from it.
 */
export const ROUTE_ACCESS = {
  accounts: { roots: ['/accounts'], anyOf: ['account'], flag: 'accounts' },
  leagues: { roots: ['/leagues'], anyOf: ['league'] },
  pickem: { roots: ['/pickem'], anyOf: ['pickem', 'Pickem', 'Pickem_Tournament'] },
  players: { roots: ['/players'], anyOf: ['player'] },
  teams: { roots: ['/teams'], anyOf: ['team'] },
  streams: {
    roots: ['/timeline', '/stream'],
    anyOf: ['stream', 'Stream', 'Stream_Timeline', 'Livestats'],
  },
  tournaments: { roots: ['/tournament'], anyOf: ['tournament'] },
  banners: { roots: ['/banners'], anyOf: ['banners'] },
  drops: {
    roots: ['/drops'],
    anyOf: ['drop', 'drops inventory item', 'localization group', 'trigger', 'drops group'],
  },
  organizations: { roots: ['/organizations'], anyOf: ['organization'] },
  seasons: { roots: ['/season'], anyOf: ['season'] },
  shotcall: { roots: ['/shotcall'], anyOf: ['Shotcall_Question', 'Shotcall_Answer'] },
  userManagement: { roots: ['/usermanagement'], anyOf: [USER_MANAGEMENT_RESOURCE], flag: 'rbac' },
  // The whole journal is for administrators: the holders of the user-management roles.
  audit: { roots: ['/audit'], anyOf: [USER_MANAGEMENT_RESOURCE] },
} as const satisfies Record<string, RouteAccess>;

/** Every resource family some route needs, each once, in the route table's order. */
export const EVERY_ROUTE_RESOURCE: readonly string[] = [
  ...new Set(Object.values(ROUTE_ACCESS).flatMap((access: RouteAccess) => access.anyOf)),
];

const isUnder = (path: string, root: string) => path === root || path.startsWith(`${root}/`);

function routeAccessOf(path: string): RouteAccess | undefined {
  return Object.values(ROUTE_ACCESS).find((access: RouteAccess) =>
    access.roots.some((root) => isUnder(path, root)),
  );
}

/** The resource families a path needs, or null for paths every signed-in user may open. */
export function resourcesForPath(path: string): readonly string[] | null {
  return routeAccessOf(path)?.anyOf ?? null;
}

/** Whether a user holding `resources` (with these feature flags) passes a family's check. */
export function accessAllows(
  access: RouteAccess,
  resources: ReadonlySet<string>,
  features?: Readonly<Record<FeatureFlag, boolean>>,
): boolean {
  if (access.flag && features && !features[access.flag]) return false;
  return access.anyOf.some((resource) => resources.has(resource));
}

/** A path the user may open: a matching resource and, where the family has one, its flag on. */
export function mayOpenPath(
  path: string,
  resources: ReadonlySet<string>,
  features?: Readonly<Record<FeatureFlag, boolean>>,
): boolean {
  const access = routeAccessOf(path);
  return access === undefined || accessAllows(access, resources, features);
}

export type Environment = 'local' | 'dev' | 'test' | 'prod';
export const ENVIRONMENTS: readonly Environment[] = ['local', 'dev', 'test', 'prod'];

/** local for loopback hosts, dev/test by a host label ('stage' counts as test), prod otherwise. */
export function environmentFromHost(host: string): Environment {
  const name = host.toLowerCase().replace(/:\d+$/, '');
  if (name === 'localhost' || name.startsWith('127.') || name === '[::1]') return 'local';
  const labels = name.split(/[.-]/);
  if (labels.includes('dev')) return 'dev';
  if (labels.includes('test') || labels.includes('stage')) return 'test';
  return 'prod';
}

/**
 * The environment panel's session override (spec 1 §1, spec 2 "Environment panel"): sent by the
 * web app in this header, honoured only where the host's environment is not prod, so production
 * can never be switched from a browser.
 */
export const ENVIRONMENT_OVERRIDE_HEADER = 'x-esports-environment';

export function isEnvironment(value: unknown): value is Environment {
  return ENVIRONMENTS.includes(value as Environment);
}

/** Names some systems use for an environment the app knows under another (spec 2 §9). */
const ENVIRONMENT_ALIASES: Readonly<Record<string, Environment>> = { stage: 'test' };

/** The environment a configured or chosen name means ('stage' → test), or null if none. */
export function environmentNamed(value: unknown): Environment | null {
  if (typeof value !== 'string') return null;
  const name = value.trim().toLowerCase();
  return isEnvironment(name) ? name : (ENVIRONMENT_ALIASES[name] ?? null);
}

export function effectiveEnvironment(derived: Environment, override: unknown): Environment {
  const chosen = environmentNamed(override);
  if (derived === 'prod' || chosen === null || chosen === 'prod') return derived;
  return chosen;
}

export type FeatureFlag =
  | 'autocompleteMatch'
  | 'selfServiceTournaments'
  | 'seasons'
  | 'accounts'
  | 'statSync'
  | 'rbac'
  | 'reopenPickBlock';

/** What a caller hears from any field the environment's statSync flag turns off. */
export const STAT_SYNC_OFF_MESSAGE = 'Stat Sync is off in this environment.';

/** Spec 1 §6: dev shows every feature; the other environments turn some off. */
const DEV_FEATURE_FLAGS: Record<FeatureFlag, boolean> = {
  statSync: true,
  reopenPickBlock: true,
  autocompleteMatch: true,
  selfServiceTournaments: true,
  seasons: true,
  accounts: true,
  rbac: true,
};

/**
 * The spec leaves local unshown for statSync, reopenPickBlock and autocompleteMatch: local follows
 * dev, so developers see what they are building.
 */
export const FEATURE_FLAGS: Record<Environment, Record<FeatureFlag, boolean>> = {
  prod: { ...DEV_FEATURE_FLAGS, statSync: false, reopenPickBlock: false, autocompleteMatch: false },
  test: { ...DEV_FEATURE_FLAGS, statSync: false },
  dev: DEV_FEATURE_FLAGS,
  local: DEV_FEATURE_FLAGS,
};
