/** Accounts (spec 3 §7 "Accounts"): at most ACCOUNT_BATCH_LIMIT ids per call. */
import { ELDS_BASE_PATH } from '@esports-admin/schema/upstream/elds';
import type {
  AccountCreateAnswerDto,
  AccountDto,
  AccountGroupDto,
  AccountGroupListDto,
  AccountOperationListDto,
  AccountPageDto,
  AccountQueryDto,
  AccountValidationDto,
  AccountWriteDto,
} from '@esports-admin/schema/upstream/elds-accounts';
import type { UpstreamClient } from '../upstream';

export function eldsAccounts(client: UpstreamClient) {
  return {
    getAccounts(query: AccountQueryDto, options: { freeFloating?: boolean } = {}) {
      const path = options.freeFloating ? 'accounts/free-floating' : 'accounts/';
      return client.get<AccountPageDto>(`${ELDS_BASE_PATH}/${path}`, {
        query: { ...query },
      });
    },

    createAccounts(accounts: AccountWriteDto[]) {
      return client.post<AccountCreateAnswerDto>(`${ELDS_BASE_PATH}/accounts`, {
        body: { accounts },
      });
    },

    validateAccounts(accounts: Pick<AccountWriteDto, 'displayName' | 'login'>[]) {
      return client.post<AccountValidationDto>(`${ELDS_BASE_PATH}/accounts/validate`, {
        body: { accounts },
      });
    },

    async requestAccountRemoval(accountIds: readonly string[]) {
      const answer = await client.post<{ accounts: AccountDto[] }>(
        `${ELDS_BASE_PATH}/accounts/requestremoval`,
        { body: { accountIds } },
      );
      return answer.accounts;
    },

    async getAccountGroups() {
      const answer = await client.get<AccountGroupListDto>(`${ELDS_BASE_PATH}/accounts/groups`);
      return answer.groups;
    },

    createAccountGroup(name: string) {
      return client.post<AccountGroupDto>(`${ELDS_BASE_PATH}/accounts/groups`, {
        body: { name },
      });
    },

    renameAccountGroup(id: string, name: string) {
      return client.put<AccountGroupDto>(
        `${ELDS_BASE_PATH}/accounts/groups/${encodeURIComponent(id)}`,
        { body: { name } },
      );
    },

    /** The latest operations (the service answers at most 100), optionally of one account. */
    async getAccountOperations(accountId?: string) {
      const answer = await client.get<AccountOperationListDto>(
        `${ELDS_BASE_PATH}/accounts/operations`,
        { query: { accountId } },
      );
      return answer.operations;
    },
  };
}

export type EldsAccountsApi = ReturnType<typeof eldsAccounts>;
