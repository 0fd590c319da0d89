import { act, screen } from '@testing-library/react';
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/renderApp';
import { AppShell } from './AppShell';
import { asChunkLoadError, CHUNK_LOAD_TIMEOUT_MS } from './chunkLoading';

const MISSING_CHUNK = 'http://localhost:4000/assets/LeagueListPage-Cx12ab.js';

function shellWith(page: RouteObject['element']): RouteObject[] {
  return [
    {
      element: <AppShell />,
      children: [
        { path: 'leagues/list/current', element: page },
        { path: 'season/list/current', element: <p>Seasons page</p> },
      ],
    },
  ];
}

const failingPage = (error: Error) => {
  const Page = lazy(() => Promise.reject(error));
  return <Page />;
};

describe('a page whose code does not load (spec 3 §8)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    window.sessionStorage.clear();
  });

  it('names script and stylesheet failures ChunkLoadError with the spec messages', () => {
    const script = asChunkLoadError(
      new TypeError(`Failed to fetch dynamically imported module: ${MISSING_CHUNK}`),
    );
    expect(script?.name).toBe('ChunkLoadError');
    expect(script?.message).toBe('Loading chunk LeagueListPage-Cx12ab failed');
    expect(
      asChunkLoadError(new Error('Unable to preload CSS for /assets/StageBuilder-9f.css'))?.message,
    ).toBe('Loading CSS chunk StageBuilder-9f failed');
    expect(asChunkLoadError(new Error('Cannot read properties of undefined'))).toBeNull();
  });

  it('reloads once by itself, then shows a friendly error inside the shell with a reload action', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new TypeError(`Failed to fetch dynamically imported module: ${MISSING_CHUNK}`);

    const first = renderApp({
      path: '/leagues/list/current',
      routes: shellWith(failingPage(error)),
    });
    expect(await screen.findByText('Loading the latest version…')).toBeTruthy();
    expect(reload).toHaveBeenCalledOnce();
    first.unmount();

    // The reload came back to the same failure: no second reload, the error is explained.
    const { history } = renderApp({
      path: '/leagues/list/current',
      routes: shellWith(failingPage(error)),
    });
    expect(
      await screen.findByRole('heading', { name: 'This page could not be shown' }),
    ).toBeTruthy();
    expect(
      screen.getByText('ChunkLoadError: Loading chunk LeagueListPage-Cx12ab failed'),
    ).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Sections' })).toBeTruthy();
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
    screen.getByRole('button', { name: 'Reload the page' }).click();
    expect(reload).toHaveBeenCalledTimes(2);

    act(() => history.push('/season/list/current'));
    expect(await screen.findByText('Seasons page')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'This page could not be shown' })).toBeNull();
  });

  it('gives up on a page whose code has not arrived after 120 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // As if the automatic reload had just happened, so the failure is shown rather than reloaded.
    window.sessionStorage.setItem(
      'esports-admin.chunkReloadAt',
      String(Date.now() + CHUNK_LOAD_TIMEOUT_MS),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Never = lazy(() => new Promise<never>(() => undefined));
    renderApp({ path: '/leagues/list/current', routes: shellWith(<Never />) });
    expect(await screen.findByText('Loading…')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS));
    expect(
      await screen.findByText('ChunkLoadError: Loading chunk /leagues/list/current failed'),
    ).toBeTruthy();
  });
});
