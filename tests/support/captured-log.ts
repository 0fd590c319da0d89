/**
 * A gateway on a stack's sandbox whose pino lines are kept in memory, for suites that check
 * what the gateway logs.
 */
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { loadConfig } from '../../gateway/src/config';
import { startGateway } from '../../gateway/src/server';
import { WEB_CLIENT } from '../../sandbox/src/identity/clients';

export async function startLoggedGateway(sandboxUrl: string, env: Record<string, string> = {}) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    SANDBOX_URL: sandboxUrl,
    METRICS_PORT: '0',
    // The embedded provider's client, named so that production-mode gateways start too.
    OIDC_CLIENT_SECRET: WEB_CLIENT.secret,
    SINGLE_REPLICA: 'true',
    ...env,
  });
  const gateway = await startGateway(config, pino({ level: 'info' }, sink));
  return { url: `http://127.0.0.1:${gateway.port}`, lines, close: () => gateway.close() };
}
