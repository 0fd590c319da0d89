/** The tournament data service ("elds/data"), spec 3 §7. */
import {
  ELDS_BASE_PATH,
  type LeagueDto,
  type LeagueListDto,
  type LeagueStatusDto,
  type SeasonDto,
  type SeasonListDto,
  type SeasonStatusDto,
  type SeasonWriteDto,
} from '@esports-admin/schema/upstream/elds';
import type { SportCode } from '@esports-admin/schema/rules/sports';
import type { RestClient } from './rest-client';
import type {
  PovListDto,
  PovWriteDto,
  VodAvailabilityDto,
  VodDetailUpdateDto,
  VodFirstFrameTimeDto,
} from '@esports-admin/schema/upstream/elds-vods';
import type {
  StreamGroupDto,
  StreamGroupListDto,
  StreamGroupWriteDto,
  SupportedLocalesDto,
  VodDto,
  VodListDto,
  VodWriteListDto,
} from '@esports-admin/schema/upstream/elds-media';
import type {
  AccountCreateAnswerDto,
  AccountDto,
  AccountGroupDto,
  AccountGroupListDto,
  AccountOperationListDto,
  AccountPageDto,
  AccountQueryDto,
  AccountValidationDto,
  AccountWriteDto,
} from '@esports-admin/schema/upstream/elds-accounts';
import type {
  GameOutcomeWriteDto,
  MatchDto,
  MatchListDto,
  PlatformGameTimespansDto,
  RankDto,
  ScheduleBlockDto,
  ScheduleBlockWriteDto,
  ScheduleListDto,
  TeamDto,
  TeamListDto,
  TeamStatusDto,
  TeamWriteDto,
  TournamentDto,
  TournamentListDto,
  TournamentStatusDto,
  TournamentWriteDto,
} from '@esports-admin/schema/upstream/elds-tournaments';
import { TOURNAMENTS_PAGE_SIZE } from '@esports-admin/schema/rules/constants';
import type {
  PlayerBatchResultDto,
  PlayerDto,
  PlayerListQuery,
  PlayerOperationListDto,
  PlayerPageDto,
  PlayerPasswordResetDto,
  PlayerValidationDto,
  PlayerWriteDto,
} from '@esports-admin/schema/upstream/elds-players';
import type {
  OrganizationDto,
  OrganizationListDto,
  OrganizationStatusDto,
  OrganizationWriteDto,
} from '@esports-admin/schema/upstream/elds-organizations';

export class EldsApi {
  constructor(private readonly client: RestClient) {}

  // Accounts (spec 3 §7 "Accounts"): at most ACCOUNT_BATCH_LIMIT ids per call.

  getAccounts(query: AccountQueryDto, options: { freeFloating?: boolean } = {}) {
    const path = options.freeFloating ? 'accounts/free-floating' : 'accounts/';
    return this.client.get<AccountPageDto>(`${ELDS_BASE_PATH}/${path}`, {
      query: { ...query },
    });
  }

  createAccounts(accounts: AccountWriteDto[]) {
    return this.client.post<AccountCreateAnswerDto>(`${ELDS_BASE_PATH}/accounts`, {
      body: { accounts },
    });
  }

  validateAccounts(accounts: Pick<AccountWriteDto, 'displayName' | 'login'>[]) {
    return this.client.post<AccountValidationDto>(`${ELDS_BASE_PATH}/accounts/validate`, {
      body: { accounts },
    });
  }

  async requestAccountRemoval(accountIds: readonly string[]) {
    const answer = await this.client.post<{ accounts: AccountDto[] }>(
      `${ELDS_BASE_PATH}/accounts/requestremoval`,
      { body: { accountIds } },
    );
    return answer.accounts;
  }

  async getAccountGroups() {
    const answer = await this.client.get<AccountGroupListDto>(`${ELDS_BASE_PATH}/accounts/groups`);
    return answer.groups;
  }

