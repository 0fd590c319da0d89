import {
  DROP_TRIGGER_MESSAGES,
  isBroadcastInProgress,
  triggerWindow,
} from '@esports-admin/schema/rules/drop-triggers';
import { DEFAULT_LOCALE } from '@esports-admin/schema/rules/constants';
import { effectiveSearch } from '@esports-admin/schema/rules/validation';
import { GraphQLError } from 'graphql';
import type { QueryResolvers } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { ErrorCode } from '../../errors';
import { dropPreviewImage } from './preview';
import { dropGroupTotals } from './totals';

/**
 * The names of the listed triggers' leagues, in one data service call that also fills the league
 * loader for `DropTrigger.leagueName`. A failed read leaves the names out (ids still match).
 */
async function namesOfLeagues(
  leagueIds: string[],
  { apis, loaders, logger }: Pick<GatewayContext, 'apis' | 'loaders' | 'logger'>,
): Promise<Map<string, string>> {
  if (leagueIds.length === 0) return new Map();
  try {
    const leagues = await apis.elds.getLeagues({ leagueIds });
    for (const league of leagues) loaders.leagues.prime(league.id, league);
    for (const id of leagueIds) {
      if (!leagues.some((league) => league.id === id)) loaders.leagues.prime(id, null);
    }
    return new Map(leagues.map((league) => [league.id, league.name]));
  } catch (error) {
    logger.warn({ err: error }, "elds: the trigger list's league names could not be read");
    for (const id of leagueIds) loaders.leagues.prime(id, null);
    return new Map();
  }
}

export const dropTriggerQuery: QueryResolvers = {
  async dropTriggers(_, { league, action, search, start, end }, { apis, loaders, logger }) {
    const window = triggerWindow(new Date(), start, end);
    if (Date.parse(window.start) > Date.parse(window.end)) {
      throw new GraphQLError(DROP_TRIGGER_MESSAGES.rangeOrder, {
        extensions: { code: ErrorCode.BAD_USER_INPUT },
      });
    }
    const term = effectiveSearch(search)?.toLowerCase();
    const triggers = await apis.drops.getTriggers(window.start, window.end);
    const leagueNames = await namesOfLeagues(
      [...new Set(triggers.map((trigger) => trigger.league))],
      { apis, loaders, logger },
    );
    const leagueTerm = league?.trim().toLowerCase();
    const inLeague = (id: string) =>
      !leagueTerm ||
      id.toLowerCase() === leagueTerm ||
      (leagueNames.get(id)?.toLowerCase().includes(leagueTerm) ?? false);
    return triggers.filter(
      (trigger) =>
        inLeague(trigger.league) &&
        (!action || trigger.action === action) &&
        (!term ||
          [trigger.title, trigger.dropID, trigger.puuid ?? ''].some((text) =>
            text.toLowerCase().includes(term),
          )),
    );
  },
  dropTrigger: (_, { id }, { apis }) => apis.drops.getTrigger(id),
  dropGroupTotals: (_, { groupId }, context) => dropGroupTotals(groupId, context),
  dropPreviewImage: (_, { dropId, locale }, context) =>
    dropPreviewImage(dropId, locale ?? DEFAULT_LOCALE, context),
  async triggerBroadcasts(_, _args, { apis }) {
    const blocks = await apis.elds.getSchedules({});
    return blocks.flatMap((block) =>
      block.broadcasts
        .filter((broadcast) => isBroadcastInProgress(broadcast))
        .map((broadcast) => ({ block, broadcast })),
    );
  },
};
