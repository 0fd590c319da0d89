/**
 * The gateway process: Apollo Server on express, serving /graphql, the self-hosted GraphiQL at
 * /graphiql, the built staff app, and /healthz + /readyz, on one origin.
 */
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import compression from 'compression';
import express, { type ErrorRequestHandler } from 'express';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import {
  ENVIRONMENT_OVERRIDE_HEADER,
  FEATURE_FLAGS,
  effectiveEnvironment,
  environmentFromHost,
} from '@esports-admin/schema/rules/access';
import { Authenticator, type Principal } from './auth/authenticate';
import { RelyingParty } from './auth/relying-party';
import { grantsFrom, RoleCache } from './auth/roles';
import { readCookie, SESSION_COOKIE } from './auth/cookies';
import { authRoutes, signInPath } from './auth/routes';
import { SessionStore } from './auth/sessions';
import { createSharedStore } from './shared-store';
import { compiledExecution } from './compiled-execution';
import type { GatewayConfig } from './config';
import type { GatewayContext } from './context';
import { ErrorCode } from './errors';
import TRUSTED_DOCUMENTS from './__generated__/trusted-documents.json' with { type: 'json' };
import { developersOnly, introspectionAccess } from './introspection';
import { operationLimits } from './limits';
import { createLogger, type Logger } from './logger';
import { assignRequestId, callerRequestIdOf, operationLogging, requestIdOf } from './logging';
import { apolloMiddleware } from './apollo-express';
import { createRateLimiters, rateLimit } from './rate-limit';
import { trustedDocuments } from './trusted-documents';
import { buildGatewaySchema } from './schema';
import { createLoaders } from './loaders';
import { GracefulShutdown } from './shutdown';
import { requestTelemetryOf, Telemetry } from './telemetry/telemetry';
import { openJournal } from './journal/open-journal';
import { EntityLocks } from './mutations/entity-lock';
import { IdempotencyKeys } from './mutations/idempotency-keys';
import { secretFieldNames, secretLogPaths } from './mutations/secrets';
import { UpstreamCallBudget } from './upstreams/call-budget';
import { createApis } from './upstreams/registry';
import { UpstreamResilience } from './upstreams/resilience';
import { RestClient, type UpstreamCall } from './upstreams/rest-client';

const REPO_ROOT = resolve(import.meta.dirname, '../..');
export interface RunningGateway {
  url: string;
  port: number;
  /** Stops at once: tests, and the last step of `shutdown`. */
  close(): Promise<void>;
  /** SIGTERM: not ready at once, drain, refuse new work, let requests in flight finish, close. */
  shutdown(): Promise<void>;
}

const COMPRESS_FROM_BYTES = 1024;

/** Vite names each built asset by its content's hash: a new build never reuses a name. */
const HASHED_ASSET = /\/assets\/[^/]+-[\w-]{8}\.\w+$/;
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** Answers carry what only the caller may read: no browser or proxy cache keeps them. */
const noStoreAnswers: ApolloServerPlugin<GatewayContext> = {
  requestDidStart: () =>
    Promise.resolve({
      willSendResponse({ response }) {
        response.http.headers.set('cache-control', 'no-store');
        return Promise.resolve();
      },
    }),
};

