import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { HISTORY_PANEL_PAGE_SIZE } from '@esports-admin/schema/rules/constants';
import { useEffect, useId, useState } from 'react';
import { useHistoryPanelQuery } from '../__generated__/hooks';
import { AuditEntryTable } from './AuditEntryTable';
import { LoadFailedAlert } from './LoadFailedAlert';
import { auditLogPages } from './auditLogPages';
import { useAuditLeagueNames } from './useAuditLeagueNames';

/**
 * The History panel under every edit page (#12): the journal's entries for one record, newest
 * first: who, when, each field old → new and the reason. Read fresh on every visit.
 *
 * The journal is asked for once the panel is on screen, not while the page above it renders: an
 * answer arriving during a page's deferred render makes React render the whole page again at
 * once, and the panel sits below everything else.
 */
export function HistoryPanel({
  entityType,
  entityId,
}: {
  /** The GraphQL type name the journal records: 'Season', 'League', … */
  entityType: string;
  entityId: string;
}) {
  const headingId = useId();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true));
    return () => clearTimeout(timer);
  }, []);
  const query = useHistoryPanelQuery({
    variables: { entityType, entityId, first: HISTORY_PANEL_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
    skip: !shown,
  });
  const { error, refetch } = query;
  const loading = query.loading || !shown;
  const { log, entries, loadMore } = auditLogPages(query);
  const leagueNames = useAuditLeagueNames(entries);
  const retry = () => void refetch().catch(() => undefined);

  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bg="bg.panel"
      borderWidth="1px"
      rounded="xl"
      boxShadow="xs"
      p={{ base: '5', md: '6' }}
    >
      <Stack gap="4">
        <Flex justify="space-between" align="baseline" gap="4" wrap="wrap">
          <Heading as="h2" size="md" id={headingId}>
            History
          </Heading>
          {log && (
            <Text fontSize="sm" color="fg.muted">
              {log.totalCount === 1 ? '1 change' : `${log.totalCount} changes`} recorded
            </Text>
          )}
        </Flex>
        {error && !log ? (
          <LoadFailedAlert what="history" onRetry={retry} />
        ) : (
          <AuditEntryTable
            label="History"
            entries={entries}
            loading={loading}
            leagueNames={leagueNames}
          />
        )}
        {log?.pageInfo.hasNextPage && (
          <Box>
            <Button size="sm" variant="outline" onClick={loadMore} loading={loading}>
              Load more
            </Button>
          </Box>
        )}
      </Stack>
    </Box>
  );
}
