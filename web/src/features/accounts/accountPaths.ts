export const ACCOUNT_LIST_PATH = '/accounts/list';
export const ACCOUNT_CREATE_PATH = '/accounts/create';
export const ACCOUNT_GROUPS_PATH = '/accounts/groups';
export const ACCOUNT_HISTORY_PATH = '/accounts/history';
export const accountDetailPath = (id: string) => `/accounts/${encodeURIComponent(id)}`;
