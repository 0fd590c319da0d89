import { STAFF_PASSWORD } from './identity/staff';
import { DEFAULT_DATA_DIR, DEFAULT_PG_SCHEMA, startSandbox } from './server';

function portFrom(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`SANDBOX_PORT must be a port number, got ${value}`);
  }
  return port;
}

const options = {
  port: portFrom(process.env.SANDBOX_PORT),
  host: process.env.SANDBOX_HOST || undefined,
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.SANDBOX_DATA_DIR || undefined,
  publicUrl: process.env.SANDBOX_PUBLIC_URL || undefined,
  trustedIssuer: process.env.SANDBOX_TRUSTED_ISSUER || undefined,
};

const sandbox = await startSandbox(options);
const storage = options.databaseUrl
  ? `Postgres, schema ${DEFAULT_PG_SCHEMA}`
  : `PGlite in ${options.dataDir ?? DEFAULT_DATA_DIR}`;
console.log(`Sandbox listening on ${sandbox.url} (${storage})`);
console.log(`OpenID provider ${sandbox.issuer}: seeded staff users, password ${STAFF_PASSWORD}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    sandbox.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Sandbox did not close cleanly', error);
        process.exit(1);
      },
    );
  });
}
