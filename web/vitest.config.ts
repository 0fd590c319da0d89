import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/** The web's component tests: happy-dom, Testing Library, Apollo's MockedProvider. */
export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Typing into forms with user-event takes seconds when the two cores are busy with the
    // integration and e2e projects running beside this one.
    testTimeout: 15_000,
  },
});
