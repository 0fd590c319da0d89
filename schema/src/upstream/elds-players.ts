/**
 * The data service's players (spec 3 §3 Player, §5, §7 "Players"), as the gateway calls them and
 * the sandbox serves them. Paths are relative to ELDS_BASE_PATH.
 */
import type { SportCode } from '../rules/sports';

export type PlayerStatusDto = 'active' | 'inactive';
export const PLAYER_STATUSES: readonly PlayerStatusDto[] = ['active', 'inactive'];

/** One game account of a player inside a tournament realm. */
export interface TournamentRealmAccountDto {
  platformName: string;
  accountId: string;
}

/** The tournament-realm identity: its puuid and login, and the accounts bound to it. */
export interface TournamentRealmIdentityDto {
  puuid: string;
  login: string;
  accounts: TournamentRealmAccountDto[];
}

export interface PlayerDto {
  id: string;
  handle: string;
  firstName: string;
  lastName: string;
  /** Absent (null) when the player has no photo. */
  photoUrl: string | null;
  homeTeamId: string | null;
  status: PlayerStatusDto;
  sport: SportCode;
  tournamentRealmIdentities: TournamentRealmIdentityDto[];
}

/**
 * One player of `POST /players` (inside `{ players: [...] }`) or the body of `PUT /players/{id}`.
 * `photoUrl` is left out (undefined) when empty (spec 3 §5). The identity is optional: without a
 * login the service makes one from the handle, and the password is only ever written.
 */
export interface PlayerWriteDto {
  handle: string;
  firstName: string;
  lastName: string;
  photoUrl?: string;
  homeTeamId: string | null;
  status: PlayerStatusDto;
  sport: SportCode;
  tournamentRealmIdentity?: { login?: string; password?: string; puuid?: string };
}

/** `POST /players` body: at most PLAYER_BATCH_LIMIT players. */
export interface PlayerBatchWriteDto {
  players: PlayerWriteDto[];
}

/** One player of a batch the service refused, by its index in the request. */
export interface PlayerRefusalDto {
  index: number;
  handle: string;
  errorCode: string;
  message: string;
}

/**
 * `POST /players` answer (201 when any was created, else 200): the created players in request
 * order and, per refused player, why. One refusal never stops the others.
 */
export interface PlayerBatchResultDto {
  created: PlayerDto[];
  failed: PlayerRefusalDto[];
}

/** `POST /players/validate` answer for a `{ players }` body: the players that would be refused. */
export interface PlayerValidationDto {
  invalid: { index: number; handle: string; errors: { field: string; message: string }[] }[];
}

/**
 * `GET /players` answer. `nextPaginationToken` is opaque and null on the last page; send it back
 * as `paginationToken` with the same filters for the next page.
 */
export interface PlayerPageDto {
  players: PlayerDto[];
  nextPaginationToken: string | null;
}

/** `GET /players/{id}/operations`: what happened to a player, newest first. */
export interface PlayerOperationDto {
  id: string;
  playerId: string;
  /** created, updated, passwordReset */
  type: string;
  by: string;
  at: string;
}

export interface PlayerOperationListDto {
  operations: PlayerOperationDto[];
}

/** `PUT /players/{id}/identity/resetpassword` answer: the new password, shown once. */
export interface PlayerPasswordResetDto {
  playerId: string;
  login: string;
  password: string;
}

/** Query parameters of `GET /players` (spec 3 §7); each `…Contains` is case-insensitive. */
export interface PlayerListQuery {
  pageSize?: number;
  playerIds?: readonly string[];
  paginationToken?: string;
  statusContains?: string;
  handleContains?: string;
  teamNameContains?: string;
  leagueNameContains?: string;
  firstNameContains?: string;
  lastNameContains?: string;
  sport?: SportCode;
  status?: PlayerStatusDto;
  /** Matches handle, first name or last name. */
  search?: string;
  /** The whole list's order before paging: handle (default) or first then last name. */
  sortBy?: 'handle' | 'name';
  sortOrder?: 'asc' | 'desc';
}
