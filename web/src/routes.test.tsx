import { ROUTE_ACCESS, resourcesForPath } from '@esports-admin/schema/rules/access';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reportAccessDenied } from './apollo/accessEvents';
import { APP_SECTIONS } from './sections';
import { renderApp } from './test/renderApp';
import { FULL_ACCESS_VIEWER, NO_ROLE_VIEWER, viewerFixture } from './test/viewerFixtures';

describe('routes', () => {
  it('sends the landing page to the default page', async () => {
    const { history } = renderApp({ path: '/' });
    await waitFor(() => expect(history.location.pathname).toBe('/tournament/list/current'));
  });

  it('gives each section the links between its pages, those other features add included', async () => {
    renderApp({ path: '/drops/viewers' });
    const pages = await screen.findByRole('navigation', { name: 'Drops pages' });
    expect(
      within(pages)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Groups',
      'Inventory',
      'Rarities',
      'Localizations',
      'Triggers',
      'Promo codes',
      'Viewer lookups',
    ]);
    expect(
      within(pages).getByRole('link', { name: 'Viewer lookups' }).getAttribute('aria-current'),
    ).toBe('page');
  });

  it('guards every section by the route family it names, which covers its link and routes', () => {
    for (const section of APP_SECTIONS) {
      expect(resourcesForPath(section.link)).toEqual(section.access.anyOf);
      for (const route of section.routes) {
        expect(resourcesForPath(`/${route.path}`)).toEqual(section.access.anyOf);
      }
    }
    const named = new Set(APP_SECTIONS.map((section) => section.access));
    const unnamed = Object.entries(ROUTE_ACCESS).filter(([, access]) => !named.has(access));
    expect(unnamed.map(([family]) => family)).toEqual(['audit']);
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
    const { history } = renderApp({ path: '/teams/list/current' });
    await screen.findByRole('heading', { name: 'Teams' });
    act(() => reportAccessDenied());
    expect(await screen.findByRole('heading', { name: 'ACCESS DENIED' })).toBeTruthy();
    expect(history.location.pathname).toBe('/access-denied');
  });

  it('shows a user without roles ACCESS DENIED at the default landing page', async () => {
    const { history } = renderApp({ path: '/', viewer: NO_ROLE_VIEWER });
    expect(await screen.findByRole('heading', { name: 'ACCESS DENIED' })).toBeTruthy();
    expect(history.location.pathname).toBe('/tournament/list/current');
    expect(screen.queryAllByRole('link', { name: 'Tournaments' })).toEqual([]);
  });

  it('denies a route needing a resource the user lacks in place, keeping the URL and loading nothing', async () => {
    const { history, operations } = renderApp({
      path: '/season/list/current',
      viewer: viewerFixture({ resources: ['team'], writableResources: ['team'] }),
    });
    expect(await screen.findByRole('heading', { name: 'ACCESS DENIED' })).toBeTruthy();
    expect(history.location.pathname).toBe('/season/list/current');
    expect(operations).toEqual([]);
  });

  it('opens a route when any of its resource families is held', async () => {
    renderApp({
      path: '/stream/group/list',
      viewer: viewerFixture({ resources: ['Livestats'], writableResources: [] }),
    });
    expect(await screen.findByRole('heading', { name: 'Stream Groups' })).toBeTruthy();
  });

  it('denies the accounts section where its feature flag is off', async () => {
    renderApp({
      path: '/accounts/list',
      viewer: viewerFixture({ features: { ...FULL_ACCESS_VIEWER.features, accounts: false } }),
    });
    expect(await screen.findByRole('heading', { name: 'ACCESS DENIED' })).toBeTruthy();
  });

  it('lets a user without roles open pages that need none', async () => {
    renderApp({ path: '/no/such/page', viewer: NO_ROLE_VIEWER });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
