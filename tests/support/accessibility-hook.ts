/** e2e setup file: every test ends with the axe check of the pages it opened (accessibility.ts). */
import { afterEach } from 'vitest';
import { expectWatchedPagesAccessible } from './accessibility';

afterEach(expectWatchedPagesAccessible, 120_000);
