import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reportAccessDenied } from './apollo/accessEvents';
import { renderApp } from './test/renderApp';

describe('routes', () => {
  it('sends the landing page to the default page', async () => {
    const { router } = renderApp({ path: '/' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/tournament/list/current'));
  });

  it('keeps sections without screens reachable, saying they are not available yet', async () => {
    renderApp({ path: '/banners/list/needs_screenshots' });
    expect(await screen.findByRole('heading', { name: 'Banners' })).toBeTruthy();
    expect(screen.getByText('This section is not available in this build yet.')).toBeTruthy();
  });

  it('answers an unknown address with a not-found page linking home', async () => {
    renderApp({ path: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/',
    );
  });

  it('shows the access-denied page at /access-denied', async () => {
    renderApp({ path: '/access-denied' });
    expect(await screen.findByRole('heading', { name: 'ACCESS DENIED' })).toBeTruthy();
    expect(screen.getByText(/if you need access to this page\./).textContent).toBe(
      'Reach out to #ask-esports-digital if you need access to this page.',
    );
  });

  it('shows the access-denied page when the gateway answers FORBIDDEN', async () => {
    const { router } = renderApp({ path: '/teams/list/current' });
    await screen.findByRole('heading', { name: 'Teams' });
    act(() => reportAccessDenied());
    expect(await screen.findByRole('heading', { name: 'ACCESS DENIED' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/access-denied');
  });
});
