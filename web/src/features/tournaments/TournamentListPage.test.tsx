import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { rowOf, expectSearchFromTwoCharacters } from '../../test/listPage';
import { viewerFixture } from '../../test/viewerFixtures';
import { archiveMock, listMock, listRow } from './tournamentMocks';

const current = { sport: 'lol', filter: 'current' } as const;

describe('tournament list', { timeout: 20_000 }, () => {
  it('lists current tournaments with league, UTC dates and status under four tabs', async () => {
    renderApp({
      path: '/tournament/list/current',
      mocks: [listMock(current, [listRow('1', 'LCK Spring')])],
    });
    expect(await screen.findByRole('heading', { name: 'Tournaments' })).toBeTruthy();
    const cells = within(await rowOf('LCK Spring'))
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 5)).toEqual([
      'LCK Springlck_spring',
      'LCK',
      'Jan 10, 2026',
      'Apr 10, 2026',
      'published',
    ]);
    expect(
      ['Current Tournaments', 'Old Tournaments', 'Archived Tournaments', 'Draft Tournaments'].map(
        (tab) => screen.getByRole('link', { name: tab }).getAttribute('aria-current'),
      ),
    ).toEqual(['page', null, null, null]);
  });

  it('loads the draft tab with the draft filter and says when nothing is there', async () => {
    renderApp({
      path: '/tournament/list/draft',
      mocks: [listMock({ sport: 'lol', filter: 'draft' }, [])],
    });
    expect(await screen.findByText('Nothing to display.')).toBeTruthy();
  });

  it('redirects any other filter to the current list', async () => {
    const { history } = renderApp({
      path: '/tournament/list/upcoming',
      mocks: [listMock(current, [])],
    });
    await waitFor(() => expect(history.location.pathname).toBe('/tournament/list/current'));
  });

  it('sends the search to the gateway only from 2 characters on', async () => {
    const view = renderApp({
      path: '/tournament/list/current',
      mocks: [
        listMock(current, [listRow('1', 'LCK Spring'), listRow('2', 'LEC Winter')]),
        listMock({ ...current, search: 'lc' }, [listRow('1', 'LCK Spring')]),
      ],
    });
    await screen.findByText('LEC Winter');
    await expectSearchFromTwoCharacters(view, {
      label: 'Search tournaments',
      text: 'lc',
      gone: 'LEC Winter',
    });
  });

  it('archives after confirmation, toasts the spec message and refreshes the list', async () => {
    const message = 'Archived Tournament LEC Winter Successfully!';
    const { user, operations } = renderApp({
      path: '/tournament/list/current',
      mocks: [
        listMock(current, [listRow('1', 'LCK Spring'), listRow('2', 'LEC Winter')]),
        archiveMock('2', message),
        listMock(current, [listRow('1', 'LCK Spring')]),
      ],
    });
    await user.click(within(await rowOf('LEC Winter')).getByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Archive Tournament')).toBeTruthy();
    expect(operations.some((op) => op.operationName === 'ArchiveTournament')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText(message)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('LEC Winter')).toBeNull());
  });

  it('opens the editor from a row and the create form from Create Tournament', async () => {
    const { user, history } = renderApp({
      path: '/tournament/list/current',
      mocks: [listMock(current, [listRow('1', 'LCK Spring')])],
    });
    await user.click(await screen.findByText('LCK Spring'));
    expect(history.location.pathname).toBe('/tournament/1/edit');
    act(() => history.push('/tournament/list/current'));
    await user.click(await screen.findByRole('button', { name: 'Create Tournament' }));
    expect(history.location.pathname).toBe('/tournament/create');
  });

  it('shows a read-only user no Create or Archive', async () => {
    renderApp({
      path: '/tournament/list/current',
      viewer: viewerFixture({ resources: ['tournament'], writableResources: [] }),
      mocks: [listMock(current, [listRow('1', 'LCK Spring')])],
    });
    const row = await rowOf('LCK Spring');
    expect(screen.queryByRole('button', { name: 'Create Tournament' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Archive' })).toBeNull();
    expect(within(row).getByRole('button', { name: 'View' })).toBeTruthy();
  });
});