  createAccountGroup(name: string) {
    return this.client.post<AccountGroupDto>(`${ELDS_BASE_PATH}/accounts/groups`, {
      body: { name },
    });
  }

  renameAccountGroup(id: string, name: string) {
    return this.client.put<AccountGroupDto>(
      `${ELDS_BASE_PATH}/accounts/groups/${encodeURIComponent(id)}`,
      { body: { name } },
    );
  }

  /** The latest operations (the service answers at most 100), optionally of one account. */
  async getAccountOperations(accountId?: string) {
    const answer = await this.client.get<AccountOperationListDto>(
      `${ELDS_BASE_PATH}/accounts/operations`,
      { query: { accountId } },
    );
    return answer.operations;
  }

  // End of accounts.

  async getSeasons(filter: {
    sport?: SportCode;
    status?: SeasonStatusDto;
    seasonIds?: readonly string[];
  }) {
    const answer = await this.client.get<SeasonListDto>(`${ELDS_BASE_PATH}/seasons`, {
      query: filter,
    });
    return answer.seasons;
  }

  getSeason(id: string) {
    return this.client.get<SeasonDto | null>(
      `${ELDS_BASE_PATH}/seasons/${encodeURIComponent(id)}`,
      {
        notFoundAsNull: true,
      },
    );
  }

  createSeason(season: SeasonWriteDto) {
    return this.client.post<SeasonDto>(`${ELDS_BASE_PATH}/seasons`, { body: season });
  }

  updateSeason(id: string, season: SeasonWriteDto) {
    return this.client.put<SeasonDto>(`${ELDS_BASE_PATH}/seasons/${encodeURIComponent(id)}`, {
      body: season,
    });
  }

  async getLeagues(filter: {
    sport?: SportCode;
    status?: LeagueStatusDto;
    leagueIds?: readonly string[];
  }) {
    const answer = await this.client.get<LeagueListDto>(`${ELDS_BASE_PATH}/leagues`, {
      query: filter,
    });
    return answer.leagues;
  }

  getLeague(id: string) {
    return this.client.get<LeagueDto | null>(
      `${ELDS_BASE_PATH}/leagues/${encodeURIComponent(id)}`,
      { notFoundAsNull: true },
    );
  }

  createLeague(league: Omit<LeagueDto, 'id'>) {
    return this.client.post<LeagueDto>(`${ELDS_BASE_PATH}/leagues`, { body: league });
  }

  updateLeague(id: string, league: Omit<LeagueDto, 'id'>) {
    return this.client.put<LeagueDto>(`${ELDS_BASE_PATH}/leagues/${encodeURIComponent(id)}`, {
      body: league,
    });
  }

  /** All or nothing, in one call. */
  async updateLeagues(leagues: LeagueDto[]) {
    const answer = await this.client.put<LeagueListDto>(`${ELDS_BASE_PATH}/leagues/updateBatch`, {
      body: { leagues },
    });
    return answer.leagues;
  }

  // Organizations (spec 3 §7 "Organizations"): sport-less.

  async getOrganizations(filter: {
    status?: OrganizationStatusDto;
    search?: string;
    organizationIds?: readonly string[];
  }) {
    const answer = await this.client.get<OrganizationListDto>(`${ELDS_BASE_PATH}/organizations`, {
      query: filter,
    });
    return answer.organizations;
  }

  getOrganization(id: string) {
    return this.client.get<OrganizationDto | null>(
      `${ELDS_BASE_PATH}/organizations/${encodeURIComponent(id)}`,
      { notFoundAsNull: true },
    );
  }

  createOrganization(organization: OrganizationWriteDto) {
    return this.client.post<OrganizationDto>(`${ELDS_BASE_PATH}/organizations`, {
      body: organization,
    });
  }

  updateOrganization(id: string, organization: OrganizationWriteDto) {
    return this.client.put<OrganizationDto>(
      `${ELDS_BASE_PATH}/organizations/${encodeURIComponent(id)}`,
      { body: organization },
    );
  }

  // Media: stream groups with their streams, and the supported locales (spec 3 §7).

