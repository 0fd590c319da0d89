import { GraphQLError } from 'graphql';
import { PLAYER_BATCH_LIMIT } from '@esports-admin/schema/rules/constants';
import {
  chunk,
  classifyBulkRows,
  PLAYER_MESSAGES,
  validatePlayerDraft,
  type BulkRow,
  type PlayerDraft,
} from '@esports-admin/schema/rules/player';
import { effectiveSearch, MESSAGES } from '@esports-admin/schema/rules/validation';
import type {
  PlayerDto,
  PlayerListQuery,
  PlayerWriteDto,
} from '@esports-admin/schema/upstream/elds-players';
import { ELDS_SORT_ORDER } from '@esports-admin/schema/upstream/elds';
import type { PlayerFilter, PlayerInput, Resolvers } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { ErrorCode, knownErrorCode, UpstreamError } from '../../errors';
import { Refusal, type MutationErrorValue } from '../../mutations/outcome';
import { runMutation } from '../../mutations/run-mutation';

/** The data service answers at most this many players per page. */
export const MAX_PLAYER_PAGE = 100;

interface RowResult {
  row: number;
  handle: string;
  player: PlayerDto | null;
  error: MutationErrorValue | null;
}
type InputErrorList = { field: string; message: string }[];

function badInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: ErrorCode.BAD_USER_INPUT } });
}

function draftOf(input: PlayerInput): PlayerDraft {
  return {
    handle: input.handle,
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    photoUrl: input.photoUrl?.trim() ?? '',
    homeTeamId: input.homeTeamId?.trim() ?? '',
    sport: input.sport,
    login: input.login?.trim() ?? '',
    password: input.password ?? '',
    puuid: input.puuid?.trim() ?? '',
  };
}

/** spec 3 §5: an empty photo URL is sent as undefined; an empty identity is left out. */
function toWriteDto(draft: PlayerDraft, status: PlayerWriteDto['status']): PlayerWriteDto {
  const identity = {
    ...(draft.login ? { login: draft.login } : {}),
    ...(draft.password ? { password: draft.password } : {}),
    ...(draft.puuid ? { puuid: draft.puuid } : {}),
  };
  return {
    handle: draft.handle,
    firstName: draft.firstName,
    lastName: draft.lastName,
    photoUrl: draft.photoUrl || undefined,
    homeTeamId: draft.homeTeamId || null,
    status,
    sport: draft.sport,
    ...(Object.keys(identity).length > 0 ? { tournamentRealmIdentity: identity } : {}),
  };
}

function fieldErrors(errors: BulkRow['errors']): InputErrorList {
  return Object.entries(errors).map(([field, message]) => ({ field, message }));
}

function rowError(row: BulkRow): MutationErrorValue {
  const inputErrors = fieldErrors(row.errors);
  return {
    message: inputErrors.map((error) => error.message).join('; '),
    code: row.kind === 'duplicates' ? ErrorCode.DUPLICATE : ErrorCode.BAD_USER_INPUT,
    inputErrors,
  };
}

/** A refusal of the data service for one player: 'Handle already in use' belongs to the handle. */
function refusal(message: string, errorCode: string): MutationErrorValue {
  if (message === MESSAGES.handleInUse) {
    return { message, code: ErrorCode.CONFLICT, inputErrors: [{ field: 'handle', message }] };
  }
  const code =
    errorCode === 'VALIDATION_ERROR' ? ErrorCode.BAD_USER_INPUT : knownErrorCode(errorCode);
  return { message, code, inputErrors: [] };
}

function upstreamFailure(error: UpstreamError): MutationErrorValue {
  return { message: error.message, code: error.code, inputErrors: [] };
}

function listQuery(filter: PlayerFilter | null | undefined): PlayerListQuery {
  const text = (value: string | null | undefined) => effectiveSearch(value) ?? undefined;
  return {
    status: filter?.status ?? undefined,
    statusContains: text(filter?.statusContains),
    handleContains: text(filter?.handleContains),
    teamNameContains: text(filter?.teamNameContains),
    leagueNameContains: text(filter?.leagueNameContains),
    firstNameContains: text(filter?.firstNameContains),
    lastNameContains: text(filter?.lastNameContains),
  };
}

/** Rows that pass the shared rules go upstream; the rest are answered here, per row. */
function splitRows(inputs: readonly PlayerInput[]) {
  const rows = classifyBulkRows(inputs.map(draftOf));
  const passing = rows.filter((row) => row.kind === 'valid');
  const refused: RowResult[] = rows
    .filter((row) => row.kind !== 'valid')
    .map((row) => ({ row: row.row, handle: row.draft.handle, player: null, error: rowError(row) }));
  return { passing, refused, statusOf: (row: BulkRow) => inputs[row.row - 1]?.status ?? 'active' };
}

async function createInBatches(
  context: GatewayContext,
  inputs: readonly PlayerInput[],
): Promise<RowResult[]> {
  const { passing, refused, statusOf } = splitRows(inputs);
  const results = [...refused];
  // One call after another: a page of 500 rows must not open 25 connections at once.
  for (const batch of chunk(passing, PLAYER_BATCH_LIMIT)) {
    try {
      const answer = await context.apis.elds.createPlayers(
        batch.map((row) => toWriteDto(row.draft, statusOf(row))),
      );
      const failedAt = new Map(answer.failed.map((failure) => [failure.index, failure]));
      const created = [...answer.created];
      batch.forEach((row, index) => {
        const failure = failedAt.get(index);
        const player = failure ? null : (created.shift() ?? null);
        if (player) context.loaders.players.prime(player.id, player);
        results.push({
          row: row.row,
          handle: row.draft.handle,
          player,
          error: failure ? refusal(failure.message, failure.errorCode) : null,
        });
      });
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      for (const row of batch) {
        results.push({
          row: row.row,
          handle: row.draft.handle,
          player: null,
          error: upstreamFailure(error),
        });
      }
    }
  }
  return results.sort((a, b) => a.row - b.row);
}

