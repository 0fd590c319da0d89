import { Field, Grid, NativeSelect, Text } from '@chakra-ui/react';
import { INVENTORY_DROP_TYPES, INVENTORY_PSA_TYPES } from '@esports-admin/schema/rules/drops';
import type { InventoryItemInput } from '../../../__generated__/graphql';
import { EntityFormFrame } from '../../../components/EntityFormFrame';
import { FormSection, TextField } from '../../../components/FormFields';
import { useEntityFormPage, type EntityFormProps } from '../../../components/useEntityFormPage';
import { useSport } from '../../../shell/sport';
import { inventoryListPath } from './inventoryPaths';
import {
  toInventoryItemInput,
  validateInventoryForm,
  withInventoryType,
  type InventoryFormValues,
} from './inventoryFormValues';

const LIST = inventoryListPath('active');

function TypeSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** An inventory item (spec 3 §3): changing its drop or psa type resets what depends on them. */
export function InventoryItemForm(props: EntityFormProps<InventoryFormValues, InventoryItemInput>) {
  const { sport } = useSport();
  const form = useEntityFormPage(props, {
    noun: 'inventory item',
    validate: validateInventoryForm,
    toInput: (values) => toInventoryItemInput(values, sport),
    listPath: LIST,
  });
  const { values } = form;
  const changeType = (change: { dropType?: string; psaType?: string }) =>
    form.update((current) => withInventoryType(current, change));
  const gameItem = values.dropType === 'game_item';

  return (
    <EntityFormFrame
      form={form}
      label="Inventory item"
      missing="Fill in the title and a quantity of at least 1 to save."
    >
      <FormSection
        title="Item"
        description="Changing the drop type or PSA type clears the game item fields and sets the quantity back to 1."
      >
        <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="4">
          <TextField label="Internal title" {...form.textField('internalTitle')} />
          <TextField label="Quantity" type="number" {...form.textField('quantity')} />
          <TypeSelect
            label="Drop type"
            value={values.dropType}
            options={INVENTORY_DROP_TYPES}
            onChange={(dropType) => changeType({ dropType })}
          />
          <TypeSelect
            label="PSA type"
            value={values.psaType}
            options={INVENTORY_PSA_TYPES}
            onChange={(psaType) => changeType({ psaType })}
          />
          {gameItem && (
            <>
              <TextField
                label="Store type"
                value={values.storeType}
                onChange={(text) => form.set('storeType', text)}
              />
              <TextField
                label="Item type"
                value={values.itemType}
                onChange={(text) => form.set('itemType', text)}
              />
              <TextField
                label="Game item id"
                value={values.gameItemId}
                onChange={(text) => form.set('gameItemId', text)}
                fontFamily="mono"
              />
            </>
          )}
          <TextField
            label="Image URL"
            value={values.imageUrl}
            onChange={(text) => form.set('imageUrl', text)}
          />
        </Grid>
        {!gameItem && (
          <Text fontSize="sm" color="fg.muted">
            Store type, item type and game item id apply to game items only.
          </Text>
        )}
      </FormSection>
    </EntityFormFrame>
  );
}
