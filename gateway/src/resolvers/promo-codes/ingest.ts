import { PROMO_CODE_MESSAGES } from '@esports-admin/schema/rules/promo-codes';
import { INVENTORY_DEFAULTS } from '@esports-admin/schema/rules/drops';
import type { PromoIngestResultDto } from '@esports-admin/schema/upstream/promo-codes';
import type { PromoCodeIngestInput } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { UpstreamError } from '../../errors';
import type { Progress } from '../../mutations/run-mutation';

export interface IngestOutcome {
  dropInventoryId: string;
  createdInventoryItem: boolean;
  result: PromoIngestResultDto;
}

/**
 * Spec 3 §7, §8: when the ingest fails after an inventory item was created for it, the item is
 * deleted (PUT dropInventoryItem/{id}?status=deleted) and the failure says so. If that delete
 * fails too, the created item is reported as applied, so the answer is PARTIALLY_APPLIED.
 */
export async function ingestWithRollback(
  context: GatewayContext,
  input: PromoCodeIngestInput,
  length: number,
  progress: Progress,
): Promise<IngestOutcome> {
  const { drops, promoCodes } = context.apis;
  let dropInventoryId = input.dropInventoryId ?? null;
  let created = false;
  if (!dropInventoryId) {
    const item = await drops.saveInventoryItem({
      internalTitle: input.newInventoryItem!.internalTitle.trim(),
      titleGroupKey: '',
      titleKey: '',
      psaType: INVENTORY_DEFAULTS.psaType,
      dropType: 'promo_code',
      storeType: null,
      itemType: null,
      quantity: INVENTORY_DEFAULTS.quantity,
      imageUrl: null,
      gameItemID: null,
      sport: input.newInventoryItem!.sport,
    });
    dropInventoryId = item.id;
    created = true;
  }
  try {
    const result =
      input.source === 'generate'
        ? await promoCodes.ingestGenerated(input.sponsor, dropInventoryId, input.quantity!, length)
        : await promoCodes.ingestFile(input.sponsor, dropInventoryId, input.key!);
    return { dropInventoryId, createdInventoryItem: created, result };
  } catch (error) {
    if (!created || !(error instanceof UpstreamError)) throw error;
    try {
      await drops.changeInventoryItemStatus(dropInventoryId, 'deleted');
    } catch (rollbackError) {
      context.logger.error(
        { err: rollbackError, dropInventoryId },
        'promo ingest: created inventory item not deleted',
      );
      progress.applied(PROMO_CODE_MESSAGES.inventoryItemCreated(dropInventoryId));
      throw new Error(PROMO_CODE_MESSAGES.rollbackFailed(error.message), { cause: rollbackError });
    }
    throw new UpstreamError(
      PROMO_CODE_MESSAGES.rolledBack(error.message),
      error.code,
      'promoCodes',
      error.status,
    );
  }
}
