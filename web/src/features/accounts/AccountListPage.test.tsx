import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { viewerFixture } from '../../test/viewerFixtures';
import { accountRow, GROUPS, groupsMock, listMock, removalMock } from './accountMocks';

const lol = { first: 50, filter: { sport: 'lol' } } as const;
const rows = [
  accountRow('3', 'Faker Obs'),
  accountRow('2', 'Chovy Cast'),
  accountRow('1', 'Zeus Test'),
];

const checkbox = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });
const header = () => checkbox('Select all accounts on screen');

describe('account list', () => {
  let downloads: { name: string; text: Promise<string> }[];
  beforeEach(() => {
    downloads = [];
    let blob: Blob | null = null;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
      blob = object as Blob;
      return 'blob:accounts';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push({ name: this.download, text: blob!.text() });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists accounts of the selected sport with login, group and player', async () => {
    renderApp({ path: '/accounts/list', mocks: [listMock(lol, rows), groupsMock()] });
    expect(await screen.findByRole('heading', { name: 'Accounts' })).toBeTruthy();
    const row = (await screen.findByText('Faker Obs')).closest('tr')!;
    expect(within(row).getByText('fakerobs_login')).toBeTruthy();
    expect(within(row).getByText('Worlds 2025 Broadcast')).toBeTruthy();
    expect(within(row).getByText('Free-floating')).toBeTruthy();
  });

  it('shows Nothing to display. for an empty list', async () => {
    renderApp({ path: '/accounts/list', mocks: [listMock(lol, []), groupsMock()] });
    expect(await screen.findByText('Nothing to display.')).toBeTruthy();
  });

  it('moves the header checkbox through unChecked, partialChecked and checked', async () => {
    const { user } = renderApp({
      path: '/accounts/list',
      mocks: [listMock(lol, rows), groupsMock()],
    });
    await screen.findByText('Faker Obs');
    expect(header().dataset.checkStatus).toBe('unChecked');
    await user.click(checkbox('Select Chovy Cast'));
    expect(header().dataset.checkStatus).toBe('partialChecked');
    expect(header().indeterminate).toBe(true);
    expect(screen.getByText('1 selected')).toBeTruthy();
    await user.click(header());
    expect(header().dataset.checkStatus).toBe('checked');
    expect(header().checked).toBe(true);
    expect(screen.getByText('3 selected')).toBeTruthy();
    await user.click(header());
    expect(header().dataset.checkStatus).toBe('unChecked');
    expect(screen.getByText('0 selected')).toBeTruthy();
  });

  it("exports the selection as '{count} accounts - {timestamp}.csv' with one row per account", async () => {
    const { user } = renderApp({
      path: '/accounts/list',
      mocks: [listMock(lol, rows), groupsMock()],
    });
    await screen.findByText('Faker Obs');
    expect(screen.getByRole('button', { name: 'Export CSV' }).hasAttribute('disabled')).toBe(true);
    await user.click(checkbox('Select Faker Obs'));
    await user.click(checkbox('Select Zeus Test'));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(downloads).toHaveLength(1);
    expect(downloads[0]!.name).toMatch(/^2 accounts - \d{8}T\d{6}Z\.csv$/);
    const lines = (await downloads[0]!.text).trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,displayName,login,puuid,status,enabledSports,groupId,groupName,playerId,deleteAfter',
    );
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(['Faker Obs', 'Zeus Test']);
  });

  it('neutralises formulas that staff typed in names and groups in the exported file', async () => {
    const typed = accountRow('3', '@SUM(1+1)', {
      groupId: '4199',
      group: { ...GROUPS[0], id: '4199', name: '=HYPERLINK("http://x","y")' },
    });
    const { user } = renderApp({
      path: '/accounts/list',
      mocks: [listMock(lol, [typed]), groupsMock()],
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select @SUM(1+1)' }));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect((await downloads[0]!.text).split('\r\n')[1]).toBe(
      `3,"'@SUM(1+1)",sum11_login,puuid-3,active,lol,4199,"'=HYPERLINK(""http://x"",""y"")",,2026-06-15T00:00:00.000Z`,
    );
  });

  it('requests removal of the selection only after confirmation', async () => {
    const { user, operations } = renderApp({
      path: '/accounts/list',
      mocks: [listMock(lol, rows), groupsMock(), removalMock(['3', '1']), listMock(lol, rows)],
    });
    await screen.findByText('Faker Obs');
    await user.click(checkbox('Select Faker Obs'));
    await user.click(checkbox('Select Zeus Test'));
    await user.click(screen.getByRole('button', { name: 'Request Removal' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Request Account Removal')).toBeTruthy();
    expect(operations.some((op) => op.operationName === 'RequestAccountRemoval')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Request Removal' }));
    expect(await screen.findByText('Requested removal of 2 accounts')).toBeTruthy();
    expect(
      operations.find((op) => op.operationName === 'RequestAccountRemoval')?.variables,
    ).toEqual({
      ids: ['3', '1'],
    });
    await waitFor(() => expect(screen.getByText('0 selected')).toBeTruthy());
  });

  it('loads the next page after the cursor and keeps the rows already shown', async () => {
    const { user, operations } = renderApp({
      path: '/accounts/list',
      mocks: [
        listMock(lol, rows.slice(0, 2), 'cursor-1'),
        groupsMock(),
        listMock({ ...lol, after: 'cursor-1' }, rows.slice(2)),
      ],
    });
    await screen.findByText('Faker Obs');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Zeus Test')).toBeTruthy();
    expect(screen.getByText('Faker Obs')).toBeTruthy();
    expect(
      operations.filter((op) => op.operationName === 'AccountListPage').at(-1)?.variables,
    ).toMatchObject({ after: 'cursor-1' });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it("follows the selector's sport and offers every sport", async () => {
    const { user, operations } = renderApp({
      path: '/accounts/list',
      mocks: [
        listMock(lol, rows),
        groupsMock(),
        listMock({ first: 50, filter: { sport: 'val' } }, [rows[0]!]),
        listMock({ first: 50, filter: {} }, rows),
      ],
    });
    await screen.findByText('Zeus Test');
    await user.selectOptions(screen.getByLabelText('Selected sport'), 'val');
    await waitFor(() => expect(screen.queryByText('Zeus Test')).toBeNull());
    expect(screen.getByLabelText<HTMLSelectElement>('Sport').value).toBe('val');
    await user.selectOptions(screen.getByLabelText('Sport'), 'All sports');
    expect(await screen.findByText('Zeus Test')).toBeTruthy();
    expect(
      operations.filter((op) => op.operationName === 'AccountListPage').map((op) => op.variables),
    ).toEqual([lol, { first: 50, filter: { sport: 'val' } }, { first: 50, filter: {} }]);
  });

  it('filters by group, and hides removal from a read-only viewer', async () => {
    const { user, operations } = renderApp({
      path: '/accounts/list',
      viewer: viewerFixture({ resources: ['account'], writableResources: [] }),
      mocks: [
        listMock(lol, rows),
        groupsMock(),
        listMock({ first: 50, filter: { sport: 'lol', groupId: '4101' } }, [rows[1]!]),
      ],
    });
    await screen.findByText('Faker Obs');
    expect(screen.queryByRole('button', { name: 'Request Removal' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create Accounts' })).toBeNull();
    await screen.findByRole('option', { name: 'LCK Spring Tryouts' });
    await user.selectOptions(screen.getByLabelText('Group'), '4101');
    await waitFor(() => expect(screen.queryByText('Faker Obs')).toBeNull());
    expect(operations.at(-1)?.variables).toEqual({
      first: 50,
      filter: { sport: 'lol', groupId: '4101' },
    });
  });
});
