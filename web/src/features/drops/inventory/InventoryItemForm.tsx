import { chakra, Field, Grid, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { INVENTORY_DROP_TYPES, INVENTORY_PSA_TYPES } from '@esports-admin/schema/rules/drops';
import { useNavigate } from 'react-router-dom';
import type { InventoryItemInput } from '../../../__generated__/graphql';
import type { SubmitResult } from '../../../apollo/mutationOutcome';
import { ConflictNotice } from '../../../components/ConflictNotice';
import { FormSaveBar } from '../../../components/FormSaveBar';
import { FormSection, TextField } from '../../../components/FormFields';
import { useEntityForm, type LatestRecord } from '../../../components/useEntityForm';
import { useSport } from '../../../shell/sport';
import { inventoryListPath } from './inventoryPaths';
import {
  toInventoryItemInput,
  validateInventoryForm,
  withInventoryType,
  type InventoryFormValues,
} from './inventoryFormValues';

interface InventoryItemFormProps {
  initialValues: InventoryFormValues;
  version?: string;
  onSubmit: (
    input: InventoryItemInput,
    expectedVersion: string | undefined,
  ) => Promise<SubmitResult>;
  loadLatest?: () => Promise<LatestRecord<InventoryFormValues> | null>;
  readOnly?: boolean;
}

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
export function InventoryItemForm(props: InventoryItemFormProps) {
  const { initialValues, version, onSubmit, loadLatest, readOnly = false } = props;
  const navigate = useNavigate();
  const { sport } = useSport();
  const entity = useEntityForm({
    initialValues,
    version,
    noun: 'inventory item',
    validate: validateInventoryForm,
    save: (values, expectedVersion) =>
      onSubmit(toInventoryItemInput(values, sport), expectedVersion),
    onSaved: () => void navigate(LIST),
    loadLatest,
    readOnly,
  });
  const { values, showsErrors, invalid, saving } = entity;
  const changeType = (change: { dropType?: string; psaType?: string }) =>
    entity.update((current) => withInventoryType(current, change));
  const gameItem = values.dropType === 'game_item';

  return (
    <form onSubmit={entity.submit} noValidate aria-label="Inventory item">
      <Stack gap="6">
        {entity.conflict && (
          <ConflictNotice
            conflict={entity.conflict}
            noun="inventory item"
            fieldLabel={(field) => field}
            onReload={entity.reload}
            onReapply={entity.reapply}
          />
        )}
        <chakra.fieldset disabled={readOnly} minW="0">
          <FormSection
            title="Item"
            description="Changing the drop type or PSA type clears the game item fields and sets the quantity back to 1."
          >
            <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="4">
              <TextField
                label="Internal title"
                value={values.internalTitle}
                onChange={(text) => entity.set('internalTitle', text)}
                error={entity.errorFor('internalTitle')}
              />
              <TextField
                label="Quantity"
                type="number"
                value={values.quantity}
                onChange={(text) => entity.set('quantity', text)}
                error={entity.errorFor('quantity')}
              />
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
                    onChange={(text) => entity.set('storeType', text)}
                  />
                  <TextField
                    label="Item type"
                    value={values.itemType}
                    onChange={(text) => entity.set('itemType', text)}
                  />
                  <TextField
                    label="Game item id"
                    value={values.gameItemId}
                    onChange={(text) => entity.set('gameItemId', text)}
                    fontFamily="mono"
                  />
                </>
              )}
              <TextField
                label="Image URL"
                value={values.imageUrl}
                onChange={(text) => entity.set('imageUrl', text)}
              />
            </Grid>
            {!gameItem && (
              <Text fontSize="sm" color="fg.muted">
                Store type, item type and game item id apply to game items only.
              </Text>
            )}
          </FormSection>
        </chakra.fieldset>
        <FormSaveBar
          noun="inventory item"
          readOnly={readOnly}
          status={
            showsErrors
              ? 'Fix the highlighted fields to save.'
              : invalid
                ? 'Fill in the title and a quantity of at least 1 to save.'
                : 'Ready to save.'
          }
          statusIsError={showsErrors}
          saveDisabled={invalid || saving}
          saving={saving}
          onCancel={() => void navigate(LIST)}
        />
      </Stack>
      {entity.leaveDialog}
    </form>
  );
}
