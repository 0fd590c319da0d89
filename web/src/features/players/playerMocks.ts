/** Mocked gateway answers for the player tests, in the shapes the generated documents expect. */
import type { MockLink } from '@apollo/client/testing';
import { MESSAGES } from '@esports-admin/schema/rules/validation';
import {
  CreatePlayersDocument,
  PlayerBulkValidationDocument,
  PlayerEditPageDocument,
  PlayerHistoryDocument,
  PlayerFormTeamsDocument,
  ResetPlayerPasswordDocument,
  UpdatePlayerDocument,
  PlayerListPageDocument,
  type PlayerInput,
  type PlayerListPageQueryVariables,
} from '../../__generated__/graphql';
import { mutationError, STORED_VERSION } from '../../test/mutationMocks';

const inUse = (row: number, handle: string) => ({
  __typename: 'PlayerRowResult',
  row,
  handle,
  player: null,
  error: mutationError(MESSAGES.handleInUse, 'CONFLICT', [
    { field: 'handle', message: MESSAGES.handleInUse },
  ]),
});

/** The gateway's batch validation: every handle in `existing` (lower-cased) is in use. */
export function validationMock(existing: readonly string[]): MockLink.MockedResponse {
  return {
    request: { query: PlayerBulkValidationDocument, variables: () => true },
    result: (variables: Record<string, unknown>) => {
      const inputs = variables.inputs as PlayerInput[];
      return {
        data: {
          validatePlayers: inputs.flatMap((input, i) =>
            existing.includes(input.handle.toLowerCase()) ? [inUse(i + 1, input.handle)] : [],
          ),
        },
      };
    },
  };
}

/** Bulk creation: every row is created but those whose handle is in `refused`. */
export function createPlayersMock(
  refused: readonly string[] = [],
  { delay = 0, maxUsageCount = 10 } = {},
): MockLink.MockedResponse {
  let nextId = 1;
  return {
    request: { query: CreatePlayersDocument, variables: () => true },
    delay,
    maxUsageCount,
    result: (variables: Record<string, unknown>) => {
      const inputs = variables.inputs as PlayerInput[];
      const rows = inputs.map((input, i) =>
        refused.includes(input.handle)
          ? inUse(i + 1, input.handle)
          : {
              __typename: 'PlayerRowResult',
              row: i + 1,
              handle: input.handle,
              player: { __typename: 'Player', id: String(nextId++), handle: input.handle },
              error: null,
            },
      );
      const createdCount = rows.filter((row) => row.player).length;
      return {
        data: {
          createPlayers: {
            __typename: 'PlayerBatchResult',
            createdCount,
            failedCount: rows.length - createdCount,
            rows,
          },
        },
      };
    },
  };
}

export function playerNode(id: string, handle: string, team: string | null = 'T1') {
  return {
    __typename: 'Player',
    id,
    handle,
    firstName: 'First',
    lastName: `Last${id}`,
    photoUrl: null,
    status: 'active',
    homeTeam: team ? { __typename: 'Team', id: `t-${team}`, name: team, tricode: team } : null,
  };
}

/** One page of the player list: `cursor` leads to the next page, null on the last. */
export function playerPageMock(
  variables: PlayerListPageQueryVariables,
  nodes: ReturnType<typeof playerNode>[],
  cursor: string | null,
): MockLink.MockedResponse {
  return {
    request: { query: PlayerListPageDocument, variables },
    result: {
      data: {
        players: {
          __typename: 'PlayerConnection',
          edges: nodes.map((node, i) => ({
            __typename: 'PlayerEdge',
            cursor: i === nodes.length - 1 ? cursor : null,
            node,
          })),
          pageInfo: { __typename: 'PageInfo', hasNextPage: cursor !== null, endCursor: cursor },
        },
      },
    },
  };
}

export function teamsMock(sport: string, maxUsageCount = 5): MockLink.MockedResponse {
  return {
    request: { query: PlayerFormTeamsDocument, variables: { sport } },
    maxUsageCount,
    result: {
      data: {
        teams: [
          { __typename: 'Team', id: 't1', name: 'T1', tricode: 'T1' },
          { __typename: 'Team', id: 'geng', name: 'Gen.G', tricode: 'GEN' },
        ],
      },
    },
  };
}

export const storedPlayer = {
  __typename: 'Player',
  id: '42',
  version: STORED_VERSION,
  handle: 'Faker',
  firstName: 'Sanghyeok',
  lastName: 'Lee',
  photoUrl: null,
  status: 'active',
  sport: 'lol',
  homeTeamId: 't1',
  tournamentRealmIdentities: [
    { __typename: 'TournamentRealmIdentity', puuid: 'puuid-1', login: 'faker_lol' },
  ],
};

export function editPageMock(player: typeof storedPlayer = storedPlayer): MockLink.MockedResponse {
  return {
    request: { query: PlayerEditPageDocument, variables: { id: '42' } },
    result: { data: { player } },
  };
}

/** updatePlayer of player 42: refused with CONFLICT when `expectedVersion` is not `current`. */
export function updatePlayerMock(current: string, changedBy: string): MockLink.MockedResponse {
  return {
    request: { query: UpdatePlayerDocument, variables: () => true },
    maxUsageCount: 2,
    result: (variables: Record<string, unknown>) => ({
      data: {
        updatePlayer:
          variables.expectedVersion === current
            ? {
                __typename: 'PlayerMutationResult',
                ok: {
                  __typename: 'PlayerMutationSuccess',
                  message: 'Updated Player Successfully!',
                  player: { ...storedPlayer, version: 'version-3' },
                },
                error: null,
              }
            : {
                __typename: 'PlayerMutationResult',
                ok: null,
                error: {
                  ...mutationError('Player was changed since you opened it', 'CONFLICT'),
                  conflict: {
                    __typename: 'EditConflict',
                    currentVersion: current,
                    changedBy,
                    changedAt: '2026-11-23T11:02:03.000Z',
                    changedFields: ['firstName'],
                  },
                },
              },
      },
    }),
  };
}

export function resetPasswordMock(): MockLink.MockedResponse {
  return {
    request: { query: ResetPlayerPasswordDocument, variables: { id: '42' } },
    result: {
      data: {
        resetPlayerPassword: {
          __typename: 'PlayerPasswordResetResult',
          ok: {
            __typename: 'PlayerPasswordReset',
            login: 'faker_lol',
            password: 'n3w-Secret-pass',
            message: 'Password Reset Successfully!',
          },
          error: null,
        },
      },
    },
  };
}

export function historyMock(
  id: string,
  operations: { id: string; type: string; by: string; at: string }[],
): MockLink.MockedResponse {
  return {
    request: { query: PlayerHistoryDocument, variables: { id } },
    result: {
      data: {
        player: {
          __typename: 'Player',
          id,
          operations: operations.map((op) => ({ __typename: 'PlayerOperation', ...op })),
        },
      },
    },
  };
}
