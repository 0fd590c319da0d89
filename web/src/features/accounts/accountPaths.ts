export const ACCOUNT_LIST_PATH = '/accounts/list';
export const ACCOUNT_CREATE_PATH = '/accounts/create';
export const ACCOUNT_GROUPS_PATH = '/accounts/groups';
