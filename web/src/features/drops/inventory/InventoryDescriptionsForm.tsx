import { Button, Field, Grid, HStack, Input, Text } from '@chakra-ui/react';
import { FULFILLMENT_STATUSES } from '@esports-admin/schema/rules/fulfillment-status';
import { useState } from 'react';
import type { InventoryItemEditPageQuery } from '../../../__generated__/graphql';
import { useInventoryDescriptionsFormSaveMutation } from '../../../__generated__/hooks';
import { runReportedMutation } from '../../../apollo/mutationOutcome';
import { FormSection } from '../../../components/FormFields';
import { useSport } from '../../../shell/sport';

type Item = NonNullable<InventoryItemEditPageQuery['inventoryItem']>;
type Defaults = InventoryItemEditPageQuery['defaultInventoryDescriptions'];

/**
 * What viewers read for each of the 22 fulfillment statuses (spec 3 §3, §7 PUT
 * {inventoryId}/description). An empty text falls back to the service's default, shown greyed.
 */
export function InventoryDescriptionsForm({
  item,
  defaults,
  readOnly,
  onSaved,
}: {
  item: Item;
  defaults: Defaults;
  readOnly: boolean;
  onSaved: () => void;
}) {
  const { sport } = useSport();
  const [save, saving] = useInventoryDescriptionsFormSaveMutation();
  const own = new Map(item.descriptions.map((d) => [d.fulfillmentStatus, d.text]));
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(FULFILLMENT_STATUSES.map((status) => [status, own.get(status) ?? ''])),
  );
  const fallback = new Map((defaults ?? []).map((d) => [d.fulfillmentStatus, d.text]));
  const changed = FULFILLMENT_STATUSES.some((status) => (own.get(status) ?? '') !== texts[status]);

  const submit = async () => {
    const descriptions = FULFILLMENT_STATUSES.filter((status) => texts[status]?.trim()).map(
      (fulfillmentStatus) => ({ fulfillmentStatus, text: texts[fulfillmentStatus]!.trim() }),
    );
    const saved = await runReportedMutation(
      save({ variables: { id: item.id, sport, descriptions, expectedVersion: item.version } }),
      (answer) => answer.saveInventoryDescriptions,
    );
    if (saved) onSaved();
  };

  return (
    <FormSection
      title="Descriptions per fulfillment status"
      description={`What a viewer reads for each outcome of the grant. Empty ones use the default shown in grey.${
        item.descriptionGroupKey ? ` Group key ${item.descriptionGroupKey}.` : ''
      }`}
    >
      <Grid templateColumns={{ base: '1fr', lg: 'repeat(2, 1fr)' }} gap="3">
        {FULFILLMENT_STATUSES.map((status) => (
          <Field.Root key={status} disabled={readOnly}>
            <Field.Label fontFamily="mono" fontSize="xs">
              {status}
            </Field.Label>
            <Input
              size="sm"
              value={texts[status] ?? ''}
              placeholder={fallback.get(status) ?? ''}
              onChange={(e) => {
                const text = e.currentTarget.value;
                setTexts((current) => ({ ...current, [status]: text }));
              }}
              bg="bg.panel"
            />
          </Field.Root>
        ))}
      </Grid>
      {!readOnly && (
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Text fontSize="sm" color="fg.muted">
            {changed ? 'Unsaved description changes.' : 'Descriptions are saved.'}
          </Text>
          <Button
            colorPalette="teal"
            disabled={!changed || saving.loading}
            loading={saving.loading}
            onClick={() => void submit()}
          >
            Save Descriptions
          </Button>
        </HStack>
      )}
    </FormSection>
  );
}
