import { celebrityBatchProblems } from '@esports-admin/schema/rules/pickem';
import type { QueryResolvers } from '../../__generated__/resolvers-types';
import { pickemTournamentOf, toCelebrityBatch } from './mapping';

export const pickemQueryResolvers: QueryResolvers = {
  async pickemLeagues(_, { sport }, { apis, loaders }) {
    const [pickemLeagues, leagues] = await Promise.all([
      loaders.pickemLeagues.load('all'),
      apis.elds.getLeagues({ sport }),
    ]);
    for (const league of leagues) loaders.leagues.prime(league.id, league);
    const ofSport = new Set(leagues.map((league) => league.id));
    return pickemLeagues.filter((league) => ofSport.has(league.eldsLeagueId));
  },
  pickemTournament: (_, { eldsTournamentId }, context) =>
    pickemTournamentOf(context, eldsTournamentId),
  async validateCelebrities(_, { eldsTournamentId, celebrities }, { apis }) {
    // The shared rules first: the service is asked only about a batch they pass.
    const invalid = celebrityBatchProblems(celebrities);
    if (invalid.length > 0) return { invalid };
    return apis.pickem.validateCelebrities(eldsTournamentId, toCelebrityBatch(celebrities));
  },
};
