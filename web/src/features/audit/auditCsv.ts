import type { AuditPageQuery } from '../../__generated__/graphql';
import { displayAuditValue } from '../../components/auditValues';
import { csvText } from '../../components/csvFile';

export type AuditExportEntry = NonNullable<AuditPageQuery['auditLog']>['edges'][number]['node'];

export const AUDIT_CSV_COLUMNS = [
  'At (UTC)',
  'User',
  'Roles',
  'Operation',
  'Entity type',
  'Entity id',
  'Result',
  'Code',
  'Message',
  'Reason',
  'Changes',
  'Request id',
] as const;

/** One row per journal entry; the changes as 'field: old → new' lines in one cell. */
export function auditCsv(entries: readonly AuditExportEntry[]): string {
  return csvText(
    AUDIT_CSV_COLUMNS,
    entries.map((entry) => [
      entry.at,
      entry.username,
      entry.roles.join(' '),
      entry.operation,
      entry.entityType,
      entry.entityId ?? '',
      entry.result,
      entry.code ?? '',
      entry.message ?? '',
      entry.reason ?? '',
      entry.changes
        .map(
          (change) =>
            `${change.field}: ${displayAuditValue(change.before)} → ${displayAuditValue(change.after)}`,
        )
        .join('\n'),
      entry.requestId,
    ]),
  );
}
