/**
 * Headless Debian Chromium driven by playwright-core (no browser downloads on this machine), and
 * signing in through the embedded provider's real login page, as staff do.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { watchAccessibility } from './accessibility';
import { SANDBOX_PASSWORD } from './stack';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Chromium whose every page gets the axe check after each navigation (accessibility.ts). */
export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  watchAccessibility(browser);
  return browser;
}

export async function signIn(page: Page, url: string, username: string) {
  await page.goto(url);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(SANDBOX_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
