import type { MockLink } from '@apollo/client/testing';
import { BANNER_MESSAGES } from '@esports-admin/schema/rules/banners';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  AddBannerLeagueDocument,
  BannerAddLeagueDialogDocument,
} from '../../__generated__/graphql';
import { cellTexts, columnTexts, rowOf } from '../../test/listPage';
import { renderApp } from '../../test/renderApp';
import { ALL_RESOURCES, viewerFixture } from '../../test/viewerFixtures';
import { bannerLeagueFixture, bannerRowFixture, LCK, LEC, listMock, RETIRED } from './bannersMocks';

const NEEDS_SCREENSHOTS = [
  bannerRowFixture(LCK, '15.3'),
  bannerRowFixture(LEC, '15.3'),
  bannerRowFixture(RETIRED, '14.24'),
];

const READER = viewerFixture({
  writableResources: ALL_RESOURCES.filter((resource) => resource !== 'banners'),
});

const dataLeague = (id: string, name: string, region: string) => ({
  __typename: 'League' as const,
  id,
  name,
  slug: id.replace('elds-', ''),
  region,
});

const dataLeaguesMock: MockLink.MockedResponse = {
  request: { query: BannerAddLeagueDialogDocument, variables: {} },
  result: {
    data: {
      leagues: [
        dataLeague('elds-vcs', 'VCS', 'VIETNAM'),
        dataLeague('elds-lck', 'LCK', 'KOREA'),
        dataLeague('elds-lpl', 'LPL', 'CHINA'),
      ],
    },
  },
};

const LPL = bannerLeagueFixture('b-lpl', 'lpl', 'LPL');

const addLeagueMock: MockLink.MockedResponse = {
  request: { query: AddBannerLeagueDocument, variables: { eldsLeagueId: 'elds-lpl' } },
  result: {
    data: {
      addBannerLeague: {
        __typename: 'BannerLeagueResult',
        ok: {
          __typename: 'BannerLeagueSuccess',
          message: BANNER_MESSAGES.leagueAdded,
          league: LPL,
        },
        error: null,
      },
    },
  },
};

