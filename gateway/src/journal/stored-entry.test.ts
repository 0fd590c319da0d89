import {
  AUDIT_REASON_MAX_LENGTH,
  JOURNAL_MAX_CHANGES,
  JOURNAL_MAX_VALUE_LENGTH,
} from '@esports-admin/schema/rules/constants';
import { describe, expect, it } from 'vitest';
import { CHANGES_NOT_KEPT_FIELD, storedChanges, storedOpening } from './stored-entry';

const secrets = new Set(['password']);

describe('what the journal keeps of an entry', () => {
  it('replaces a secret with a marker, keeping that it was set', () => {
    expect(
      storedChanges(
        [
          { field: 'input.rows.0.password', before: null, after: '"hunter22"' },
          { field: 'input.rows.0.login', before: null, after: '"vera"' },
        ],
        secrets,
      ),
    ).toEqual([
      { field: 'input.rows.0.password', before: null, after: '"[redacted]"' },
      { field: 'input.rows.0.login', before: null, after: '"vera"' },
    ]);
  });

  it('keeps a long value as a JSON string of its beginning', () => {
    const long = JSON.stringify('x'.repeat(1_500_000));
    const [kept] = storedChanges([{ field: 'name', before: null, after: long }], secrets);
    const value = JSON.parse(kept!.after!) as string;
    expect(value.length).toBeLessThan(JOURNAL_MAX_VALUE_LENGTH + 40);
    expect(value).toMatch(/… \(1500002 characters\)$/);
  });

  it('keeps the first fields of a huge change and says how many more there were', () => {
    const changes = Array.from({ length: 5000 }, (_, i) => ({
      field: `drops.${i}.title`,
      before: null,
      after: '"t"',
    }));
    const kept = storedChanges(changes, secrets);
    expect(kept).toHaveLength(JOURNAL_MAX_CHANGES + 1);
    expect(kept.at(-1)).toEqual({
      field: CHANGES_NOT_KEPT_FIELD,
      before: null,
      after: JSON.stringify(`${5000 - JOURNAL_MAX_CHANGES} more changed fields are not kept`),
    });
  });

  it('bounds the reason and the entity id a refused call carries', () => {
    const opening = storedOpening({
      username: 'nico.noroles',
      roles: [],
      operation: 'archiveLeague',
      entityType: 'League',
      entityId: '1'.repeat(100_000),
      reason: 'r'.repeat(1_500_000),
      requestId: 'id',
      callerRequestId: null,
    });
    expect(opening.reason!.length).toBeLessThan(AUDIT_REASON_MAX_LENGTH + 40);
    expect(opening.entityId!.length).toBeLessThan(1_100);
  });
});