  async getStreamGroups(filter: { search?: string; streamGroupIds?: readonly string[] }) {
    const answer = await this.client.get<StreamGroupListDto>(`${ELDS_BASE_PATH}/streamGroups`, {
      query: filter,
    });
    return answer.streamGroups;
  }

  getStreamGroup(id: string) {
    return this.client.get<StreamGroupDto | null>(
      `${ELDS_BASE_PATH}/streamGroups/${encodeURIComponent(id)}`,
      { notFoundAsNull: true },
    );
  }

  createStreamGroup(group: StreamGroupWriteDto) {
    return this.client.post<StreamGroupDto>(`${ELDS_BASE_PATH}/streamGroups`, { body: group });
  }

  updateStreamGroup(id: string, group: StreamGroupWriteDto) {
    return this.client.put<StreamGroupDto>(
      `${ELDS_BASE_PATH}/streamGroups/${encodeURIComponent(id)}`,
      { body: group },
    );
  }

  async deleteStreamGroup(id: string) {
    await this.client.delete<null>(`${ELDS_BASE_PATH}/streamGroups/${encodeURIComponent(id)}`);
  }

  async getSupportedLocales() {
    const answer = await this.client.get<SupportedLocalesDto>(
      `${ELDS_BASE_PATH}/internal/supportedLocales`,
    );
    return answer.locales;
  }

  // Players (spec 3 §7 "Players"): paged by an opaque token; at most 20 ids or players per call.

  getPlayers(query: PlayerListQuery) {
    return this.client.get<PlayerPageDto>(`${ELDS_BASE_PATH}/players`, { query: { ...query } });
  }

  createPlayers(players: PlayerWriteDto[]) {
    return this.client.post<PlayerBatchResultDto>(`${ELDS_BASE_PATH}/players`, {
      body: { players },
    });
  }

  validatePlayers(players: PlayerWriteDto[]) {
    return this.client.post<PlayerValidationDto>(`${ELDS_BASE_PATH}/players/validate`, {
      body: { players },
    });
  }

  updatePlayer(id: string, player: PlayerWriteDto) {
    return this.client.put<PlayerDto>(`${ELDS_BASE_PATH}/players/${encodeURIComponent(id)}`, {
      body: player,
    });
  }

  async getPlayerOperations(id: string) {
    const answer = await this.client.get<PlayerOperationListDto>(
      `${ELDS_BASE_PATH}/players/${encodeURIComponent(id)}/operations`,
    );
    return answer.operations;
  }

  resetPlayerPassword(id: string) {
    return this.client.put<PlayerPasswordResetDto>(
      `${ELDS_BASE_PATH}/players/${encodeURIComponent(id)}/identity/resetpassword`,
    );
  }

  // Tournaments, matches, teams and schedules (spec 3 §7): see schema/src/upstream/elds-tournaments.

  async getTournaments(filter: {
    sport?: SportCode;
    status?: TournamentStatusDto;
    leagueId?: string;
    ids?: readonly string[];
    viewMode?: 'summary';
  }) {
    const tournaments: TournamentDto[] = [];
    let paginationToken: string | undefined;
    do {
      const page: TournamentListDto = await this.client.get<TournamentListDto>(
        `${ELDS_BASE_PATH}/tournaments`,
        { query: { ...filter, pageSize: TOURNAMENTS_PAGE_SIZE, paginationToken } },
      );
      tournaments.push(...page.tournaments);
      paginationToken = page.nextPaginationToken ?? undefined;
    } while (paginationToken);
    return tournaments;
  }

  getTournament(id: string) {
    return this.client.get<TournamentDto | null>(
      `${ELDS_BASE_PATH}/tournaments/${encodeURIComponent(id)}`,
      { notFoundAsNull: true },
    );
  }

  createTournament(tournament: TournamentWriteDto) {
    return this.client.post<TournamentDto>(`${ELDS_BASE_PATH}/tournaments`, { body: tournament });
  }

