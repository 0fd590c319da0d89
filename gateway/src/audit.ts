/**
 * The audit trail of mutations staff would want to trace: who, when, what, and the result.
 * Written as structured log lines with `audit: true`, so any log pipeline can keep them apart.
 */
import type { Logger } from './logger';

export interface AuditEntry {
  user: string;
  action: string;
  target?: string;
  result: 'ok' | 'error';
  detail?: string;
}

export class AuditLog {
  constructor(private readonly logger: Logger) {}

  record(entry: AuditEntry) {
    this.logger.info(
      { audit: true, at: new Date().toISOString(), ...entry },
      `audit ${entry.action}`,
    );
  }
}
