import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { system } from '../theme';
import { ListSearchBox, ListTabsBar } from './ListTabsBar';

function Query() {
  return <output aria-label="Query">{useLocation().search}</output>;
}

/** A list page's bar on the same route for every entry, so moving in history keeps it mounted. */
function renderBar(entries: string[], initialIndex = entries.length - 1) {
  const router = createMemoryRouter(
    [
      {
        path: '/leagues/list/:filter',
        element: (
          <>
            <ListTabsBar
              filter="current"
              tabs={[
                { filter: 'current', label: 'Current' },
                { filter: 'archived', label: 'Archived' },
              ]}
              pathFor={(filter) => `/leagues/list/${filter}`}
              searchLabel="Search leagues"
              label="Lists of leagues"
            />
            <Query />
          </>
        ),
      },
    ],
    { initialEntries: entries, initialIndex },
  );
  render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  return router;
}

const searchBox = () => screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search leagues' });

describe('ListTabsBar', () => {
  it('links the tabs with the search carried over and marks the current one', () => {
    renderBar(['/leagues/list/current?q=fak&pages=2']);
    const nav = screen.getByRole('navigation', { name: 'Lists of leagues' });
    expect(nav.contains(screen.getByRole('link', { name: 'Current' }))).toBe(true);
    const link = (name: string) => screen.getByRole('link', { name });
    expect(link('Current').getAttribute('aria-current')).toBe('page');
    expect(link('Archived').getAttribute('aria-current')).toBeNull();
    expect(link('Archived').getAttribute('href')).toBe('/leagues/list/archived?q=fak');
    expect(searchBox().value).toBe('fak');
  });

  it('shows the search of the URL when Back changes only the query', async () => {
    const router = renderBar(['/leagues/list/current?q=fa', '/leagues/list/current?q=faker']);
    expect(searchBox().value).toBe('faker');

    await act(() => router.navigate(-1));
    expect(screen.getByRole('status', { name: 'Query' }).textContent).toBe('?q=fa');
    expect(searchBox().value).toBe('fa');

    await act(() => router.navigate(1));
    expect(searchBox().value).toBe('faker');
  });

  it('writes what is typed to the URL and keeps it in the box', async () => {
    const user = userEvent.setup();
    renderBar(['/leagues/list/current']);
    await user.type(searchBox(), 'fak');
    expect((await screen.findByText('?q=fak')).textContent).toBe('?q=fak');
    expect(searchBox().value).toBe('fak');
    expect(document.activeElement).toBe(searchBox());
  });
});

describe('ListSearchBox', () => {
  it('empties when the URL loses its search', async () => {
    const router = createMemoryRouter(
      [{ path: '/users', element: <ListSearchBox label="Search users" /> }],
      { initialEntries: ['/users', '/users?q=ada'], initialIndex: 1 },
    );
    render(
      <ChakraProvider value={system}>
        <RouterProvider router={router} />
      </ChakraProvider>,
    );
    const box = () => screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search users' });
    expect(box().value).toBe('ada');
    await act(() => router.navigate(-1));
    expect(box().value).toBe('');
  });
});
