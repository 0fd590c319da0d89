/** Mocked gateway answers for the league tests, in the shapes the generated documents expect. */
import type { MockLink } from '@apollo/client/testing';
import {
  ArchiveLeagueDocument,
  CreateLeagueDocument,
  LeagueEditPageDocument,
  LeagueListPageDocument,
  UnarchiveLeagueDocument,
  UpdateLeagueDocument,
  UpdateLeaguesDocument,
  type LeagueBatchInput,
  type LeagueInput,
  type LeagueListPageQueryVariables,
} from '../../__generated__/graphql';
import { mutationError, STORED_VERSION } from '../../test/mutationMocks';

export function listRow(id: string, name: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'League',
    id,
    name,
    slug: name.toLowerCase().replace(/\W+/g, '_'),
    sport: 'lol',
    region: 'KR',
    priority: 10,
    status: 'active',
    lightLogoUrl: null,
    ...overrides,
  };
}

/** The batch input the list sends for a row, with the given changes. */
export function batchInput(
  row: ReturnType<typeof listRow>,
  changes: Partial<LeagueBatchInput> = {},
): LeagueBatchInput {
  const { __typename: _typename, ...league } = row;
  return { ...(league as unknown as LeagueBatchInput), ...changes };
}

export const updateBatchMock = (leagues: LeagueBatchInput[]): MockLink.MockedResponse => ({
  request: { query: UpdateLeaguesDocument, variables: { leagues } },
  result: {
    data: {
      updateLeagues: {
        __typename: 'LeagueBatchMutationResult',
        ok: {
          __typename: 'LeagueBatchMutationSuccess',
          message: `Updated ${leagues.length} Leagues Successfully!`,
          leagues: leagues.map((league) => ({ __typename: 'League', ...league })),
        },
        error: null,
      },
    },
  },
});

export function listMock(
  variables: LeagueListPageQueryVariables,
  leagues: ReturnType<typeof listRow>[],
  maxUsageCount = 1,
): MockLink.MockedResponse {
  return {
    request: { query: LeagueListPageDocument, variables },
    result: { data: { leagues } },
    maxUsageCount,
  };
}

function statusResult(field: string, id: string, status: string, message: string) {
  return {
    data: {
      [field]: {
        __typename: 'LeagueMutationResult',
        ok: {
          __typename: 'LeagueMutationSuccess',
          message,
          league: { __typename: 'League', id, status },
        },
        error: null,
      },
    },
  };
}

export const archiveMock = (id: string): MockLink.MockedResponse => ({
  request: { query: ArchiveLeagueDocument, variables: { id } },
  result: statusResult('archiveLeague', id, 'archived', 'Archived League Successfully!'),
});

export const unarchiveMock = (id: string): MockLink.MockedResponse => ({
  request: { query: UnarchiveLeagueDocument, variables: { id } },
  result: statusResult('unarchiveLeague', id, 'active', 'Unarchived League Successfully!'),
});

export function storedLeague(id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'League',
    id,
    version: STORED_VERSION,
    name: 'LCK',
    slug: 'lck',
    sport: 'lol',
    status: 'active',
    region: 'KR',
    priority: 10,
    lightLogoUrl: null,
    ...overrides,
  };
}

export const editPageMock = (id: string, league: unknown): MockLink.MockedResponse => ({
  request: { query: LeagueEditPageDocument, variables: { id } },
  result: { data: { league } },
});

function saveResult(field: string, id: string, message: string) {
  return {
    data: {
      [field]: {
        __typename: 'LeagueMutationResult',
        ok: { __typename: 'LeagueMutationSuccess', message, league: storedLeague(id) },
        error: null,
      },
    },
  };
}

export const createMock = (input: LeagueInput, result?: unknown): MockLink.MockedResponse => ({
  request: { query: CreateLeagueDocument, variables: { input } },
  result: result ?? saveResult('createLeague', 'new-1', 'Created League Successfully!'),
});

export const updateMock = (id: string, input: LeagueInput): MockLink.MockedResponse => ({
  request: {
    query: UpdateLeagueDocument,
    variables: { id, input, expectedVersion: STORED_VERSION },
  },
  result: saveResult('updateLeague', id, 'Updated League Successfully!'),
});

export function conflictCreateResult(message: string) {
  return {
    data: {
      createLeague: {
        __typename: 'LeagueMutationResult',
        ok: null,
        error: mutationError(message, 'CONFLICT'),
      },
    },
  };
}
