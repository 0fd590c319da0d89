/**
 * `npm run bench`: every benchmark of issue #7 that the product has landed so far, written as
 * tables between the result markers of BENCHMARKS.md (the reading around them is kept).
 *
 * BENCH_DURATION_S (default 10): each throughput run and the profiled run.
 * BENCH_MEMORY_CYCLE_S / BENCH_MEMORY_CALM_S (default 30 / 10): the memory load cycles.
 * BENCH_MEMORY_CYCLES (default 3): how many (30 for a soak).
 * BENCH_SKIP_WEB_BUILD=1: measure the existing web/dist instead of running `npm run build`.
 * BENCH_ROUNDS (default 1): interleaved rounds of gateway vs the limit, each cell their median.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  benchTournamentIds,
  GROWTH_TEAMS,
  growthSlug,
  type BenchTournament,
} from './bench-tournaments';
import { browserLoads } from './browser-loads';
import { browserRequests } from './browser-requests';
import { startChild } from './child-process';
import { gatewayMemory } from './gateway-memory';
import { gatewayProfile } from './gateway-profile';
import { GROWTH_CONNECTIONS, growth } from './growth';
import { CONNECTIONS, gatewayVsLimit, ROUNDS, UPSTREAM_LATENCIES_MS } from './gateway-vs-limit';
import { lighthouseRun } from './lighthouse';
import { mib, table } from './markdown';
import { BENCH_USER, sandboxControl } from './sandbox-control';
import { buildWeb, webWeight } from './web-weight';

const BENCHMARKS_FILE = fileURLToPath(new URL('../../BENCHMARKS.md', import.meta.url));
const START_MARKER = '<!-- bench:results:start -->';
const END_MARKER = '<!-- bench:results:end -->';

const settings = {
  BENCH_DURATION_S: Number(process.env.BENCH_DURATION_S ?? 10),
  BENCH_PROFILE_CONNECTIONS: Number(process.env.BENCH_PROFILE_CONNECTIONS ?? 32),
  BENCH_MEMORY_CYCLE_S: Number(process.env.BENCH_MEMORY_CYCLE_S ?? 30),
  BENCH_MEMORY_CALM_S: Number(process.env.BENCH_MEMORY_CALM_S ?? 10),
  BENCH_MEMORY_CYCLES: Number(process.env.BENCH_MEMORY_CYCLES ?? 3),
};
const skipWebBuild = process.env.BENCH_SKIP_WEB_BUILD === '1';
/**
 * BENCH_ONLY=gateway-vs-limit,growth (browser-requests, profile, memory): run those scenarios alone and print it, leaving
 * BENCHMARKS.md untouched (for before/after comparisons while tuning).
 */
const only = process.env.BENCH_ONLY;
const runs = (scenario: string) => only === undefined || only.split(',').includes(scenario);

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

const started = new Date();
const loadAtStart = loadAverage();
const sections: string[] = [];
const section = (title: string, body: string) => {
  sections.push(`### ${title}\n\n${body}\n`);
  console.log(`\n### ${title}\n\n${body}`);
};

if (only === undefined) {
  if (!skipWebBuild) buildWeb();
  section('Web weight (web/dist, gzip level 6 as Node zlib)', webWeight());
  section(
    'What Chromium loads for the seasons list page (signed in, fresh tab)',
    await browserLoads(),
  );
}
if (runs('lighthouse')) {
  section(
    'Lighthouse, seasons list and tournament edit pages (signed in, performance only)',
    await lighthouseRun(),
  );
}

