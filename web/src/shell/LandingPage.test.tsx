import { act, waitFor } from '@testing-library/react';
import { APP_VERSION } from '@esports-admin/schema/rules/constants';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/renderApp';
import { viewerFixture } from '../test/viewerFixtures';

const REWARDS_VIEWER = viewerFixture({
  username: 'remy.rewards',
  // Reads leagues (to pick them in drops) but changes only rewards.
  resources: ['league', 'drop', 'Pickem', 'Shotcall_Question', 'banners'],
  writableResources: ['drop', 'Pickem', 'Shotcall_Question', 'banners'],
});

const remember = (username: string, path: string, version = APP_VERSION) =>
  window.localStorage.setItem(
    `esports-admin.rememberedPage.${username}`,
    JSON.stringify({ version, path }),
  );

describe('landing on /', () => {
  it('sends a user who may not open tournaments to the first section they may change, not ACCESS DENIED', async () => {
    const { history } = renderApp({ path: '/', viewer: REWARDS_VIEWER });
    await waitFor(() => expect(history.location.pathname).toBe('/drops/list/current'));
  });

  it('sends a user who may change nothing to the first section they may open', async () => {
    const { history } = renderApp({
      path: '/',
      viewer: viewerFixture({ resources: ['league', 'drop'], writableResources: [] }),
    });
    await waitFor(() => expect(history.location.pathname).toBe('/leagues/list/current'));
  });

  it('returns to the remembered page of this user, with its query', async () => {
    remember('jdoe', '/season/list/archived?x=1');
    const { history } = renderApp({ path: '/' });
    await waitFor(() => expect(history.location.pathname).toBe('/season/list/archived'));
    expect(history.location.search).toBe('?x=1');
  });

  it('ignores a remembered page the user may not open, or one stored by another version', async () => {
    remember('remy.rewards', '/season/list/current');
    const first = renderApp({ path: '/', viewer: REWARDS_VIEWER });
    await waitFor(() => expect(first.history.location.pathname).toBe('/drops/list/current'));
    first.unmount();

    remember('jdoe', '/season/list/old', '1.0.0');
    const second = renderApp({ path: '/' });
    await waitFor(() => expect(second.history.location.pathname).toBe('/tournament/list/current'));
  });

  it('remembers the page the user stays on for a second', async () => {
    // The drops list is a lazy page: load its chunk first so the timing below measures the
    // debounce, not how long a busy machine takes to import the page.
    await import('../features/drops/groups/DropGroupListPage');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { history } = renderApp({ path: '/banners/list/needs_screenshots' });
      await act(() => vi.advanceTimersByTimeAsync(1100));
      act(() => history.push('/drops/list/current'));
      await act(() => vi.advanceTimersByTimeAsync(500));
      expect(
        JSON.parse(window.localStorage.getItem('esports-admin.rememberedPage.jdoe') ?? 'null'),
      ).toEqual({ version: APP_VERSION, path: '/banners/list/needs_screenshots' });
      await act(() => vi.advanceTimersByTimeAsync(600));
      expect(
        JSON.parse(window.localStorage.getItem('esports-admin.rememberedPage.jdoe') ?? 'null'),
      ).toEqual({ version: APP_VERSION, path: '/drops/list/current' });
    } finally {
      vi.useRealTimers();
    }
  });
});
