import { useApolloClient } from '@apollo/client/react';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import {
  AUDIT_EXPORT_MAX_ENTRIES,
  AUDIT_LOG_MAX_PAGE_SIZE,
  AUDIT_LOG_PAGE_SIZE,
} from '@esports-admin/schema/rules/constants';
import { useState } from 'react';
import { AuditPageDocument, type AuditLogFilter } from '../../__generated__/graphql';
import { useAuditPageQuery } from '../../__generated__/hooks';
import { AuditEntryTable } from '../../components/AuditEntryTable';
import { downloadCsv } from '../../components/csvFile';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { PageHeader } from '../../components/PageHeader';
import { toast } from '../../components/toast';
import { auditCsv, type AuditExportEntry } from './auditCsv';
import { toAuditLogFilter } from './auditFilter';
import { AuditFilters } from './AuditFilters';
import { auditLogPages } from '../../components/auditLogPages';
import { useAuditLeagueNames } from '../../components/useAuditLeagueNames';

/**
 * /audit (administrators): the gateway's journal of every mutation, newest first, with filters,
 * Load more, and a CSV export of everything the filters match.
 */
export default function AuditPage() {
  const client = useApolloClient();
  const [filter, setFilter] = useState<AuditLogFilter>({});
  const [exported, setExported] = useState<number | null>(null);
  const query = useAuditPageQuery({
    variables: { filter, first: AUDIT_LOG_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const { loading, error, refetch } = query;
  const { log, entries, loadMore } = auditLogPages(query);
  const leagueNames = useAuditLeagueNames(entries);

  const exportCsv = async () => {
    const all: AuditExportEntry[] = [];
    let after: string | null | undefined;
    setExported(0);
    try {
      do {
        const { data: page } = await client.query({
          query: AuditPageDocument,
          variables: { filter, first: AUDIT_LOG_MAX_PAGE_SIZE, after },
          fetchPolicy: 'network-only',
        });
        const pageLog = page?.auditLog;
        if (!pageLog) break;
        all.push(...pageLog.edges.map((edge) => edge.node));
        setExported(all.length);
        after = pageLog.pageInfo.hasNextPage ? pageLog.pageInfo.endCursor : null;
      } while (after && all.length < AUDIT_EXPORT_MAX_ENTRIES);
      downloadCsv(`audit-log-${new Date().toISOString().slice(0, 10)}.csv`, auditCsv(all));
      toast.success(`Exported ${all.length} journal entries`);
    } catch {
      // The error link already toasted why the journal could not be read.
    } finally {
      setExported(null);
    }
  };

  return (
    <Stack gap="6">
      <PageHeader
        title="Audit log"
        description="Every change made through the gateway: who, when, what changed and how it ended."
        actions={
          <Button
            variant="outline"
            onClick={() => void exportCsv()}
            loading={exported !== null}
            loadingText={`Exporting… ${exported ?? 0}${log ? ` of ${log.totalCount}` : ''}`}
            disabled={!log || log.totalCount === 0}
          >
            Export CSV
          </Button>
        }
      />
      <AuditFilters onApply={(values) => setFilter(toAuditLogFilter(values))} />
      {error && !log ? (
        <LoadFailedAlert what="audit log" onRetry={() => void refetch().catch(() => undefined)} />
      ) : (
        <Stack gap="3">
          {log && (
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              Showing {entries.length} of {log.totalCount} entries
            </Text>
          )}
          <AuditEntryTable
            label="Audit log"
            entries={entries}
            loading={loading}
            leagueNames={leagueNames}
            showEntity
          />
          {log?.pageInfo.hasNextPage && (
            <HStack>
              <Box>
                <Button variant="outline" onClick={loadMore} loading={loading}>
                  Load more
                </Button>
              </Box>
            </HStack>
          )}
        </Stack>
      )}
    </Stack>
  );
}
