import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { InventoryItemInput } from '../../../__generated__/graphql';
import {
  useInventoryItemEditPageQuery,
  useInventoryItemFormSaveMutation,
} from '../../../__generated__/hooks';
import { runMutation } from '../../../apollo/mutationOutcome';
import { createOrEditPage } from '../../../components/createOrEditPage';
import { editPageRecord } from '../../../components/editPageRecord';
import { HistoryPanel } from '../../../components/HistoryPanel';
import { PageHeader } from '../../../components/PageHeader';
import { useSport } from '../../../shell/sport';
import { SectionNav } from '../../../shell/SectionNav';
import { InventoryDescriptionsForm } from './InventoryDescriptionsForm';
import { InventoryItemForm } from './InventoryItemForm';
import { inventoryFormValuesFrom, newInventoryFormValues } from './inventoryFormValues';
import { inventoryListPath } from './inventoryPaths';

const BACK = { to: inventoryListPath('active'), label: 'Back to inventory items' };

/** /drops/inventory/create and /drops/inventory/:id/edit. */
export default createOrEditPage({
  families: ['drop', 'drops inventory item'],
  Create: CreateInventoryItem,
  Edit: EditInventoryItem,
  above: <SectionNav />,
});

function useSave() {
  const [saveItem] = useInventoryItemFormSaveMutation();
  return (input: InventoryItemInput, expectedVersion: string | undefined) =>
    runMutation(saveItem({ variables: { input, expectedVersion } }), (d) => d.saveInventoryItem, {
      conflictShownByCaller: true,
    });
}

function CreateInventoryItem() {
  const [initialValues] = useState(newInventoryFormValues);
  const submit = useSave();
  return (
    <Stack gap="6">
      <PageHeader
        title="Create Inventory Item"
        description="New items start active. Add descriptions per fulfillment status once it is saved."
      />
      <InventoryItemForm initialValues={initialValues} onSubmit={submit} />
    </Stack>
  );
}

function EditInventoryItem({ id, readOnly }: { id: string; readOnly: boolean }) {
  const { sport } = useSport();
  const query = useInventoryItemEditPageQuery({
    variables: { id, sport },
    fetchPolicy: 'network-only',
  });
  const submit = useSave();
  const edit = editPageRecord(query, {
    what: 'inventory item',
    id,
    back: BACK,
    gone: 'deleted',
    record: (data) => data.inventoryItem,
    values: inventoryFormValuesFrom,
  });
  if (edit.page) return edit.page;
  const { data, record: item, form, reload } = edit;
  return (
    <Stack gap="6">
      <PageHeader
        title={readOnly ? 'View Inventory Item' : 'Edit Inventory Item'}
        description={`${item.internalTitle} · ${item.status} · ${item.dropType}`}
      />
      <InventoryItemForm onSubmit={submit} {...form} readOnly={readOnly} />
      <InventoryDescriptionsForm
        key={item.version}
        item={item}
        defaults={data.defaultInventoryDescriptions}
        readOnly={readOnly}
        onSaved={reload}
      />
      <HistoryPanel entityType="InventoryItem" entityId={id} />
    </Stack>
  );
}
