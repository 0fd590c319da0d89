/** The executable schema: the SDL of schema/, each domain's resolvers, and the role checks. */
import { loadTypeDefs } from '@esports-admin/schema/sdl';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { enforceAccess } from './access';
import { journaledMutations } from './mutations/declarations';
import { accessResolvers } from './resolvers/access';
import { accountResolvers } from './resolvers/accounts';
import { assetResolvers } from './resolvers/assets';
import { auditResolvers } from './resolvers/audit';
import { baseResolvers } from './resolvers/base';
import { leagueResolvers } from './resolvers/leagues';
import { organizationResolvers } from './resolvers/organizations';
import { streamResolvers } from './resolvers/streams';
import { playerResolvers } from './resolvers/players';
import { scheduleResolvers } from './resolvers/schedules';
import { seasonResolvers } from './resolvers/seasons';
import { teamResolvers } from './resolvers/teams';
import { tournamentMutationResolvers } from './resolvers/tournaments/Mutation';
import { tournamentQueryResolvers } from './resolvers/tournaments/Query';
import { tournamentResultResolvers } from './resolvers/tournaments/results';
import { tournamentTypeResolvers } from './resolvers/tournaments/types';
import { versionResolvers } from './resolvers/versions';
import { vodResolvers } from './resolvers/vods';

export function buildGatewaySchema() {
  const schema = makeExecutableSchema({
    typeDefs: loadTypeDefs(),
    resolvers: [
      baseResolvers,
      accessResolvers,
      seasonResolvers,
      leagueResolvers,
      playerResolvers,
      accountResolvers,
      organizationResolvers,
      streamResolvers,
      teamResolvers,
      tournamentQueryResolvers,
      tournamentMutationResolvers,
      tournamentResultResolvers,
      tournamentTypeResolvers,
      vodResolvers,
      scheduleResolvers,
      assetResolvers,
      versionResolvers,
      auditResolvers,
    ],
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
  journaledMutations(schema);
  return enforceAccess(schema);
}
