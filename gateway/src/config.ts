/** Gateway configuration, parsed once from the environment. Nothing else reads process.env. */
import { z } from 'zod';

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

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.string().url().optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SANDBOX_URL: z.string().url().default(DEFAULT_SANDBOX_URL),
  ELDS_URL: z.string().url().optional(),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  ACCESS_TOKEN_PATHS: list.default(DEFAULT_ACCESS_TOKEN_PATHS),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  WEB_DIST_DIR: z.string().optional(),
  DEV_USER: z.string().default('dev.operator'),
});

export type GatewayConfig = ReturnType<typeof loadConfig>;

export function loadConfig(env: Record<string, string | undefined>) {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid gateway configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL,
    production: e.NODE_ENV === 'production',
    logLevel: e.LOG_LEVEL,
    upstreams: {
      elds: e.ELDS_URL ?? e.SANDBOX_URL,
    },
    /** True when an upstream still points at the embedded sandbox, so `npm start` must run it. */
    usesSandbox: !e.ELDS_URL,
    sandboxUrl: e.SANDBOX_URL,
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    accessTokenPaths: e.ACCESS_TOKEN_PATHS,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    webDistDir: e.WEB_DIST_DIR,
    /**
     * Until sign-in lands every request acts as this development user with every resource.
     * The sign-in issue removes this.
     */
    devUser: e.DEV_USER,
  };
}
