/** Mocked gateway answers for the stream group tests, in the shapes the generated documents expect. */
import type { MockLink } from '@apollo/client/testing';
import {
  CreateStreamGroupDocument,
  DeleteStreamGroupDocument,
  StreamGroupCreatePageDocument,
  StreamGroupEditPageDocument,
  StreamGroupListPageDocument,
  UpdateStreamGroupDocument,
  type StreamGroupInput,
} from '../../__generated__/graphql';
import { STORED_VERSION } from '../../test/mutationMocks';

export const LOCALES = ['en_US', 'ko_KR', 'es_ES'];

const stream = (
  id: string,
  provider: string,
  locale: string,
  configField: string,
  value: string,
) => ({
  __typename: 'Stream',
  id,
  provider,
  locale,
  configField,
  value,
});

export function storedGroup(id: string, name = 'LCK Main') {
  return {
    __typename: 'StreamGroup',
    id,
    version: STORED_VERSION,
    name,
    streams: [
      stream(`${id}-s1`, 'twitch', 'en_US', 'channelId', 'lck'),
      stream(`${id}-s2`, 'youtube', 'ko_KR', 'videoId', 'abc123'),
    ],
  };
}

export function listMock(
  groups: ReturnType<typeof storedGroup>[],
  search?: string,
  maxUsageCount = 1,
): MockLink.MockedResponse {
  return {
    request: { query: StreamGroupListPageDocument, variables: search ? { search } : {} },
    result: {
      data: {
        streamGroups: groups.map((group) => ({
          ...group,
          streams: group.streams.map(({ configField: _f, value: _v, ...s }) => s),
        })),
      },
    },
    maxUsageCount,
  };
}

export const createPageMock: MockLink.MockedResponse = {
  request: { query: StreamGroupCreatePageDocument, variables: {} },
  result: { data: { supportedStreamLocales: LOCALES } },
};

export const editPageMock = (id: string, group: unknown): MockLink.MockedResponse => ({
  request: { query: StreamGroupEditPageDocument, variables: { id } },
  result: { data: { streamGroup: group, supportedStreamLocales: LOCALES } },
});

function saveResult(field: string, id: string, message: string) {
  return {
    data: {
      [field]: {
        __typename: 'StreamGroupMutationResult',
        ok: { __typename: 'StreamGroupMutationSuccess', message, streamGroup: storedGroup(id) },
        error: null,
      },
    },
  };
}

export const createMock = (input: StreamGroupInput): MockLink.MockedResponse => ({
  request: { query: CreateStreamGroupDocument, variables: { input } },
  result: saveResult('createStreamGroup', 'new-1', 'Created Stream Group Successfully!'),
});

export const updateMock = (id: string, input: StreamGroupInput): MockLink.MockedResponse => ({
  request: {
    query: UpdateStreamGroupDocument,
    variables: { id, input, expectedVersion: STORED_VERSION },
  },
  result: saveResult('updateStreamGroup', id, 'Updated Stream Group Successfully!'),
});

export const deleteMock = (id: string): MockLink.MockedResponse => ({
  request: { query: DeleteStreamGroupDocument, variables: { id } },
  result: {
    data: {
      deleteStreamGroup: {
        __typename: 'StreamGroupMutationResult',
        ok: {
          __typename: 'StreamGroupMutationSuccess',
          message: 'Deleted Stream Group Successfully!',
        },
        error: null,
      },
    },
  },
});
