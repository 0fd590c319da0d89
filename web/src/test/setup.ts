import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetToasts } from '../components/toast';

// The first render of a lazy page imports its chunk; on a busy CI machine that can take over a
// second, so findBy/waitFor get more room than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  resetToasts();
  window.localStorage.clear();
});
