/** Apollo `updateQuery` for "Load more" on an auditLog connection: the next page's edges appended. */
export function appendAuditLogPage<Query extends { auditLog?: { edges: unknown[] } | null }>(
  previous: Query,
  { fetchMoreResult }: { fetchMoreResult: Query },
): Query {
  if (!previous.auditLog || !fetchMoreResult.auditLog) return fetchMoreResult;
  return {
    ...fetchMoreResult,
    auditLog: {
      ...fetchMoreResult.auditLog,
      edges: [...previous.auditLog.edges, ...fetchMoreResult.auditLog.edges],
    },
  };
}

type EntryOf<Query extends { auditLog?: AuditLogPage<unknown> | null }> = NonNullable<
  Query['auditLog']
>['edges'][number]['node'];

interface AuditLogPage<Entry> {
  edges: { node: Entry }[];
  pageInfo: { endCursor?: string | null; hasNextPage: boolean };
  totalCount: number;
}

/**
 * An auditLog query's loaded pages as one list of entries (the previous answer kept while the
 * next loads), and "Load more" asking for the page after the last.
 */
export function auditLogPages<Query extends { auditLog?: AuditLogPage<unknown> | null }>({
  data,
  previousData,
  fetchMore,
}: {
  data?: Query;
  previousData?: Query;
  fetchMore: (options: {
    variables: { after: string };
    updateQuery: typeof appendAuditLogPage<Query>;
  }) => Promise<unknown>;
}) {
  const log = (data ?? previousData)?.auditLog;
  const entries: EntryOf<Query>[] = log?.edges.map((edge) => edge.node) ?? [];
  const loadMore = () => {
    const after = log?.pageInfo.endCursor;
    if (!after) return;
    void fetchMore({ variables: { after }, updateQuery: appendAuditLogPage }).catch(
      () => undefined,
    );
  };
  return { log, entries, loadMore };
}
