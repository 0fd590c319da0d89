/** What every resolver receives: who is calling, and the upstream clients acting for them. */
import type { Environment, FeatureFlag } from '@esports-admin/schema/rules/access';
import type { AuditJournal } from './journal/journal';
import type { EntityLocks } from './mutations/entity-lock';
import type { IdempotencyKeys } from './mutations/idempotency-keys';
import type { RoleCache } from './auth/roles';
import type { Logger } from './logger';
import type { Loaders } from './loaders';
import type { Apis } from './upstreams/registry';
import type { UpstreamCall } from './upstreams/rest-client';

export interface GatewayUser {
  /** Stable user name (preferred_username, or the client id of a service client). */
  username: string;
  name: string;
  email: string | null;
  roles: readonly string[];
  /** Resource families the user's roles grant any permission on (spec 2 §6). */
  resources: ReadonlySet<string>;
  /** Resource families the user may change. */
  writableResources: ReadonlySet<string>;
  /** How the caller proved who they are: the staff app's session cookie or a bearer token. */
  signedInVia: 'session' | 'bearer';
}

export interface GatewayContext {
  requestId: string;
  /** The `x-request-id` the caller sent, if any: a reference of theirs, never trusted as ours. */
  callerRequestId: string | null;
  user: GatewayUser;
  /** The caller's access token, forwarded upstream; never returned to clients. */
  accessToken: string;
  environment: Environment;
  features: Record<FeatureFlag, boolean>;
  logger: Logger;
  /** Every upstream attempt of this request, for its log line. */
  upstreamCalls: UpstreamCall[];
  /** The durable audit journal; mutations write it through `runMutation` only. */
  journal: AuditJournal;
  /** Per-entity locks shared by the replicas: `runMutation` holds one from load to perform. */
  entityLocks: EntityLocks;
  /** Idempotency keys shared by the replicas (the drop triggers). */
  idempotencyKeys: IdempotencyKeys;
  roleCache: RoleCache;
  apis: Apis;
  /** Per-request DataLoaders (teams, matches) batching upstream calls. */
  loaders: Loaders;
}
