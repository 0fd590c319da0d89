/** What a sandbox test file starts with: one sandbox for its tests, and how a refusal reads. */
import { afterAll, beforeAll, expect } from 'vitest';
import type { UpstreamErrorBody } from '@esports-admin/schema/upstream/elds';
import type { SandboxOptions } from './server';
import {
  SANDBOX_START_TIMEOUT_MS,
  startTestSandbox,
  type Answer,
  type TestSandbox,
} from './test-support';

/**
 * A sandbox started before the tests of the file (or of the describe block it is called in) and
 * disposed of after them. Its fields are filled in by the beforeAll hook (test-support stays free
 * of vitest: the global setup imports it), so read them inside tests and hooks only.
 */
export function sandboxForTests(options: SandboxOptions = {}): TestSandbox {
  const sandbox = {} as TestSandbox;
  beforeAll(async () => {
    Object.assign(sandbox, await startTestSandbox(options));
  }, SANDBOX_START_TIMEOUT_MS);
  afterAll(() => sandbox.dispose());
  return sandbox;
}

/** A refusal: the error body exactly, its status on the answer too. */
export function expectRefusal(answer: Answer<unknown>, body: UpstreamErrorBody): void {
  expect(answer.status).toBe(body.httpStatus);
  expect(answer.body).toEqual(body);
}
