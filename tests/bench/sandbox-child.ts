/** The sandbox in a child process, on a free port with fresh seeded data. */
import { startSandbox } from '../../sandbox/src/server';
import { serveParent } from './child-process';

const sandbox = await startSandbox({
  port: 0,
  dataDir: process.env.BENCH_SANDBOX_DATA_DIR!,
  reset: true,
});

serveParent(sandbox.url, { stop: () => sandbox.close() });
