import { Badge, Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { sportLabel } from '@esports-admin/schema/rules/sports';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import {
  useAccountDetailPageQuery,
  useRequestAccountRemovalMutation,
} from '../../__generated__/hooks';
import { runMutation } from '../../apollo/mutationOutcome';
import { formatUtcDate } from '../../components/dates';
import { FormPanel } from '../../components/FormFields';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { ReadOnlyBadge } from '../../components/ReadOnly';
import { LoadFailedPage, NotFoundPage } from '../../shell/EditPageStates';
import { useViewer } from '../../shell/viewer';
import { ACCOUNT_LIST_PATH } from './accountPaths';
import { AccountHistoryTable } from './AccountHistoryTable';
import { AccountRemovalDialog } from './AccountRemovalDialog';

const BACK = { to: ACCOUNT_LIST_PATH, label: 'Back to accounts' };

/**
 * /accounts/:id — one account (spec 1 §3 "Account"): current and proposed login and display name,
 * enabled sports, group, deleteAfter, summoners, and what happened to it. The data service has no
 * account update call (spec 3 §7 "Accounts"), so staff change an account only by requesting its
 * removal here; new values are entered through bulk entry.
 */
export default function AccountDetailPage() {
  const { id = '' } = useParams();
  const writable = useViewer().mayWrite('account');
  const { data, loading, error, refetch } = useAccountDetailPageQuery({
    variables: { id },
    fetchPolicy: 'network-only',
  });
  const [requestRemoval, removal] = useRequestAccountRemovalMutation();
  const [confirming, setConfirming] = useState(false);
  const refresh = () => void refetch().catch(() => undefined);

  if (loading && !data) return <PageLoader label="Loading account…" />;
  if (error && !data) return <LoadFailedPage what="account" back={BACK} onRetry={refresh} />;
  const account = data?.accountsByIds?.[0];
  if (!account) return <NotFoundPage what="account" id={id} back={BACK} />;

  const confirmRemoval = async () => {
    const done = (
      await runMutation(
        requestRemoval({ variables: { ids: [account.id] } }),
        (result) => result.requestAccountRemoval,
      )
    ).ok;
    setConfirming(false);
    if (done) refresh();
  };

  const active = account.status === 'active';
  return (
    <Stack gap="6">
      <PageHeader
        title={account.displayName}
        description={`Account ${account.id}`}
        actions={
          <HStack gap="2">
            <Button variant="outline" asChild>
              <RouterLink to={BACK.to}>{BACK.label}</RouterLink>
            </Button>
            {writable ? (
              <Button
                colorPalette="red"
                variant="outline"
                disabled={!active}
                onClick={() => setConfirming(true)}
              >
                Request Removal
              </Button>
            ) : (
              <ReadOnlyBadge explanation="You can view accounts but not request their removal." />
            )}
          </HStack>
        }
      />

      <FormPanel>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="5">
          <Item label="Display name">
            <Proposed
              current={account.displayName}
              proposed={account.proposedDisplayName}
              collision={account.displayNameCollision}
            />
          </Item>
          <Item label="Login">
            <Proposed current={account.login} proposed={account.proposedLogin} mono />
          </Item>
          <Item label="Status">
            <Badge colorPalette={active ? 'green' : 'orange'} variant="subtle">
              {active ? 'active' : 'removal requested'}
            </Badge>
          </Item>
          <Item label="Enabled sports">
            <HStack gap="1" wrap="wrap">
              {account.enabledSports.length === 0
                ? '—'
                : account.enabledSports.map((code) => (
                    <Badge key={code} variant="outline">
                      {sportLabel(code)}
                    </Badge>
                  ))}
            </HStack>
          </Item>
          <Item label="Name source">{account.nameSource}</Item>
          <Item label="Group">{account.group?.name ?? '—'}</Item>
          <Item label="Player">{account.playerId ?? 'Free-floating'}</Item>
          <Item label="Delete after">{formatUtcDate(account.deleteAfter)}</Item>
          {account.createdAt && <Item label="Created">{formatUtcDate(account.createdAt)}</Item>}
          <Item label="PUUID">
            <Text fontFamily="mono" fontSize="xs" wordBreak="break-all">
              {account.puuid}
            </Text>
          </Item>
          <Item label="Summoners">
            {account.summoners.length === 0
              ? '—'
              : account.summoners.map((s) => `${s.platformId}: ${s.name}`).join(', ')}
          </Item>
        </SimpleGrid>
      </FormPanel>

      <Stack gap="3">
        <Heading size="md">History</Heading>
        <AccountHistoryTable
          label="Operations of this account"
          operations={data.accountOperations ?? []}
          loading={loading}
        />
      </Stack>

      <AccountRemovalDialog
        open={confirming}
        count={1}
        busy={removal.loading}
        onConfirm={() => void confirmRemoval()}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="1">
      <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
        {label}
      </Text>
      <Box>{children}</Box>
    </Stack>
  );
}

/** A value with the change staff asked for and the platform has not applied yet. */
function Proposed({
  current,
  proposed,
  collision = false,
  mono = false,
}: {
  current: string;
  proposed: string | null | undefined;
  collision?: boolean;
  mono?: boolean;
}) {
  return (
    <Stack gap="0.5">
      <Text fontWeight="semibold" fontFamily={mono ? 'mono' : undefined}>
        {current}
      </Text>
      {proposed && proposed !== current && (
        <Text fontSize="sm" color="fg.muted">
          Proposed: {proposed}
        </Text>
      )}
      {collision && (
        <Text fontSize="sm" color="red.fg">
          Display name already in use
        </Text>
      )}
    </Stack>
  );
}
