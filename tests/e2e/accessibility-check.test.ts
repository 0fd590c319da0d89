/** The axe check every e2e page gets (tests/support/accessibility.ts) finds what it must, and only that. */
import axe from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectPageAccessible } from '../support/accessibility';
import { launchChromium } from '../support/browser';

let browser: Browser;
let page: Page;

/** Pages served to Chromium by the test itself, so that each is a navigation the checker sees. */
const PAGES: Record<string, string> = {};

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage();
  await page.route('http://checked.test/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: PAGES[new URL(route.request().url()).pathname] ?? '',
    }),
  );
});

afterAll(async () => {
  await browser.close();
});

const PANEL_FADING_IN = `
  const style = document.createElement('style');
  style.textContent = '@keyframes appear { from { opacity: 0.1 } to { opacity: 1 } }'
    + ' .panel { animation: appear 1500ms linear; color: #111; background: #fff }';
  document.head.append(style);
  window.axeRuns = 0;
  const run = window.axe.run.bind(window.axe);
  window.axe.run = (...args) => {
    window.axeRuns += 1;
    if (window.axeRuns === 1) {
      const panel = document.createElement('p');
      panel.className = 'panel';
      panel.textContent = 'Environment';
      document.body.append(panel);
    }
    return run(...args);
  };`;

describe('the accessibility check', () => {
  it('fails a page whose text does not meet 4.5:1', async () => {
    PAGES['/pale'] =
      '<html lang="en"><title>Pale</title><main><p style="color:#d5d5d5;background:#f7f7f7">Pale</p></main></html>';
    await page.goto('http://checked.test/pale');
    await expect(expectPageAccessible(page)).rejects.toThrow(/color-contrast \(serious\)/);
    // The end-of-test check would find the pale page again.
    PAGES['/plain'] = '<html lang="en"><title>Plain</title><main><p>Plain</p></main></html>';
    await page.goto('http://checked.test/plain');
  });

  it('checks again, once it has settled, a page on which something began to animate meanwhile', async () => {
    PAGES['/fading'] =
      '<html lang="en"><title>Fading</title><main><p>Ready</p></main>' +
      `<script>${axe.source}</script><script>${PANEL_FADING_IN}</script></html>`;
    await page.goto('http://checked.test/fading');
    await expectPageAccessible(page);
    expect(await page.evaluate<number>('window.axeRuns')).toBe(2);
  });
});
