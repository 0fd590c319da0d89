/** Mocked gateway answers for the VODs page tests, in the shapes the generated documents expect. */
import { AUDIT_MESSAGES } from '@esports-admin/schema/rules/audit';
import type { MockLink } from '@apollo/client/testing';
import {
  CreateVodDocument,
  DeleteVodsDocument,
  PovPlayersDocument,
  SavePovsDocument,
  UpdateVodDocument,
  VodPageDocument,
  type PovInput,
  type VodInput,
} from '../../__generated__/graphql';
import { mutationError, STORED_VERSION } from '../../test/mutationMocks';

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
  version: STORED_VERSION,
  gameId,
  provider: 'youtube',
  locale: 'en_US',
  configField: 'videoId',
  videoId,
  statsOffset: offset,
});

type StoredVod = ReturnType<typeof storedVod>;

const name = (displayName: string) => ({ __typename: 'LocalizedName', displayName });
const TEAM_NAMES: Record<string, string> = { T1: 'T1', GEN: 'Gen.G' };
const team = (id: string, tricode: string, roster: readonly string[] = []) => ({
  __typename: 'Team',
  id,
  name: TEAM_NAMES[tricode] ?? tricode,
  tricode,
  roster: roster.map((playerId) => ({ __typename: 'RosterEntry', playerId })),
});
export const storedPov = (
  id: string,
  gameId: string,
  side: 'blue' | 'red',
  participant: number,
  videoId: string,
  playerId: string | null = null,
) => ({
  __typename: 'Pov',
  id,
  gameId,
  side,
  participant,
  playerId,
  provider: 'twitch',
  locale: 'en_US',
  configField: 'channelId',
  videoId,
});

type StoredPov = ReturnType<typeof storedPov>;

/** The gateway's version of a game's set of povs, as the mocks spell it: 'povs:p1,p2'. */
export const povsVersionOf = (povs: readonly StoredPov[]) =>
  `povs:${povs.map((pov) => pov.id).join(',')}`;

/**
 * The data service's answer for a game of the match of teams 'a' (T1) and 'b' (GEN): T1 on blue,
 * GEN on red; available when it has vods, cached as given.
 */
const game = (
  id: string,
  number: number,
  vods: StoredVod[],
  povs: StoredPov[],
  cached: number,
) => ({
  __typename: 'Game',
  id,
  number,
  blueTeamId: 'a',
  redTeamId: 'b',
  vods,
  vodStatus: {
    __typename: 'GameVodStatus',
    gameId: id,
    available: vods.length > 0,
    cached: cached > 0,
    cachedVodCount: cached,
  },
  povs,
  povsVersion: povsVersionOf(povs),
});

/**
 * One stage, one section, one match of two games; game g1 holds `vods` (all of them cached
 * unless `cachedVods` says otherwise) and `povs`. The teams' rosters are empty unless given.
 */
export function pageMock(
  vods: StoredVod[],
  {
    povs = [],
    cachedVods = vods.length,
    rosters = { a: [], b: [] },
    secondSection = false,
  }: {
    povs?: StoredPov[];
    cachedVods?: number;
    rosters?: { a: readonly string[]; b: readonly string[] };
    /** Adds Group B with a game-less Match 2 (GEN vs T1). */
    secondSection?: boolean;
  } = {},
): MockLink.MockedResponse {
  return {
    request: { query: VodPageDocument, variables: { tournamentId: TOURNAMENT_ID } },
    result: {
      data: {
        supportedStreamLocales: LOCALES,
        tournament: {
          __typename: 'Tournament',
          id: TOURNAMENT_ID,
          sport: 'lol',
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
                      teamOne: team('a', 'T1', rosters.a),
                      teamTwo: team('b', 'GEN', rosters.b),
                      games: [game('g1', 1, vods, povs, cachedVods), game('g2', 2, [], [], 0)],
                    },
                  ],
                },
                ...(secondSection
                  ? [
                      {
                        __typename: 'Section',
                        id: 'c2',
                        name: name('Group B'),
                        matches: [
                          {
                            __typename: 'Match',
                            id: 'm2',
                            description: 'Match 2',
                            teamOne: team('b', 'GEN', rosters.b),
                            teamTwo: team('a', 'T1', rosters.a),
                            games: [],
                          },
                        ],
                      },
                    ]
                  : []),
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

export const updateMock = (
  id: string,
  input: VodInput,
  vod: StoredVod,
  expectedVersion = STORED_VERSION,
) => ({
  request: { query: UpdateVodDocument, variables: { id, input, expectedVersion } },
  result: saveResult('updateVod', vod, 'Updated VOD Successfully!'),
});

/** updateVod refused: the vod changed since the form loaded it (now at `currentVersion`). */
export const updateConflictMock = (
  id: string,
  input: VodInput,
  currentVersion: string,
): MockLink.MockedResponse => ({
  request: { query: UpdateVodDocument, variables: { id, input, expectedVersion: STORED_VERSION } },
  result: {
    data: {
      updateVod: {
        __typename: 'VodMutationResult',
        ok: null,
        error: {
          ...mutationError('VOD was changed since you opened it', 'CONFLICT'),
          conflict: {
            __typename: 'EditConflict',
            currentVersion,
            changedBy: 'sam.stream',
            changedAt: '2026-11-23T11:02:03.000Z',
            changedFields: ['statsOffset'],
          },
        },
      },
    },
  },
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

/** savePovs sent with the version of the set `before`, answering `stored` and its version. */
export const savePovsMock = (
  gameId: string,
  povs: PovInput[],
  stored: StoredPov[],
  before: StoredPov[],
): MockLink.MockedResponse => ({
  request: {
    query: SavePovsDocument,
    variables: { gameId, povs, expectedVersion: povsVersionOf(before) },
  },
  result: {
    data: {
      savePovs: {
        __typename: 'PovMutationResult',
        ok: {
          __typename: 'PovMutationSuccess',
          message: 'Saved POVs Successfully!',
          povs: stored,
          povsVersion: povsVersionOf(stored),
        },
        error: null,
      },
    },
  },
});

/** savePovs refused: the set is no longer `before`, someone changed it meanwhile. */
export const savePovsConflictMock = (
  gameId: string,
  povs: PovInput[],
  before: StoredPov[],
  current: StoredPov[],
): MockLink.MockedResponse => ({
  request: {
    query: SavePovsDocument,
    variables: { gameId, povs, expectedVersion: povsVersionOf(before) },
  },
  result: {
    data: {
      savePovs: {
        __typename: 'PovMutationResult',
        ok: null,
        error: {
          ...mutationError(AUDIT_MESSAGES.changedSinceOpened, 'CONFLICT'),
          conflict: {
            __typename: 'EditConflict',
            currentVersion: povsVersionOf(current),
            changedBy: 'sam.stream',
            changedAt: '2026-11-23T11:02:03.000Z',
            changedFields: ['1'],
          },
        },
      },
    },
  },
});

export interface MockPlayer {
  id: string;
  handle: string;
  firstName: string;
  lastName: string;
}

/** The gateway's playersByIds answer: the players in the order asked, null for unknown ids. */
export const povPlayersMock = (
  ids: string[],
  players: readonly MockPlayer[],
): MockLink.MockedResponse => ({
  request: { query: PovPlayersDocument, variables: { ids } },
  result: {
    data: {
      playersByIds: ids.map((id) => {
        const player = players.find((candidate) => candidate.id === id);
        return player ? { __typename: 'Player', ...player } : null;
      }),
    },
  },
});
