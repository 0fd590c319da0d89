import type { AuditLogFilter } from '../../__generated__/graphql';

/** The /audit filter form as typed: text, and UTC days for the date range. */
export interface AuditFilterValues {
  entityType: string;
  entityId: string;
  user: string;
  operation: string;
  fromDay: string;
  toDay: string;
}

export const EMPTY_AUDIT_FILTER: AuditFilterValues = {
  entityType: '',
  entityId: '',
  user: '',
  operation: '',
  fromDay: '',
  toDay: '',
};

/** The applied filters as the URL holds them (?entityType=Season&fromDay=2026-11-01). */
export function auditFilterValuesFrom(params: URLSearchParams): AuditFilterValues {
  const values = { ...EMPTY_AUDIT_FILTER };
  for (const key of Object.keys(values) as (keyof AuditFilterValues)[]) {
    values[key] = params.get(key) ?? '';
  }
  return values;
}

/** The types the journal records today, offered as suggestions (any type name may be typed). */
export const AUDITED_ENTITY_TYPES = [
  'Season',
  'League',
  'Tournament',
  'Team',
  'Player',
  'Organization',
  'StreamGroup',
  'Vod',
  'Account',
  'AccountGroup',
  'ManagedUser',
] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The gateway's filter: empty fields left out; 'from' is the start of its UTC day and 'to' the
 * end of its day (the gateway's `to` is exclusive), so a one-day range shows that whole day.
 */
export function toAuditLogFilter(values: AuditFilterValues): AuditLogFilter {
  const filter: AuditLogFilter = {};
  const text = (value: string) => value.trim() || undefined;
  const entityType = text(values.entityType);
  const entityId = text(values.entityId);
  const user = text(values.user);
  const operation = text(values.operation);
  if (entityType) filter.entityType = entityType;
  if (entityId) filter.entityId = entityId;
  if (user) filter.user = user;
  if (operation) filter.operation = operation;
  const from = Date.parse(`${values.fromDay}T00:00:00.000Z`);
  if (!Number.isNaN(from)) filter.from = new Date(from).toISOString();
  const to = Date.parse(`${values.toDay}T00:00:00.000Z`);
  if (!Number.isNaN(to)) filter.to = new Date(to + DAY_MS).toISOString();
  return filter;
}
