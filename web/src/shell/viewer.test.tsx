import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppShellDocument } from '../__generated__/graphql';
import { renderApp } from '../test/renderApp';
import { FULL_ACCESS_VIEWER, viewerMock } from '../test/viewerFixtures';

describe('signed-in user', () => {
  it('shows a full-page loader until the user has loaded, then the app', async () => {
    // A page that asks the gateway for nothing of its own: only the shell's query is sent.
    const { operations } = renderApp({
      path: '/no-such-page',
      viewer: null,
      mocks: [viewerMock(FULL_ACCESS_VIEWER, { delay: 100 })],
    });
    expect(screen.getByRole('status').textContent).toContain('Checking your access');
    expect(screen.queryByRole('navigation', { name: 'Sections' })).toBeNull();

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Sections' })).toBeTruthy();
    expect(operations.map((op) => op.operationName)).toEqual(['AppShell']);
  });

  it('offers to sign in again when the gateway says nobody is signed in', async () => {
    renderApp({
      path: '/banners/list/needs_screenshots',
      viewer: null,
      mocks: [
        {
          request: { query: AppShellDocument },
          result: {
            errors: [
              { message: 'Sign in to use the API.', extensions: { code: 'UNAUTHENTICATED' } },
            ],
          },
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Sign in required' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toMatch(
      /^\/auth\/login\?returnTo=/,
    );
  });

  it('offers a retry when the user could not be loaded', async () => {
    const { user } = renderApp({
      path: '/banners/list/needs_screenshots',
      viewer: null,
      mocks: [
        { request: { query: AppShellDocument }, error: new Error('Failed to fetch') },
        viewerMock(FULL_ACCESS_VIEWER),
      ],
    });
    expect(
      await screen.findByRole('heading', { name: 'Your access could not be loaded' }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Banners' })).toBeTruthy());
  });
});
