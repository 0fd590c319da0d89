import { Button, Field, Grid, HStack, Input, Text } from '@chakra-ui/react';
import { FULFILLMENT_STATUSES } from '@esports-admin/schema/rules/fulfillment-status';
import type { InventoryItemEditPageQuery } from '../../../__generated__/graphql';
import { useInventoryDescriptionsFormSaveMutation } from '../../../__generated__/hooks';
import { runMutation } from '../../../apollo/mutationOutcome';
import { FormSection } from '../../../components/FormFields';
import { InlineForm } from '../../../components/InlineForm';
import { useEntityForm } from '../../../components/useEntityForm';
import { useSport } from '../../../shell/sport';

type Item = NonNullable<InventoryItemEditPageQuery['inventoryItem']>;
type Defaults = InventoryItemEditPageQuery['defaultInventoryDescriptions'];
/** The text per fulfillment status; empty for the service's default. */
type Texts = Record<string, string>;

const noRules = () => ({});

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
  const [save] = useInventoryDescriptionsFormSaveMutation();
  const own = new Map(item.descriptions.map((d) => [d.fulfillmentStatus, d.text]));
  const form = useEntityForm<Texts>({
    initialValues: Object.fromEntries(
      FULFILLMENT_STATUSES.map((status) => [status, own.get(status) ?? '']),
    ),
    version: item.version,
    noun: 'description set',
    validate: noRules,
    save: (texts, expectedVersion) => {
      const descriptions = FULFILLMENT_STATUSES.filter((status) => texts[status]?.trim()).map(
        (fulfillmentStatus) => ({ fulfillmentStatus, text: texts[fulfillmentStatus]!.trim() }),
      );
      return runMutation(
        save({ variables: { id: item.id, sport, descriptions, expectedVersion } }),
        (answer) => answer.saveInventoryDescriptions,
        { conflictShownByCaller: true },
      );
    },
    onSaved,
    readOnly,
  });
  const fallback = new Map((defaults ?? []).map((d) => [d.fulfillmentStatus, d.text]));

  return (
    <FormSection
      title="Descriptions per fulfillment status"
      description={`What a viewer reads for each outcome of the grant. Empty ones use the default shown in grey.${
        item.descriptionGroupKey ? ` Group key ${item.descriptionGroupKey}.` : ''
      }`}
    >
      <InlineForm
        form={form}
        label="Descriptions per fulfillment status"
        display="flex"
        flexDirection="column"
        gap="4"
      >
        <Grid templateColumns={{ base: '1fr', lg: 'repeat(2, 1fr)' }} gap="3">
          {FULFILLMENT_STATUSES.map((status) => (
            <Field.Root key={status} disabled={readOnly}>
              <Field.Label fontFamily="mono" fontSize="xs">
                {status}
              </Field.Label>
              <Input
                size="sm"
                value={form.values[status] ?? ''}
                placeholder={fallback.get(status) ?? ''}
                onChange={(e) => form.set(status, e.currentTarget.value)}
                bg="bg.panel"
              />
            </Field.Root>
          ))}
        </Grid>
        {!readOnly && (
          <HStack justify="space-between" wrap="wrap" gap="3">
            <Text fontSize="sm" color="fg.muted">
              {form.dirty ? 'Unsaved description changes.' : 'Descriptions are saved.'}
            </Text>
            <Button
              type="submit"
              colorPalette="teal"
              disabled={!form.dirty || form.saving}
              loading={form.saving}
            >
              Save Descriptions
            </Button>
          </HStack>
        )}
      </InlineForm>
    </FormSection>
  );
}
