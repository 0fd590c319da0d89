import type { Resolvers } from '../../__generated__/resolvers-types';

export const tournamentSlugResolvers: Resolvers = {
  Query: {
    tournamentSlugTaken: async (_, { sport, slug }, context) => {
      const wanted = slug.trim();
      if (!wanted) return false;
      const tournaments = await context.apis.elds.getTournaments({ sport, viewMode: 'summary' });
      return tournaments.some((tournament) => tournament.name.slug === wanted);
    },
  },
};
