import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../test/renderApp';
import { viewerFixture } from '../test/viewerFixtures';
import { AppShell } from './AppShell';
import { indicatorHidden } from './EnvironmentIndicator';

const shellRoutes: RouteObject[] = [
  { element: <AppShell />, children: [{ path: '*', element: <p>Page</p> }] },
];

const renderShell = (environment: 'local' | 'test' | 'prod') =>
  renderApp({
    path: '/season/list/current',
    routes: shellRoutes,
    viewer: viewerFixture({ environment }),
  });

afterEach(() => {
  document.cookie =
    'esports-admin-environment-indicator-hidden=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('environment indicator and panel', () => {
  it('badges a non-production system and hides the badge for today when asked', async () => {
    const { user } = renderShell('test');
    expect(screen.getByLabelText('Environment: TEST').textContent).toBe('TEST');

    await user.click(screen.getByRole('button', { name: 'Hide the environment badge' }));
    await user.click(await screen.findByRole('button', { name: 'Hide for today' }));
    await waitFor(() => expect(screen.queryByLabelText('Environment: TEST')).toBeNull());
    expect(indicatorHidden()).toBe(true);
  });

  it('shows no badge in production and ignores Shift+C there', async () => {
    const { user } = renderShell('prod');
    expect(screen.queryByLabelText(/Environment:/)).toBeNull();
    await user.keyboard('{Shift>}C{/Shift}');
    expect(screen.queryByRole('dialog', { name: 'Environment' })).toBeNull();
  });

  it('opens the panel with Shift+C, listing every service and the version', async () => {
    const { user } = renderShell('local');
    await user.keyboard('{Shift>}C{/Shift}');
    const panel = await screen.findByRole('dialog', { name: 'Environment' });
    for (const service of [
      'Admin',
      'Banners',
      'Drops',
      'ELDS',
      'LiveStats',
      'Pickem',
      'Promo Codes',
      'Stream Timeline',
    ]) {
      expect(panel.textContent).toContain(service);
    }
    expect(panel.textContent).toContain('Version 2.60.1');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'App environment' }).value).toBe(
      '',
    );
  });
});
