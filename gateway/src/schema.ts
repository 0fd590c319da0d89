/** The executable schema: the SDL of schema/, each domain's resolvers, and the role checks. */
import { loadTypeDefs } from '@esports-admin/schema/sdl';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { enforceAccess } from './access';
import { enforceArgumentLimits } from './argument-limits';
import { journaledMutations } from './mutations/declarations';
import { accessResolvers } from './resolvers/access';
import { accountResolvers } from './resolvers/accounts';
import { assetResolvers } from './resolvers/assets';
import { auditResolvers } from './resolvers/audit';
import { baseResolvers } from './resolvers/base';
import { dropResolvers } from './resolvers/drops/resolvers';
import { leagueResolvers } from './resolvers/leagues';
import { liveStatsResolvers } from './resolvers/live-stats/game';
import { organizationResolvers } from './resolvers/organizations';
import { streamResolvers } from './resolvers/streams';
import { dropTriggerResolvers } from './resolvers/drop-triggers/resolvers';
import { playerResolvers } from './resolvers/players';
import { promoCodeResolvers } from './resolvers/promo-codes/resolvers';
import { scheduleResolvers } from './resolvers/schedules';
import { seasonResolvers } from './resolvers/seasons';
import { statMapperResolvers } from './resolvers/stat-mapper/resolvers';
import { streamTimelineResolvers } from './resolvers/stream-timeline';
import { teamResolvers } from './resolvers/teams';
import { tournamentMutationResolvers } from './resolvers/tournaments/Mutation';
import { tournamentQueryResolvers } from './resolvers/tournaments/Query';
import { tournamentResultResolvers } from './resolvers/tournaments/results';
import { tournamentTypeResolvers } from './resolvers/tournaments/types';
import { versionResolvers } from './resolvers/versions';
import { tournamentSlugResolvers } from './resolvers/tournament-slug';
import { viewerAccountResolvers } from './resolvers/viewer-accounts';
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
      tournamentSlugResolvers,
      vodResolvers,
      statMapperResolvers,
      scheduleResolvers,
      promoCodeResolvers,
      dropTriggerResolvers,
      viewerAccountResolvers,
      assetResolvers,
      versionResolvers,
      auditResolvers,
      liveStatsResolvers,
      streamTimelineResolvers,
      dropResolvers,
    ],
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
  journaledMutations(schema);
  return enforceAccess(enforceArgumentLimits(schema));
}
