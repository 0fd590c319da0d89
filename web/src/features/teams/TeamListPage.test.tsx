import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { rowOf, cellTexts, columnTexts, expectSearchFromTwoCharacters } from '../../test/listPage';
import { viewerFixture } from '../../test/viewerFixtures';
import { LLA, listMock, listRow } from './teamMocks';

const current = { sport: 'lol', status: 'active' } as const;
const archived = { sport: 'lol', status: 'archived' } as const;

describe('team list', { timeout: 15_000 }, () => {
  it('lists current teams of the sport with logo, home league name and colours', async () => {
    renderApp({
      path: '/teams/list/current',
      mocks: [listMock(current, [listRow('1', 'Hanwha Life Esports', { tricode: 'HLE' })])],
    });
    expect(await screen.findByRole('heading', { name: 'Teams' })).toBeTruthy();
    const row = await rowOf('Hanwha Life Esports');
    const cells = cellTexts(row);
    expect(cells.slice(1, 6)).toEqual([
      'Hanwha Life Esportshanwha_life_esports',
      'HLE',
      'LCK',
      '#E4002B—',
      'active',
    ]);
    expect(
      within(row).getByRole<HTMLImageElement>('img', { name: 'Hanwha Life Esports logo' }).src,
    ).toBe('https://cdn.example.com/teams/1.png');
    expect(screen.getByRole('link', { name: 'Current Teams' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('names an archived home league too, and shows archived teams on their tab', async () => {
    renderApp({
      path: '/teams/list/archived',
      mocks: [
        listMock(archived, [listRow('7', 'Isurus', { homeLeagueId: LLA.id, status: 'archived' })]),
      ],
    });
    const row = await rowOf('Isurus');
    expect(within(row).getByText('LLA')).toBeTruthy();
    expect(within(row).getByText('archived')).toBeTruthy();
  });

  it('redirects /teams/list and unknown filters to the current list', async () => {
    const { history } = renderApp({ path: '/teams/list/old', mocks: [listMock(current, [])] });
    await waitFor(() => expect(history.location.pathname).toBe('/teams/list/current'));
    expect(await screen.findByText('Nothing to display.')).toBeTruthy();
  });

  it('sends the search to the gateway only from 2 characters on', async () => {
    const view = renderApp({
      path: '/teams/list/current',
      mocks: [
        listMock(current, [listRow('1', 'T1'), listRow('2', 'Gen.G')]),
        listMock({ ...current, search: 't1' }, [listRow('1', 'T1')]),
      ],
    });
    await screen.findByText('Gen.G');
    await expectSearchFromTwoCharacters(view, {
      label: 'Search teams',
      text: 't1',
      gone: 'Gen.G',
    });
  });

  it('sorts by home league', async () => {
    const { user } = renderApp({
      path: '/teams/list/current',
      mocks: [
        listMock(current, [
          listRow('1', 'Alpha', { homeLeagueId: 'l-lec' }),
          listRow('2', 'Bravo', { homeLeagueId: 'l-lck' }),
        ]),
      ],
    });
    await screen.findByText('Alpha');
    const names = () => columnTexts(1);
    expect(names()).toEqual(['Alphaalpha', 'Bravobravo']);
    await user.click(screen.getByRole('button', { name: /Home League/ }));
    expect(names()).toEqual(['Bravobravo', 'Alphaalpha']);
  });

  it('offers a read-only user View and no Create', async () => {
    renderApp({
      path: '/teams/list/current',
      viewer: viewerFixture({ resources: ['team'], writableResources: [] }),
      mocks: [listMock(current, [listRow('1', 'T1')])],
    });
    const row = await rowOf('T1');
    expect(within(row).getByRole('button', { name: 'View' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create Team' })).toBeNull();
  });
});
