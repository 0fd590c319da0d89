/**
 * vitest global setup: seed the sandbox's PGlite templates (the sandbox tests' fixed clock and
 * today's) once, before any test file starts. Seeding takes tens of seconds on two busy cores;
 * done inside a test file's `beforeAll` it raced the unit and web projects and hit hook timeouts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox } from '../../sandbox/src/server';
import { FIXTURE_CLOCK } from '../../sandbox/src/test-support';

export default async function seedSandboxTemplates(): Promise<void> {
  for (const now of [FIXTURE_CLOCK, new Date()]) {
    const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-warm-'));
    try {
      const sandbox = await startSandbox({ port: 0, now, dataDir });
      await sandbox.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}
