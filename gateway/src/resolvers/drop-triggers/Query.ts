import {
  DROP_TRIGGER_MESSAGES,
  isBroadcastInProgress,
  triggerWindow,
} from '@esports-admin/schema/rules/drop-triggers';
import { DEFAULT_LOCALE } from '@esports-admin/schema/rules/constants';
import { effectiveSearch } from '@esports-admin/schema/rules/validation';
import { GraphQLError } from 'graphql';
import type { QueryResolvers } from '../../__generated__/resolvers-types';
import { ErrorCode } from '../../errors';
import { dropPreviewImage } from './preview';

export const dropTriggerQuery: QueryResolvers = {
  async dropTriggers(_, { league, action, search, start, end }, { apis }) {
    const window = triggerWindow(new Date(), start, end);
    if (Date.parse(window.start) > Date.parse(window.end)) {
      throw new GraphQLError(DROP_TRIGGER_MESSAGES.rangeOrder, {
        extensions: { code: ErrorCode.BAD_USER_INPUT },
      });
    }
    const term = effectiveSearch(search)?.toLowerCase();
    const triggers = await apis.drops.getTriggers(window.start, window.end);
    return triggers.filter(
      (trigger) =>
        (!league || trigger.league.toLowerCase() === league.toLowerCase()) &&
        (!action || trigger.action === action) &&
        (!term ||
          [trigger.title, trigger.dropID, trigger.puuid ?? ''].some((text) =>
            text.toLowerCase().includes(term),
          )),
    );
  },
  dropTrigger: (_, { id }, { apis }) => apis.drops.getTrigger(id),
  dropPreviewImage: (_, { dropId, locale }, context) =>
    dropPreviewImage(dropId, locale ?? DEFAULT_LOCALE, context),
  async triggerBroadcasts(_, _args, { apis }) {
    const blocks = await apis.elds.getSchedules({});
    return blocks.flatMap((block) =>
      block.broadcasts
        .filter((broadcast) => isBroadcastInProgress(broadcast))
        .map((broadcast) => {
          const streams = broadcast.broadcastItems.flatMap(
            (item) => item.inProgressInfo?.streams ?? [],
          );
          return {
            id: broadcast.id,
            blockName: block.name,
            tournamentId: block.tournamentId,
            startTime: block.startTime,
            status: broadcast.status ?? 'unstarted',
            broadcastState: broadcast.broadcastState ?? 'not-live',
            streams: streams.filter(
              (stream, index) => streams.findIndex((s) => s.id === stream.id) === index,
            ),
          };
        }),
    );
  },
};
