/**
 * The axe check every e2e page gets: WCAG 2.1 A and AA rules, run by axe-core inside the page once
 * it has settled, failing on serious and critical findings. `watchAccessibility(browser)` checks a
 * page after each navigation and before it closes; `expectWatchedPagesAccessible()` checks every page
 * still open and reports all of it at the end of each test (tests/support/accessibility-hook.ts).
 */
import axe from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS: readonly string[] = ['serious', 'critical'];

/** Rules switched off, each with the reason no page can meet it. None today. */
const EXCLUDED_RULES: Record<string, string> = {};

/** How long a page may show a spinner or busy table before it is checked as it is. */
const SETTLE_TIMEOUT_MS = 15_000;

export interface AccessibilityFinding {
  rule: string;
  impact: string;
  help: string;
  url: string;
  targets: string[];
  summary: string;
}

/** What one axe rule found, as the page hands it back. */
interface Violation extends Omit<AccessibilityFinding, 'rule' | 'url'> {
  id: string;
}

// The in-page code is written as strings: the tests are compiled without the DOM's types.
const SPINNER_GONE = `!document.querySelector('.chakra-spinner, [aria-busy="true"]')`;
const FINITE = `animation.effect?.getTiming().iterations !== Infinity`;
const FINITE_ANIMATIONS_ENDED = `Promise.all(document.getAnimations()
  .filter((animation) => ${FINITE})
  .map((animation) => animation.finished.catch(() => undefined)))`;

/** How many times a check starts again because something began to animate while axe ran. */
const MAX_RUNS = 3;

/**
 * Runs axe and says whether an animation or transition started meanwhile (a drawer sliding in
 * while a navigation's check runs): colours measured mid-fade are not what the page shows.
 */
function axeRun(options: axe.RunOptions) {
  // A document that replaced the one axe was loaded into has none: moved, so it is run again.
  return `new Promise((resolve) => {
    if (!window.axe) {
      resolve({ moved: true, violations: [] });
      return;
    }
    let moved = false;
    const mark = () => { moved = true; };
    const events = ['animationstart', 'transitionstart'];
    for (const event of events) document.addEventListener(event, mark, true);
    window.axe.run(document, ${JSON.stringify(options)}).then((results) => {
      for (const event of events) document.removeEventListener(event, mark, true);
      const animating = document.getAnimations().some((animation) =>
        animation.playState === 'running' && ${FINITE});
      resolve({
        moved: moved || animating,
        violations: results.violations.map(({ id, impact, help, nodes }) => ({
          id,
          impact: impact ?? 'minor',
          help,
          targets: nodes.map((node) => node.target.join(' ')),
          summary: nodes[0]?.failureSummary ?? '',
        })),
      });
    });
  })`;
}

/** Waits until no spinner or busy region shows and finite animations have ended. */
async function settle(page: Page) {
  await page
    .waitForFunction(SPINNER_GONE, null, { timeout: SETTLE_TIMEOUT_MS })
    .catch(() => undefined);
  await page.evaluate(FINITE_ANIMATIONS_ENDED);
}

/**
 * One axe run in the page's current document (a navigation between two runs brings a new one).
 * Evaluated rather than added as a script tag: the gateway's CSP refuses inline scripts.
 */
async function runAxe(page: Page, run: string) {
  if (!(await page.evaluate<boolean>('Boolean(window.axe)'))) await page.evaluate(axe.source);
  return page.evaluate<{ moved: boolean; violations: Violation[] }>(run);
}

/** How long a finding must hold to count: a state mid-transition is gone by then. */
const CONFIRM_AFTER_MS = 500;

/**
 * The findings that hold in a second run a moment later: a colour read while a button's hover or
 * a dialog's exit was still blending is not what the page shows at rest.
 */
async function persisting(page: Page, run: string, found: Violation[]): Promise<Violation[]> {
  if (!found.some((violation) => FAILING_IMPACTS.includes(violation.impact))) return found;
  await page.waitForTimeout(CONFIRM_AFTER_MS);
  await settle(page);
  const again = await runAxe(page, run);
  const held = new Set(again.violations.flatMap((v) => v.targets.map((t) => `${v.id} ${t}`)));
  return found
    .map((violation) => ({
      ...violation,
      targets: violation.targets.filter((target) => held.has(`${violation.id} ${target}`)),
    }))
    .filter((violation) => violation.targets.length > 0);
}

/** The page's serious and critical WCAG 2.1 AA findings as it shows now. */
async function accessibilityFindings(page: Page): Promise<AccessibilityFinding[]> {
  await settle(page);
  const rules = Object.fromEntries(
    Object.keys(EXCLUDED_RULES).map((id) => [id, { enabled: false }]),
  );
  const run = axeRun({
    runOnly: { type: 'tag', values: WCAG_21_AA },
    rules,
    resultTypes: ['violations'],
  });
  let result = await runAxe(page, run);
  for (let runs = 1; result.moved && runs < MAX_RUNS; runs += 1) {
    await settle(page);
    result = await runAxe(page, run);
  }
  const violations = await persisting(page, run, result.violations);
  const url = new URL(page.url());
  return violations
    .filter((violation) => FAILING_IMPACTS.includes(violation.impact))
    .map(({ id, ...violation }) => ({ rule: id, ...violation, url: url.pathname + url.search }));
}

