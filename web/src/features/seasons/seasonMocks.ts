/** Mocked gateway answers for the season tests, in the shapes the generated documents expect. */
import type { MockLink } from '@apollo/client/testing';
import {
  ArchiveSeasonDocument,
  CreateSeasonDocument,
  SeasonEditPageDocument,
  SeasonListPageDocument,
  UnarchiveSeasonDocument,
  UpdateSeasonDocument,
  type SeasonInput,
  type SeasonListPageQueryVariables,
} from '../../__generated__/graphql';
import { mutationError, STORED_VERSION } from '../../test/mutationMocks';

export function listRow(id: string, displayName: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Season',
    id,
    name: {
      __typename: 'LocalizedName',
      slug: displayName.toLowerCase().replace(/\W+/g, '_'),
      displayName,
    },
    startTime: '2026-01-10T00:00:00.000Z',
    endTime: '2026-11-30T00:00:00.000Z',
    status: 'active',
    splits: [],
    ...overrides,
  };
}

export function listMock(
  variables: SeasonListPageQueryVariables,
  seasons: ReturnType<typeof listRow>[],
  maxUsageCount = 1,
): MockLink.MockedResponse {
  return {
    request: { query: SeasonListPageDocument, variables },
    result: { data: { seasons } },
    maxUsageCount,
  };
}

function statusResult(field: string, id: string, status: string, message: string) {
  return {
    data: {
      [field]: {
        __typename: 'SeasonMutationResult',
        ok: {
          __typename: 'SeasonMutationSuccess',
          message,
          season: { __typename: 'Season', id, status },
        },
        error: null,
      },
    },
  };
}

export const archiveMock = (id: string): MockLink.MockedResponse => ({
  request: { query: ArchiveSeasonDocument, variables: { id } },
  result: statusResult('archiveSeason', id, 'archived', 'Archived Season Successfully!'),
});

export const unarchiveMock = (id: string): MockLink.MockedResponse => ({
  request: { query: UnarchiveSeasonDocument, variables: { id } },
  result: statusResult('unarchiveSeason', id, 'active', 'Unarchived Season Successfully!'),
});

export function storedSeason(id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Season',
    id,
    version: STORED_VERSION,
    name: {
      __typename: 'LocalizedName',
      slug: 'lck_2026',
      localizations: [
        { __typename: 'Localization', locale: 'en_US', value: 'LCK 2026' },
        { __typename: 'Localization', locale: 'ko_KR', value: 'LCK 2026 시즌' },
      ],
    },
    sport: 'lol',
    status: 'active',
    startTime: '2026-01-01T00:00:00.000Z',
    endTime: '2026-12-31T00:00:00.000Z',
    splits: [
      {
        __typename: 'Split',
        id: 'split-1',
        name: {
          __typename: 'LocalizedName',
          slug: 'spring',
          localizations: [{ __typename: 'Localization', locale: 'en_US', value: 'Spring' }],
        },
        startTime: '2026-01-10T00:00:00.000Z',
        endTime: null,
      },
    ],
    awardedCircuitPoints: [{ __typename: 'CircuitPointAward', placement: 1, points: 100 }],
    ...overrides,
  };
}

export const editPageMock = (id: string, season: unknown): MockLink.MockedResponse => ({
  request: { query: SeasonEditPageDocument, variables: { id } },
  result: { data: { season } },
});

function saveResult(field: string, id: string, message: string) {
  return {
    data: {
      [field]: {
        __typename: 'SeasonMutationResult',
        ok: { __typename: 'SeasonMutationSuccess', message, season: storedSeason(id) },
        error: null,
      },
    },
  };
}

export const createMock = (input: SeasonInput, result?: unknown): MockLink.MockedResponse => ({
  request: { query: CreateSeasonDocument, variables: { input } },
  result: result ?? saveResult('createSeason', 'new-1', 'Created Season Successfully!'),
});

export const updateMock = (id: string, input: SeasonInput): MockLink.MockedResponse => ({
  request: {
    query: UpdateSeasonDocument,
    variables: { id, input, expectedVersion: STORED_VERSION },
  },
  result: saveResult('updateSeason', id, 'Updated Season Successfully!'),
});

export function refusedCreateResult(
  message: string,
  inputErrors: { field: string; message: string }[],
) {
  return {
    data: {
      createSeason: {
        __typename: 'SeasonMutationResult',
        ok: null,
        error: mutationError(message, 'BAD_USER_INPUT', inputErrors),
      },
    },
  };
}
