import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { APP_SECTIONS } from '../sections';
import { renderApp } from '../test/renderApp';
import { FULL_ACCESS_VIEWER, NO_ROLE_VIEWER, viewerFixture } from '../test/viewerFixtures';
import { AppShell } from './AppShell';
import { SectionsProvider } from './section';
import { SPORT_STORAGE_KEY, WILD_RIFT_STORAGE_KEY } from './sport';

/** The shell around a stand-in page, so these tests exercise navigation only. */
const shellRoutes: RouteObject[] = [
  {
    element: (
      <SectionsProvider value={APP_SECTIONS}>
        <AppShell />
      </SectionsProvider>
    ),
    children: [
      {
        path: '*',
        element: (
          <label>
            Notes
            <input />
          </label>
        ),
      },
    ],
  },
];

const renderShell = (path = '/season/list/current', viewer = FULL_ACCESS_VIEWER) =>
  renderApp({ path, routes: shellRoutes, viewer });

const sectionLinks = () =>
  within(screen.getByRole('navigation', { name: 'Sections' }))
    .queryAllByRole('link')
    .map((link) => link.textContent);

const sportSelect = () =>
  screen.getByRole<HTMLSelectElement>('combobox', { name: 'Selected sport' });
const sportOptions = () => Array.from(sportSelect().options).map((o) => o.textContent);

describe('navigation bar', () => {
  it('offers the sections of the selected sport', async () => {
    const { user } = renderShell();
    expect(sectionLinks()).toEqual([
      'Leagues',
      'Seasons',
      'Tournaments',
      'Teams',
      'Players',
      'Streams',
      'Orgs',
      'Drops',
      'Banners',
      'Accounts',
      "Pick'em",
      'Users',
    ]);

    await user.selectOptions(sportSelect(), 'val');
    expect(sectionLinks()).toContain('Shot-call');
    expect(sectionLinks()).not.toContain('Banners');

    await user.selectOptions(sportSelect(), 'tft');
    expect(sectionLinks()).toEqual(['Leagues', 'Seasons', 'Tournaments', 'Teams', 'Accounts']);
  });

  it('shows the product name and the version label', () => {
    renderShell();
    expect(screen.getByRole('link', { name: 'Esports Admin' })).toBeTruthy();
    expect(screen.getByText('2.60.1')).toBeTruthy();
  });

  it('highlights the section whose path prefixes the current one', () => {
    renderShell('/season/42/edit');
    const seasons = screen.getByRole('link', { name: 'Seasons' });
    expect(seasons.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Leagues' }).getAttribute('aria-current')).toBeNull();
  });

  it('remembers the selected sport', async () => {
    const first = renderShell();
    await first.user.selectOptions(sportSelect(), 'val');
    expect(window.localStorage.getItem(SPORT_STORAGE_KEY)).toBe('"val"');
    first.unmount();

    renderShell();
    expect(sportSelect().value).toBe('val');
  });

  it('drops an invalid stored sport', () => {
    window.localStorage.setItem(SPORT_STORAGE_KEY, '"chess"');
    renderShell();
    expect(sportSelect().value).toBe('lol');
    expect(window.localStorage.getItem(SPORT_STORAGE_KEY)).toBeNull();
  });

  it('hides Wild Rift until Shift+Alt+W, and remembers the toggle', async () => {
    const { user, unmount } = renderShell();
    expect(sportOptions()).not.toContain('Wild Rift');

    await user.keyboard('{Shift>}{Alt>}w{/Alt}{/Shift}');
    expect(sportOptions()).toContain('Wild Rift');
    expect(window.localStorage.getItem(WILD_RIFT_STORAGE_KEY)).toBe('true');
    unmount();

    const again = renderShell();
    expect(sportOptions()).toContain('Wild Rift');
    await again.user.keyboard('{Shift>}{Alt>}w{/Alt}{/Shift}');
    expect(sportOptions()).not.toContain('Wild Rift');
  });

  it('ignores shortcuts while the user types in a field', async () => {
    const { user } = renderShell();
    await user.click(screen.getByRole('textbox', { name: 'Notes' }));
    await user.keyboard('{Shift>}{Alt>}w{/Alt}{/Shift}{Shift>}G{/Shift}');
    expect(sportOptions()).not.toContain('Wild Rift');
    expect(screen.queryByTestId('grid-overlay')).toBeNull();
  });

  it('toggles the 12-column grid overlay with Shift+G', async () => {
    const { user } = renderShell();
    expect(screen.queryByTestId('grid-overlay')).toBeNull();
    await user.keyboard('{Shift>}G{/Shift}');
    const overlay = screen.getByTestId('grid-overlay');
    expect(overlay.firstElementChild?.children).toHaveLength(12);
    await user.keyboard('{Shift>}G{/Shift}');
    expect(screen.queryByTestId('grid-overlay')).toBeNull();
  });

  it('leaves an edit page for the current list when the sport changes', async () => {
    const { user, history } = renderShell('/season/123/edit');
    await user.selectOptions(sportSelect(), 'val');
    await waitFor(() => expect(history.location.pathname).toBe('/season/list/current'));
  });

  it('stays on a list page when the sport changes', async () => {
    const { user, history } = renderShell('/season/list/old');
    await user.selectOptions(sportSelect(), 'tft');
    expect(history.location.pathname).toBe('/season/list/old');
  });

  it('offers a floating Questions? link to the support chat', () => {
    renderShell();
    const link = screen.getByRole('link', { name: 'Questions?' });
    expect(link.getAttribute('href')).toContain('slack.com');
  });

  it('offers only the sections whose resources the user holds', () => {
    renderShell(
      '/',
      viewerFixture({
        resources: ['season', 'team', 'Shotcall_Answer', 'Pickem_Tournament'],
        writableResources: [],
      }),
    );
    expect(sectionLinks()).toEqual(['Seasons', 'Teams', "Pick'em"]);
  });

  it('offers no section to a user without roles', () => {
    renderShell('/', NO_ROLE_VIEWER);
    expect(sectionLinks()).toEqual([]);
  });

  it('offers Accounts and Users only where their feature flags are on', () => {
    const flagsOff = { ...FULL_ACCESS_VIEWER.features, accounts: false, rbac: false };
    renderShell('/', viewerFixture({ features: flagsOff }));
    expect(sectionLinks()).not.toContain('Accounts');
    expect(sectionLinks()).not.toContain('Users');
    expect(sectionLinks()).toContain('Seasons');
  });

  it('offers Users only to holders of a user-management role', () => {
    const withoutUser = FULL_ACCESS_VIEWER.resources.filter((r) => r !== 'user');
    const first = renderShell('/', viewerFixture({ resources: withoutUser }));
    expect(sectionLinks()).not.toContain('Users');
    first.unmount();
    renderShell('/', viewerFixture({ resources: ['user'] }));
    expect(sectionLinks()).toEqual(['Users']);
  });

  it('shows the signed-in user with their username, and a Sign out form posting to the gateway', () => {
    renderShell('/', viewerFixture({ name: 'Jane Doe', username: 'jdoe' }));
    const name = screen.getByText('Jane Doe');
    expect(name.parentElement?.textContent).toBe('Signed in asJane Doejdoe');
    expect(name.parentElement?.getAttribute('title')).toBe('Signed in as Jane Doe (jdoe)');

    const signOut = screen.getByRole('button', { name: 'Sign out' });
    const form = signOut.closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/auth/logout');
    expect(signOut.getAttribute('type')).toBe('submit');
  });
});
