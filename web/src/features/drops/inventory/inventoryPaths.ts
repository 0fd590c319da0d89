import type { InventoryItemStatus } from '../../../__generated__/graphql';

/** Inventory list tabs: one per item status (spec 3 §4), spelled as the GraphQL enum. */
export const INVENTORY_LIST_STATUSES = ['active', 'archived', 'deleted'] as const;

export function isInventoryListStatus(value: unknown): value is InventoryItemStatus {
  return (INVENTORY_LIST_STATUSES as readonly unknown[]).includes(value);
}

export const inventoryListPath = (status: InventoryItemStatus) => `/drops/inventory/list/${status}`;
export const INVENTORY_CREATE_PATH = '/drops/inventory/create';
export const inventoryEditPath = (id: string) => `/drops/inventory/${encodeURIComponent(id)}/edit`;