const dataDir = mkdtempSync(join(tmpdir(), 'esports-bench-sandbox-'));
const sandboxChild = await startChild('./sandbox-child.ts', { BENCH_SANDBOX_DATA_DIR: dataDir });
try {
  const sandbox = sandboxControl(sandboxChild.url);
  const token = await sandbox.tokenFor(BENCH_USER);
  const tournaments = await sandboxChild.ask<BenchTournament[]>({ type: 'bench-tournaments' });
  for (const { slug, id } of tournaments) benchTournamentIds.set(slug, id);
  if (runs('browser-requests')) {
    section(
      'The cost of the browser’s way (each page, fresh gateway, as cole.competition; the drops list and the pick blocks page as remy.rewards)',
      await browserRequests(sandbox, sandboxChild.url, token),
    );
  }
  if (runs('gateway-vs-limit')) {
    section(
      `Gateway vs the limit (each page, ${settings.BENCH_DURATION_S} s per run${ROUNDS > 1 ? `, ${ROUNDS} interleaved rounds per setting, medians` : ''}, latency injected on the services each page calls: ${UPSTREAM_LATENCIES_MS.join(' and ')} ms, connections ${CONNECTIONS.join(' and ')})`,
      await gatewayVsLimit(sandbox, sandboxChild.url, token, settings.BENCH_DURATION_S),
    );
  }
  if (runs('growth')) {
    const sizes = tournaments.filter((t) => GROWTH_TEAMS.some((n) => t.slug === growthSlug(n)));
    section(
      `Growth: the tournament edit page for double elimination of ${GROWTH_TEAMS.join(', ')} teams (${2 * settings.BENCH_DURATION_S} s per run, 0 ms upstream latency, connections ${GROWTH_CONNECTIONS.join(' and ')})`,
      await growth(sandbox, sandboxChild.url, token, sizes, 2 * settings.BENCH_DURATION_S),
    );
  }
  if (runs('profile')) {
    section(
      `Where the gateway spends its CPU (${settings.BENCH_DURATION_S} s saturation run, 0 ms upstream latency)`,
      await gatewayProfile(
        sandboxChild.url,
        token,
        settings.BENCH_DURATION_S,
        settings.BENCH_PROFILE_CONNECTIONS,
        {
          pageName: process.env.BENCH_PROFILE_PAGE,
          keepProfile: process.env.BENCH_PROFILE_FILE,
          production: process.env.BENCH_PROFILE_PRODUCTION === '1',
        },
      ),
    );
  }
  if (runs('memory')) {
    section(
      'Gateway memory (child process, --expose-gc, process.memoryUsage() after global.gc())',
      await gatewayMemory(
        sandboxChild.url,
        token,
        settings.BENCH_MEMORY_CYCLE_S,
        settings.BENCH_MEMORY_CALM_S,
        settings.BENCH_MEMORY_CYCLES,
      ),
    );
  }
} finally {
  await sandboxChild.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

if (only !== undefined) {
  console.log(`\nBENCH_ONLY=${only}: BENCHMARKS.md left as it was`);
  process.exit(0);
}

const overrides = Object.keys(settings)
  .filter((name) => process.env[name] !== undefined)
  .map((name) => `${name}=${process.env[name]} `)
  .join('');
const machine = table(
  ['item', 'value'],
  [
    ['date (UTC)', started.toISOString()],
    ['command', `\`${overrides}${skipWebBuild ? 'BENCH_SKIP_WEB_BUILD=1 ' : ''}npm run bench\``],
    ['duration', `${Math.round((Date.now() - started.getTime()) / 1000)} s`],
    ['CPU', `${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}`],
    ['memory', mib(totalmem())],
    ['Node', process.version],
    ['load average (1 / 5 / 15 min) at start', loadAtStart],
    ['load average at end', loadAverage()],
  ],
);
const results = [START_MARKER, '', '### Run', '', machine, '', ...sections, END_MARKER].join('\n');
const current = readFileSync(BENCHMARKS_FILE, 'utf8');
const [before, rest] = current.split(START_MARKER);
const after = rest?.split(END_MARKER)[1];
if (before === undefined || after === undefined) {
  throw new Error(`${BENCHMARKS_FILE} must hold ${START_MARKER} … ${END_MARKER}`);
}
writeFileSync(BENCHMARKS_FILE, `${before}${results}${after}`);
console.log(`\nResults written to ${BENCHMARKS_FILE}`);
