import {
  STREAM_GROUP_MESSAGES,
  streamConfigField,
  validateStreamGroupDraft,
} from '@esports-admin/schema/rules/stream';
import { effectiveSearch } from '@esports-admin/schema/rules/validation';
import type {
  StreamGroupDto,
  StreamGroupWriteDto,
} from '@esports-admin/schema/upstream/elds-media';
import type { Resolvers, ResolversTypes, StreamGroupInput } from '../__generated__/resolvers-types';
import type { GatewayContext } from '../context';
import { ErrorCode, UpstreamError } from '../errors';

type StreamGroupResult = ResolversTypes['StreamGroupMutationResult'];

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

function refusedInput(input: StreamGroupInput): StreamGroupResult | null {
  const errors = Object.entries(validateStreamGroupDraft(input)).map(([field, message]) => ({
    field,
    message: message ?? '',
  }));
  if (errors.length === 0) return null;
  return {
    ok: null,
    error: {
      message: errors.map((e) => e.message).join('; '),
      code: ErrorCode.BAD_USER_INPUT,
      inputErrors: errors,
    },
  };
}

async function streamGroupChange(
  context: GatewayContext,
  action: string,
  target: string | undefined,
  change: () => Promise<StreamGroupDto | null>,
  message: string,
): Promise<StreamGroupResult> {
  const who = context.user.username;
  try {
    const streamGroup = await change();
    context.audit.record({ user: who, action, target: streamGroup?.id ?? target, result: 'ok' });
    return { ok: { streamGroup, message }, error: null };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    context.audit.record({ user: who, action, target, result: 'error', detail: error.message });
    return { ok: null, error: { message: error.message, code: error.code, inputErrors: [] } };
  }
}

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
    createStreamGroup: (_, { input }, context) =>
      refusedInput(input) ??
      streamGroupChange(
        context,
        'createStreamGroup',
        undefined,
        () => context.apis.elds.createStreamGroup(toWriteDto(input)),
        STREAM_GROUP_MESSAGES.created,
      ),
    updateStreamGroup: (_, { id, input }, context) =>
      refusedInput(input) ??
      streamGroupChange(
        context,
        'updateStreamGroup',
        id,
        () => context.apis.elds.updateStreamGroup(id, toWriteDto(input)),
        STREAM_GROUP_MESSAGES.updated,
      ),
    deleteStreamGroup: (_, { id }, context) =>
      streamGroupChange(
        context,
        'deleteStreamGroup',
        id,
        async () => {
          await context.apis.elds.deleteStreamGroup(id);
          return null;
        },
        STREAM_GROUP_MESSAGES.deleted,
      ),
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
