/**
 * The frame every e2e suite shares: the product and Chromium started once per describe block,
 * and pages signed in as a seeded staff user on a route, the way staff arrive.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { expectPageAccessible } from './accessibility';
import { launchChromium, signIn } from './browser';
import { SANDBOX_USERS, startStack, type Stack } from './stack';

const DESKTOP = { width: 1440, height: 900 };

export interface OpenOptions {
  /** A seeded user (SANDBOX_USERS); the competition operator unless said. */
  as?: string;
  viewport?: { width: number; height: number };
  acceptDownloads?: boolean;
  /** Runs on the fresh page before it signs in (routes for unreachable image hosts …). */
  prepare?: (page: Page) => Promise<unknown>;
}

/**
 * Call inside a describe block: starts the stack and Chromium for it and stops them after. `env`
 * is given to the stack's gateway (e.g. `{ NODE_ENV: 'production' }`).
 */
export function staffApp(env: Record<string, string> = {}) {
  let stack: Stack | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack(undefined, env), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });
  const started = () => {
    if (!stack || !browser) throw new Error('staffApp() is used before its beforeAll ran');
    return { stack, browser };
  };
  return {
    get stack() {
      return started().stack;
    },
    get browser() {
      return started().browser;
    },
    /**
     * A new page signed in on `path` (e.g. '/leagues/list/current'), waiting until it is there,
     * and failing on what axe finds on the sign-in page and on `path` once it has settled.
     */
    async open(path: string, options: OpenOptions = {}): Promise<Page> {
      const { stack, browser } = started();
      const page = await browser.newPage({
        viewport: options.viewport ?? DESKTOP,
        acceptDownloads: options.acceptDownloads,
      });
      await options.prepare?.(page);
      await signIn(page, `${stack.url}${path}`, options.as ?? SANDBOX_USERS.competition);
      await page.waitForURL(`**${path}`);
      await expectPageAccessible(page);
      return page;
    },
  };
}