  updateTournament(id: string, tournament: TournamentWriteDto) {
    return this.client.put<TournamentDto>(this.tournamentPath(id), { body: tournament });
  }

  archiveTournament(id: string) {
    return this.client.put<TournamentDto>(`${this.tournamentPath(id)}/archive`);
  }

  publishTournament(id: string) {
    return this.client.put<TournamentDto>(`${this.tournamentPath(id)}/publish`);
  }

  replaceTeams(id: string, replacements: { teamToBeReplaced: string; teamReplacement: string }[]) {
    return this.client.put<TournamentDto>(`${this.tournamentPath(id)}/replaceTeams`, {
      body: { replacements },
    });
  }

  setGameOutcome(tournamentId: string, gameId: string, outcome: GameOutcomeWriteDto) {
    return this.client.post<TournamentDto>(this.gameOutcomePath(tournamentId, gameId), {
      body: outcome,
    });
  }

  clearGameOutcome(tournamentId: string, gameId: string) {
    return this.client.delete<TournamentDto>(this.gameOutcomePath(tournamentId, gameId));
  }

  decideDecisionPoint(tournamentId: string, decisionPointId: string, teamIds: readonly string[]) {
    return this.client.post<TournamentDto>(
      `${this.tournamentPath(tournamentId)}/results/decide/${encodeURIComponent(decisionPointId)}`,
      { body: { teamIds } },
    );
  }

  finalizeGroup(tournamentId: string, sectionId: string) {
    return this.client.post<TournamentDto>(this.groupResultsPath(tournamentId, sectionId));
  }

  setGroupRanks(tournamentId: string, sectionId: string, ranks: RankDto[]) {
    return this.client.post<TournamentDto>(
      `${this.groupResultsPath(tournamentId, sectionId)}/ranks/`,
      { body: { ranks } },
    );
  }

  clearGroupRanks(tournamentId: string, sectionId: string) {
    return this.client.delete<TournamentDto>(
      `${this.groupResultsPath(tournamentId, sectionId)}/ranks/`,
    );
  }

  /** At most MATCH_BATCH_LIMIT ids per call; the match loader splits bigger batches. */
  async getMatches(matchIds: readonly string[]) {
    const answer = await this.client.get<MatchListDto>(`${ELDS_BASE_PATH}/matches`, {
      query: { matchIds },
    });
    return answer.matches;
  }

  /** One platform game per call (GET tournaments/timeline/timespans/platformGame/{id}). */
  async getPlatformGameTimespans(platformGameId: string) {
    const answer = await this.client.get<PlatformGameTimespansDto>(
      `${ELDS_BASE_PATH}/tournaments/timeline/timespans/platformGame/${encodeURIComponent(platformGameId)}`,
    );
    return answer.timespans;
  }

  getMatch(id: string) {
    return this.client.get<MatchDto | null>(`${ELDS_BASE_PATH}/matches/${encodeURIComponent(id)}`, {
      notFoundAsNull: true,
    });
  }

  setGameSides(matchId: string, gameId: string, sides: { blueTeam: string; redTeam: string }) {
    return this.client.put<MatchDto>(
      `${ELDS_BASE_PATH}/matches/${encodeURIComponent(matchId)}/game/${encodeURIComponent(gameId)}/sides`,
      { body: { redTeam: sides.redTeam, blueTeam: sides.blueTeam } },
    );
  }

  /** With `teamIds`, at most TEAM_BATCH_LIMIT ids per call; the team loader splits bigger batches. */
  async getTeams(filter: {
    sport?: SportCode;
    status?: TeamStatusDto;
    search?: string;
    teamIds?: readonly string[];
  }) {
    const answer = await this.client.get<TeamListDto>(`${ELDS_BASE_PATH}/teams`, {
      query: filter,
    });
    return answer.teams;
  }

  createTeam(team: TeamWriteDto) {
    return this.client.post<TeamDto>(`${ELDS_BASE_PATH}/teams`, { body: team });
  }