async function validateInBatches(
  context: GatewayContext,
  inputs: readonly PlayerInput[],
): Promise<RowResult[]> {
  const { passing, refused, statusOf } = splitRows(inputs);
  const answers = await Promise.all(
    chunk(passing, PLAYER_BATCH_LIMIT).map(async (batch) => {
      const answer = await context.apis.elds.validatePlayers(
        batch.map((row) => toWriteDto(row.draft, statusOf(row))),
      );
      return answer.invalid.flatMap((invalid): RowResult[] => {
        const row = batch[invalid.index];
        if (!row) return [];
        const inUse = invalid.errors.some((error) => error.message === MESSAGES.handleInUse);
        return [
          {
            row: row.row,
            handle: row.draft.handle,
            player: null,
            error: {
              message: invalid.errors.map((error) => error.message).join('; '),
              code: inUse ? ErrorCode.CONFLICT : ErrorCode.BAD_USER_INPUT,
              inputErrors: invalid.errors,
            },
          },
        ];
      });
    }),
  );
  return [...refused, ...answers.flat()].sort((a, b) => a.row - b.row);
}

export const playerResolvers: Resolvers = {
  Query: {
    async players(_, { sport, first, after, search, filter, sort }, { apis, loaders }) {
      if (!Number.isInteger(first) || first < 1 || first > MAX_PLAYER_PAGE) {
        throw badInput(`first must be from 1 to ${MAX_PLAYER_PAGE}`);
      }
      const page = await apis.elds.getPlayers({
        ...listQuery(filter),
        sport,
        pageSize: first,
        paginationToken: after ?? undefined,
        search: effectiveSearch(search) ?? undefined,
        ...(sort
          ? { sortBy: sort.column, sortOrder: ELDS_SORT_ORDER[sort.direction ?? 'ascending'] }
          : {}),
      });
      const last = page.players.length - 1;
      return {
        edges: page.players.map((player, i) => {
          loaders.players.prime(player.id, player);
          return { node: player, cursor: i === last ? page.nextPaginationToken : null };
        }),
        pageInfo: {
          hasNextPage: page.nextPaginationToken !== null,
          endCursor: page.nextPaginationToken,
        },
      };
    },
    player: (_, { id }, { loaders }) => loaders.players.load(id),
    playersByIds(_, { ids }, { loaders }) {
      return Promise.all(ids.map((id) => loaders.players.load(id)));
    },
    validatePlayers(_, { inputs }, context) {
      return validateInBatches(context, inputs);
    },
  },
  Mutation: {
    /** Each row answers for itself; the journal entry lists the players created. */
    createPlayers: (_, { inputs }, context, info) =>
      runMutation(context, info, {
        requested: () => inputs.map((input) => input.handle),
        async perform() {
          const rows = await createInBatches(context, inputs);
          const created = rows.flatMap((row) => (row.player ? [row.player] : []));
          return {
            ok: { createdCount: created.length, failedCount: rows.length - created.length, rows },
            after: Object.fromEntries(created.map((player) => [player.id, player])),
          };
        },
      }).then((outcome) => {
        // The batch answer has no error field: a journal failure is answered as a GraphQL error.
        if (outcome.error) {
          throw new GraphQLError(outcome.error.message, {
            extensions: { code: outcome.error.code },
          });
        }
        return outcome.ok;
      }),
    updatePlayer: (_, { id, input, expectedVersion }, context, info) =>
      runMutation(context, info, {
        entityId: id,
        expectedVersion,
        inputErrors: fieldErrors(validatePlayerDraft(draftOf(input))),
        load: () => context.loaders.players.load(id),
        requested: () => ({ id, ...toWriteDto(draftOf(input), input.status ?? 'active') }),
        async perform() {
          const player = await context.apis.elds
            .updatePlayer(id, toWriteDto(draftOf(input), input.status ?? 'active'))
            .catch((error: unknown) => {
              if (error instanceof UpstreamError && error.status === 409) {
                const handleInUse = refusal(MESSAGES.handleInUse, 'CONFLICT');
                throw new Refusal(handleInUse.message, handleInUse.code, handleInUse.inputErrors);
              }
              throw error;
            });
          return { ok: { player, message: PLAYER_MESSAGES.updated }, after: player };
        },
      }),
    // The new password is answered once and never journaled.
    resetPlayerPassword: (_, { id }, context, info) =>
      runMutation(context, info, {
        entityId: id,
        async perform() {
          const reset = await context.apis.elds.resetPlayerPassword(id);
          return {
            ok: {
              login: reset.login,
              password: reset.password,
              message: PLAYER_MESSAGES.passwordReset,
            },
            after: { passwordReset: true },
          };
        },
      }),
  },
  Player: {
    homeTeam: (player, _, { loaders }) =>
      player.homeTeamId ? loaders.teams.load(player.homeTeamId) : null,
    operations: (player, _, { apis }) => apis.elds.getPlayerOperations(player.id),
  },
};
