/**
 * Memory: the gateway's heap in a child process started with --expose-gc, read with
 * process.memoryUsage() right after a forced full GC, after warm-up and after each load cycle
 * (saturation load, then a calm period with no traffic): three cycles, or BENCH_MEMORY_CYCLES
 * for a longer soak.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { startChild, type HeapSnapshot } from './child-process';
import { loadPage } from './load';
import { SEASON_LIST_PAGE_BODY } from './pages';
import { mib, table } from './markdown';

const CONNECTIONS = 32;
const WARM_UP_S = 5;

export async function gatewayMemory(
  sandboxUrl: string,
  token: string,
  cycleS: number,
  calmS: number,
  cycles: number,
): Promise<string> {
  const gateway = await startChild('./gateway-child.ts', { SANDBOX_URL: sandboxUrl }, [
    '--expose-gc',
  ]);
  try {
    const graphqlUrl = `${gateway.url}/graphql`;
    const rows: (string | number)[][] = [];
    const record = async (moment: string, requests: number | string) => {
      const heap = await gateway.ask<HeapSnapshot>({ type: 'heap' });
      rows.push([
        moment,
        requests,
        mib(heap.heapUsedBytes),
        mib(heap.heapTotalBytes),
        mib(heap.externalBytes),
        mib(heap.rssBytes),
      ]);
    };
    await record('started, before any request', 0);
    const warmUp = await loadPage(graphqlUrl, token, SEASON_LIST_PAGE_BODY, 8, WARM_UP_S);
    await record('after warm-up', warmUp.requests);
    for (let cycle = 1; cycle <= cycles; cycle += 1) {
      const load = await loadPage(graphqlUrl, token, SEASON_LIST_PAGE_BODY, CONNECTIONS, cycleS);
      await sleep(calmS * 1000);
      await record(`after cycle ${cycle} (${cycleS} s load, ${calmS} s calm)`, load.requests);
    }
    return table(
      ['moment', 'requests in the phase', 'heap used', 'heap total', 'external', 'RSS'],
      rows,
    );
  } finally {
    await gateway.stop();
  }
}