export async function startGateway(
  config: GatewayConfig,
  baseLogger: Logger = createLogger(config.logLevel),
) {
  const schema = buildGatewaySchema();
  const secrets = secretFieldNames(schema);
  // What the SDL marks @secret never reaches a log line, whoever logs it.
  const logger = baseLogger.child(
    {},
    { redact: { paths: secretLogPaths(secrets), censor: '[redacted]' } },
  );
  const telemetry = await Telemetry.start(config.telemetry, logger);
  const journal = await openJournal(config.journalDatabase, secrets, (result) =>
    telemetry.metrics.journalWritten(result),
  );
  const app = express();
  app.disable('x-powered-by');
  const shutdown = new GracefulShutdown(config.shutdown, logger);
  app.use(shutdown.middleware());
  // Answers and scripts go out compressed (brotli or gzip, as the browser accepts): the tournament
  // page's 110 KB answer is about 8 KB on the wire.
  app.use(compression({ threshold: COMPRESS_FROM_BYTES }));
  const httpServer: Server = await new Promise((done) => {
    const server = app.listen(config.port, config.host, () => done(server));
  });

  const sharedStore = createSharedStore(config.redisUrl, config.redisKeyPrefix);
  const sessions = new SessionStore(sharedStore, config.sessionTtlMs);
  const relyingParty = new RelyingParty({ ...config.oidc, logger });
  const authenticator = new Authenticator(relyingParty, sessions, logger);
  const resilience = new UpstreamResilience(config.resilience, logger);
  telemetry.metrics.watchBreakers(Object.keys(config.upstreams), () => resilience.openBreakers());
  const rateLimiters = createRateLimiters(config.redisUrl, config.redisKeyPrefix, config.rateLimit);
  const entityLocks = new EntityLocks(sharedStore);
  const idempotencyKeys = new IdempotencyKeys(sharedStore);
  const limits = operationLimits(config.limits, config.production);

  const apollo = new ApolloServer<GatewayContext>({
    gateway: compiledExecution(schema),
    // The gateway owns SIGTERM (see shutdown.ts): Apollo's own handler would stop at once.
    stopOnTerminationSignals: false,
    introspection: true,
    allowBatchedHttpRequests: false,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: !config.production,
    formatError: maskUnexpectedErrors(logger, config.production),
    validationRules: limits.validationRules,
    parseOptions: { maxTokens: config.limits.tokens },
    plugins: [
      ...limits.plugins,
      introspectionAccess(config.production, config.developerRoles),
      trustedDocuments(config.production, config.developerRoles, new Set(TRUSTED_DOCUMENTS)),
      operationLogging(),
      telemetry.plugin(),
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginLandingPageDisabled(),
      // No cache hints in the schema: Apollo's default cache-control plugin would only wrap every
      // field's resolution (a tenth of the tournament page's execution time). Its one effect,
      // `no-store` on every answer, is noStoreAnswers.
      ApolloServerPluginCacheControlDisabled(),
      noStoreAnswers,
    ],
  });
  await apollo.start();

  /** Upstream clients acting for one caller, and the caller's roles in the request's environment. */
  async function actingFor(
    req: express.Request,
    principal: Principal,
    requestLogger: Logger,
    upstreamCalls: UpstreamCall[],
    budget = new UpstreamCallBudget(config.upstreamCallBudget),
  ) {
    const apis = createApis(
      (service) =>
        new RestClient({
          service,
          baseUrl: config.upstreams[service],
          credentials: { accessToken: principal.accessToken },
          basicAuth: config.upstreamBasicAuth[service],
          timeoutMs: config.upstreamTimeoutMs,
          accessTokenPaths: config.accessTokenPaths,
          logger: requestLogger,
          calls: upstreamCalls,
          resilience,
          budget,
          telemetry: requestTelemetryOf(req.res),
        }),
    );
    const environment = effectiveEnvironment(
      config.environment ?? environmentFromHost(req.get('host') ?? ''),
      req.get(ENVIRONMENT_OVERRIDE_HEADER),
    );
    const roleCache = new RoleCache(sharedStore, environment);
    const roles = await roleCache.rolesOf(principal.username, async () =>
      (await apis.rbac.getMyRoles()).map(({ role }) => role),
    );
    return { apis, environment, roleCache, roles };
  }

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  // Readiness is this process's own dependencies only: one broken upstream must not take every
  // replica out of the balancer while the rest of the product works. Upstreams have their report.
  app.get('/readyz', async (_req, res) => {
    if (!shutdown.ready) {
      res.status(503).json({ status: 'shutting down' });
      return;
    }
    const checks = await checkOwnDependencies({
      journal: () => journal.ping(),
      ...(config.redisUrl ? { redis: () => sharedStore.ping() } : {}),
    });
    const ready = Object.values(checks).every(Boolean);
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not ready', checks });
  });
  app.get('/healthz/upstreams', async (_req, res) => {
    const upstreams = await checkUpstreams(config);
    const healthy = Object.values(upstreams).every(Boolean);
    res.status(healthy ? 200 : 503).json({ status: healthy ? 'ok' : 'degraded', upstreams });
  });

  app.use(
    '/graphql',
    assignRequestId(),
    telemetry.requests(),
    rateLimit(
      rateLimiters,
      (req) =>
        authenticator.principal(req).then(
          ({ username }) => username,
          () => null,
        ),
      logger,
    ),
    express.json({ limit: config.limits.bodyBytes }),
    apolloMiddleware(apollo, async ({ req, res }) => {
      const requestId = requestIdOf(res);
      const callerRequestId = callerRequestIdOf(res);
      const principal = await authenticator.principal(req).catch((error: unknown) => {
        telemetry.refused(res, error);
        throw withRequestId(error, requestId);
      });
      const requestLogger = logger.child({
        requestId,
        ...(callerRequestId ? { callerRequestId } : {}),
        user: principal.username,
      });
      const upstreamCalls: UpstreamCall[] = [];
      const { apis, environment, roleCache, roles } = await actingFor(
        req,
        principal,
        requestLogger,
        upstreamCalls,
      );
      return {
        requestId,
        callerRequestId,
        user: {
          username: principal.username,
          name: principal.name,
          email: principal.email,
          signedInVia: principal.via,
          ...grantsFrom(roles, config.userManagementRoles),
        },
        accessToken: principal.accessToken,
        environment,
        features: FEATURE_FLAGS[environment],
        logger: requestLogger,
        upstreamCalls,
        journal,
        entityLocks,
        idempotencyKeys,
        roleCache,
        apis,
        loaders: createLoaders(apis, requestLogger),
      };
    }),
    unreadableRequests(),
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
  if (config.production) {
    app.use(
      '/graphiql',
      developersOnly(config.developerRoles, async (req) => {
        const principal = await authenticator.principal(req).catch(() => null);
        if (!principal) return null;
        const { roles } = await actingFor(req, principal, logger, []);
        return roles.map((role) => role.key);
      }),
    );
  }
  serveWebApp(app, config.webDistDir ?? join(REPO_ROOT, 'web/dist'), logger, async (req) => {
    const sessionId = readCookie(req, SESSION_COOKIE);
    return sessionId !== null && (await sessions.get(sessionId)) !== null;
  });

  const address = httpServer.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = config.publicUrl ?? `http://localhost:${port}`;
  logger.info({ url }, 'gateway listening');
  async function close() {
    await apollo.stop();
    httpServer.closeAllConnections();
    await Promise.all([
      sharedStore.close(),
      rateLimiters.close(),
      journal.close(),
      telemetry.close(),
    ]);
  }
  return { url, port, close, shutdown: () => shutdown.run(close) } satisfies RunningGateway;
}

/**
 * The staff app's pages. A browser without a session goes straight to sign in, coming back to
 * the page it asked for: loading the app first only to be refused by /graphql put a 401 in the
 * console and, while another tab sat on the provider's login page, a 'Sign in required' page.
 */
function serveWebApp(
  app: express.Express,
  distDir: string,
  logger: Logger,
  hasSession: (req: express.Request) => Promise<boolean>,
) {
  const graphiqlDir = join(distDir, 'graphiql');
  if (!existsSync(join(distDir, 'index.html'))) {
    logger.warn({ distDir }, 'web app not built: run `npm run build`');
  }
  // A browser keeps hashed assets for good and never asks again; index.html, which names them,
  // is checked on every load, so a new build reaches it at once.
  const setHeaders = (res: express.Response, path: string) => {
    if (HASHED_ASSET.test(path)) {
      res.setHeader('cache-control', `public, max-age=${ONE_YEAR_S}, immutable`);
    }
  };
  app.use('/graphiql', express.static(graphiqlDir, { index: 'index.html', setHeaders }));
  app.use(precompressedAssets(distDir, setHeaders));
  app.use(express.static(distDir, { index: false, setHeaders }));
  app.get(/^\/(?!graphql|graphiql|healthz|readyz|auth\/|oidc\/).*/, async (req, res) => {
    if (!(await hasSession(req))) {
      res.redirect(302, signInPath(req.originalUrl));
      return;
    }
    const index = join(distDir, 'index.html');
    if (existsSync(index)) res.sendFile(index);
    else res.status(503).type('text').send('The web app is not built yet: run `npm run build`.');
  });
}

/** Scripts and styles the web build wrote a brotli copy of (web/precompress.ts). */
const PRECOMPRESSED = /^\/assets\/[\w.-]+\.(?:js|css)$/;

/**
 * Sends the build's brotli copy of a script or stylesheet to a browser that accepts brotli
 * (compression skips an answer that is already encoded); anything else falls through to the
 * plain file, compressed on the fly.
 */
function precompressedAssets(
  distDir: string,
  setHeaders: (res: express.Response, path: string) => void,
): express.RequestHandler {
  return (req, res, next) => {
    if (!['GET', 'HEAD'].includes(req.method) || !PRECOMPRESSED.test(req.path)) return next();
    res.vary('Accept-Encoding');
    const compressed = resolve(distDir, `.${req.path}.br`);
    if (!req.acceptsEncodings('br') || !existsSync(compressed)) return next();
    res.setHeader('content-encoding', 'br');
    res.type(extname(req.path));
    setHeaders(res, req.path);
    res.sendFile(compressed, (error?: Error) => error && next(error));
  };
}

const DEPENDENCY_CHECK_TIMEOUT_MS = 2000;

/** Each check resolved within the timeout: true; rejected or too slow: false. */
async function checkOwnDependencies(checks: Record<string, () => Promise<void>>) {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      const timeout = new Promise<never>((_, reject) => {
        setTimeout(() => reject(new Error('timed out')), DEPENDENCY_CHECK_TIMEOUT_MS).unref();
      });
      try {
        await Promise.race([check(), timeout]);
        return [name, true] as const;
      } catch {
        return [name, false] as const;
      }
    }),
  );
  return Object.fromEntries(entries);
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