  updateTeam(id: string, team: TeamWriteDto) {
    return this.client.put<TeamDto>(`${ELDS_BASE_PATH}/teams/${encodeURIComponent(id)}`, {
      body: team,
    });
  }

  async getTournamentSchedule(tournamentId: string) {
    const answer = await this.client.get<ScheduleListDto>(
      `${ELDS_BASE_PATH}/schedules/${encodeURIComponent(tournamentId)}`,
    );
    return answer.blocks;
  }

  /** GET /schedules: blocks starting in the window (the service defaults to ten days back to tomorrow). */
  async getSchedules(window: { startTime?: string; endTime?: string }) {
    const answer = await this.client.get<ScheduleListDto>(`${ELDS_BASE_PATH}/schedules`, {
      query: { viewMode: 'prescheduled', ...window },
    });
    return answer.blocks;
  }

  createScheduleBlock(block: ScheduleBlockWriteDto) {
    return this.client.post<ScheduleBlockDto>(`${ELDS_BASE_PATH}/schedules/block`, {
      body: block,
    });
  }

  // Vods: recorded game videos and their stats offsets (spec 3 §3 "Vod", §7 "Media").

  async getVods(gameIds: readonly string[]) {
    const answer = await this.client.get<VodListDto>(`${ELDS_BASE_PATH}/vodDetails`, {
      query: { gameIds },
    });
    return answer.vods;
  }

  /** GET /vodDetails/available: the asked games that have a vod. */
  async getAvailableVodGames(gameIds: readonly string[]) {
    const answer = await this.client.get<VodAvailabilityDto>(
      `${ELDS_BASE_PATH}/vodDetails/available`,
      { query: { gameIds } },
    );
    return answer.gameIds;
  }

  /** GET /vodDetails/cached: the vods of the asked games in the service's read cache. */
  async getCachedVods(gameIds: readonly string[]) {
    const answer = await this.client.get<VodListDto>(`${ELDS_BASE_PATH}/vodDetails/cached`, {
      query: { gameIds },
    });
    return answer.vods;
  }

  /** GET /pov: the point-of-view streams of the asked games. */
  async getPovs(gameIds: readonly string[]) {
    const answer = await this.client.get<PovListDto>(`${ELDS_BASE_PATH}/pov`, {
      query: { gameIds },
    });
    return answer.povs;
  }

  /** POST /pov: replaces one game's point-of-view streams; answers the game's povs. */
  async savePovs(write: PovWriteDto) {
    const answer = await this.client.post<PovListDto>(`${ELDS_BASE_PATH}/pov`, { body: write });
    return answer.povs;
  }

  async saveVods(vods: VodWriteListDto['vods']) {
    const answer = await this.client.post<VodListDto>(`${ELDS_BASE_PATH}/vodDetails`, {
      body: { vods },
    });
    return answer.vods;
  }

  updateVodDetails(update: VodDetailUpdateDto) {
    return this.client.post<VodDto>(`${ELDS_BASE_PATH}/media/updateVodDetailData`, {
      body: update,
    });
  }

  setVodFirstFrameTime(frame: VodFirstFrameTimeDto) {
    return this.client.post<VodDto>(`${ELDS_BASE_PATH}/media/setVodFirstFrameTime`, {
      body: frame,
    });
  }

  async deleteVods(vodIds: readonly string[]) {
    await this.client.delete<null>(`${ELDS_BASE_PATH}/vods`, { query: { vodIds } });
  }

  private tournamentPath(id: string) {
    return `${ELDS_BASE_PATH}/tournaments/${encodeURIComponent(id)}`;
  }

  private gameOutcomePath(tournamentId: string, gameId: string) {
    return `${this.tournamentPath(tournamentId)}/results/game/${encodeURIComponent(gameId)}/outcome`;
  }

  private groupResultsPath(tournamentId: string, sectionId: string) {
    return `${this.tournamentPath(tournamentId)}/results/group/${encodeURIComponent(sectionId)}`;
  }
}
