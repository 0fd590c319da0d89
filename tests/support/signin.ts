/** Signing in through the embedded provider's real login page, as staff do. */
import type { Page } from 'playwright-core';
import { SANDBOX_PASSWORD } from './stack';

export async function signIn(page: Page, url: string, username: string) {
  await page.goto(url);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(SANDBOX_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
