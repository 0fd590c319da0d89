import { Box, Button, Heading, HStack, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { RESEND_FAILED_VIEWERS_LIMIT } from '@esports-admin/schema/rules/constants';
import { countOf } from '@esports-admin/schema/rules/formatting';
import {
  useDropTriggerStatsPanelQuery,
  useTriggerStatsPanelResendMutation,
} from '../../__generated__/hooks';
import { runMutation } from '../../apollo/mutationOutcome';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { ReasonConfirmDialog } from '../../components/ReasonConfirmDialog';
import { useIdempotencyKey } from '../../components/useIdempotencyKey';
import { usePendingChange } from '../../components/usePendingChange';

/**
 * A trigger's fulfillment breakdown: a bar per status over all 22 (zero counts too, so the chart
 * reads the same for every trigger), and the failures listed for follow-up.
 */
export function TriggerStatsPanel({
  triggerId,
  writable,
}: {
  triggerId: string;
  /** Whether the user may trigger drops: only then is "Send again to failed viewers" offered. */
  writable: boolean;
}) {
  const { data, loading, error, refetch } = useDropTriggerStatsPanelQuery({
    variables: { id: triggerId },
  });
  const [resend, resending] = useTriggerStatsPanelResendMutation();
  const idempotency = useIdempotencyKey();
  const sendAgain = async (id: string, reason: string | undefined) => {
    const done = (
      await runMutation(
        resend({
          variables: { triggerId: id, reason, idempotencyKey: idempotency.keyFor({ id }) },
        }),
        (answer) => answer.resendDropTriggerToFailedViewers,
      )
    ).ok;
    if (done) idempotency.sent();
    return done;
  };
  const change = usePendingChange(sendAgain, () => void refetch().catch(() => undefined));
  if (loading && !data) return <Spinner aria-label="Loading trigger stats" />;
  if (error && !data) {
    return (
      <LoadFailedAlert what="trigger stats" onRetry={() => void refetch().catch(() => undefined)} />
    );
  }
  const trigger = data?.dropTrigger;
  if (!trigger) return <Text>This trigger no longer exists.</Text>;
  const stats = trigger.stats ?? [];
  const largest = Math.max(1, ...stats.map((entry) => entry.count));
  const failures = stats.filter((entry) => entry.failed && entry.count > 0);
  const retryable = stats.filter((entry) => entry.retryable && entry.count > 0);
  const retryableCount = retryable.reduce((sum, entry) => sum + entry.count, 0);
  return (
    <Stack gap="4" aria-label={`Fulfillment of trigger ${trigger.id}`}>
      <Heading size="sm">
        Fulfillment of “{trigger.title}” ({countOf(trigger.viewerCount, 'viewer')})
      </Heading>
      <Stack gap="1" role="list" aria-label="Fulfillment counts by status">
        {stats.map((entry) => (
          <HStack key={entry.status} role="listitem" gap="2" fontSize="xs">
            <Text w="220px" flexShrink={0} fontFamily="mono">
              {entry.status}
            </Text>
            <Box flex="1" bg="bg.muted" h="3" borderRadius="sm">
              <Box
                h="3"
                borderRadius="sm"
                w={`${(entry.count / largest) * 100}%`}
                bg={entry.failed ? 'red.500' : 'teal.500'}
              />
            </Box>
            <Text w="48px" textAlign="end">
              {entry.count}
            </Text>
          </HStack>
        ))}
      </Stack>
      <Stack gap="1">
        <Heading size="xs">Failures to follow up</Heading>
        {failures.length === 0 ? (
          <Text fontSize="sm">No failures.</Text>
        ) : (
          <List.Root fontSize="sm" ps="4">
            {failures.map((entry) => (
              <List.Item key={entry.status}>
                {entry.status}: {countOf(entry.count, 'viewer')}
              </List.Item>
            ))}
          </List.Root>
        )}
        {retryable.length > 0 && writable && (
          <HStack gap="3" wrap="wrap">
            <Button
              size="sm"
              colorPalette="red"
              variant="outline"
              loading={resending.loading}
              onClick={() => change.ask(trigger.id)}
            >
              Send again to failed viewers
            </Button>
            <Text fontSize="xs" color="fg.muted">
              {retryable.map((entry) => entry.status).join(', ')}: a new send can fix these.
            </Text>
          </HStack>
        )}
      </Stack>
      <ReasonConfirmDialog
        {...change.dialog}
        title="Send again to failed viewers"
        variant="warn"
        confirmLabel="Send again"
        busy={resending.loading}
      >
        “{trigger.title}” is sent again to the {countOf(retryableCount, 'viewer')} whose fulfillment
        failed in {retryable.map((entry) => entry.status).join(', ')}, at most{' '}
        {RESEND_FAILED_VIEWERS_LIMIT} a time; viewers already sent it again are skipped. This cannot
        be taken back.
      </ReasonConfirmDialog>
    </Stack>
  );
}
