import { SEASON_MESSAGES } from '@esports-admin/schema/rules/season';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { cellTexts, expectSearchFromTwoCharacters } from '../../test/listPage';
import { viewerFixture } from '../../test/viewerFixtures';
import {
  archiveMock,
  editPageMock,
  listMock,
  listRow,
  storedSeason,
  unarchiveMock,
} from './seasonMocks';

const current = { sport: 'lol', filter: 'current' } as const;

const seasonNames = () =>
  within(screen.getByRole('table', { name: 'Seasons' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.querySelector('p')?.textContent);

describe('season list', () => {
  it('lists the current seasons of the selected sport with their dates and split counts', async () => {
    renderApp({
      path: '/season/list/current',
      mocks: [
        listMock(current, [
          listRow('1', 'LCK 2026', {
            splits: [
              { __typename: 'Split', id: 'a' },
              { __typename: 'Split', id: 'b' },
            ],
          }),
        ]),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Seasons & Splits' })).toBeTruthy();
    const row = (await screen.findByText('LCK 2026')).closest('tr');
    if (!row) throw new Error('no row');
    const cells = cellTexts(row);
    expect(cells.slice(1, 4)).toEqual(['Jan 10, 2026', 'Nov 30, 2026', '2']);
    expect(within(row).getByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it("says 'Nothing to display.' when the sport has no seasons", async () => {
    renderApp({ path: '/season/list/current', mocks: [listMock(current, [])] });
    expect(await screen.findByText('Nothing to display.')).toBeTruthy();
  });

  it('switches lists with the tabs, changing the URL', async () => {
    const { user, history, operations } = renderApp({
      path: '/season/list/current',
      mocks: [
        listMock(current, [listRow('1', 'LCK 2026')]),
        listMock({ sport: 'lol', filter: 'old' }, [listRow('2', 'LCK 2019')]),
      ],
    });
    await screen.findByText('LCK 2026');
    expect(screen.getByRole('link', { name: 'Current Seasons' }).getAttribute('aria-current')).toBe(
      'page',
    );

    await user.click(screen.getByRole('link', { name: 'Old Seasons' }));
    expect(await screen.findByText('LCK 2019')).toBeTruthy();
    expect(history.location.pathname).toBe('/season/list/old');
    expect(screen.getByRole('link', { name: 'Old Seasons' }).getAttribute('aria-current')).toBe(
      'page',
    );
    // One request per list: the tabs must not bounce between URLs.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(operations.map((op) => op.variables.filter)).toEqual(['current', 'old']);
  });

  it('redirects an unknown filter to the current list', async () => {
    const { history } = renderApp({
      path: '/season/list/upcoming',
      mocks: [listMock(current, [])],
    });
    await waitFor(() => expect(history.location.pathname).toBe('/season/list/current'));
  });

  it('sends the search to the gateway only from 2 characters on', async () => {
    const view = renderApp({
      path: '/season/list/current',
      mocks: [
        listMock(current, [listRow('1', 'LCK 2026'), listRow('2', 'LEC 2026')]),
        listMock({ ...current, search: 'lc' }, [listRow('1', 'LCK 2026')]),
      ],
    });
    await screen.findByText('LEC 2026');
    await expectSearchFromTwoCharacters(view, {
      label: 'Search seasons',
      text: 'lc',
      gone: 'LEC 2026',
    });
  });

  it('archives a season after confirmation, toasts, and refreshes the list', async () => {
    const { user, operations } = renderApp({
      path: '/season/list/current',
      mocks: [
        listMock(current, [listRow('1', 'LCK 2026'), listRow('2', 'LEC 2026')]),
        archiveMock('2'),
        listMock(current, [listRow('1', 'LCK 2026')]),
      ],
    });
    const row = (await screen.findByText('LEC 2026')).closest('tr');
    if (!row) throw new Error('no row');
    await user.click(within(row).getByRole('button', { name: 'Archive' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(SEASON_MESSAGES.archiveDialogTitle)).toBeTruthy();
    expect(within(dialog).getByText(SEASON_MESSAGES.archiveDialogWarning)).toBeTruthy();
    expect(operations.some((op) => op.operationName === 'ArchiveSeason')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText(SEASON_MESSAGES.archived)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('LEC 2026')).toBeNull());
    expect(seasonNames()).toEqual(['LCK 2026']);
  });

  it('does nothing when the archive dialog is cancelled with Escape', async () => {
    const { user, operations } = renderApp({
      path: '/season/list/current',
      mocks: [listMock(current, [listRow('1', 'LCK 2026')])],
    });
    const row = (await screen.findByText('LCK 2026')).closest('tr');
    if (!row) throw new Error('no row');
    await user.click(within(row).getByRole('button', { name: 'Archive' }));
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(operations.some((op) => op.operationName === 'ArchiveSeason')).toBe(false);
  });

  it('unarchives from the archived tab without asking', async () => {
    const archived = { sport: 'lol', filter: 'archived' } as const;
    const { user } = renderApp({
      path: '/season/list/archived',
      mocks: [
        listMock(archived, [listRow('7', 'LPL 2020', { status: 'archived' })]),
        unarchiveMock('7'),
        listMock(archived, []),
      ],
    });
    const row = (await screen.findByText('LPL 2020')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).queryByRole('button', { name: 'Archive' })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Unarchive' }));
    expect(await screen.findByText(SEASON_MESSAGES.unarchived)).toBeTruthy();
    expect(await screen.findByText('Nothing to display.')).toBeTruthy();
  });

  it('opens the editor from a row click', async () => {
    const { user, history } = renderApp({
      path: '/season/list/current',
      mocks: [listMock(current, [listRow('1', 'LCK 2026')])],
    });
    await user.click(await screen.findByText('LCK 2026'));
    expect(history.location.pathname).toBe('/season/1/edit');
  });

  it('opens the editor from the Edit button', async () => {
    const { user, history } = renderApp({
      path: '/season/list/current',
      mocks: [listMock(current, [listRow('1', 'LCK 2026')])],
    });
    await screen.findByText('LCK 2026');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(history.location.pathname).toBe('/season/1/edit');
  });

  it('opens the create form from Create Season', async () => {
    const { user, history } = renderApp({
      path: '/season/list/current',
      mocks: [listMock(current, [])],
    });
    await user.click(await screen.findByRole('button', { name: 'Create Season' }));
    expect(history.location.pathname).toBe('/season/create');
  });

  it('shows a read-only user the seasons without Create, Edit or Archive', async () => {
    const { user, history } = renderApp({
      path: '/season/list/current',
      viewer: viewerFixture({ resources: ['season'], writableResources: [] }),
      mocks: [listMock(current, [listRow('1', 'LCK 2026')]), editPageMock('1', storedSeason('1'))],
    });
    const row = (await screen.findByText('LCK 2026')).closest('tr');
    if (!row) throw new Error('no row');
    expect(screen.queryByRole('button', { name: 'Create Season' })).toBeNull();
    expect(screen.getByText('Read-only access')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Archive' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Edit' })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'View' }));
    expect(history.location.pathname).toBe('/season/1/edit');
    expect(await screen.findByRole('heading', { name: 'View Season' })).toBeTruthy();
  });

  it('offers no Unarchive to a read-only user', async () => {
    const archived = { sport: 'lol', filter: 'archived' } as const;
    renderApp({
      path: '/season/list/archived',
      viewer: viewerFixture({ resources: ['season'], writableResources: [] }),
      mocks: [listMock(archived, [listRow('7', 'LPL 2020', { status: 'archived' })])],
    });
    const row = (await screen.findByText('LPL 2020')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).queryByRole('button', { name: 'Unarchive' })).toBeNull();
  });
});
