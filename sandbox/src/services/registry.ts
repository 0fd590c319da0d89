import type { Router } from 'express';
import { ASSETS_BASE_PATH } from '@esports-admin/schema/upstream/assets';
import { ELDS_BASE_PATH } from '@esports-admin/schema/upstream/elds';
import { RBAC_BASE_PATH } from '@esports-admin/schema/upstream/rbac';
import { STREAMLINE_BASE_PATH } from '@esports-admin/schema/upstream/streamline';
import type { SqlClient, Store } from '../store';
import { ASSET_TABLES, ASSETS_MOUNT_PATH, assetRoutes } from './assets/assets';
import { generatedImageRoutes } from './assets/generated-images';
import { ACCOUNT_TABLES, accountRoutes } from './elds/accounts';
import { seedAccountFixtures } from './elds/accounts-fixtures';
import { seedEldsFixtures } from './elds/fixtures';
import { LEAGUE_TABLES, leagueRoutes } from './elds/leagues';
import { MEDIA_TABLES, mediaRoutes } from './elds/media';
import { seedMediaFixtures } from './elds/media-fixtures';
import { seedOrganizationFixtures } from './elds/organization-fixtures';
import { ORGANIZATION_TABLES, organizationRoutes } from './elds/organizations';
import { seedPlayerFixtures } from './elds/player-fixtures';
import { PLAYER_TABLES, playerRoutes } from './elds/players';
import { SEASON_TABLES, seasonRoutes } from './elds/seasons';
import { matchRoutes } from './elds/matches';
import { SCHEDULE_TABLES, scheduleRoutes } from './elds/schedules';
import { seedTeamFixtures, seedTeamRosters } from './elds/team-fixtures';
import { TEAM_TABLES, teamRoutes } from './elds/teams';
import { seedTournamentFixtures } from './elds/tournament-fixtures';
import { TOURNAMENT_TABLES } from './elds/tournament-store';
import { tournamentRoutes } from './elds/tournaments';
import { seedRbacFixtures } from './rbac/fixtures';
import { INVITATION_TABLES, invitationRoutes } from './rbac/invitations';
import { ROLE_TABLES, roleRoutes } from './rbac/roles';
import { USER_TABLES, userRoutes } from './rbac/users';
import { STREAMLINE_TABLES, tournamentAdminRoutes } from './streamline/tournament-admin';

/** One upstream service the sandbox stands in for. */
export interface SandboxService {
  /** How the request counter and the fault controls name it. */
  name: string;
  /** Every request under this path is the service's: counted, open to faults, bearer required. */
  prefix: string;
  /** Where its routes live; fault path prefixes are relative to it. */
  basePath: string;
  tables: string;
  /**
   * Fixtures, each seeded once into a database: a set added later is seeded into an existing
   * one without touching what staff changed there.
   */
  fixtures: FixtureSet[];
  routes(store: Store): Router[];
}

/** Seed data of one part of a service, seeded once per database under its name. */
export interface FixtureSet {
  name: string;
  seed(db: SqlClient, now: Date): Promise<void>;
}

export const SANDBOX_SERVICES: readonly SandboxService[] = [
  {
    name: 'elds',
    prefix: '/elds/data/',
    basePath: ELDS_BASE_PATH,
    tables:
      LEAGUE_TABLES +
      SEASON_TABLES +
      ORGANIZATION_TABLES +
      PLAYER_TABLES +
      ACCOUNT_TABLES +
      TEAM_TABLES +
      TOURNAMENT_TABLES +
      SCHEDULE_TABLES +
      MEDIA_TABLES,
    fixtures: [
      { name: 'elds', seed: seedEldsFixtures },
      { name: 'elds-organizations', seed: seedOrganizationFixtures },
      { name: 'elds-teams', seed: seedTeamFixtures },
      { name: 'elds-tournaments', seed: seedTournamentFixtures },
      // After the teams' set: each seeded player gets a home team of its sport.
      { name: 'elds-players', seed: seedPlayerFixtures },
      // After the players' set: rosters are made of the players seeded on each team.
      { name: 'elds-team-rosters', seed: seedTeamRosters },
      { name: 'elds-media', seed: seedMediaFixtures },
      { name: 'elds-accounts', seed: seedAccountFixtures },
    ],
    routes: (store) => [
      leagueRoutes(store),
      seasonRoutes(store),
      organizationRoutes(store),
      playerRoutes(store),
      accountRoutes(store),
      teamRoutes(store),
      tournamentRoutes(store),
      matchRoutes(store),
      scheduleRoutes(store),
      mediaRoutes(store),
    ],
  },
  {
    name: 'rbac',
    prefix: '/rbac/',
    basePath: RBAC_BASE_PATH,
    tables: ROLE_TABLES + USER_TABLES + INVITATION_TABLES,
    fixtures: [{ name: 'rbac', seed: seedRbacFixtures }],
    routes: (store) => [roleRoutes(store), userRoutes(store), invitationRoutes(store)],
  },
  {
    name: 'streamline',
    prefix: '/streamline/',
    basePath: STREAMLINE_BASE_PATH,
    tables: STREAMLINE_TABLES,
    // Staff fill the timeline from the tournament page; it starts empty.
    fixtures: [],
    routes: (store) => [tournamentAdminRoutes(store)],
  },
  {
    // Bearer token for the API (/assets/v1/…); the file store beside it (/assets/files/…) is
    // reached through presigned addresses and serves non-banner files publicly.
    name: 'assets',
    prefix: `${ASSETS_BASE_PATH}/`,
    basePath: ASSETS_MOUNT_PATH,
    tables: ASSET_TABLES,
    fixtures: [],
    routes: (store) => [assetRoutes(store), generatedImageRoutes()],
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