const headerButton = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('banners list', { timeout: 20_000 }, () => {
  it('lists league × patch rows of the status with version and date, a tab per status', async () => {
    renderApp({
      path: '/banners/list/needs_screenshots',
      mocks: [listMock('needs_screenshots', NEEDS_SCREENSHOTS)],
    });
    expect(cellTexts(await rowOf('LCK'))).toEqual(['LCKlck', '15.3', '2', 'Nov 20, 2026', 'Edit']);
    expect(cellTexts(await rowOf('old-league'))[0]).toBe('old-leagueold-league');
    expect(columnTexts(0)).toEqual(['LCKlck', 'LEClec', 'old-leagueold-league']);
    const tabs = within(screen.getByRole('navigation', { name: 'Lists of banner configurations' }));
    expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Needs screenshots',
      'Needs review',
      'Approved',
      'Submitted',
    ]);
    expect(tabs.getByRole('link', { name: 'Needs screenshots' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it("opens a row's editor", async () => {
    const { user, history } = renderApp({
      path: '/banners/list/needs_screenshots',
      mocks: [listMock('needs_screenshots', NEEDS_SCREENSHOTS)],
    });
    await user.click(within(await rowOf('LEC')).getByRole('button', { name: 'Edit' }));
    expect(history.location.pathname).toBe('/banners/leagues/b-lec/patches/15.3');
  });

  it('switches status with the tabs, one request per list', async () => {
    const { user, history, operations } = renderApp({
      path: '/banners/list/needs_screenshots',
      mocks: [
        listMock('needs_screenshots', NEEDS_SCREENSHOTS),
        listMock('approved', [bannerRowFixture(LCK, '15.2')]),
      ],
    });
    await rowOf('LEC');
    await user.click(screen.getByRole('link', { name: 'Approved' }));
    await waitFor(() => expect(screen.queryByText('LEC')).toBeNull());
    expect(cellTexts(await rowOf('LCK')).slice(1, 3)).toEqual(['15.2', '1']);
    expect(history.location.pathname).toBe('/banners/list/approved');
    expect(operations.map((op) => op.variables.status)).toEqual(['needs_screenshots', 'approved']);
  });

  it('sends an unknown status to the first tab', async () => {
    const { history } = renderApp({
      path: '/banners/list/archived',
      mocks: [listMock('needs_screenshots', NEEDS_SCREENSHOTS)],
    });
    await waitFor(() => expect(history.location.pathname).toBe('/banners/list/needs_screenshots'));
  });

  it('searches by league name in the loaded rows, the search kept in the URL', async () => {
    const { user, history, operations } = renderApp({
      path: '/banners/list/needs_screenshots',
      mocks: [listMock('needs_screenshots', NEEDS_SCREENSHOTS)],
    });
    await rowOf('LEC');
    await user.type(screen.getByRole('searchbox', { name: 'Search leagues' }), 'lc');
    await waitFor(() => expect(screen.queryByText('LEC')).toBeNull());
    expect(screen.getByText('LCK')).toBeTruthy();
    expect(history.location.search).toContain('lc');
    expect(operations).toHaveLength(1);
  });

  it('opens the editor of the league and patch chosen in "New configuration"', async () => {
    const { user, history } = renderApp({
      path: '/banners/list/needs_screenshots',
      mocks: [listMock('needs_screenshots', NEEDS_SCREENSHOTS)],
    });
    await rowOf('LEC');
    await user.click(headerButton('New configuration'));
    const dialog = within(await screen.findByRole('dialog', { name: 'New configuration' }));
    const open = dialog.getByRole<HTMLButtonElement>('button', { name: 'Open editor' });
    const league = dialog.getByLabelText('League');
    expect(
      within(league)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a league…', 'LCK', 'LEC', 'old-league']);
    await user.selectOptions(league, 'LCK');
    expect(
      within(dialog.getByLabelText('Patch'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Choose a patch…',
      '15.1',
      '15.2 (v1, Approved)',
      '15.3 (v2, Needs screenshots)',
      '15.4',
    ]);
    expect(open.disabled).toBe(true);
    await user.selectOptions(dialog.getByLabelText('Patch'), '15.4');
    await user.click(open);
    await waitFor(() =>
      expect(history.location.pathname).toBe('/banners/leagues/b-lck/patches/15.4'),
    );
  });

  it('enrols a data-service league not enrolled yet, chosen by name, and reloads', async () => {
    const { user, operations } = renderApp({
      path: '/banners/list/needs_screenshots',
      mocks: [
        listMock('needs_screenshots', NEEDS_SCREENSHOTS),
        dataLeaguesMock,
        addLeagueMock,
        listMock('needs_screenshots', NEEDS_SCREENSHOTS, { leagues: [LCK, LEC, RETIRED, LPL] }),
      ],
    });
    await rowOf('LEC');
    await user.click(headerButton('Add league'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add league' }));
    const league = await dialog.findByLabelText('League');
    expect(
      within(league)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a league…', 'LPL (CHINA)', 'VCS (VIETNAM)']);
    await user.selectOptions(league, 'LPL (CHINA)');
    await user.click(dialog.getByRole('button', { name: 'Add league' }));
    expect(await screen.findByText(BANNER_MESSAGES.leagueAdded)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(operations.filter((op) => op.operationName === 'BannerListPage')).toHaveLength(2),
    );
  });

  it('shows a reader the two buttons disabled, with the read-only explanation', async () => {
    renderApp({
      path: '/banners/list/needs_screenshots',
      viewer: READER,
      mocks: [listMock('needs_screenshots', NEEDS_SCREENSHOTS)],
    });
    expect(within(await rowOf('LCK')).getByRole('button', { name: 'View' })).toBeTruthy();
    expect(headerButton('New configuration').disabled).toBe(true);
    expect(headerButton('Add league').disabled).toBe(true);
    expect(screen.getAllByLabelText('Read-only access')).toHaveLength(2);
    expect(screen.queryByText(BANNER_MESSAGES.noAccess)).toBeNull();
  });

  it('says once that the banners service refuses the user', async () => {
    renderApp({
      path: '/banners/list/needs_screenshots',
      mocks: [listMock('needs_screenshots', NEEDS_SCREENSHOTS, { access: 'disallowed' })],
    });
    expect(await screen.findAllByText(BANNER_MESSAGES.noAccess)).toHaveLength(1);
    expect(headerButton('New configuration').disabled).toBe(true);
    expect(headerButton('Add league').disabled).toBe(true);
    expect(screen.queryByLabelText('Read-only access')).toBeNull();
    expect(within(await rowOf('LCK')).getByRole('button', { name: 'View' })).toBeTruthy();
  });
});
