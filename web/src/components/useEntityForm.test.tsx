import { Button, Input } from '@chakra-ui/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { SubmitResult } from '../apollo/mutationOutcome';
import { GuardedRouter, memoryHistory } from '../shell/guardedHistory';
import { Providers } from '../test/renderApp';
import { ConflictNotice } from './ConflictNotice';
import { useEntityForm, type LatestRecord } from './useEntityForm';

interface Values {
  name: string;
  endDay: string;
}

const NAME_REQUIRED = 'Name is required';
const validate = (values: Values) => (values.name.trim() ? {} : { name: NAME_REQUIRED });

function TestForm(props: {
  save: (values: Values, expectedVersion: string | undefined) => Promise<SubmitResult>;
  loadLatest?: () => Promise<LatestRecord<Values> | null>;
}) {
  const entity = useEntityForm<Values>({
    initialValues: { name: 'Spring', endDay: '2026-05-01' },
    version: 'v1',
    noun: 'season',
    validate,
    save: props.save,
    loadLatest: props.loadLatest,
  });
  return (
    <form onSubmit={entity.submit} aria-label="Season">
      {entity.conflict && (
        <ConflictNotice
          conflict={entity.conflict}
          noun="season"
          fieldLabel={(field) => ({ name: 'Name', endDay: 'End date' })[field]}
          onReload={entity.reload}
          onReapply={entity.reapply}
        />
      )}
      <label>
        Name
        <Input value={entity.values.name} onChange={(e) => entity.set('name', e.target.value)} />
      </label>
      <span>{entity.errorFor('name')}</span>
      <label>
        End date
        <Input
          value={entity.values.endDay}
          onChange={(e) => entity.set('endDay', e.target.value)}
        />
      </label>
      <span>{entity.dirty ? 'Unsaved changes.' : 'No changes yet.'}</span>
      <Button type="submit" disabled={entity.invalid}>
        Save
      </Button>
      <Link to="/elsewhere">Leave</Link>
      {entity.leaveDialog}
    </form>
  );
}

function renderForm(props: Parameters<typeof TestForm>[0]) {
  const history = memoryHistory('/form');
  const routes = [
    { path: '/form', element: <TestForm {...props} /> },
    { path: '/elsewhere', element: <p>Elsewhere</p> },
  ];
  render(
    <Providers>
      <GuardedRouter history={history} routes={routes} />
    </Providers>,
  );
  return { history, user: userEvent.setup() };
}

const nameInput = () => screen.getByLabelText<HTMLInputElement>('Name');
const endInput = () => screen.getByLabelText<HTMLInputElement>('End date');

describe('useEntityForm', () => {
  it('shows a shared-rule message once the field is changed and keeps Save disabled', async () => {
    const { user } = renderForm({ save: vi.fn() });
    expect(screen.queryByText(NAME_REQUIRED)).toBeNull();
    await user.clear(nameInput());
    expect(screen.getByText(NAME_REQUIRED)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(true);
  });

  it('sends the loaded version as expectedVersion and shows gateway field messages', async () => {
    const save = vi.fn().mockResolvedValue({ ok: false, fieldErrors: { name: 'Taken' } });
    const { user } = renderForm({ save });
    await user.type(nameInput(), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Taken')).toBeTruthy();
    expect(save).toHaveBeenCalledWith({ name: 'Spring!', endDay: '2026-05-01' }, 'v1');
  });

  it('asks before leaving with unsaved changes and stays on Keep editing', async () => {
    const { user, history } = renderForm({ save: vi.fn() });
    await user.click(screen.getByRole('link', { name: 'Leave' }));
    expect(history.location.pathname).toBe('/elsewhere');

    act(() => history.push('/form'));
    await user.type(await screen.findByLabelText('Name'), ' split');
    expect(screen.getByText('Unsaved changes.')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Leave' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    expect(dialog.textContent).toContain(
      'This season has changes that are not saved. Leave the page and lose them?',
    );
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(history.location.pathname).toBe('/form');
    expect(nameInput().value).toBe('Spring split');
  });

  it('on a conflict keeps the typed values and re-applies them over the fresh record', async () => {
    const save = vi
      .fn()
      .mockResolvedValueOnce({
        ok: false,
        fieldErrors: {},
        conflict: {
          currentVersion: 'v2',
          changedBy: 'cole.competition',
          changedAt: '2026-11-23T11:02:03.000Z',
          changedFields: ['name.localizations.en_US'],
        },
      })
      .mockResolvedValueOnce({ ok: true });
    const loadLatest = vi
      .fn()
      .mockResolvedValue({ values: { name: 'Spring Split', endDay: '2026-05-01' }, version: 'v2' });
    const { user } = renderForm({ save, loadLatest });

    await user.clear(endInput());
    await user.type(endInput(), '2026-06-30');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const notice = await screen.findByRole('alert', { name: 'Edit conflict' });
    expect(notice.textContent).toContain('This season was changed since you opened it.');
    expect(notice.textContent).toContain(
      'Changed by cole.competition at Nov 23, 2026, 11:02:03 UTC.',
    );
    expect(notice.textContent).toContain('Fields that differ: Name.');
    expect(endInput().value).toBe('2026-06-30');

    await user.click(screen.getByRole('button', { name: 'Re-apply my changes' }));
    expect(screen.queryByRole('alert', { name: 'Edit conflict' })).toBeNull();
    expect(nameInput().value).toBe('Spring Split');
    expect(endInput().value).toBe('2026-06-30');
    expect(screen.getByText('Unsaved changes.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(save).toHaveBeenLastCalledWith({ name: 'Spring Split', endDay: '2026-06-30' }, 'v2');
  });

  it('names the journal fields in words, without versions and updated dates', async () => {
    const save = vi.fn().mockResolvedValue({
      ok: false,
      fieldErrors: {},
      conflict: {
        currentVersion: 'v2',
        changedBy: 'cole.competition',
        changedAt: '2026-11-23T11:02:03.000Z',
        changedFields: ['name.localizations.en_US', 'updatedDateEpochMillis', 'endDay', 'version'],
      },
    });
    // Without a fresh read there is no diff of the form's own: the journal's paths are all.
    const { user } = renderForm({ save });
    await user.type(nameInput(), ' 2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const notice = await screen.findByRole('alert', { name: 'Edit conflict' });
    expect(notice.textContent).toContain('Fields that differ: Name (en_US), End date.');
  });

  it('Reload drops the typed values for the record as it is now', async () => {
    const save = vi.fn().mockResolvedValue({
      ok: false,
      fieldErrors: {},
      conflict: { currentVersion: 'v2', changedBy: null, changedAt: null, changedFields: [] },
    });
    const loadLatest = vi
      .fn()
      .mockResolvedValue({ values: { name: 'Spring', endDay: '2026-05-08' }, version: 'v2' });
    const { user } = renderForm({ save, loadLatest });
    await user.type(nameInput(), ' 2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert', { name: 'Edit conflict' })).textContent).toContain(
      'Fields that differ: End date.',
    );
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(nameInput().value).toBe('Spring');
    expect(endInput().value).toBe('2026-05-08');
    expect(screen.getByText('No changes yet.')).toBeTruthy();
  });
});