function withRequestId(error: unknown, requestId: string): unknown {
  if (!(error instanceof GraphQLError)) return error;
  return new GraphQLError(error.message, {
    extensions: { ...error.extensions, requestId },
    originalError: error,
  });
}

/** Bodies express could not read (too large, not JSON) answer as GraphQL errors, never HTML. */
function unreadableRequests(): ErrorRequestHandler {
  return (error: { status?: number; type?: string }, _req, res, next) => {
    if (res.headersSent || typeof error.status !== 'number' || error.status >= 500) {
      return next(error);
    }
    const tooLarge = error.type === 'entity.too.large';
    res.status(error.status).json({
      errors: [
        {
          message: tooLarge
            ? 'The request body is too large.'
            : 'The request body is not valid JSON.',
          extensions: {
            code: tooLarge ? ErrorCode.PAYLOAD_TOO_LARGE : ErrorCode.BAD_REQUEST,
            requestId: requestIdOf(res),
          },
        },
      ],
    });
  };
}

/**
 * Errors with a code of ours (or Apollo's own request errors) pass as they are; anything else is
 * a bug, logged in full and answered without internals. In production that includes graphql-js
 * and plugin errors that only carry Apollo's INTERNAL_SERVER_ERROR.
 */
function maskUnexpectedErrors(logger: Logger, production: boolean) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    const coded =
      typeof formatted.extensions?.code === 'string' &&
      formatted.extensions.code !== ErrorCode.INTERNAL_SERVER_ERROR;
    const known = coded || (!production && original instanceof GraphQLError);
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
