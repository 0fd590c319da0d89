import { screen, within, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import {
  createPlayersMock,
  editPageMock,
  playerNode,
  playerPageMock,
  historyMock,
  resetPasswordMock,
  storedPlayer,
  teamsMock,
  updatePlayerMock,
} from './playerMocks';

describe('player form', () => {
  it(
    'shows the spec handle messages while typing and the gateway refusal beside the handle',
    { timeout: 30_000 },
    async () => {
      const { user, operations } = renderApp({
        path: '/players/create',
        mocks: [teamsMock('lol'), createPlayersMock(['Faker'])],
      });
      const handle = await screen.findByLabelText('Handle');
      await user.type(handle, 'Fa-ker');
      expect(await screen.findByText('Handle may not contain special characters')).toBeTruthy();
      await user.clear(handle);
      await user.type(handle, 'Twelve_chars');
      expect(await screen.findByText('Max: 11 characters')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);

      await user.clear(handle);
      await user.type(handle, 'Faker');
      await user.type(screen.getByLabelText('First name'), 'Sanghyeok');
      await user.type(screen.getByLabelText('Last name'), 'Lee');
      await user.selectOptions(await screen.findByLabelText('Home team'), 'Gen.G (GEN)');
      await user.click(screen.getByRole('button', { name: 'Save' }));

      expect(await screen.findAllByText('Handle already in use')).not.toHaveLength(0);
      const sent = operations.find((op) => op.operationName === 'CreatePlayers');
      expect(sent?.variables.inputs).toEqual([
        expect.objectContaining({
          handle: 'Faker',
          homeTeamId: 'geng',
          photoUrl: null,
          sport: 'lol',
          status: 'active',
        }),
      ]);
    },
  );

  it('goes back to the list after creating a player', async () => {
    const { user, history } = renderApp({
      path: '/players/create',
      mocks: [
        teamsMock('lol'),
        createPlayersMock([]),
        playerPageMock(
          { sport: 'lol', first: 20, filter: { status: 'active' } },
          [playerNode('1', 'Keria')],
          null,
        ),
      ],
    });
    await user.type(await screen.findByLabelText('Handle'), 'Keria');
    await user.type(screen.getByLabelText('First name'), 'Minseok');
    await user.type(screen.getByLabelText('Last name'), 'Ryu');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(history.location.pathname).toBe('/players/list/current'));
    expect(await screen.findByText('Created Player Successfully!')).toBeTruthy();
  });

  it('resets the password after confirmation and shows the new one once', async () => {
    const { user } = renderApp({
      path: '/players/42/edit',
      mocks: [editPageMock(), teamsMock('lol'), resetPasswordMock()],
    });
    expect(await screen.findByRole('heading', { name: 'Edit Player' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Handle').value).toBe('Faker');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(
      Array.from(dialog.querySelectorAll('button')).find(
        (b) => b.textContent === 'Reset password',
      )!,
    );
    expect(await screen.findByText('n3w-Secret-pass')).toBeTruthy();
    expect(screen.getByText('New password for faker_lol')).toBeTruthy();
  });

  it("shows the player's history newest first on the History tab, kept in the URL", async () => {
    const { user, history } = renderApp({
      path: '/players/42/edit',
      mocks: [
        editPageMock(),
        teamsMock('lol'),
        historyMock('42', [
          { id: '3', type: 'updated', by: 'cole.competition', at: '2026-11-20T09:30:00.000Z' },
          { id: '5', type: 'passwordReset', by: 'ada.admin', at: '2026-11-22T16:05:00.000Z' },
          { id: '1', type: 'created', by: 'cole.competition', at: '2026-01-02T08:00:00.000Z' },
        ]),
      ],
    });
    await screen.findByRole('heading', { name: 'Edit Player' });
    await user.type(screen.getByLabelText('Handle'), 'X');
    await user.click(screen.getByRole('tab', { name: 'History' }));
    expect(history.location.search).toBe('?tab=history');
    await screen.findByText('Password reset');
    const rows = within(screen.getByRole('table', { name: 'Player history' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Nov 22, 2026, 04:05 PM UTC', 'Password reset', 'ada.admin'],
      ['Nov 20, 2026, 09:30 AM UTC', 'Updated', 'cole.competition'],
      ['Jan 2, 2026, 08:00 AM UTC', 'Created', 'cole.competition'],
    ]);
    // The form keeps what was typed while the history is shown.
    await user.click(screen.getByRole('tab', { name: 'Details' }));
    expect(screen.getByLabelText<HTMLInputElement>('Handle').value).toBe('FakerX');
  });

  it('asks before leaving a form with unsaved changes', async () => {
    const { user, history } = renderApp({
      path: '/players/create',
      mocks: [teamsMock('lol')],
    });
    await user.type(await screen.findByLabelText('Handle'), 'Keria');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Discard unsaved changes?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(history.location.pathname).toBe('/players/create');
  });

  it('sends the loaded version and, when the player changed meanwhile, re-applies the typed handle', async () => {
    const { user, operations, history } = renderApp({
      path: '/players/42/edit',
      mocks: [
        editPageMock(),
        editPageMock({ ...storedPlayer, version: 'version-2', firstName: 'Sang-hyeok' }),
        teamsMock('lol'),
        updatePlayerMock('version-2', 'cole.competition'),
        playerPageMock(
          { sport: 'lol', first: 20, filter: { status: 'active' } },
          [playerNode('42', 'FakerX')],
          null,
        ),
      ],
    });
    await screen.findByRole('heading', { name: 'Edit Player' });
    await user.type(screen.getByLabelText('Handle'), 'X');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const notice = await screen.findByRole('alert', { name: 'Edit conflict' });
    expect(notice.textContent).toContain('This player was changed since you opened it.');
    expect(notice.textContent).toContain(
      'Changed by cole.competition at Nov 23, 2026, 11:02:03 UTC.',
    );
    expect(notice.textContent).toContain('Fields that differ: First name.');
    expect(screen.getByLabelText<HTMLInputElement>('Handle').value).toBe('FakerX');

    await user.click(screen.getByRole('button', { name: 'Re-apply my changes' }));
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Sang-hyeok');
    expect(screen.getByLabelText<HTMLInputElement>('Handle').value).toBe('FakerX');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(history.location.pathname).toBe('/players/list/current'));

    const updates = operations.filter((op) => op.operationName === 'UpdatePlayer');
    expect(updates.map((op) => op.variables.expectedVersion)).toEqual(['version-1', 'version-2']);
    expect(updates[1]?.variables.input).toEqual(
      expect.objectContaining({ handle: 'FakerX', firstName: 'Sang-hyeok' }),
    );
  });
});
