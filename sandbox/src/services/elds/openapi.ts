/** The data service's OpenAPI description: every route of service.ts, in its domains' order. */
import {
  ACCOUNT_BATCH_LIMIT,
  ACCOUNTS_PAGE_SIZE,
  MATCH_BATCH_LIMIT,
  PLAYER_BATCH_LIMIT,
  PLAYERS_PAGE_SIZE,
  TEAM_BATCH_LIMIT,
  TOURNAMENTS_PAGE_SIZE,
} from '@esports-admin/schema/rules/constants';
import { PLAYER_STATUSES } from '@esports-admin/schema/upstream/elds-players';
import { del, get, post, put, type ServiceDescription } from '../../openapi/document';
import {
  answers,
  created,
  idsQuery,
  jsonBody,
  NO_CONTENT,
  pageSizeQuery,
  paginationTokenQuery,
  sortQueries,
  sportQuery,
  statusQuery,
  textQuery,
} from '../../openapi/parameters';
import { resource } from '../../openapi/resources';
import { boolean, dateTime, enumOf, ref } from '../../openapi/schema';
import { ACCOUNT_SORT_COLUMNS, ACCOUNTS_MAX_PAGE_SIZE } from './account-pages';
import { LEAGUE_STATUSES } from './leagues';
import { eldsSchemas } from './openapi-schemas';
import { ORGANIZATION_STATUSES } from './organizations';
import { MAX_PLAYER_PAGE_SIZE, PLAYER_SORT_COLUMNS } from './players-list';
import { SEASON_STATUSES } from './seasons';
import { TEAM_STATUSES } from './teams';
import { MAX_TOURNAMENT_PAGE_SIZE } from './tournaments';
import { TOURNAMENT_STATUSES } from './tournament-write';

const leagues = resource({ name: 'League' });
const seasons = resource({ name: 'Season', schemas: true });
const organizations = resource({ name: 'Organization' });
const teams = resource({ name: 'Team', schemas: true });
const tournaments = resource({ name: 'Tournament' });
const matches = resource({ name: 'Match', plural: 'Matches' });
const streams = resource({ name: 'Stream' });
const streamGroups = resource({ name: 'StreamGroup' });

const accountList = [
  pageSizeQuery(ACCOUNTS_PAGE_SIZE, ACCOUNTS_MAX_PAGE_SIZE),
  idsQuery('accountIds', ACCOUNT_BATCH_LIMIT),
  paginationTokenQuery,
  textQuery('handleContains'),
  textQuery('loginContains'),
  { name: 'includeMeta', schema: boolean },
  { name: 'createdAfter', schema: dateTime },
  textQuery('groupId'),
  sportQuery,
  textQuery('search'),
  ...sortQueries(ACCOUNT_SORT_COLUMNS, { by: 'createdAt', order: 'desc' }),
];

