import { useApolloClient } from '@apollo/client/react';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import {
  AUDIT_EXPORT_MAX_ENTRIES,
  AUDIT_LOG_MAX_PAGE_SIZE,
  AUDIT_LOG_PAGE_SIZE,
} from '@esports-admin/schema/rules/constants';
import { useState } from 'react';
import { AuditPageDocument } from '../../__generated__/graphql';
import { useAuditPageQuery } from '../../__generated__/hooks';
import { AUDIT_SORT_COLUMNS, AuditEntryTable } from '../../components/AuditEntryTable';
import { ServerSortHint } from '../../components/ListPageFrame';
import { downloadCsv } from '../../components/csvFile';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { PageHeader } from '../../components/PageHeader';
import { toast } from '../../components/toast';
import { auditCsv, type AuditExportEntry } from './auditCsv';
import { auditFilterValuesFrom, toAuditLogFilter } from './auditFilter';
import { AuditFilters } from './AuditFilters';
import { appendAuditLogPage } from '../../components/auditLogPages';
import { sortAmong, useListUrlState, useLoadMorePages } from '../../components/listUrlState';

const NEWEST_FIRST = { column: 'at', direction: 'descending' } as const;
import { useAuditLeagueNames } from '../../components/useAuditLeagueNames';

/**
 * /audit (administrators): the gateway's journal of every mutation, newest first, with filters
 * and Load more (both kept in the URL), and a CSV export of everything the filters match.
 */
export default function AuditPage() {
  const client = useApolloClient();
  const { params, change, sort: urlSort } = useListUrlState();
  const applied = auditFilterValuesFrom(params);
  const filter = toAuditLogFilter(applied);
  const sort = sortAmong(urlSort, AUDIT_SORT_COLUMNS, NEWEST_FIRST);
  const sortVariable = sort !== NEWEST_FIRST ? { sort } : {};
  const [exported, setExported] = useState<number | null>(null);
  const query = useAuditPageQuery({
    variables: { filter, first: AUDIT_LOG_PAGE_SIZE, ...sortVariable },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const { data, previousData, loading, error, refetch, fetchMore } = query;
  const log = (data ?? previousData)?.auditLog;
  const entries = log?.edges.map((edge) => edge.node) ?? [];
  const { loadMore, loadingMore } = useLoadMorePages({
    pageSize: AUDIT_LOG_PAGE_SIZE,
    loadedRows: entries.length,
    hasNextPage: Boolean(log?.pageInfo.hasNextPage),
    loading,
    fetchNext: () =>
      fetchMore({
        variables: { after: log?.pageInfo.endCursor },
        updateQuery: appendAuditLogPage,
      }),
  });
  const leagueNames = useAuditLeagueNames(entries);

  const exportCsv = async () => {
    const all: AuditExportEntry[] = [];
    let after: string | null | undefined;
    setExported(0);
    try {
      do {
        const { data: page } = await client.query({
          query: AuditPageDocument,
          variables: { filter, first: AUDIT_LOG_MAX_PAGE_SIZE, after, ...sortVariable },
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
      <AuditFilters
        applied={applied}
        onApply={(values) =>
          change({
            filters: Object.fromEntries(
              Object.entries(values).map(([key, value]) => [key, value || undefined]),
            ),
          })
        }
      />
      {error && !log ? (
        <LoadFailedAlert what="audit log" onRetry={() => void refetch().catch(() => undefined)} />
      ) : (
        <Stack gap="3">
          {log && (
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              Showing {entries.length} of {log.totalCount} entries
            </Text>
          )}
          <ServerSortHint headers={['When', 'Record', 'Who', 'Operation']} />
          <AuditEntryTable
            label="Audit log"
            sorting={{ sort, onSort: (next) => change({ sort: next }) }}
            entries={entries}
            loading={loading && !loadingMore}
            leagueNames={leagueNames}
            showEntity
          />
          {log?.pageInfo.hasNextPage && (
            <HStack>
              <Box>
                <Button variant="outline" onClick={loadMore} loading={loadingMore}>
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
