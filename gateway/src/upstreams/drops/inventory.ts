/** Inventory items (spec 3 §7 "Drops", family drops/dropInventoryItem/v1.0). */
import type { SportCode } from '@esports-admin/schema/rules/sports';
import {
  DROP_INVENTORY_BASE_PATH,
  type InventoryDescriptionWriteDto,
  type InventoryItemDto,
  type InventoryItemStatusDto,
  type InventoryItemWriteDto,
} from '@esports-admin/schema/upstream/drops';
import type { UpstreamClient } from '../upstream';

const itemPath = (id: string) =>
  `${DROP_INVENTORY_BASE_PATH}/dropInventoryItem/${encodeURIComponent(id)}`;

export function dropInventoryApi(client: UpstreamClient) {
  return {
    getInventoryItems() {
      return client.get<InventoryItemDto[]>(`${DROP_INVENTORY_BASE_PATH}/inventoryItems`);
    },

    getInventoryItem(id: string, sport: SportCode) {
      return client.get<InventoryItemDto | null>(itemPath(id), {
        query: { sport },
        notFoundAsNull: true,
      });
    },

    saveInventoryItem(item: InventoryItemWriteDto) {
      return client.put<InventoryItemDto>(`${DROP_INVENTORY_BASE_PATH}/dropInventoryItem`, {
        body: item,
      });
    },

    changeInventoryItemStatus(id: string, status: InventoryItemStatusDto) {
      return client.put<InventoryItemDto>(itemPath(id), { query: { status } });
    },

    /** The service stores the texts under a description group key it generates for the item. */
    saveInventoryDescriptions(id: string, body: InventoryDescriptionWriteDto) {
      return client.put<InventoryItemDto>(
        `${DROP_INVENTORY_BASE_PATH}/${encodeURIComponent(id)}/description`,
        { body },
      );
    },

    getDefaultDescriptions(id: string) {
      return client.get<{ fulfillmentStatus: string; text: string }[]>(
        `${DROP_INVENTORY_BASE_PATH}/defaultDescription/${encodeURIComponent(id)}`,
      );
    },
  };
}
