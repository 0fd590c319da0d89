import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AuditEntryTable_EntryFragment } from '../__generated__/graphql';
import { Providers } from '../test/renderApp';
import { AuditEntryTable } from './AuditEntryTable';
import { auditEntrySummary } from './auditSummary';

const change = (field: string, before: unknown, after: unknown) => ({
  field,
  before: before === null ? null : JSON.stringify(before),
  after: after === null ? null : JSON.stringify(after),
});

const entry = (
  overrides: Partial<AuditEntryTable_EntryFragment>,
): AuditEntryTable_EntryFragment => ({
  id: 'e1',
  at: '2026-11-23T11:02:03.000Z',
  username: 'remy.rewards',
  operation: 'updateDropGroup',
  entityType: 'DropGroup',
  entityId: '7100061',
  changes: [],
  reason: null,
  result: 'OK',
  code: null,
  message: null,
  ...overrides,
});

const thirtyDrops = entry({
  changes: [
    change('description', 'Finals drops', 'Finals drops 2026'),
    change('startTime', 1, 2),
    ...Array.from({ length: 30 }, (_, i) => change(`drops.${i}.title`, `D${i}`, `E${i}`)),
    change('updatedDateEpochMillis', 1, 2),
    change('league', 'a', 'b'),
  ],
});

describe('journal entry summary', () => {
  it('counts the changed fields of the record, leaving bookkeeping out, and names the first three', () => {
    expect(auditEntrySummary(thirtyDrops)).toEqual([
      '4 fields changed: Description, Start time, Drops, +1 more',
    ]);
  });

  it('says Created for a create, without listing every value', () => {
    const created = entry({
      operation: 'createDropGroup',
      changes: [
        change('description', null, 'Finals'),
        change('drops.0.title', null, 'D0'),
        change('league', null, 'x'),
      ],
    });
    expect(auditEntrySummary(created)).toEqual(['Created']);
  });

  it('lists one or two fields old → new, cutting a long JSON value', () => {
    const long = { rows: Array.from({ length: 20 }, (_, i) => ({ id: i })) };
    const [line] = auditEntrySummary(entry({ changes: [change('settings', null, long)] }));
    expect(line).toMatch(/^Settings: — → \{"rows":\[\{"id":0\}/);
    expect(line).toMatch(/…$/);
    expect(line!.length).toBeLessThan(100);
  });

  it('shows the message of an entry that changed nothing (a refusal)', () => {
    const refused = entry({
      result: 'REFUSED',
      code: 'FORBIDDEN',
      message: 'You may not change drop groups.',
    });
    expect(auditEntrySummary(refused)).toEqual(['You may not change drop groups.']);
  });
});

describe('audit entry table', () => {
  it('shows the summary in the row and opens every field old → new on demand', async () => {
    const user = userEvent.setup();
    render(
      <Providers>
        <AuditEntryTable label="History" entries={[thirtyDrops]} loading={false} />
      </Providers>,
    );
    const table = await screen.findByRole('table', { name: 'History' });
    expect(table.textContent).toContain(
      '4 fields changed: Description, Start time, Drops, +1 more',
    );
    expect(table.textContent).not.toContain('drops.29.title');
    expect(screen.queryByRole('table', { name: /^Changes by/ })).toBeNull();

    const toggle = within(table).getByRole('button', { name: 'Show details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    toggle.focus();
    await user.keyboard('{Enter}');

    const details = await screen.findByRole('table', {
      name: 'Changes by updateDropGroup at Nov 23, 2026, 11:02:03 UTC',
    });
    const hide = within(table).getByRole('button', { name: 'Hide details' });
    expect(hide.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(hide.getAttribute('aria-controls')!)?.contains(details)).toBe(
      true,
    );
    expect(within(details).getAllByRole('row')).toHaveLength(35);
    const last = within(details).getByText('drops.29.title').closest('tr')!;
    expect(last.textContent).toBe('drops.29.titleD29E29');

    await user.keyboard(' ');
    expect(screen.queryByRole('table', { name: /^Changes by/ })).toBeNull();
    expect(within(table).getByRole('button', { name: 'Show details' })).toBeTruthy();
  });
});
