import { Spinner, Stack } from '@chakra-ui/react';
import { useTriggerFulfillmentPanelQuery } from '../../__generated__/hooks';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { TriggerBreakdown } from './TriggerBreakdown';

/** Fulfillment of up to 50 triggers in one lookup (GET triggers/fulfillmentStatus). */
export function TriggerFulfillmentPanel({ triggerIds }: { triggerIds: readonly string[] }) {
  const { data, loading, error, refetch } = useTriggerFulfillmentPanelQuery({
    variables: { triggerIds: [...triggerIds] },
  });
  if (loading && !data) return <Spinner aria-label="Loading fulfillment statuses" />;
  if (error || !data?.triggerFulfillments) {
    return (
      <LoadFailedAlert
        what="fulfillment statuses"
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  return (
    <Stack gap="4">
      {data.triggerFulfillments.map((trigger) => (
        <TriggerBreakdown key={trigger.triggerId} trigger={trigger} />
      ))}
    </Stack>
  );
}
