/** Mocked gateway answers for the VODs page tests, in the shapes the generated documents expect. */
import type { MockLink } from '@apollo/client/testing';
import {
  CreateVodDocument,
  DeleteVodsDocument,
  UpdateVodDocument,
  VodPageDocument,
  type VodInput,
} from '../../__generated__/graphql';

export const LOCALES = ['en_US', 'ko_KR'];
export const TOURNAMENT_ID = 't1';

export const storedVod = (
  id: string,
  gameId: string,
  videoId = 'abc123',
  offset: string | null,
) => ({
  __typename: 'Vod',
  id,
  gameId,
  provider: 'youtube',
  locale: 'en_US',
  configField: 'videoId',
  videoId,
  statsOffset: offset,
});

type StoredVod = ReturnType<typeof storedVod>;

const name = (displayName: string) => ({ __typename: 'LocalizedName', displayName });
const team = (id: string, tricode: string) => ({ __typename: 'Team', id, tricode });
const game = (id: string, number: number, vods: StoredVod[]) => ({
  __typename: 'Game',
  id,
  number,
  vods,
});

/** One stage, one section, one match of two games; game g1 holds `vods`. */
export function pageMock(vods: StoredVod[]): MockLink.MockedResponse {
  return {
    request: { query: VodPageDocument, variables: { tournamentId: TOURNAMENT_ID } },
    result: {
      data: {
        supportedStreamLocales: LOCALES,
        tournament: {
          __typename: 'Tournament',
          id: TOURNAMENT_ID,
          name: name('LCK Spring'),
          stages: [
            {
              __typename: 'Stage',
              id: 's1',
              name: name('Regular Season'),
              sections: [
                {
                  __typename: 'Section',
                  id: 'c1',
                  name: name('Group A'),
                  matches: [
                    {
                      __typename: 'Match',
                      id: 'm1',
                      description: 'Match 1',
                      teamOne: team('a', 'T1'),
                      teamTwo: team('b', 'GEN'),
                      games: [game('g1', 1, vods), game('g2', 2, [])],
                    },
                  ],
                },
              ],
            },
          ],
        },
      },
    },
  };
}

function saveResult(field: string, vod: StoredVod, message: string) {
  return {
    data: {
      [field]: {
        __typename: 'VodMutationResult',
        ok: { __typename: 'VodMutationSuccess', message, vod },
        error: null,
      },
    },
  };
}

export const createMock = (gameId: string, input: VodInput, vod: StoredVod) => ({
  request: { query: CreateVodDocument, variables: { gameId, input } },
  result: saveResult('createVod', vod, 'Created VOD Successfully!'),
});

export const updateMock = (id: string, input: VodInput, vod: StoredVod) => ({
  request: { query: UpdateVodDocument, variables: { id, input } },
  result: saveResult('updateVod', vod, 'Updated VOD Successfully!'),
});

export const deleteMock = (id: string): MockLink.MockedResponse => ({
  request: { query: DeleteVodsDocument, variables: { ids: [id] } },
  result: {
    data: {
      deleteVods: {
        __typename: 'VodMutationResult',
        ok: { __typename: 'VodMutationSuccess', message: 'Deleted VOD Successfully!' },
        error: null,
      },
    },
  },
});
