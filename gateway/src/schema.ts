/** The executable schema: the SDL of schema/, each domain's resolvers, and the role checks. */
import { loadTypeDefs } from '@esports-admin/schema/sdl';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { enforceAccess } from './access';
import { enforceArgumentLimits } from './argument-limits';
import { journaledMutations } from './mutations/declarations';
import { accessResolvers } from './resolvers/access/resolvers';
import { accountResolvers } from './resolvers/accounts/resolvers';
import { assetResolvers } from './resolvers/assets/resolvers';
import { auditResolvers } from './resolvers/audit/resolvers';
import { bannerResolvers } from './resolvers/banners/resolvers';
import { baseResolvers } from './resolvers/base/resolvers';
import { dropTriggerResolvers } from './resolvers/drop-triggers/resolvers';
import { dropResolvers } from './resolvers/drops/resolvers';
import { leagueResolvers } from './resolvers/leagues/resolvers';
import { liveStatsResolvers } from './resolvers/live-stats/resolvers';
import { pickemCrystalBallResolvers } from './resolvers/pickem-crystal-ball/resolvers';
import { organizationResolvers } from './resolvers/organizations/resolvers';
import { pickemResolvers } from './resolvers/pickem/resolvers';
import { playerResolvers } from './resolvers/players/resolvers';
import { promoCodeResolvers } from './resolvers/promo-codes/resolvers';
import { scheduleResolvers } from './resolvers/schedules/resolvers';
import { seasonResolvers } from './resolvers/seasons/resolvers';
import { shotcallResolvers } from './resolvers/shotcall/resolvers';
import { statMapperResolvers } from './resolvers/stat-mapper/resolvers';
import { streamTimelineResolvers } from './resolvers/stream-timeline/resolvers';
import { streamResolvers } from './resolvers/streams/resolvers';
import { teamResolvers } from './resolvers/teams/resolvers';
import { tournamentResolvers } from './resolvers/tournaments/resolvers';
import { versionResolvers } from './resolvers/versions';
import { viewerAccountResolvers } from './resolvers/viewer-accounts/resolvers';
import { vodResolvers } from './resolvers/vods/resolvers';

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
      ...tournamentResolvers,
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
      pickemCrystalBallResolvers,
      pickemResolvers,
      shotcallResolvers,
      bannerResolvers,
    ],
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
  journaledMutations(schema);
  return enforceAccess(enforceArgumentLimits(schema));
}
