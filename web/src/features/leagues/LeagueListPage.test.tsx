import { LEAGUE_MESSAGES } from '@esports-admin/schema/rules/league';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { rowOf, expectSearchFromTwoCharacters } from '../../test/listPage';
import { viewerFixture } from '../../test/viewerFixtures';
import {
  archiveMock,
  batchInput,
  editPageMock,
  listMock,
  listRow,
  storedLeague,
  unarchiveMock,
  updateBatchMock,
} from './leagueMocks';

const current = { sport: 'lol', filter: 'current' } as const;
const archived = { sport: 'lol', filter: 'archived' } as const;
const readOnlyViewer = viewerFixture({ resources: ['league'], writableResources: [] });

describe('league list', () => {
  it('lists the current leagues of the selected sport with slug, region, priority and status', async () => {
    renderApp({
      path: '/leagues/list/current',
      mocks: [listMock(current, [listRow('1', 'LCK', { slug: 'lck' })])],
    });
    expect(await screen.findByRole('heading', { name: 'Leagues' })).toBeTruthy();
    const cells = within(await rowOf('LCK'))
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(1, 5)).toEqual(['LCKlck', 'KR', '10', 'active']);
    expect(screen.getByRole('link', { name: 'Current Leagues' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('link', { name: 'Archived Leagues' })).toBeTruthy();
  });

  it('redirects an unknown filter to the current list', async () => {
    const { history } = renderApp({ path: '/leagues/list/old', mocks: [listMock(current, [])] });
    await waitFor(() => expect(history.location.pathname).toBe('/leagues/list/current'));
  });

  it('sends the search to the gateway only from 2 characters on', async () => {
    const view = renderApp({
      path: '/leagues/list/current',
      mocks: [
        listMock(current, [listRow('1', 'LCK'), listRow('2', 'LEC')]),
        listMock({ ...current, search: 'lc' }, [listRow('1', 'LCK')]),
      ],
    });
    await screen.findByText('LEC');
    await expectSearchFromTwoCharacters(view, {
      label: 'Search leagues',
      text: 'lc',
      gone: 'LEC',
    });
  });

  it('archives a league after confirmation, toasts, and refreshes the list', async () => {
    const { user, operations } = renderApp({
      path: '/leagues/list/current',
      mocks: [
        listMock(current, [listRow('1', 'LCK'), listRow('2', 'LEC')]),
        archiveMock('2'),
        listMock(current, [listRow('1', 'LCK')]),
      ],
    });
    await user.click(within(await rowOf('LEC')).getByRole('button', { name: 'Archive' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Archive League')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Are you sure you want to archive this league? Its tournaments will no longer be listed.',
      ),
    ).toBeTruthy();
    expect(operations.some((op) => op.operationName === 'ArchiveLeague')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText(LEAGUE_MESSAGES.archived)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('LEC')).toBeNull());
  });

  it('unarchives from the archived tab without asking', async () => {
    const { user } = renderApp({
      path: '/leagues/list/archived',
      mocks: [
        listMock(archived, [listRow('7', 'LLA', { status: 'archived' })]),
        unarchiveMock('7'),
        listMock(archived, []),
      ],
    });
    const row = await rowOf('LLA');
    expect(within(row).queryByRole('button', { name: 'Archive' })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Unarchive' }));
    expect(await screen.findByText(LEAGUE_MESSAGES.unarchived)).toBeTruthy();
    expect(await screen.findByText('Nothing to display.')).toBeTruthy();
  });

  it('opens the create form from Create League and the editor from a row', async () => {
    const { user, history } = renderApp({
      path: '/leagues/list/current',
      mocks: [listMock(current, [listRow('1', 'LCK')])],
    });
    await user.click(await screen.findByText('LCK'));
    expect(history.location.pathname).toBe('/leagues/1/edit');
    act(() => history.push('/leagues/list/current'));
    await user.click(await screen.findByRole('button', { name: 'Create League' }));
    expect(history.location.pathname).toBe('/leagues/create');
  });

  it('shows a read-only user the leagues without Create, Edit, Archive or Unarchive', async () => {
    const { user, history } = renderApp({
      path: '/leagues/list/current',
      viewer: readOnlyViewer,
      mocks: [listMock(current, [listRow('1', 'LCK')]), editPageMock('1', storedLeague('1'))],
    });
    const row = await rowOf('LCK');
    expect(screen.queryByRole('button', { name: 'Create League' })).toBeNull();
    expect(screen.getByText('Read-only access')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Archive' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change selected' })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'View' }));
    expect(history.location.pathname).toBe('/leagues/1/edit');
    expect(await screen.findByRole('heading', { name: 'View League' })).toBeTruthy();
  });

  it('changes the priority of selected leagues in list order with one batch, after confirmation', async () => {
    const lck = listRow('1', 'LCK', { priority: 1 });
    const lec = listRow('2', 'LEC', { priority: 2 });
    const lcs = listRow('3', 'LCS', { priority: 3 });
    const { user, operations } = renderApp({
      path: '/leagues/list/current',
      mocks: [
        listMock(current, [lck, lec, lcs]),
        updateBatchMock([
          batchInput(lck, { priority: 20, status: 'archived' }),
          batchInput(lcs, { priority: 21, status: 'archived' }),
        ]),
        listMock(current, [lec]),
      ],
    });
    const change = await screen.findByRole('button', { name: 'Change selected' });
    expect((change as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(await rowOf('LCS')).getByRole('checkbox', { name: 'Select LCS' }));
    await user.click(within(await rowOf('LCK')).getByRole('checkbox', { name: 'Select LCK' }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    expect(
      screen
        .getByRole('checkbox', { name: 'Select all leagues' })
        .getAttribute('data-check-status'),
    ).toBe('partialChecked');
    await user.click(change);

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/2 leagues selected: LCK, LCS/)).toBeTruthy();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'archived');
    await user.type(within(dialog).getByRole('textbox', { name: 'Priority' }), '20');
    await user.click(within(dialog).getByText('Number them in list order from this priority'));
    expect(operations.some((op) => op.operationName === 'UpdateLeagues')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Update 2 Leagues' }));

    expect(await screen.findByText('Updated 2 Leagues Successfully!')).toBeTruthy();
    expect(operations.filter((op) => op.operationName === 'UpdateLeagues')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('LCK')).toBeNull());
  });

  it('refuses a priority that is not a positive integer in the batch dialog', async () => {
    const { user } = renderApp({
      path: '/leagues/list/current',
      mocks: [listMock(current, [listRow('1', 'LCK')])],
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select all leagues' }));
    await user.click(screen.getByRole('button', { name: 'Change selected' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Priority' }), '0');
    expect(within(dialog).getByText('Field is not valid.')).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Update 1 League' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers no Unarchive to a read-only user', async () => {
    renderApp({
      path: '/leagues/list/archived',
      viewer: readOnlyViewer,
      mocks: [listMock(archived, [listRow('7', 'LLA', { status: 'archived' })])],
    });
    expect(within(await rowOf('LLA')).queryByRole('button', { name: 'Unarchive' })).toBeNull();
  });
});
