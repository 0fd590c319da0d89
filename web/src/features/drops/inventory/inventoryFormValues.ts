/**
 * The inventory item form's values: text inputs hold strings; the shared rules decide what the
 * values mean (spec 3 §3: changing the drop type or psa type resets dependent fields, quantity 1).
 */
import {
  changeInventoryType,
  INVENTORY_DEFAULTS,
  validateInventoryDraft,
  type InventoryTypeFields,
} from '@esports-admin/schema/rules/drops';
import type { SportCode } from '@esports-admin/schema/rules/sports';
import type {
  InventoryItemForm_ItemFragment,
  InventoryItemInput,
} from '../../../__generated__/graphql';
import type { FieldMessages } from '../../../apollo/mutationOutcome';

export interface InventoryFormValues {
  id: string;
  internalTitle: string;
  dropType: string;
  psaType: string;
  storeType: string;
  itemType: string;
  gameItemId: string;
  quantity: string;
  imageUrl: string;
}

export const newInventoryFormValues = (): InventoryFormValues => ({
  id: '',
  internalTitle: '',
  dropType: INVENTORY_DEFAULTS.dropType,
  psaType: INVENTORY_DEFAULTS.psaType,
  storeType: '',
  itemType: '',
  gameItemId: '',
  quantity: String(INVENTORY_DEFAULTS.quantity),
  imageUrl: '',
});

/** The fields the type rule works on, as the form's text inputs hold them ('' for none). */
const typeFieldValues = (fields: InventoryTypeFields) => ({
  dropType: fields.dropType,
  psaType: fields.psaType,
  storeType: fields.storeType ?? '',
  itemType: fields.itemType ?? '',
  gameItemId: fields.gameItemId ?? '',
  quantity: String(fields.quantity),
});

export const inventoryFormValuesFrom = (item: InventoryItemForm_ItemFragment) => ({
  id: item.id,
  internalTitle: item.internalTitle,
  ...typeFieldValues(item),
  imageUrl: item.imageUrl ?? '',
});

/** The new drop type or psa type, with the fields that depend on them reset by the shared rule. */
export function withInventoryType(
  values: InventoryFormValues,
  change: { dropType?: string; psaType?: string },
): InventoryFormValues {
  const next = changeInventoryType(
    {
      ...values,
      storeType: values.storeType || null,
      itemType: values.itemType || null,
      gameItemId: values.gameItemId || null,
      quantity: Number(values.quantity),
    },
    change,
  );
  return { ...values, ...typeFieldValues(next) };
}

export const validateInventoryForm = (values: InventoryFormValues): FieldMessages =>
  validateInventoryDraft({
    internalTitle: values.internalTitle,
    quantity: values.quantity.trim() === '' ? Number.NaN : Number(values.quantity),
  });

/** Game item fields only mean something for game items; other drop types send null. */
export function toInventoryItemInput(
  values: InventoryFormValues,
  sport: SportCode,
): InventoryItemInput {
  const gameItem = values.dropType === 'game_item';
  const optional = (text: string) => (gameItem && text.trim() ? text.trim() : null);
  return {
    ...(values.id ? { id: values.id } : {}),
    internalTitle: values.internalTitle.trim(),
    dropType: values.dropType,
    psaType: values.psaType,
    storeType: optional(values.storeType),
    itemType: optional(values.itemType),
    gameItemId: optional(values.gameItemId),
    quantity: Number(values.quantity),
    imageUrl: values.imageUrl.trim() || null,
    sport,
  };
}
