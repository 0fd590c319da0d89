/**
 * Typed stand-ins for unit tests: a resolver runs against a whole GatewayContext whose upstream
 * methods are the test's fakes; any upstream call the test did not give fails loudly.
 */
import { FEATURE_FLAGS, type FeatureFlag } from '@esports-admin/schema/rules/access';
import { RoleCache } from '../auth/roles';
import type { GatewayContext, GatewayUser } from '../context';
import { EntityLocks } from '../mutations/entity-lock';
import { IdempotencyKeys } from '../mutations/idempotency-keys';
import { MemorySharedStore } from '../shared-store';
import type { JournalDatabase } from '../journal/database';
import { AuditJournal } from '../journal/journal';
import { createLoaders } from '../loaders';
import { createLogger } from '../logger';
import { createApis, UPSTREAMS, type Apis, type UpstreamName } from './registry';
import type { UpstreamClient } from './upstream';

export type FakeApis = { [Name in UpstreamName]?: Partial<Apis[Name]> };

function unexpectedCalls(upstream: UpstreamName): UpstreamClient {
  const fail = (path: string) =>
    Promise.reject(new Error(`${upstream} ${path} was called but the test gave no fake for it`));
  return { get: fail, post: fail, put: fail, delete: fail };
}

export function fakeApis(fakes: FakeApis = {}): Apis {
  const apis = createApis(unexpectedCalls);
  return Object.fromEntries(
    UPSTREAMS.map(({ name }) => [name, { ...apis[name], ...fakes[name] }]),
  ) as Apis;
}

/** A journal that accepts every entry and keeps none: resolver unit tests don't read it back. */
function acceptingJournal(): AuditJournal {
  const accept = <Row>() => Promise.resolve([{ id: '1' }] as Row[]);
  const db: JournalDatabase = {
    query: accept,
    transaction: (work) => work(db),
    close: () => Promise.resolve(),
  };
  return new AuditJournal(db, new Set());
}

export function fakeContext(
  fakes: {
    apis?: FakeApis;
    user?: Partial<GatewayUser>;
    features?: Partial<Record<FeatureFlag, boolean>>;
  } = {},
): GatewayContext {
  const logger = createLogger('silent');
  const apis = fakeApis(fakes.apis);
  const store = new MemorySharedStore();
  return {
    requestId: 'unit-test',
    callerRequestId: null,
    user: {
      username: 'cole.competition',
      name: 'Cole Competition',
      email: null,
      roles: [],
      resources: new Set(),
      writableResources: new Set(),
      signedInVia: 'bearer',
      ...fakes.user,
    },
    accessToken: 'unit-test-token',
    environment: 'local',
    features: { ...FEATURE_FLAGS.local, ...fakes.features },
    logger,
    upstreamCalls: [],
    journal: acceptingJournal(),
    entityLocks: new EntityLocks(store),
    idempotencyKeys: new IdempotencyKeys(store),
    roleCache: new RoleCache(store, 'local'),
    apis,
    loaders: createLoaders(apis, logger),
  };
}
