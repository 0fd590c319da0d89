/** Tournaments, their results, matches and timespans (spec 3 §7). */
import { ELDS_BASE_PATH } from '@esports-admin/schema/upstream/elds';
import { TOURNAMENTS_PAGE_SIZE } from '@esports-admin/schema/rules/constants';
import type { SportCode } from '@esports-admin/schema/rules/sports';
import type {
  GameOutcomeWriteDto,
  MatchDto,
  MatchListDto,
  PlatformGameTimespansDto,
  RankDto,
  TournamentDto,
  TournamentListDto,
  TournamentStatusDto,
  TournamentWriteDto,
} from '@esports-admin/schema/upstream/elds-tournaments';
import type { UpstreamClient } from '../upstream';

const tournamentPath = (id: string) => `${ELDS_BASE_PATH}/tournaments/${encodeURIComponent(id)}`;

const gameOutcomePath = (tournamentId: string, gameId: string) =>
  `${tournamentPath(tournamentId)}/results/game/${encodeURIComponent(gameId)}/outcome`;

const groupResultsPath = (tournamentId: string, sectionId: string) =>
  `${tournamentPath(tournamentId)}/results/group/${encodeURIComponent(sectionId)}`;

export function eldsTournaments(client: UpstreamClient) {
  return {
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
        const page: TournamentListDto = await client.get<TournamentListDto>(
          `${ELDS_BASE_PATH}/tournaments`,
          { query: { ...filter, pageSize: TOURNAMENTS_PAGE_SIZE, paginationToken } },
        );
        tournaments.push(...page.tournaments);
        paginationToken = page.nextPaginationToken ?? undefined;
      } while (paginationToken);
      return tournaments;
    },

    getTournament(id: string) {
      return client.get<TournamentDto | null>(tournamentPath(id), { notFoundAsNull: true });
    },

    createTournament(tournament: TournamentWriteDto) {
      return client.post<TournamentDto>(`${ELDS_BASE_PATH}/tournaments`, { body: tournament });
    },

    updateTournament(id: string, tournament: TournamentWriteDto) {
      return client.put<TournamentDto>(tournamentPath(id), { body: tournament });
    },

    archiveTournament(id: string) {
      return client.put<TournamentDto>(`${tournamentPath(id)}/archive`);
    },

    publishTournament(id: string) {
      return client.put<TournamentDto>(`${tournamentPath(id)}/publish`);
    },

    replaceTeams(
      id: string,
      replacements: { teamToBeReplaced: string; teamReplacement: string }[],
    ) {
      return client.put<TournamentDto>(`${tournamentPath(id)}/replaceTeams`, {
        body: { replacements },
      });
    },

    setGameOutcome(tournamentId: string, gameId: string, outcome: GameOutcomeWriteDto) {
      return client.post<TournamentDto>(gameOutcomePath(tournamentId, gameId), {
        body: outcome,
      });
    },

    clearGameOutcome(tournamentId: string, gameId: string) {
      return client.delete<TournamentDto>(gameOutcomePath(tournamentId, gameId));
    },

    decideDecisionPoint(tournamentId: string, decisionPointId: string, teamIds: readonly string[]) {
      return client.post<TournamentDto>(
        `${tournamentPath(tournamentId)}/results/decide/${encodeURIComponent(decisionPointId)}`,
        { body: { teamIds } },
      );
    },

    finalizeGroup(tournamentId: string, sectionId: string) {
      return client.post<TournamentDto>(groupResultsPath(tournamentId, sectionId));
    },

    setGroupRanks(tournamentId: string, sectionId: string, ranks: RankDto[]) {
      return client.post<TournamentDto>(`${groupResultsPath(tournamentId, sectionId)}/ranks/`, {
        body: { ranks },
      });
    },

    clearGroupRanks(tournamentId: string, sectionId: string) {
      return client.delete<TournamentDto>(`${groupResultsPath(tournamentId, sectionId)}/ranks/`);
    },

    /** At most MATCH_BATCH_LIMIT ids per call; the match loader splits bigger batches. */
    async getMatches(matchIds: readonly string[]) {
      const answer = await client.get<MatchListDto>(`${ELDS_BASE_PATH}/matches`, {
        query: { matchIds },
      });
      return answer.matches;
    },

    /** One platform game per call (GET tournaments/timeline/timespans/platformGame/{id}). */
    async getPlatformGameTimespans(platformGameId: string) {
      const answer = await client.get<PlatformGameTimespansDto>(
        `${ELDS_BASE_PATH}/tournaments/timeline/timespans/platformGame/${encodeURIComponent(platformGameId)}`,
      );
      return answer.timespans;
    },

    getMatch(id: string) {
      return client.get<MatchDto | null>(`${ELDS_BASE_PATH}/matches/${encodeURIComponent(id)}`, {
        notFoundAsNull: true,
      });
    },

    setGameSides(matchId: string, gameId: string, sides: { blueTeam: string; redTeam: string }) {
      return client.put<MatchDto>(
        `${ELDS_BASE_PATH}/matches/${encodeURIComponent(matchId)}/game/${encodeURIComponent(gameId)}/sides`,
        { body: { redTeam: sides.redTeam, blueTeam: sides.blueTeam } },
      );
    },
  };
}

export type EldsTournamentsApi = ReturnType<typeof eldsTournaments>;
