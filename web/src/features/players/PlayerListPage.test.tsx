import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { viewerFixture } from '../../test/viewerFixtures';
import { playerNode, playerPageMock } from './playerMocks';

const first = { sport: 'lol', first: 20, filter: { status: 'active' } } as const;

describe('player list', () => {
  it('lists handles with their home team and appends the next page on Load more', async () => {
    const { user, operations } = renderApp({
      path: '/players/list/current',
      mocks: [
        playerPageMock(
          first,
          [playerNode('1', 'Faker', 'T1'), playerNode('2', 'Chovy', 'Gen.G')],
          'next-1',
        ),
        playerPageMock({ ...first, after: 'next-1' }, [playerNode('3', 'Zeus', null)], null),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Players' })).toBeTruthy();
    const row = (await screen.findByText('Faker')).closest('tr');
    expect(within(row!).getByText('T1', { selector: 'p:first-child' })).toBeTruthy();
    expect(screen.getByText('Gen.G', { selector: 'p:first-child' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Zeus')).toBeTruthy();
    expect(screen.getByText('No team')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(operations.map((op) => op.variables.after ?? null)).toEqual([null, 'next-1']);
  });

  it('sends the search from 2 characters on', async () => {
    const { user, operations } = renderApp({
      path: '/players/list/current',
      mocks: [
        playerPageMock(first, [playerNode('1', 'Faker')], null),
        playerPageMock({ ...first, search: 'fa' }, [playerNode('1', 'Faker')], null),
      ],
    });
    await screen.findByText('Faker');
    const search = screen.getByRole('searchbox', { name: 'Search players' });
    await user.type(search, 'f');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(operations.filter((op) => 'search' in op.variables)).toHaveLength(0);
    await user.type(search, 'a');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(operations.filter((op) => op.variables.search === 'fa')).toHaveLength(1);
  });

  it('offers Bulk Entry and Create Player only to users who may change players', async () => {
    renderApp({
      path: '/players/list/current',
      viewer: viewerFixture({ resources: ['player'], writableResources: [] }),
      mocks: [playerPageMock(first, [playerNode('1', 'Faker')], null)],
    });
    await screen.findByText('Faker');
    expect(screen.queryByRole('button', { name: 'Bulk Entry' })).toBeNull();
    expect(screen.getByRole('button', { name: 'View' })).toBeTruthy();
    expect(screen.getByText('Read-only access')).toBeTruthy();
  });

  it('filters by team, league and names from the filter menu, kept in the URL', async () => {
    const { user, history, operations } = renderApp({
      path: '/players/list/current',
      mocks: [
        playerPageMock(
          first,
          [playerNode('1', 'Faker', 'T1'), playerNode('2', 'Chovy', 'Gen.G')],
          null,
        ),
        playerPageMock(
          {
            ...first,
            filter: { status: 'active', teamNameContains: 't1', leagueNameContains: 'lck' },
          },
          [playerNode('1', 'Faker', 'T1')],
          null,
        ),
        playerPageMock(
          first,
          [playerNode('1', 'Faker', 'T1'), playerNode('2', 'Chovy', 'Gen.G')],
          null,
        ),
      ],
    });
    await screen.findByText('Chovy');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const form = await screen.findByRole('form', { name: 'Player filters' });
    await user.type(within(form).getByLabelText('Team name'), 't1');
    await user.type(within(form).getByLabelText('League name'), 'lck');
    // One character does not filter (spec 1 §5).
    await user.type(within(form).getByLabelText('First name'), 'f');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByText('Chovy')).toBeNull());
    expect(history.location.search).toBe('?team=t1&league=lck');
    expect(screen.getByText('Team name: t1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Filters 2' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Filters 2' }));
    const again = await screen.findByRole('form', { name: 'Player filters' });
    expect(within(again).getByLabelText<HTMLInputElement>('Team name').value).toBe('t1');
    await user.click(within(again).getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Chovy')).toBeTruthy();
    expect(history.location.search).toBe('');
    expect(operations.map((op) => op.variables.filter)).toEqual([
      { status: 'active' },
      { status: 'active', teamNameContains: 't1', leagueNameContains: 'lck' },
      { status: 'active' },
    ]);
  });

  it('applies the filters of a shared URL on arrival', async () => {
    renderApp({
      path: '/players/list/current?last=ee&team=x',
      mocks: [
        playerPageMock(
          { ...first, filter: { status: 'active', lastNameContains: 'ee' } },
          [playerNode('9', 'Keria', 'T1')],
          null,
        ),
      ],
    });
    expect(await screen.findByText('Keria')).toBeTruthy();
    expect(screen.getByText('Last name: ee')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Inactive Players' }).getAttribute('href')).toBe(
      '/players/list/inactive?last=ee&team=x',
    );
  });
});
