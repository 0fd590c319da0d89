/** Fields of the pick'em types that need another read: joins to the data service and previews. */
import { pickemLeagueOffer } from '@esports-admin/schema/rules/pickem';
import type { ScoringConfigDto } from '@esports-admin/schema/upstream/pickem';
import type { Resolvers } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { versionOf } from '../../mutations/version';
import { matchesOf, teamOf } from '../tournaments/graph';
import { sectionsOf } from './mapping';
import { pageBlocksOf, pageUnscheduledOf } from './page-matches';
import { matchWinnerId, picksPerMatch, scorePreview } from './scoring';

async function configOfSection(
  context: GatewayContext,
  eldsSectionId: string,
): Promise<ScoringConfigDto | null> {
  const assigned = await context.loaders.sectionScoring.load(eldsSectionId);
  return assigned ? context.loaders.scoringConfigs.load(assigned.scoringConfigId) : null;
}

export const pickemTypeResolvers: Resolvers = {
  PickemLeague: {
    league: (league, _, { loaders }) => loaders.leagues.load(league.eldsLeagueId),
    activeTournament: (league) => league.tournament,
    async tournaments(league, _, { loaders }) {
      const elds = await loaders.leagues.load(league.eldsLeagueId);
      if (!elds) return [];
      const tournaments = await loaders.tournamentSummariesBySport.load(elds.sport);
      return tournaments
        .filter((tournament) => tournament.leagueId === league.eldsLeagueId)
        .sort((a, b) => b.startTime.localeCompare(a.startTime));
    },
    offered: (league) => pickemLeagueOffer(league).offered,
    offeredReason: (league) => pickemLeagueOffer(league).reason,
  },
  PickemTournament: {
    tournament: (tournament, _, { loaders }) =>
      loaders.tournaments.load(tournament.eldsTournamentId),
    pickBlocks: (tournament, _, context) => pageBlocksOf(context, tournament.eldsTournamentId),
    async unscheduled(tournament, _, context) {
      const items = await pageUnscheduledOf(context, tournament.eldsTournamentId);
      return { ...items, eldsTournamentId: tournament.eldsTournamentId };
    },
    celebrities: (tournament, _, { loaders }) =>
      loaders.celebrities.load(tournament.eldsTournamentId),
    celebritiesVersion: async (tournament, _, { loaders }) =>
      versionOf(await loaders.celebrities.load(tournament.eldsTournamentId)),
  },
  PickemUnscheduled: {
    matches: (items, _, context) => matchesOf(context, items.eldsMatchIds),
    sections: (items, _, context) =>
      sectionsOf(context, items.eldsTournamentId, items.eldsSectionIds),
  },
  PickBlock: {
    matches: (block, _, context) => matchesOf(context, block.eldsMatchIds),
    picks: (block) => picksPerMatch(block.eldsMatchIds, block.pickPatterns),
    async scoringPreview(block, _, context) {
      const matches = new Map(
        (await matchesOf(context, block.eldsMatchIds)).map((match) => [match.id, match]),
      );
      const sectionIds = [...new Set([...matches.values()].map((match) => match.sectionId))];
      const configs = new Map(
        await Promise.all(
          sectionIds.map(async (id) => [id, await configOfSection(context, id)] as const),
        ),
      );
      const scored = block.eldsMatchIds.map((eldsMatchId) => {
        const match = matches.get(eldsMatchId);
        return {
          eldsMatchId,
          winnerTeamId: match ? matchWinnerId(match) : null,
          config: match ? (configs.get(match.sectionId) ?? null) : null,
        };
      });
      return {
        ...scorePreview(block.pickPatterns, scored),
        unconfiguredEldsSectionIds: sectionIds.filter((id) => !configs.get(id)),
      };
    },
  },
  PickBlockMatchPicks: {
    match: (picks, _, { loaders }) => loaders.matches.load(picks.eldsMatchId),
  },
  PickBlockTeamPicks: {
    team: (picks, _, context) => teamOf(context, picks.eldsTeamId),
  },
  CelebrityPick: {
    team: (pick, _, context) => teamOf(context, pick.eldsTeamId),
  },
};
