import { defineConfig } from 'vitest/config';

/**
 * One run, four projects: fast unit tests next to the code, the web's component tests in
 * happy-dom, integration tests over HTTP, and e2e tests in headless Chromium.
 */
export default defineConfig({
  resolve: {
    // graphql 16 has no exports map: Vite would pick its .mjs build while Node-resolved
    // dependencies load the CommonJS one, and graphql refuses to mix two realms.
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    globalSetup: ['tests/support/seed-sandbox-templates.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'schema/src/**/*.test.ts',
            'gateway/src/**/*.test.ts',
            'sandbox/src/**/*.test.ts',
          ],
          environment: 'node',
          // The sandbox's tests query PGlite and sign tokens: seconds each while the web,
          // integration and e2e projects share the two cores.
          testTimeout: 15_000,
        },
      },
      './web/vitest.config.ts',
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/support/accessibility-hook.ts'],
          // A page in Chromium waits for lazy chunks and the gateway while the other projects
          // keep both cores busy: polls allow 20 s, not vitest's default 1 s.
          expect: { poll: { timeout: 20_000 } },
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
