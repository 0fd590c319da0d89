import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import express from 'express';
import { requireBearerToken } from './bearer';
import { verifyWithTrustedIssuer } from './trusted-issuer';
import { controlRoutes, SandboxControl } from './control';
import { answerError, answerUnknownRoute } from './errors';
import {
  DEFAULT_ACCESS_TOKEN_TTL_SECONDS,
  OIDC_MOUNT_PATH,
  openIdentityProvider,
  type IdentityProvider,
} from './identity/identity-provider';
import { PROVIDER_MODEL_TABLES, removeExpiredProviderModels } from './identity/provider-adapter';
import { IDENTITY_SECRET_TABLES, loadIdentitySecrets } from './identity/secrets';
import { seedingOrder } from './fixtures';
import { openApiRoutes } from './openapi/document';
import { resolveGeneratedImageOrigin } from './services/assets/generated-images';
import { SANDBOX_SERVICES } from './services/registry';
import { openPgliteStore, openPostgresStore, type SqlClient, type Store } from './store';

export interface SandboxOptions {
  /** 0 picks a free port; default 4010. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** A real Postgres; without it the data lives in PGlite under `dataDir`. */
  databaseUrl?: string;
  /** PGlite folder, default <repo>/.data/sandbox. */
  dataDir?: string;
  /** Postgres schema used with `databaseUrl`, default 'sandbox'. */
  pgSchema?: string;
  /** Drop all data and seed the fixtures again. */
  reset?: boolean;
  /** The clock the fixtures are seeded relative to; default now. */
  now?: Date;
  /**
   * The origin browsers and the gateway use for the sandbox, e.g. http://localhost:4010; the
   * identity provider's issuer is built from it. Default: the listening URL.
   */
  publicUrl?: string;
  /** Lifetime of the provider's access tokens; default 900 (15 minutes). */
  accessTokenTtlSeconds?: number;
  /** Another OpenID issuer whose access tokens the services accept (Keycloak in docker-compose). */
  trustedIssuer?: string;
}

export interface RunningSandbox {
  /** http://127.0.0.1:PORT */
  url: string;
  port: number;
  /** The embedded OpenID provider: `${publicUrl ?? url}/oidc`. */
  issuer: string;
  close(): Promise<void>;
}

export const DEFAULT_SANDBOX_PORT = 4010;
export const DEFAULT_SANDBOX_HOST = '127.0.0.1';
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.data/sandbox', import.meta.url));
export const DEFAULT_PG_SCHEMA = 'sandbox';
/**
 * The largest JSON body a service takes. express's 100 KB default refused a 512-team double
 * elimination (about 0.9 MB, issue #37); a tournament holding several stages of the largest
 * format templates (2,048 matches each) stays well within it.
 */
const SERVICE_BODY_LIMIT = '10mb';

/** Seeding is per fixture set, so a set added later is seeded into an existing database. */
const SEEDED_SERVICES_TABLE = `
  create table if not exists sandbox_seeded_services (
    service text primary key,
    fixture_clock timestamptz not null
  );
`;

async function prepareServices(db: SqlClient, now: Date): Promise<void> {
  await db.exec(
    SEEDED_SERVICES_TABLE +
      IDENTITY_SECRET_TABLES +
      PROVIDER_MODEL_TABLES +
      SANDBOX_SERVICES.map((service) => service.tables).join(''),
  );
  const seeded = await db.query<{ service: string }>('select service from sandbox_seeded_services');
  for (const fixtureSet of seedingOrder(SANDBOX_SERVICES.flatMap((service) => service.fixtures))) {
    if (seeded.some((row) => row.service === fixtureSet.name)) continue;
    await fixtureSet.seed(db, now);
    await db.query('insert into sandbox_seeded_services (service, fixture_clock) values ($1, $2)', [
      fixtureSet.name,
      now.toISOString(),
    ]);
  }
}

function sandboxApp(
  store: Store,
  control: SandboxControl,
  identity: IdentityProvider,
  trustedIssuer: string | undefined,
): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.use(resolveGeneratedImageOrigin);
  app.use(openApiRoutes(SANDBOX_SERVICES));
  app.use(OIDC_MOUNT_PATH, identity.oidcRoutes);
  app.use('/__sandbox/identity', identity.developerRoutes);
  app.use('/__sandbox', controlRoutes(control));
  const ownTokens = (token: string) => identity.accessTokens.verify(token);
  const bearerCheck = requireBearerToken(
    trustedIssuer ? verifyWithTrustedIssuer(trustedIssuer, ownTokens) : ownTokens,
  );
  for (const service of SANDBOX_SERVICES) {
    app.use(
      service.prefix,
      control.requests.counter(service.name),
      control.faults.injector(service),
      service.authorize ?? bearerCheck,
      express.json({ limit: SERVICE_BODY_LIMIT }),
    );
    app.use(service.basePath, ...service.routes(store));
  }
  app.use(answerUnknownRoute);
  app.use(answerError);
  return app;
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const now = options.now ?? new Date();
  const host = options.host ?? DEFAULT_SANDBOX_HOST;
  const reset = options.reset ?? false;
  const prepare = (db: SqlClient) => prepareServices(db, now);
  const store = options.databaseUrl
    ? await openPostgresStore({
        databaseUrl: options.databaseUrl,
        pgSchema: options.pgSchema ?? DEFAULT_PG_SCHEMA,
        reset,
        prepare,
      })
    : await openPgliteStore({
        dataDir: options.dataDir ?? DEFAULT_DATA_DIR,
        reset,
        fixtureDate: now.toISOString().slice(0, 10),
        prepare,
      });
  const server = createServer();
  let url: string;
  let identity: IdentityProvider;
  try {
    const secrets = await loadIdentitySecrets(store);
    await removeExpiredProviderModels(store);
    await listen(server, options.port ?? DEFAULT_SANDBOX_PORT, host);
    url = `http://${urlHost(host)}:${(server.address() as AddressInfo).port}`;
    // The issuer needs the port, which is only known once listening (port 0 picks one).
    identity = openIdentityProvider({
      store,
      issuer: `${(options.publicUrl ?? url).replace(/\/+$/, '')}${OIDC_MOUNT_PATH}`,
      secrets,
      accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? DEFAULT_ACCESS_TOKEN_TTL_SECONDS,
    });
  } catch (error) {
    server.close();
    await store.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const control = new SandboxControl();
  server.on('request', sandboxApp(store, control, identity, options.trustedIssuer));

  const shutdown = async () => {
    control.faults.cancelDelays();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    await store.close();
  };
  let closing: Promise<void> | undefined;
  return { url, port, issuer: identity.issuer, close: () => (closing ??= shutdown()) };
}