export const eldsOpenApi: ServiceDescription = {
  title: 'Tournament data service (elds/data v3)',
  description:
    'Leagues, seasons, organizations, players, accounts, teams, tournaments, matches, schedules and media (spec 3 §7).',
  schemas: eldsSchemas,
  operations: [
    ...leagues.editable('Leagues by sport, status or ids', [
      sportQuery,
      statusQuery(LEAGUE_STATUSES),
      idsQuery('leagueIds'),
    ]),
    put('/leagues/updateBatch', 'updateLeagues', 'Update several leagues (priorities)', {
      body: jsonBody('list of leagues'),
      response: answers('A LeagueListDto'),
    }),

    ...seasons.editable('Seasons by sport, status or ids', [
      sportQuery,
      statusQuery(SEASON_STATUSES),
      idsQuery('seasonIds'),
    ]),

    ...organizations.editable('Organizations by status, search or ids', [
      statusQuery(ORGANIZATION_STATUSES),
      textQuery('search'),
      idsQuery('organizationIds'),
    ]),

    get('/players', 'listPlayers', 'A page of players, filtered', {
      query: [
        pageSizeQuery(PLAYERS_PAGE_SIZE, MAX_PLAYER_PAGE_SIZE),
        idsQuery('playerIds', PLAYER_BATCH_LIMIT),
        paginationTokenQuery,
        sportQuery,
        statusQuery(PLAYER_STATUSES),
        ...[
          'statusContains',
          'handleContains',
          'firstNameContains',
          'lastNameContains',
          'teamNameContains',
          'leagueNameContains',
          'search',
        ].map((name) => textQuery(name, 'Case-insensitive')),
        ...sortQueries(PLAYER_SORT_COLUMNS, { by: 'handle', order: 'asc' }),
      ],
      response: { description: 'One page of players', schema: ref('PlayerPage') },
    }),
    post('/players/validate', 'validatePlayers', 'The players a batch would refuse', {
      body: jsonBody('PlayerBatchWriteDto'),
      response: answers('A PlayerValidationDto'),
    }),
    post('/players', 'createPlayers', 'Create a batch of players', {
      body: jsonBody(`PlayerBatchWriteDto (at most ${PLAYER_BATCH_LIMIT} players)`),
      response: answers('A PlayerBatchResultDto; 201 when any was created'),
    }),
    put('/players/{id}/identity/resetpassword', 'resetPlayerPassword', 'A new password', {
      response: answers('A PlayerPasswordResetDto'),
    }),
    get('/players/{id}/operations', 'listPlayerOperations', 'What happened to a player', {
      response: answers('A PlayerOperationListDto'),
    }),
    put('/players/{id}', 'updatePlayer', 'Update a player', {
      body: jsonBody('PlayerWriteDto'),
      response: answers('The PlayerDto'),
    }),

    get('/accounts/free-floating', 'listFreeFloatingAccounts', 'Accounts of no player', {
      query: accountList,
      response: answers('An AccountPageDto'),
    }),
    get('/accounts/operations', 'listAccountOperations', 'Account operations, newest first', {
      query: [textQuery('accountId')],
      response: answers('An AccountOperationListDto'),
    }),
    get('/accounts/groups', 'listAccountGroups', 'Account groups', {
      response: answers('An AccountGroupListDto'),
    }),
    post('/accounts/groups', 'createAccountGroup', 'Create an account group', {
      body: jsonBody('{ name }'),
      response: created('The AccountGroupDto'),
    }),
    put('/accounts/groups/{id}', 'updateAccountGroup', 'Rename an account group', {
      body: jsonBody('{ name }'),
      response: answers('The AccountGroupDto'),
    }),
    post('/accounts/validate', 'validateAccounts', 'The accounts a batch would refuse', {
      body: jsonBody('list of AccountWriteDto'),
      response: answers('An AccountValidationDto'),
    }),
    post('/accounts/requestremoval', 'requestAccountRemoval', 'Request removal of accounts', {
      body: jsonBody('{ accountIds }'),
      response: answers('The accounts'),
    }),
    del('/accounts/{id}/requestremoval', 'cancelAccountRemoval', 'Withdraw a removal request', {
      response: answers('The AccountDto'),
    }),
    get('/accounts', 'listAccounts', 'A page of accounts, filtered', {
      query: accountList,
      response: answers('An AccountPageDto'),
    }),
    post('/accounts', 'createAccounts', 'Create accounts', {
      body: jsonBody('list of AccountWriteDto'),
      response: created('An AccountCreateAnswerDto'),
    }),

    ...teams.editable('Teams by sport, status, search or ids', [
      sportQuery,
      statusQuery(TEAM_STATUSES),
      textQuery('search'),
      idsQuery('teamIds', TEAM_BATCH_LIMIT),
    ]),

    tournaments.list('A page of tournaments, filtered', [
      idsQuery('ids'),
      sportQuery,
      statusQuery(TOURNAMENT_STATUSES),
      textQuery('leagueId'),
      { name: 'viewMode', schema: enumOf(['summary']) },
      pageSizeQuery(TOURNAMENTS_PAGE_SIZE, MAX_TOURNAMENT_PAGE_SIZE),
      paginationTokenQuery,
    ]),
    get(
      '/tournaments/timeline/timespans/platformGame/{id}',
      'getPlatformGameTimespans',
      'Where a platform game sits on the tournament timeline',
      { response: answers('The timespans') },
    ),
    tournaments.read,
    tournaments.create,
    tournaments.update,
    put('/tournaments/{id}/archive', 'archiveTournament', 'Archive a tournament', {
      response: answers('The TournamentDto'),
    }),
    put('/tournaments/{id}/publish', 'publishTournament', 'Publish a tournament', {
      response: answers('The TournamentDto'),
    }),
    put('/tournaments/{id}/replaceTeams', 'replaceTournamentTeams', 'Swap teams', {
      body: jsonBody('team replacement list'),
      response: answers('The TournamentDto'),
    }),
    post(
      '/tournaments/{id}/results/game/{gameId}/outcome',
      'setGameOutcome',
      'Record the outcome of a game',
      { body: jsonBody('GameOutcomeWriteDto'), response: answers('The TournamentDto') },
    ),
    del(
      '/tournaments/{id}/results/game/{gameId}/outcome',
      'clearGameOutcome',
      'Clear the outcome of a game',
      { response: answers('The TournamentDto') },
    ),
    post(
      '/tournaments/{id}/results/decide/{decisionPointId}',
      'decide',
      'Decide a decision point',
      { body: jsonBody('decision'), response: answers('The TournamentDto') },
    ),
    post(
      '/tournaments/{id}/results/group/{sectionId}',
      'setGroupResults',
      'Set the results of a group section',
      { body: jsonBody('group results'), response: answers('The TournamentDto') },
    ),
    post(
      '/tournaments/{id}/results/group/{sectionId}/ranks',
      'setGroupRanks',
      'Set the ranks of a group section by hand',
      { body: jsonBody('list of ranks'), response: answers('The TournamentDto') },
    ),
    del(
      '/tournaments/{id}/results/group/{sectionId}/ranks',
      'clearGroupRanks',
      'Clear the hand-set ranks of a group section',
      { response: answers('The TournamentDto') },
    ),
    post(
      '/tournaments/{id}/stage/{stageId}/group/{sectionId}/matches',
      'generateGroupMatches',
      'Generate the matches of a group section',
      { body: jsonBody('match generation request'), response: answers('The TournamentDto') },
    ),
    post(
      '/tournaments/{id}/stage/{stageId}/group/{sectionId}/match',
      'addGroupMatch',
      'Add a match to a group section',
      { body: jsonBody('MatchWriteDto'), response: answers('The TournamentDto') },
    ),
    del(
      '/tournaments/{id}/stage/{stageId}/group/{sectionId}/match/{matchId}',
      'removeGroupMatch',
      'Remove a match from a group section',
      { response: answers('The TournamentDto') },
    ),

    matches.list('Matches by ids or tournament', [
      idsQuery('matchIds', MATCH_BATCH_LIMIT),
      textQuery('tournamentId'),
    ]),
    matches.read,
    put('/matches/{matchId}/game/{gameId}/sides', 'setGameSides', 'Set the sides of a game', {
      body: jsonBody('side per team'),
      response: answers('The MatchDto'),
    }),

    get('/schedules', 'listScheduleBlocks', 'Schedule blocks in a time window', {
      query: [
        { name: 'viewMode', schema: enumOf(['prescheduled']) },
        { name: 'startTime', schema: dateTime },
        { name: 'endTime', schema: dateTime },
      ],
      response: answers('The schedule blocks'),
    }),
    get('/schedules/{tournamentId}', 'listTournamentSchedule', 'A tournament’s blocks', {
      response: answers('The schedule blocks'),
    }),
    post('/schedules/block', 'createScheduleBlock', 'Create a schedule block', {
      body: jsonBody('schedule block'),
      response: created('The schedule block'),
    }),
    put('/schedules/block/{id}', 'updateScheduleBlock', 'Update a schedule block', {
      body: jsonBody('schedule block'),
      response: answers('The schedule block'),
    }),
    del('/schedules/block/{id}', 'deleteScheduleBlock', 'Delete a schedule block', {
      response: NO_CONTENT,
    }),

    get('/vodDetails/available', 'listAvailableVods', 'VODs the providers offer for games', {
      query: [{ ...idsQuery('gameIds'), required: true }],
      response: answers('The available VODs'),
    }),
    get('/vodDetails/cached', 'listCachedVods', 'VODs stored for games', {
      query: [{ ...idsQuery('gameIds'), required: true }],
      response: answers('A VodListDto'),
    }),
    post('/media/updateVodDetailData', 'updateVodDetailData', 'Refresh VOD details', {
      body: jsonBody('VOD detail request'),
      response: answers('The VODs'),
    }),
    post('/media/setVodFirstFrameTime', 'setVodFirstFrameTime', 'Set a VOD’s first frame', {
      body: jsonBody('first frame time'),
      response: answers('The VOD'),
    }),
    get('/pov', 'listPovs', 'Point-of-view streams of games', {
      query: [{ ...idsQuery('gameIds'), required: true }],
      response: answers('A PovListDto'),
    }),
    post('/pov', 'savePovs', 'Save point-of-view streams', {
      body: jsonBody('PovListDto'),
      response: answers('A PovListDto'),
    }),
    get('/vodDetails', 'listVods', 'VODs of games', {
      query: [idsQuery('gameIds')],
      response: answers('A VodListDto'),
    }),
    post('/vodDetails', 'saveVods', 'Save VODs', {
      body: jsonBody('VodWriteListDto'),
      response: answers('A VodListDto'),
    }),
    del('/vods', 'deleteVods', 'Delete VODs', {
      query: [idsQuery('vodIds')],
      response: NO_CONTENT,
    }),
    get('/internal/supportedLocales', 'listSupportedLocales', 'Locales', {
      response: answers('A SupportedLocalesDto'),
    }),
    get('/internal/supportedMediaLocales', 'listSupportedMediaLocales', 'Media locales', {
      response: answers('A SupportedLocalesDto'),
    }),
    get('/internal/supportedRegions', 'listSupportedRegions', 'Regions', {
      response: answers('A SupportedRegionsDto'),
    }),
    ...streams.editable('Streams by provider, ids or group', [
      textQuery('provider'),
      idsQuery('streamIds'),
      idsQuery('streamGroupId'),
    ]),
    streams.remove,
    ...streamGroups.editable('Stream groups by search or ids', [
      textQuery('search'),
      idsQuery('streamGroupIds'),
    ]),
    streamGroups.remove,
  ],
};
