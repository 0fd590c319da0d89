/**
 * The gateway in a child process, configured as in production from the environment. Besides
 * serving, it reports its heap after a forced GC (run with --expose-gc) and records a V8 CPU
 * profile of a window the parent chooses, so start-up and module loading stay out of it.
 */
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { loadConfig } from '../../gateway/src/config';
import { createLogger } from '../../gateway/src/logger';
import { startGateway } from '../../gateway/src/server';
import { cpuMicros, serveParent, type HeapSnapshot } from './child-process';

/**
 * One bearer token drives all the load, so the per-caller rate limit (600 a minute by default)
 * is raised out of reach: the limiter still counts every request, it just never refuses one.
 */
const BENCH_RATE_LIMIT_REQUESTS = String(Number.MAX_SAFE_INTEGER);

const config = loadConfig({
  ...process.env,
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'silent',
  RATE_LIMIT_REQUESTS: BENCH_RATE_LIMIT_REQUESTS,
  METRICS_PORT: '0',
});
const gateway = await startGateway(config, createLogger(config.logLevel));
const profiler = new Session();

serveParent(`http://127.0.0.1:${gateway.port}`, {
  cpu: cpuMicros,
  heap() {
    if (!global.gc) throw new Error('the gateway child needs --expose-gc');
    global.gc();
    const memory = process.memoryUsage();
    return Promise.resolve({
      heapUsedBytes: memory.heapUsed,
      heapTotalBytes: memory.heapTotal,
      rssBytes: memory.rss,
      externalBytes: memory.external,
    } satisfies HeapSnapshot);
  },
  async 'profile-start'() {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  },
  async 'profile-stop'(request) {
    if (request.type !== 'profile-stop') return;
    const { profile } = await profiler.post('Profiler.stop');
    profiler.disconnect();
    await writeFile(request.file, JSON.stringify(profile));
  },
  stop: () => gateway.close(),
});
