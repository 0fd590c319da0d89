/** What every resolver receives: who is calling, and the upstream clients acting for them. */
import type { Logger } from './logger';
import type { AuditLog } from './audit';
import type { EldsApi } from './upstreams/elds';

export interface GatewayUser {
  /** Stable user name, used in logs and the audit trail. */
  username: string;
  /** Resource families the user's roles grant (spec 2 §6). */
  resources: ReadonlySet<string>;
}

export interface GatewayContext {
  requestId: string;
  user: GatewayUser;
  logger: Logger;
  audit: AuditLog;
  apis: {
    elds: EldsApi;
  };
}
