import { ACCOUNT_MESSAGES } from '@esports-admin/schema/rules/account';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { viewerFixture } from '../../test/viewerFixtures';
import {
  accountRow,
  detailAccount,
  detailMock,
  groupsMock,
  historyMock,
  listMock,
  operation,
  removalMock,
} from './accountMocks';

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('account history', () => {
  it('shows who asked for which bulk creation or removal, when, and for how many accounts', async () => {
    renderApp({
      path: '/accounts/history',
      mocks: [
        historyMock([
          operation('700120', 'requestRemoval', 3, '2026-11-22T16:05:00.000Z', 'ada.admin'),
          operation('700119', 'create', 100, '2026-11-20T09:30:00.000Z'),
        ]),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Account History' })).toBeTruthy();
    await screen.findByText('ada.admin');
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows.map(cells)).toEqual([
      ['Nov 22, 2026, 04:05 PM UTC', 'Removal request', 'ada.admin', '3', 'completed'],
      ['Nov 20, 2026, 09:30 AM UTC', 'Bulk creation', 'cole.competition', '100', 'completed'],
    ]);
    expect(screen.getByRole('link', { name: 'History' }).getAttribute('aria-current')).toBe('page');
  });

  it("says 'Nothing to display.' when nothing happened yet", async () => {
    renderApp({ path: '/accounts/history', mocks: [historyMock([])] });
    expect(await screen.findByText('Nothing to display.')).toBeTruthy();
  });
});

describe('account detail', () => {
  it('opens from the accounts list and shows current and proposed values', async () => {
    const { user, history } = renderApp({
      path: '/accounts/list',
      mocks: [
        listMock({ first: 50, filter: { sport: 'lol' } }, [
          accountRow('300000007', 'Observer One'),
        ]),
        groupsMock(),
        detailMock(
          '300000007',
          detailAccount('300000007', {
            proposedDisplayName: 'Observer Uno',
            displayNameCollision: true,
            proposedLogin: 'observer_uno',
            enabledSports: ['lol', 'val'],
          }),
          [operation('700001', 'create', 100, '2025-06-01T10:00:00.000Z')],
        ),
      ],
    });
    await user.click(await screen.findByRole('link', { name: 'Observer One' }));
    expect(history.location.pathname).toBe('/accounts/300000007');
    expect(await screen.findByRole('heading', { name: 'Observer One' })).toBeTruthy();
    expect(screen.getByText('Proposed: Observer Uno')).toBeTruthy();
    expect(screen.getByText('Proposed: observer_uno')).toBeTruthy();
    expect(screen.getByText('Display name already in use')).toBeTruthy();
    const sports = screen.getByText('Enabled sports').parentElement!;
    expect(within(sports).getByText('League of Legends')).toBeTruthy();
    expect(within(sports).getByText('Valorant')).toBeTruthy();
    expect(screen.getByText('Bulk creation')).toBeTruthy();
  });

  it('requests removal after confirmation and shows the new status', async () => {
    const { user, operations } = renderApp({
      path: '/accounts/300000007',
      mocks: [
        detailMock('300000007', detailAccount('300000007')),
        removalMock(['300000007']),
        detailMock('300000007', detailAccount('300000007', { status: 'removal_requested' }), [
          operation('700200', 'requestRemoval', 1, '2026-11-23T04:00:00.000Z'),
        ]),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Request Removal' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(ACCOUNT_MESSAGES.removalDialogWarning(1))).toBeTruthy();
    expect(operations.some((op) => op.operationName === 'RequestAccountRemoval')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Request Removal' }));
    expect(await screen.findByText('Requested removal of 1 accounts')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('removal requested')).toBeTruthy());
    expect(await screen.findByText('Removal request')).toBeTruthy();
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Request Removal' });
    expect(button.disabled).toBe(true);
  });

  it('says so when there is no such account', async () => {
    renderApp({ path: '/accounts/nope', mocks: [detailMock('nope', null)] });
    expect(await screen.findByText('Account not found')).toBeTruthy();
  });

  it('offers no removal to a read-only user', async () => {
    renderApp({
      path: '/accounts/300000007',
      viewer: viewerFixture({ resources: ['account'], writableResources: [] }),
      mocks: [detailMock('300000007', detailAccount('300000007'))],
    });
    expect(await screen.findByRole('heading', { name: 'Observer One' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request Removal' })).toBeNull();
  });
});
