/**
 * The data service's accounts contract (spec 3 §3, §7): paths relative to ELDS_BASE_PATH, as the
 * gateway calls them and the sandbox serves them.
 */
import type { SportCode } from '../rules/sports';

/** Active accounts may be used; removal_requested ones are waiting to be deleted upstream. */
export type AccountStatusDto = 'active' | 'removal_requested';
export const ACCOUNT_STATUSES: readonly AccountStatusDto[] = ['active', 'removal_requested'];

/** Where an account's shown name comes from (spec 1 §3, default 'from account'). */
export type AccountNameSourceDto = 'from account' | 'from player';
export const ACCOUNT_NAME_SOURCES: readonly AccountNameSourceDto[] = [
  'from account',
  'from player',
];

export interface ProposedValueDto {
  current: string;
  /** A change staff asked for that the platform has not applied yet. */
  proposed: string | null;
}

export interface AccountMetaDto {
  createdAt: string;
  updatedAt: string;
  createdBy: string;
}

/** Passwords are write-only: no GET answer carries them. */
export interface AccountDto {
  id: string;
  groupId: string | null;
  /** Null for a free-floating account, one no player uses. */
  playerId: string | null;
  enabledSports: SportCode[];
  status: AccountStatusDto;
  nameSource: AccountNameSourceDto;
  puuid: string;
  login: ProposedValueDto;
  displayName: ProposedValueDto & { hasCollision: boolean };
  /** League of Legends summoner names per platform, e.g. [{ platformId: 'EUW1', name: '…' }]. */
  summoners: { platformId: string; name: string }[];
  /** ISO date-time after which the account is deleted. */
  deleteAfter: string;
  /** Only with includeMeta=true. */
  meta?: AccountMetaDto;
}

/**
 * GET accounts/ and accounts/free-floating query: pageSize (default 50), paginationToken,
 * accountIds (at most 20, comma separated), handleContains, loginContains, includeMeta,
 * createdAfter, groupId, sport, search.
 */
export interface AccountQueryDto {
  pageSize?: number;
  paginationToken?: string;
  accountIds?: readonly string[];
  handleContains?: string;
  loginContains?: string;
  includeMeta?: boolean;
  createdAfter?: string;
  groupId?: string;
  sport?: SportCode;
  search?: string;
  /** The whole list's order before paging; newest first (createdAt, desc) by default. */
  sortBy?: 'displayName' | 'createdAt';
  sortOrder?: 'asc' | 'desc';
}

export interface AccountPageDto {
  accounts: AccountDto[];
  /** Opaque; null on the last page. */
  paginationToken: string | null;
}

/** One row of POST accounts {accounts} and POST accounts/validate {accounts}. */
export interface AccountWriteDto {
  displayName: string;
  /** Left out: the service generates one. */
  login?: string;
  /** Left out: the service generates one. */
  password?: string;
  enabledSports: SportCode[];
  groupId: string | null;
  deleteAfter: string;
  nameSource?: AccountNameSourceDto;
  playerId?: string | null;
}

export interface AccountCreateAnswerDto {
  accounts: AccountDto[];
  operationId: string;
}

/** POST accounts/validate answer: the rows that would be refused and why. */
export interface AccountValidationDto {
  invalid: { index: number; displayName: string; reason: string }[];
}

export type AccountOperationTypeDto = 'create' | 'requestRemoval';

export interface AccountOperationDto {
  id: string;
  type: AccountOperationTypeDto;
  accountIds: string[];
  requestedBy: string;
  createdAt: string;
  status: 'completed';
}

export interface AccountOperationListDto {
  operations: AccountOperationDto[];
}

export interface AccountGroupDto {
  id: string;
  name: string;
}

export interface AccountGroupListDto {
  groups: AccountGroupDto[];
}
