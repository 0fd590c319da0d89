/** The tournament data service ("elds/data"), spec 3 §7: its domains in route order. */
import { ELDS_BASE_PATH } from '@esports-admin/schema/upstream/elds';
import { defineService } from '../service';
import { ACCOUNT_TABLES, accountRoutes } from './accounts';
import { accountFixtureSet } from './accounts-fixtures';
import { leagueAndSeasonFixtureSet } from './fixtures';
import { LEAGUE_TABLES, leagueRoutes } from './leagues';
import { matchRoutes } from './matches';
import { MEDIA_TABLES, mediaRoutes } from './media';
import { mediaFixtureSet } from './media-fixtures';
import { organizationFixtureSet } from './organization-fixtures';
import { ORGANIZATION_TABLES, organizationRoutes } from './organizations';
import { playerFixtureSet } from './player-fixtures';
import { PLAYER_TABLES, playerRoutes } from './players';
import { SCHEDULE_TABLES, scheduleRoutes } from './schedules';
import { SEASON_TABLES, seasonRoutes } from './seasons';
import { teamFixtureSet, teamRosterFixtureSet } from './team-fixtures';
import { TEAM_TABLES, teamRoutes } from './teams';
import { tournamentFixtureSet } from './tournament-fixtures';
import { TOURNAMENT_TABLES } from './tournament-store';
import { tournamentRoutes } from './tournaments';
import { eldsOpenApi } from './openapi';

export const eldsService = defineService({
  name: 'elds',
  prefix: '/elds/data/',
  basePath: ELDS_BASE_PATH,
  openapi: eldsOpenApi,
  domains: [
    { tables: LEAGUE_TABLES, routes: leagueRoutes, fixtures: [leagueAndSeasonFixtureSet] },
    { tables: SEASON_TABLES, routes: seasonRoutes },
    { tables: ORGANIZATION_TABLES, routes: organizationRoutes, fixtures: [organizationFixtureSet] },
    { tables: PLAYER_TABLES, routes: playerRoutes, fixtures: [playerFixtureSet] },
    { tables: ACCOUNT_TABLES, routes: accountRoutes, fixtures: [accountFixtureSet] },
    { tables: TEAM_TABLES, routes: teamRoutes, fixtures: [teamFixtureSet, teamRosterFixtureSet] },
    { tables: TOURNAMENT_TABLES, routes: tournamentRoutes, fixtures: [tournamentFixtureSet] },
    { routes: matchRoutes },
    { tables: SCHEDULE_TABLES, routes: scheduleRoutes },
    { tables: MEDIA_TABLES, routes: mediaRoutes, fixtures: [mediaFixtureSet] },
  ],
});
