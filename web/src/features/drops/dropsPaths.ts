/** Drop group list tabs: the status each shows (current = Active groups). */
export const DROP_GROUP_LIST_FILTERS = ['current', 'pending', 'archived', 'deleted'] as const;
export type DropGroupListFilter = (typeof DROP_GROUP_LIST_FILTERS)[number];

export const dropGroupListPath = (filter: DropGroupListFilter) => `/drops/list/${filter}`;
export const DROP_GROUP_CREATE_PATH = '/drops/group/create';
export const dropGroupEditPath = (id: string) => `/drops/group/${encodeURIComponent(id)}/edit`;
export const INVENTORY_ITEM_LIST_PATH = '/drops/inventory';
export const RARITY_LIST_PATH = '/drops/rarities';
export const LOCALIZATION_MATRIX_PATH = '/drops/localizations';
