/**
 * The gateway process: Apollo Server on express, serving /graphql, the self-hosted GraphiQL at
 * /graphiql, the built staff app, and /healthz + /readyz, on one origin.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { FEATURE_FLAGS, environmentFromHost } from '@esports-admin/schema/rules/access';
import { AuditLog } from './audit';
import { Authenticator } from './auth/authenticate';
import { RelyingParty } from './auth/relying-party';
import { grantsFrom, RoleCache } from './auth/roles';
import { authRoutes } from './auth/routes';
import { createKeyValueStore, SessionStore } from './auth/sessions';
import type { GatewayConfig } from './config';
import type { GatewayContext } from './context';
import { ErrorCode } from './errors';
import { createLogger, type Logger } from './logger';
import { buildGatewaySchema } from './schema';
import { EldsApi } from './upstreams/elds';
import { RbacApi } from './upstreams/rbac';
import { RestClient } from './upstreams/rest-client';

const REPO_ROOT = resolve(import.meta.dirname, '../..');
const BODY_LIMIT = '2mb';

export interface RunningGateway {
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function startGateway(
  config: GatewayConfig,
  logger: Logger = createLogger(config.logLevel),
) {
  const app = express();
  app.disable('x-powered-by');
  const httpServer: Server = await new Promise((done) => {
    const server = app.listen(config.port, config.host, () => done(server));
  });

  const audit = new AuditLog(logger);
  const keyValueStore = createKeyValueStore(config.redisUrl);
  const sessions = new SessionStore(keyValueStore, config.sessionTtlMs);
  const relyingParty = new RelyingParty({ ...config.oidc, logger });
  const authenticator = new Authenticator(relyingParty, sessions, logger);

  const apollo = new ApolloServer<GatewayContext>({
    schema: buildGatewaySchema(),
    introspection: true,
    includeStacktraceInErrorResponses: !config.production,
    formatError: maskUnexpectedErrors(logger),
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginLandingPageDisabled(),
    ],
  });
  await apollo.start();

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    const upstreams = await checkUpstreams(config);
    const ready = Object.values(upstreams).every(Boolean);
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not ready', upstreams });
  });

  app.use(
    '/graphql',
    express.json({ limit: BODY_LIMIT }),
    expressMiddleware(apollo, {
      context: async ({ req }) => {
        const requestId = req.get('x-request-id') ?? randomUUID();
        const principal = await authenticator.principal(req);
        const requestLogger = logger.child({ requestId, user: principal.username });
        const client = (service: string, baseUrl: string) =>
          new RestClient({
            service,
            baseUrl,
            credentials: { accessToken: principal.accessToken },
            timeoutMs: config.upstreamTimeoutMs,
            accessTokenPaths: config.accessTokenPaths,
            logger: requestLogger,
          });
        const environment = config.environment ?? environmentFromHost(req.get('host') ?? '');
        const rbac = new RbacApi(client('rbac', config.upstreams.rbac));
        const roleCache = new RoleCache(keyValueStore, environment);
        const roles = await roleCache.rolesOf(principal.username, async () =>
          (await rbac.getMyRoles()).map(({ role }) => role),
        );
        return {
          requestId,
          user: {
            username: principal.username,
            name: principal.name,
            email: principal.email,
            ...grantsFrom(roles, config.userManagementRoles),
          },
          accessToken: principal.accessToken,
          environment,
          features: FEATURE_FLAGS[environment],
          logger: requestLogger,
          audit,
          roleCache,
          apis: { elds: new EldsApi(client('elds', config.upstreams.elds)), rbac },
        };
      },
    }),
  );

  app.use(
    authRoutes({
      relyingParty,
      sessions,
      sessionTtlMs: config.sessionTtlMs,
      publicUrl: config.publicUrl,
      logger,
    }),
  );
  serveWebApp(app, config.webDistDir ?? join(REPO_ROOT, 'web/dist'), logger);

  const address = httpServer.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = config.publicUrl ?? `http://localhost:${port}`;
  logger.info({ url }, 'gateway listening');
  return {
    url,
    port,
    async close() {
      await apollo.stop();
      httpServer.closeAllConnections();
      await keyValueStore.close();
    },
  } satisfies RunningGateway;
}

function serveWebApp(app: express.Express, distDir: string, logger: Logger) {
  const graphiqlDir = join(distDir, 'graphiql');
  if (!existsSync(join(distDir, 'index.html'))) {
    logger.warn({ distDir }, 'web app not built: run `npm run build`');
  }
  app.use('/graphiql', express.static(graphiqlDir, { index: 'index.html' }));
  app.use(express.static(distDir, { index: false }));
  app.get(/^\/(?!graphql|graphiql|healthz|readyz|auth\/|oidc\/).*/, (_req, res) => {
    const index = join(distDir, 'index.html');
    if (existsSync(index)) res.sendFile(index);
    else res.status(503).type('text').send('The web app is not built yet: run `npm run build`.');
  });
}

async function checkUpstreams(config: GatewayConfig) {
  const entries = await Promise.all(
    Object.entries(config.upstreams).map(async ([service, baseUrl]) => {
      try {
        await fetch(baseUrl, { signal: AbortSignal.timeout(2000) });
        return [service, true] as const;
      } catch {
        return [service, false] as const;
      }
    }),
  );
  return Object.fromEntries(entries);
}

/**
 * Errors with a code of ours (or Apollo's own request errors) pass as they are; anything else is
 * a bug, logged in full and answered without internals.
 */
function maskUnexpectedErrors(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    const known =
      original instanceof GraphQLError ||
      (typeof formatted.extensions?.code === 'string' &&
        formatted.extensions.code !== ErrorCode.INTERNAL_SERVER_ERROR);
    if (known) return formatted;
    logger.error({ err: original, path: formatted.path }, 'unexpected error');
    return {
      message: 'Internal server error',
      path: formatted.path,
      locations: formatted.locations,
      extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR },
    };
  };
}
