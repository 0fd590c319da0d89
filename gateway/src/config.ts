/** Gateway configuration, parsed once from the environment. Nothing else reads process.env. */
import { environmentNamed } from '@esports-admin/schema/rules/access';
import { DEFAULT_UPSTREAM_CALL_BUDGET } from '@esports-admin/schema/rules/constants';
import { z } from 'zod';
import { UPSTREAMS, type UpstreamName } from './upstreams/registry';

const DEFAULT_SANDBOX_URL = 'http://127.0.0.1:4010';

/** Paths whose calls also carry the user's access token (spec 2 §7, spec 3 §6). */
const DEFAULT_ACCESS_TOKEN_PATHS = [
  'gamemanagement',
  'konfigurator',
  'elds',
  'fandom-account',
  'dropInventoryItem',
  'rarity',
  'drops/group',
  'dropTrigger',
];

const list = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

/** The embedded development provider's client secret: public, so never used in production. */
const DEVELOPMENT_CLIENT_SECRET = 'esports-admin-dev-secret';

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.string().url().optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SANDBOX_URL: z.string().url().default(DEFAULT_SANDBOX_URL),
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().default('esports-admin'),
  /** Required in production: the development default is public (it is in this repository). */
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_AUDIENCE: z.string().default('esports-admin-api'),
  USER_MANAGEMENT_ROLES: list.default(['Admin_Operator', 'Edops_Admin']),
  ENVIRONMENT: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      const environment = environmentNamed(value);
      if (environment === null) {
        ctx.addIssue({ code: 'custom', message: 'must be local, dev, test, stage or prod' });
        return z.NEVER;
      }
      return environment;
    }),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  UPSTREAM_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  UPSTREAM_RETRY_AFTER_CAP_MS: z.coerce.number().int().min(0).default(2000),
  UPSTREAM_BREAKER_FAILURES: z.coerce.number().int().positive().default(5),
  UPSTREAM_BREAKER_HALF_OPEN_MS: z.coerce.number().int().positive().default(10_000),
  UPSTREAM_CALL_BUDGET: z.coerce.number().int().positive().default(DEFAULT_UPSTREAM_CALL_BUDGET),
  MAX_QUERY_DEPTH: z.coerce.number().int().positive().default(10),
  MAX_QUERY_ALIASES: z.coerce.number().int().positive().default(15),
  MAX_QUERY_TOKENS: z.coerce.number().int().positive().default(2000),
  MAX_QUERY_DIRECTIVES: z.coerce.number().int().positive().default(50),
  MAX_QUERY_COST: z.coerce.number().int().positive().default(5000),
  MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(2 * 1024 * 1024),
  RATE_LIMIT_REQUESTS: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  RATE_LIMIT_ANONYMOUS_REQUESTS: z.coerce.number().int().positive().default(60),
  DEVELOPER_ROLES: list.default(['Admin_Operator', 'Edops_Admin', 'DeveloperLower', 'Developer']),
  ACCESS_TOKEN_PATHS: list.default(DEFAULT_ACCESS_TOKEN_PATHS),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  /** Production without REDIS_URL keeps sessions in the process: right for one replica only. */
  SINGLE_REPLICA: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  REDIS_KEY_PREFIX: z.string().min(1).default('esports-admin:'),
  WEB_DIST_DIR: z.string().optional(),
  GATEWAY_DATA_DIR: z.string().default('.data/gateway'),
  GATEWAY_DATABASE_URL: z.string().optional(),
  GATEWAY_DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/)
    .default('gateway_journal'),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(5000),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(20_000),
  /** OTLP/HTTP collector base URL (traces go to {it}/v1/traces); unset, tracing is off. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  /** Port of the Prometheus `/metrics` listener on HOST; 0 turns it off. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
});

/** Each registered upstream's base-URL setting (ELDS_URL …); unset, the upstream is the sandbox. */
type UpstreamBasicAuth = { setting: string; sandboxDefault: string };

const UpstreamUrlSchema = z.object(
  Object.fromEntries([
    ...UPSTREAMS.map(({ urlSetting }) => [urlSetting, z.string().url().optional()]),
    ...UPSTREAMS.flatMap(({ basicAuth }: { basicAuth?: { setting: string } }) =>
      basicAuth ? [[basicAuth.setting, z.string().includes(':').optional()]] : [],
    ),
  ]),
);

/** Every setting name the gateway reads: deployment manifests are checked against it. */
export const GATEWAY_SETTINGS: readonly string[] = [
  ...Object.keys(EnvSchema.shape),
  ...Object.keys(UpstreamUrlSchema.shape),
];

export type GatewayConfig = ReturnType<typeof loadConfig>;

/** What production needs said outright, where a development default would silently do harm. */
function productionProblems(e: z.infer<typeof EnvSchema>): string[] {
  if (e.NODE_ENV !== 'production') return [];
  return [
    ...(e.OIDC_CLIENT_SECRET
      ? []
      : ['OIDC_CLIENT_SECRET: required in production (the development default is public)']),
    ...(e.REDIS_URL || e.SINGLE_REPLICA
      ? []
      : [
          'REDIS_URL: required in production, where replicas share sessions through it; ' +
            'set SINGLE_REPLICA=true to run one replica without it',
        ]),
  ];
}

