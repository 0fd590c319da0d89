/**
 * `npm start`: builds the web app when its sources are newer than the build, then runs the
 * embedded sandbox (unless every upstream points at real services) and the gateway.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../gateway/src/config';
import { createLogger } from '../gateway/src/logger';
import { startGateway } from '../gateway/src/server';
import { startSandbox } from '../sandbox/src/server';

const ROOT = join(import.meta.dirname, '..');
const WEB_SOURCES = ['web/src', 'web/graphiql', 'web/index.html', 'schema/src'];

function newestChange(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(
    stats.mtimeMs,
    ...readdirSync(path).map((entry) => newestChange(join(path, entry))),
  );
}

function webBuildIsStale(): boolean {
  const built = join(ROOT, 'web/dist/index.html');
  const builtGraphiql = join(ROOT, 'web/dist/graphiql/index.html');
  if (!existsSync(built) || !existsSync(builtGraphiql)) return true;
  const builtAt = statSync(built).mtimeMs;
  return WEB_SOURCES.map((p) => join(ROOT, p))
    .filter(existsSync)
    .some((p) => newestChange(p) > builtAt);
}

if (webBuildIsStale()) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const config = loadConfig(process.env);
const logger = createLogger(config.logLevel);
const sandbox = config.usesSandbox
  ? await startSandbox({ port: Number(new URL(config.sandboxUrl).port) })
  : null;
if (sandbox) logger.info({ url: sandbox.url }, 'sandbox upstream services listening');
const gateway = await startGateway(config, logger);

console.log(
  `\n  esports-admin is running at ${gateway.url}\n  GraphiQL: ${gateway.url}/graphiql\n`,
);

// SIGTERM drains the gateway (gateway/src/shutdown.ts) before the sandbox behind it stops;
// Ctrl-C stops both at once.
process.once('SIGTERM', () => {
  void gateway
    .shutdown()
    .then(() => sandbox?.close())
    .then(() => process.exit(0));
});
process.once('SIGINT', () => {
  void Promise.all([gateway.close(), sandbox?.close()]).then(() => process.exit(0));
});
