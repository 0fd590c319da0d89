/** The executable schema: the SDL of schema/, each domain's resolvers, and the role checks. */
import { loadTypeDefs } from '@esports-admin/schema/sdl';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { enforceAccess } from './access';
import { accessResolvers } from './resolvers/access';
import { baseResolvers } from './resolvers/base';
import { leagueResolvers } from './resolvers/leagues';
import { seasonResolvers } from './resolvers/seasons';

export function buildGatewaySchema() {
  const schema = makeExecutableSchema({
    typeDefs: loadTypeDefs(),
    resolvers: [baseResolvers, accessResolvers, seasonResolvers, leagueResolvers],
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
  return enforceAccess(schema);
}
