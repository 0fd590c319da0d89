import {
  STREAM_GROUP_MESSAGES,
  streamConfigField,
  validateStreamGroupDraft,
} from '@esports-admin/schema/rules/stream';
import { effectiveSearch } from '@esports-admin/schema/rules/validation';
import type { StreamGroupWriteDto } from '@esports-admin/schema/upstream/elds-media';
import type { Resolvers, StreamGroupInput } from '../../__generated__/resolvers-types';
import { ErrorCode, UpstreamError } from '../../errors';
import { inputErrorsOf } from '../../mutations/outcome';
import { runCreateMutation } from '../../mutations/run-create';
import { runMutation } from '../../mutations/run-mutation';

function toWriteDto(input: StreamGroupInput): StreamGroupWriteDto {
  return {
    name: input.name.trim(),
    streams: input.streams.map(({ id, provider, locale, value }) => ({
      ...(id ? { id } : {}),
      provider,
      locale,
      [provider]: { [streamConfigField(provider)]: value.trim() },
    })),
  };
}

const inputErrors = (input: StreamGroupInput) => inputErrorsOf(validateStreamGroupDraft(input));

export const streamResolvers: Resolvers = {
  Query: {
    streamGroups(_, { search }, { apis }) {
      const term = effectiveSearch(search);
      return apis.elds.getStreamGroups(term ? { search: term } : {});
    },
    streamGroup: (_, { id }, { apis }) => apis.elds.getStreamGroup(id),
    supportedStreamLocales: (_, __, { apis }) => apis.elds.getSupportedLocales(),
  },
  Mutation: {
    createStreamGroup: (_, { input }, context, info) =>
      runCreateMutation(context, info, {
        inputErrors: inputErrors(input),
        write: () => toWriteDto(input),
        create: (write) => context.apis.elds.createStreamGroup(write),
        ok: (streamGroup) => ({ streamGroup, message: STREAM_GROUP_MESSAGES.created }),
      }),
    // A missing group is left for the data service to refuse, with its own message.
    updateStreamGroup: (_, { id, input, expectedVersion }, context, info) =>
      runMutation(context, info, {
        entityId: id,
        expectedVersion,
        inputErrors: inputErrors(input),
        load: () => context.apis.elds.getStreamGroup(id),
        requested: () => ({ id, ...toWriteDto(input) }),
        async perform() {
          const streamGroup = await context.apis.elds.updateStreamGroup(id, toWriteDto(input));
          return {
            ok: { streamGroup, message: STREAM_GROUP_MESSAGES.updated },
            after: streamGroup,
          };
        },
      }),
    deleteStreamGroup: (_, { id, reason }, context, info) =>
      runMutation(context, info, {
        entityId: id,
        reason,
        load: () => context.apis.elds.getStreamGroup(id),
        async perform() {
          await context.apis.elds.deleteStreamGroup(id);
          return { ok: { streamGroup: null, message: STREAM_GROUP_MESSAGES.deleted }, after: null };
        },
      }),
  },
  Stream: {
    configField: (stream) => streamConfigField(stream.provider),
    value: (stream) => {
      const field = streamConfigField(stream.provider);
      const value = stream[stream.provider]?.[field];
      if (value === undefined) {
        throw new UpstreamError(
          `Stream ${stream.id} has no ${stream.provider}.${field}`,
          ErrorCode.UPSTREAM_BAD_RESPONSE,
          'elds',
          null,
        );
      }
      return value;
    },
  },
};
