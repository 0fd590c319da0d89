import { screen, within } from '@testing-library/react';
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
});
