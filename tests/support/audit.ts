/** The auditLog query as tests read it. */
export const AUDIT_LOG = `query ($filter: AuditLogFilter, $first: Int, $after: String) {
  auditLog(filter: $filter, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { cursor node { id at username roles operation entityType entityId reason result code
      message requestId changes { field before after } } } } }`;

export interface AuditView {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: {
    cursor: string;
    node: {
      username: string;
      operation: string;
      entityType: string;
      entityId: string | null;
      reason: string | null;
      result: string;
      code: string | null;
      requestId: string;
      changes: { field: string; before: string | null; after: string | null }[];
    };
  }[];
}
