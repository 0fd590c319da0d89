import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { resetToasts } from '../components/toast';

// The first render of a lazy page imports its chunk; on a busy CI machine that can take over a
// second, so findBy/waitFor get more room than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  resetToasts();
  window.localStorage.clear();
});

// A mocked answer still in flight when a file's last test ends settles into an unmounted page;
// it must do so before the file's jsdom window is torn down, or React finds no `window`.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 100)));
