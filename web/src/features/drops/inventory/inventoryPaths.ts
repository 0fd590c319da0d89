import type { InventoryItemStatus } from '../../../__generated__/graphql';

export const inventoryListPath = (status: InventoryItemStatus) => `/drops/inventory/list/${status}`;
export const INVENTORY_CREATE_PATH = '/drops/inventory/create';
export const inventoryEditPath = (id: string) => `/drops/inventory/${encodeURIComponent(id)}/edit`;
