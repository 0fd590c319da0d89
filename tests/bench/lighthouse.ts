/**
 * Lighthouse (12.8.2, the last release that runs on Node 20) on the seasons list page and on the
 * first current tournament's edit page (issue #18's two targets), signed in: the product started in-process (sandbox + gateway serving web/dist), Debian Chromium
 * launched by playwright-core with a persistent profile and a remote-debugging port, staff
 * signed in through the sandbox's login page in that profile, then Lighthouse attached to the
 * same browser through the port, keeping the profile's cookies (`disableStorageReset`). Runs with
 * Lighthouse's desktop settings and with its default (mobile, simulated slow 4G and 4× CPU
 * slowdown), both with the browser's cache as a returning user has it (the scripts kept from
 * signing in), and mobile again with the cache emptied before each run (a first visit),
 * performance category only. On two shared cores one run's blocking time moves
 * by hundreds of milliseconds, so each page and setting is measured BENCH_LIGHTHOUSE_RUNS times
 * (3 unless given) and the table shows the median of each column, with the range of the score.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, signIn } from '../support/browser';
import { SANDBOX_USERS, startStack } from '../support/stack';
import { round, table, type Cell } from './markdown';
import { median } from './median';

const SEASON_LIST_PATH = '/season/list/current';
const TOURNAMENT_LIST_PATH = '/tournament/list/current';
const TOURNAMENT_EDIT_PATH = /\/tournament\/[^/]+\/edit$/;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

const AUDITS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'Speed Index'],
] as const;

export async function lighthouseRun(): Promise<string> {
  const stack = await startStack();
  const profile = mkdtempSync(join(tmpdir(), 'esports-bench-lighthouse-'));
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    const page = await context.newPage();
    await signIn(page, `${stack.url}${SEASON_LIST_PATH}`, SANDBOX_USERS.competition);
    await page.waitForURL(`**${SEASON_LIST_PATH}`);
    await page.locator('tbody tr').first().waitFor({ timeout: 30_000 });
    await page.goto(`${stack.url}${TOURNAMENT_LIST_PATH}`);
    await page.getByRole('button', { name: 'Edit' }).first().click();
    await page.waitForURL(TOURNAMENT_EDIT_PATH);
    const tournamentEditPath = new URL(page.url()).pathname;
    const cdp = await context.newCDPSession(page);

    const rows: Cell[][] = [];
    for (const [pageName, path] of [
      ['seasons list', SEASON_LIST_PATH],
      ['tournament edit', tournamentEditPath],
    ] as const) {
      for (const [name, config, emptyCache] of [
        ['desktop', desktopConfig, false],
        ['mobile (default)', undefined, false],
        ['mobile, first visit (cache emptied)', undefined, true],
      ] as const) {
        const runs: Measurement[] = [];
        for (let run = 1; run <= RUNS; run += 1) {
          const report = process.env.BENCH_LIGHTHOUSE_REPORT_DIR
            ? join(
                process.env.BENCH_LIGHTHOUSE_REPORT_DIR,
                `${`${pageName} ${name} ${run}`.replace(/\W+/g, '-')}.json`,
              )
            : undefined;
          if (emptyCache) await cdp.send('Network.clearBrowserCache');
          runs.push(await measure(`${stack.url}${path}`, port, config, report));
        }
        rows.push([`${pageName} (${path})`, name, ...medianRow(runs)]);
      }
    }
    return [
      `Signed in as ${SANDBOX_USERS.competition}; Lighthouse attached to the signed-in Chromium, each page measured with the profile's session cookie; median of ${RUNS} runs per row.`,
      '',
      table(
        [
          'page',
          'settings',
          'performance score (median)',
          'score range',
          ...AUDITS.map(([, label]) => label),
          'benchmarkIndex',
        ],
        rows,
      ),
    ].join('\n');
  } finally {
    await context.close();
    await stack.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

async function measure(
  url: string,
  port: number,
  config: typeof desktopConfig | undefined,
  reportFile: string | undefined,
) {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
    },
    config,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error('Lighthouse returned no result');
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}, not ${url}: not signed in?`);
  }
  if (reportFile) {
    mkdirSync(dirname(reportFile), { recursive: true });
    writeFileSync(reportFile, JSON.stringify(lhr));
  }
  const score = lhr.categories.performance?.score;
  return {
    score: score === null || score === undefined ? undefined : Math.round(score * 100),
    audits: AUDITS.map(([id]) => lhr.audits[id]?.numericValue),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

interface Measurement {
  score: number | undefined;
  audits: (number | undefined)[];
  /** Lighthouse's own measure of the machine's speed: runs compare only at similar values. */
  benchmarkIndex: number;
}

function medianRow(runs: Measurement[]): Cell[] {
  const scores = runs.map((run) => run.score).filter((score) => score !== undefined);
  return [
    median(scores) ?? '–',
    scores.length ? `${Math.min(...scores)}–${Math.max(...scores)}` : '–',
    ...AUDITS.map(([id], index) => {
      const value = median(runs.map((run) => run.audits[index]));
      if (value === undefined) return '–';
      return id === 'cumulative-layout-shift' ? round(value, 3) : `${Math.round(value)} ms`;
    }),
    Math.round(median(runs.map((run) => run.benchmarkIndex)) ?? 0),
  ];
}
