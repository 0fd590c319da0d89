import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openJournal } from './open-journal';

const PASSWORD_CHANGE = { field: 'input.rows.0.password', before: null, after: '"hunter22"' };
const LOGIN_CHANGE = { field: 'input.rows.0.login', before: null, after: '"caster_1"' };

describe('journal migrations', () => {
  const folders: string[] = [];
  afterEach(() =>
    folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })),
  );

  // Opens PGlite twice (a few seconds each while the other projects keep both cores busy).
  it(
    'scrubs the values of secret fields from entries written before they were marked',
    { timeout: 60_000 },
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'esports-journal-scrub-'));
      folders.push(dataDir);
      const unmarked = await openJournal({ kind: 'pglite', dataDir }, new Set());
      await unmarked.record(
        {
          username: 'vera.viewer',
          roles: ['Viewer'],
          operation: 'createAccounts',
          entityType: 'Account',
          entityId: null,
          reason: null,
          requestId: 'r1',
          callerRequestId: null,
        },
        {
          result: 'REFUSED',
          entityId: null,
          code: 'FORBIDDEN',
          message: 'Forbidden',
          changes: [PASSWORD_CHANGE, LOGIN_CHANGE],
          versionBefore: null,
          versionAfter: null,
        },
      );
      const before = await unmarked.list({ entityTypes: null, limit: 10 });
      expect(before.entries[0]!.changes).toContainEqual(PASSWORD_CHANGE);
      await unmarked.close();

      const marked = await openJournal({ kind: 'pglite', dataDir }, new Set(['password']));
      const after = await marked.list({ entityTypes: null, limit: 10 });
      expect(after.entries[0]!.changes).toEqual([
        { field: 'input.rows.0.password', before: null, after: '"[redacted]"' },
        LOGIN_CHANGE,
      ]);
      await marked.close();
    },
  );
});