const SHOWN_TARGETS = 5;

function describeFindings(findings: AccessibilityFinding[]): string {
  return findings
    .map(({ rule, impact, help, url, targets, summary }) =>
      [
        `${rule} (${impact}) on ${url}: ${help}`,
        `  ${targets.length} element(s): ${targets.slice(0, SHOWN_TARGETS).join(', ')}${targets.length > SHOWN_TARGETS ? ', …' : ''}`,
        `  ${summary.replaceAll('\n', '\n  ')}`,
      ].join('\n'),
    )
    .join('\n');
}

function accessibilityError(findings: AccessibilityFinding[]) {
  return new Error(
    `axe found ${findings.length} serious or critical WCAG 2.1 AA problem(s):\n${describeFindings(findings)}`,
  );
}

const watchedBrowsers = new Set<Browser>();
/** One check at a time per page (axe refuses to run twice at once), and the URL it last took. */
const queues = new WeakMap<Page, Promise<void>>();
const queuedUrls = new WeakMap<Page, string>();
const pendingChecks = new Set<Promise<void>>();
const findingsByPage = new Map<Page, Map<string, AccessibilityFinding>>();
const checkErrors: Error[] = [];

/** A page that navigates away or closes while it is checked has nothing left to report. */
function isGone(error: unknown) {
  return error instanceof Error && /closed|destroyed|navigat|detached|crashed/i.test(error.message);
}

function check(page: Page): Promise<void> {
  queuedUrls.set(page, page.url());
  const run = (queues.get(page) ?? Promise.resolve())
    .then(() => accessibilityFindings(page))
    .then((findings) => {
      const kept = findingsByPage.get(page) ?? new Map<string, AccessibilityFinding>();
      for (const finding of findings) {
        kept.set(`${finding.rule} ${finding.url} ${finding.targets.join()}`, finding);
      }
      if (kept.size > 0) findingsByPage.set(page, kept);
    })
    .catch((error: unknown) => {
      if (!isGone(error))
        checkErrors.push(error instanceof Error ? error : new Error(String(error)));
    });
  queues.set(page, run);
  pendingChecks.add(run);
  void run.finally(() => pendingChecks.delete(run));
  return run;
}

const isBlank = (page: Page) => page.isClosed() || page.url().startsWith('about:');

/**
 * Each navigation of the page is checked once it settles, and so is what it shows when a test
 * closes it: `close` is wrapped, since a suite's own afterEach closes pages before the end-of-test
 * check runs.
 */
function watchPage(page: Page) {
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && !isBlank(page)) void check(page);
  });
  const close = page.close.bind(page);
  page.close = async (options) => {
    if (!isBlank(page)) await check(page);
    return close(options);
  };
}

function watchContext(context: BrowserContext) {
  context.on('page', watchPage);
  const close = context.close.bind(context);
  context.close = async (options) => {
    await Promise.all(
      context
        .pages()
        .filter((page) => !isBlank(page))
        .map(check),
    );
    return close(options);
  };
}

/** Checks every page the browser opens after each navigation and before it closes. */
export function watchAccessibility(browser: Browser) {
  watchedBrowsers.add(browser);
  browser.on('context', watchContext);
  browser.on('disconnected', () => watchedBrowsers.delete(browser));
}

function reportFindings(pages: Iterable<Page>) {
  const failedCheck = checkErrors.splice(0)[0];
  if (failedCheck) throw failedCheck;
  const findings = [...pages].flatMap((page) => {
    const kept = findingsByPage.get(page);
    findingsByPage.delete(page);
    return [...(kept?.values() ?? [])];
  });
  if (findings.length > 0) throw accessibilityError(findings);
}

/** Fails with what the checks of the page's navigations found, the current one included. */
export async function expectPageAccessible(page: Page) {
  if (queuedUrls.get(page) !== page.url()) void check(page);
  await queues.get(page);
  reportFindings([page]);
}

/**
 * At the end of a test: checks every open page of a watched browser as it shows now, and fails
 * with that and whatever the test's navigations and closed pages showed.
 */
export async function expectWatchedPagesAccessible() {
  const pages = [...watchedBrowsers].flatMap((browser) =>
    browser.contexts().flatMap((context) => context.pages()),
  );
  for (const page of pages) if (!isBlank(page)) void check(page);
  while (pendingChecks.size > 0) await Promise.all(pendingChecks);
  reportFindings([...findingsByPage.keys()]);
}
