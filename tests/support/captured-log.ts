/**
 * A gateway on a stack's sandbox whose pino lines are kept in memory, for suites that check
 * what the gateway logs.
 */
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { loadConfig } from '../../gateway/src/config';
import { startGateway } from '../../gateway/src/server';

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
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', SANDBOX_URL: sandboxUrl, ...env });
  const gateway = await startGateway(config, pino({ level: 'info' }, sink));
  return { url: `http://127.0.0.1:${gateway.port}`, lines, close: () => gateway.close() };
}
