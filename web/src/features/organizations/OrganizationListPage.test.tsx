import { ORGANIZATION_MESSAGES } from '@esports-admin/schema/rules/organization';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { rowOf, cellTexts, columnTexts, expectSearchFromTwoCharacters } from '../../test/listPage';
import { viewerFixture } from '../../test/viewerFixtures';
import { OrganizationListPageDocument } from '../../__generated__/graphql';
import { archiveMock, listMock, listRow, unarchiveMock } from './organizationMocks';

const active = { filter: 'active' } as const;
const archived = { filter: 'archived' } as const;

describe('organization list', { timeout: 15_000 }, () => {
  it('lists active organizations with logo, tricode, colours and status', async () => {
    renderApp({
      path: '/organizations/list/active',
      mocks: [
        listMock(active, [
          listRow('1', 'T1', { tricode: 'T1', primaryColor: '#E4002B', secondaryColor: '#FFD700' }),
        ]),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Organizations' })).toBeTruthy();
    const row = await rowOf('T1');
    const cells = cellTexts(row);
    expect(cells.slice(1, 5)).toEqual(['T1', 'T1', '#E4002B#FFD700', 'active']);
    expect(within(row).getByRole<HTMLImageElement>('img', { name: 'T1 logo' }).src).toBe(
      'https://cdn.example.com/1.png',
    );
    // Each colour is a swatch (hidden from assistive technology) beside its hex code, which is
    // never painted on the colour itself: mid tones fail AA with black and white alike.
    for (const color of ['#E4002B', '#FFD700']) {
      const code = within(row).getByText(color);
      expect(code.style.color).toBe('');
      expect((code.previousElementSibling as HTMLElement).getAttribute('aria-hidden')).toBe('true');
    }
    expect(
      screen.getByRole('link', { name: 'Active Organizations' }).getAttribute('aria-current'),
    ).toBe('page');
  });

  it('sends /organizations/list and unknown filters to the active list', async () => {
    const { history } = renderApp({
      path: '/organizations/list',
      mocks: [listMock(active, [], 2)],
    });
    await waitFor(() => expect(history.location.pathname).toBe('/organizations/list/active'));
    const other = renderApp({ path: '/organizations/list/old', mocks: [listMock(active, [])] });
    await waitFor(() => expect(other.history.location.pathname).toBe('/organizations/list/active'));
  });

  it('shows only the error alert, not an empty table, when the list could not be loaded', async () => {
    renderApp({
      path: '/organizations/list/active',
      mocks: [
        {
          request: { query: OrganizationListPageDocument, variables: active },
          error: new Error('Failed to fetch'),
        },
      ],
    });
    expect(await screen.findByText('The organizations could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.queryByText('Nothing to display.')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says so when there is nothing to show', async () => {
    renderApp({ path: '/organizations/list/archived', mocks: [listMock(archived, [])] });
    expect(await screen.findByText('Nothing to display.')).toBeTruthy();
  });

  it('sends the search to the gateway only from 2 characters on', async () => {
    const view = renderApp({
      path: '/organizations/list/active',
      mocks: [
        listMock(active, [listRow('1', 'G2 Esports'), listRow('2', 'Gen.G')]),
        listMock({ ...active, search: 'g2' }, [listRow('1', 'G2 Esports')]),
      ],
    });
    await screen.findByText('Gen.G');
    await expectSearchFromTwoCharacters(view, {
      label: 'Search organizations',
      text: 'g2',
      gone: 'Gen.G',
    });
  });

  it('sorts by tricode when its header is clicked', async () => {
    const { user } = renderApp({
      path: '/organizations/list/active',
      mocks: [
        listMock(active, [
          listRow('1', 'Alpha', { tricode: 'ZZZ' }),
          listRow('2', 'Bravo', { tricode: 'AAA' }),
        ]),
      ],
    });
    await screen.findByText('Alpha');
    const names = () => columnTexts(1);
    expect(names()).toEqual(['Alpha', 'Bravo']);
    await user.click(screen.getByRole('button', { name: /Tricode/ }));
    expect(names()).toEqual(['Bravo', 'Alpha']);
  });

  it('archives an organization after confirmation, toasts, and refreshes the list', async () => {
    const { user, operations } = renderApp({
      path: '/organizations/list/active',
      mocks: [
        listMock(active, [listRow('1', 'T1'), listRow('2', 'TSM')]),
        archiveMock('2', 'TSM'),
        listMock(active, [listRow('1', 'T1')]),
      ],
    });
    await user.click(within(await rowOf('TSM')).getByRole('button', { name: 'Archive' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(ORGANIZATION_MESSAGES.archiveDialogTitle)).toBeTruthy();
    expect(
      within(dialog).getByText(ORGANIZATION_MESSAGES.archiveDialogWarning('TSM')),
    ).toBeTruthy();
    expect(operations.some((op) => op.operationName === 'ArchiveOrganization')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));

    expect(await screen.findByText('Organization TSM archived successfully!')).toBeTruthy();
    await waitFor(() => expect(screen.queryAllByText('TSM')).toHaveLength(0));
  });

  it('sends the optional Reason typed in the archive confirmation', async () => {
    const { user, operations } = renderApp({
      path: '/organizations/list/active',
      mocks: [
        listMock(active, [listRow('2', 'TSM')]),
        archiveMock('2', 'TSM', 'Merged into another org'),
        listMock(active, []),
      ],
    });
    await user.click(within(await rowOf('TSM')).getByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText('Reason'), '  Merged into another org ');
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Organization TSM archived successfully!')).toBeTruthy();
    expect(operations.find((op) => op.operationName === 'ArchiveOrganization')?.variables).toEqual({
      id: '2',
      reason: 'Merged into another org',
    });
  });

  it('asks before unarchiving too, and cancelling changes nothing', async () => {
    const { user, operations } = renderApp({
      path: '/organizations/list/archived',
      mocks: [
        listMock(archived, [listRow('9', 'Rogue', { status: 'archived' })], 2),
        unarchiveMock('9', 'Rogue'),
        listMock(archived, []),
      ],
    });
    await user.click(within(await rowOf('Rogue')).getByRole('button', { name: 'Unarchive' }));
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(operations.some((op) => op.operationName === 'UnarchiveOrganization')).toBe(false);

    await user.click(within(await rowOf('Rogue')).getByRole('button', { name: 'Unarchive' }));
    dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(ORGANIZATION_MESSAGES.unarchiveDialogWarning('Rogue')),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Unarchive' }));
    expect(await screen.findByText('Organization Rogue unarchived successfully!')).toBeTruthy();
  });

  it('shows a read-only user View buttons and no create or archive', async () => {
    renderApp({
      path: '/organizations/list/active',
      viewer: viewerFixture({ resources: ['organization'], writableResources: [] }),
      mocks: [listMock(active, [listRow('1', 'T1')])],
    });
    const row = await rowOf('T1');
    expect(within(row).getByRole('button', { name: 'View' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Archive' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create Organization' })).toBeNull();
  });
});