export function loadConfig(env: Record<string, string | undefined>) {
  const parsed = EnvSchema.safeParse(env);
  const urls = UpstreamUrlSchema.safeParse(env);
  const problems = [...(parsed.error?.issues ?? []), ...(urls.error?.issues ?? [])].map(
    (i) => `${i.path.join('.')}: ${i.message}`,
  );
  if (parsed.success) problems.push(...productionProblems(parsed.data));
  if (!parsed.success || !urls.success || problems.length > 0) {
    throw new Error(`Invalid gateway configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const upstreamUrl = (urlSetting: string) => urls.data[urlSetting];
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL,
    production: e.NODE_ENV === 'production',
    logLevel: e.LOG_LEVEL,
    upstreams: Object.fromEntries(
      UPSTREAMS.map(({ name, urlSetting }) => [name, upstreamUrl(urlSetting) ?? e.SANDBOX_URL]),
    ) as Record<UpstreamName, string>,
    /** "user:password" of the upstreams that take basic authorization (the sandbox's by default). */
    upstreamBasicAuth: Object.fromEntries(
      UPSTREAMS.flatMap((u: { name: string; urlSetting: string; basicAuth?: UpstreamBasicAuth }) =>
        u.basicAuth
          ? [
              [
                u.name,
                urls.data[u.basicAuth.setting] ??
                  (upstreamUrl(u.urlSetting) ? undefined : u.basicAuth.sandboxDefault),
              ],
            ]
          : [],
      ),
    ) as Partial<Record<UpstreamName, string>>,
    /** True while anything still points at the embedded sandbox, so `npm start` must run it. */
    usesSandbox: UPSTREAMS.some(({ urlSetting }) => !upstreamUrl(urlSetting)) || !e.OIDC_ISSUER,
    sandboxUrl: e.SANDBOX_URL,
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    /** Upstream attempts one GraphQL request may make, retries included. */
    upstreamCallBudget: e.UPSTREAM_CALL_BUDGET,
    resilience: {
      retries: e.UPSTREAM_RETRIES,
      retryAfterCapMs: e.UPSTREAM_RETRY_AFTER_CAP_MS,
      breakerFailures: e.UPSTREAM_BREAKER_FAILURES,
      breakerHalfOpenMs: e.UPSTREAM_BREAKER_HALF_OPEN_MS,
    },
    limits: {
      depth: e.MAX_QUERY_DEPTH,
      aliases: e.MAX_QUERY_ALIASES,
      tokens: e.MAX_QUERY_TOKENS,
      directives: e.MAX_QUERY_DIRECTIVES,
      cost: e.MAX_QUERY_COST,
      bodyBytes: e.MAX_BODY_BYTES,
    },
    rateLimit: {
      requests: e.RATE_LIMIT_REQUESTS,
      anonymousRequests: e.RATE_LIMIT_ANONYMOUS_REQUESTS,
      windowMs: e.RATE_LIMIT_WINDOW_MS,
    },
    /** Roles that may introspect the schema in production (spec 3 §6 admin-element roles). */
    developerRoles: e.DEVELOPER_ROLES,
    accessTokenPaths: e.ACCESS_TOKEN_PATHS,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    /** Every key the gateway writes to Redis starts with this (replicas of one deployment share it). */
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    webDistDir: e.WEB_DIST_DIR,
    /** Where the audit journal lives: a Postgres server when configured, else PGlite on disk. */
    journalDatabase: e.GATEWAY_DATABASE_URL
      ? {
          kind: 'postgres' as const,
          url: e.GATEWAY_DATABASE_URL,
          schema: e.GATEWAY_DATABASE_SCHEMA,
        }
      : { kind: 'pglite' as const, dataDir: e.GATEWAY_DATA_DIR },
    oidc: {
      /** The sandbox's embedded development provider unless a real issuer is configured. */
      issuer: e.OIDC_ISSUER ?? `${e.SANDBOX_URL.replace(/\/$/, '')}/oidc`,
      clientId: e.OIDC_CLIENT_ID,
      clientSecret: e.OIDC_CLIENT_SECRET ?? DEVELOPMENT_CLIENT_SECRET,
      audience: e.OIDC_AUDIENCE,
    },
    userManagementRoles: e.USER_MANAGEMENT_ROLES,
    /**
     * Fixed environment; outside production otherwise derived from each request's host name. A
     * production gateway never trusts the client's Host header: without ENVIRONMENT it is prod.
     */
    environment: e.ENVIRONMENT ?? (e.NODE_ENV === 'production' ? 'prod' : undefined),
    sessionTtlMs: e.SESSION_TTL_HOURS * 60 * 60 * 1000,
    /** On SIGTERM: how long /readyz says 503 before new work is refused; then how long in-flight work may finish. */
    shutdown: { drainMs: e.SHUTDOWN_DRAIN_MS, graceMs: e.SHUTDOWN_GRACE_MS },
    telemetry: {
      otlpEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT,
      metricsPort: e.METRICS_PORT,
      host: e.HOST,
    },
  };
}
