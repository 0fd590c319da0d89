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
