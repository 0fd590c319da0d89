import { render, screen, waitFor } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/renderApp';
import { FULL_ACCESS_VIEWER, viewerMock } from '../test/viewerFixtures';
import { AppShell } from './AppShell';
import { lazyPage, preloadPageAt } from './lazyPage';

function pageLoader(text: string) {
  const Page: ComponentType = () => <p>{text}</p>;
  return vi.fn(() => Promise.resolve({ default: Page }));
}

function routesWith(loadList: () => Promise<{ default: ComponentType }>): RouteObject[] {
  const ListPage = lazyPage(loadList);
  return [
    {
      path: 'season',
      children: [
        { path: 'list', element: <Navigate to="/season/list/current" replace /> },
        { path: 'list/:filter', element: <ListPage /> },
      ],
    },
  ];
}

describe('lazy pages fetched ahead of their first render', () => {
  it("fetches the chunk of the page a path shows, once, and the page's render reuses it", async () => {
    const loadList = pageLoader('Season list');
    const routes = routesWith(loadList);
    preloadPageAt(routes, '/season/list/current');
    preloadPageAt(routes, '/season/list/old');
    expect(loadList).toHaveBeenCalledTimes(1);

    const Page = routes[0]!.children![1]!.element as { type: ComponentType };
    render(<Suspense fallback="loading">{<Page.type />}</Suspense>);
    expect(await screen.findByText('Season list')).toBeTruthy();
    expect(loadList).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing for a redirect or a path no route shows', () => {
    const loadList = pageLoader('Season list');
    const routes = routesWith(loadList);
    preloadPageAt(routes, '/season/list');
    preloadPageAt(routes, '/nowhere');
    expect(loadList).not.toHaveBeenCalled();
  });

  it('leaves a failed fetch to the page, with no unhandled rejection', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('chunk unavailable')));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      preloadPageAt(routesWith(failing), '/season/list/current');
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(failing).toHaveBeenCalledTimes(1);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it("asks for the page's chunk while the signed-in user is still loading", async () => {
    const preloadPage = vi.fn();
    renderApp({
      path: '/season/list/current',
      viewer: null,
      mocks: [viewerMock(FULL_ACCESS_VIEWER, { delay: 200 })],
      routes: [
        {
          element: <AppShell preloadPage={preloadPage} />,
          children: [{ path: 'season/list/:filter', element: <h1>Seasons</h1> }],
        },
      ],
    });
    await waitFor(() => expect(preloadPage).toHaveBeenCalledWith('/season/list/current'));
    expect(screen.getByRole('status').textContent).toContain('Checking your access');

    expect(await screen.findByRole('heading', { name: 'Seasons' })).toBeTruthy();
    expect(preloadPage).toHaveBeenCalledTimes(1);
  });
});
