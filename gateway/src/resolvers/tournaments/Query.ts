import { TBD_TEAM_ID } from '@esports-admin/schema/rules/constants';
import {
  matchesTournamentSearch,
  TOURNAMENT_MESSAGES,
  tournamentDisplayName,
  tournamentListBucket,
} from '@esports-admin/schema/rules/tournament';
import type { TournamentStatusDto } from '@esports-admin/schema/upstream/elds-tournaments';
import type { Resolvers, TournamentListFilter } from '../../__generated__/resolvers-types';
import { ErrorCode } from '../../errors';
import { teamsOf } from './graph';

// The data service lists by status; current and old are both published, split by end time here.
const LIST_STATUS: Record<TournamentListFilter, TournamentStatusDto> = {
  current: 'published',
  old: 'published',
  archived: 'archived',
  draft: 'draft',
};

export const tournamentQueryResolvers: Resolvers = {
  Query: {
    async tournaments(_, { sport, filter, search }, context) {
      const [leagues, tournaments] = await Promise.all([
        context.apis.elds.getLeagues({ sport, status: 'active' }),
        context.apis.elds.getTournaments({
          sport,
          status: LIST_STATUS[filter],
          viewMode: 'summary',
        }),
      ]);
      const active = new Set(leagues.map((league) => league.id));
      for (const league of leagues) context.loaders.leagues.prime(league.id, league);
      const now = new Date();
      return tournaments
        .filter((t) => active.has(t.leagueId))
        .filter((t) => tournamentListBucket(t, now) === filter)
        .filter((t) => matchesTournamentSearch(t, search))
        .sort((a, b) => b.startTime.localeCompare(a.startTime));
    },
    tournament: (_, { id }, { apis }) => apis.elds.getTournament(id),
    match: (_, { id }, { loaders }) => loaders.matches.load(id),
    tournamentSchedule: (_, { tournamentId }, { apis }) =>
      apis.elds.getTournamentSchedule(tournamentId),
    async tournamentParticipantExport(_, { id }, context) {
      const tournament = await context.apis.elds.getTournament(id);
      if (!tournament) {
        return {
          ok: null,
          error: {
            message: `404 - Tournament ${id} not found`,
            code: ErrorCode.NOT_FOUND,
            inputErrors: [],
          },
        };
      }
      const seeded = [
        ...tournament.seeding.entries,
        ...(tournament.stages ?? []).flatMap((stage) => stage.seeding.entries),
      ]
        .map((e) => e.teamId)
        .filter((teamId): teamId is string => Boolean(teamId) && teamId !== TBD_TEAM_ID);
      const teams = await teamsOf(context, [...new Set(seeded)]);
      const roster = teams.flatMap((team) =>
        team.roster.map(({ playerId }) => ({ team, playerId })),
      );
      const players = await context.loaders.players.loadMany(roster.map((r) => r.playerId));
      const rows = roster.map(({ team, playerId }, i) => {
        const player = players[i];
        const known = player && !(player instanceof Error) ? player : null;
        const identity = known?.tournamentRealmIdentities[0];
        return {
          eventName: tournamentDisplayName(tournament.name),
          tournamentId: tournament.id,
          teamName: team.name,
          teamTricode: team.tricode,
          inGameName: known?.handle ?? null,
          firstName: known?.firstName ?? null,
          lastName: known?.lastName ?? null,
          login: identity?.login ?? null,
          // The data service never answers passwords (they are only written).
          password: null,
          puuid: identity?.puuid ?? null,
          playerId,
        };
      });
      if (rows.length === 0) {
        return {
          ok: null,
          error: {
            message: TOURNAMENT_MESSAGES.emptyExport,
            code: ErrorCode.NOT_FOUND,
            inputErrors: [],
          },
        };
      }
      return { ok: { rows }, error: null };
    },
  },
};
