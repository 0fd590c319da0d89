import { NativeSelect } from '@chakra-ui/react';
import type { Sport } from '../__generated__/graphql';
import { useInventoryItemChoicesQuery } from '../__generated__/hooks';
import { useViewer } from '../shell/viewer';
import { SelectField, TextField } from './FormFields';

/** The resources whose readers may list the drops inventory (otherwise an item is typed as an id). */
export const INVENTORY_READERS: readonly string[] = ['drop', 'drops inventory item'];

/** A drops inventory item as a reward form offers it. */
export interface InventoryChoice {
  id: string;
  name: string;
}

/**
 * The active drops items of a sport a reward may give, by name; null while loading, without a
 * sport, or when the user may not list the inventory (the field then takes a typed id).
 */
export function useInventoryChoices(sport: Sport | null): InventoryChoice[] | null {
  const { viewer } = useViewer();
  const readable = INVENTORY_READERS.some((resource) => viewer.resources.includes(resource));
  const query = useInventoryItemChoicesQuery({
    variables: { sport: sport ?? 'lol' },
    skip: !readable || !sport,
  });
  const items = query.data?.inventoryItems;
  if (!items) return null;
  return items
    .filter((item) => item.status === 'active')
    .map((item) => ({ id: item.id, name: item.internalTitle }));
}

/**
 * The drops item a reward gives: chosen by name when the user can read the drops inventory
 * (`inventory`), else typed as an id. An item the list does not hold stays chosen, by its id.
 */
export function InventoryItemField({
  inventory,
  field,
  none,
  helper,
}: {
  inventory: readonly InventoryChoice[] | null;
  /** The form's `textField('inventoryItemId')`: '' for none. */
  field: { value: string; onChange: (value: string) => void; error: string | undefined };
  /** What the empty choice says ("No item"). */
  none: string;
  helper: { chosen: string; typed: string };
}) {
  if (!inventory) {
    return (
      <TextField label="Inventory item ID" fontFamily="mono" helper={helper.typed} {...field} />
    );
  }
  const listed = inventory.some((item) => item.id === field.value);
  return (
    <SelectField label="Inventory item" error={field.error} helper={helper.chosen}>
      <NativeSelect.Field
        value={field.value}
        onChange={(event) => field.onChange(event.currentTarget.value)}
      >
        <option value="">{none}</option>
        {inventory.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
        {field.value && !listed && <option value={field.value}>Item {field.value}</option>}
      </NativeSelect.Field>
    </SelectField>
  );
}
