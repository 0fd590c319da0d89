import { VOD_MESSAGES } from '@esports-admin/schema/rules/vod';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { viewerFixture } from '../../test/viewerFixtures';
import { listMock, listRow } from '../tournaments/tournamentMocks';
import { createMock, deleteMock, pageMock, storedVod, updateMock } from './vodMocks';

const PATH = '/stream/vods/t1';
const gameGroup = async (label: string) => screen.findByRole('group', { name: label });

describe('VODs page', { timeout: 20_000 }, () => {
  it("lists the tournament's matches and games with their vods", async () => {
    renderApp({ path: PATH, mocks: [pageMock([storedVod('v1', 'g1', 'abc123', '00:12:34')])] });
    expect(await screen.findByRole('heading', { name: 'VODs' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Match 1: T1 vs GEN' })).toBeTruthy();
    const table = within(await gameGroup('Game 1')).getByRole('table');
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 4)).toEqual(['YouTube', 'en_US', 'abc123', '00:12:34']);
    expect(within(await gameGroup('Game 2')).getByText('No VODs.')).toBeTruthy();
  });

  it('adds a vod: locale placeholder first, field per provider, hh:mm:ss offset checked', async () => {
    const input = {
      provider: 'twitch',
      locale: 'ko_KR',
      value: 'lck',
      offset: '00:05:00',
    } as const;
    const { user } = renderApp({
      path: PATH,
      mocks: [
        pageMock([]),
        createMock('g2', input, storedVod('v9', 'g2', 'lck', '00:05:00')),
        pageMock([]),
      ],
    });
    await user.click(within(await gameGroup('Game 2')).getByRole('button', { name: 'Add VOD' }));
    const form = screen.getByRole('form', { name: 'VOD of Game 2' });
    const locale = within(form).getByLabelText<HTMLSelectElement>('Locale');
    expect(locale.options[0]?.textContent).toBe('Select a Locale');
    await user.selectOptions(within(form).getByLabelText('Provider'), 'twitch');
    await user.selectOptions(locale, 'ko_KR');
    await user.type(within(form).getByLabelText('Channel ID'), 'lck');
    await user.type(within(form).getByLabelText('Offset'), '5:00');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Game time must be hh:mm:ss')).toBeTruthy();
    await user.clear(within(form).getByLabelText('Offset'));
    await user.type(within(form).getByLabelText('Offset'), '00:05:00');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Created VOD Successfully!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
  });

  it('edits a vod with its stored values', async () => {
    const vod = storedVod('v1', 'g1', 'abc123', '00:12:34');
    const input = {
      provider: 'youtube',
      locale: 'en_US',
      value: 'xyz789',
      offset: '00:12:34',
    } as const;
    const { user } = renderApp({
      path: PATH,
      mocks: [
        pageMock([vod]),
        updateMock('v1', input, { ...vod, videoId: 'xyz789' }),
        pageMock([]),
      ],
    });
    await user.click(within(await gameGroup('Game 1')).getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'VOD of Game 1' });
    expect(within(form).getByLabelText<HTMLInputElement>('Offset').value).toBe('00:12:34');
    const video = within(form).getByLabelText('Video ID');
    await user.clear(video);
    await user.type(video, 'xyz789');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated VOD Successfully!')).toBeTruthy();
  });

  it('deletes a vod only after confirmation', async () => {
    const { user } = renderApp({
      path: PATH,
      mocks: [pageMock([storedVod('v1', 'g1', 'abc123', null)]), deleteMock('v1'), pageMock([])],
    });
    await user.click(within(await gameGroup('Game 1')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(VOD_MESSAGES.deleteDialogWarning('abc123'))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted VOD Successfully!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('abc123')).toBeNull());
  });

  it('shows a read-only user no add, edit or delete', async () => {
    renderApp({
      path: PATH,
      mocks: [pageMock([storedVod('v1', 'g1', 'abc123', null)])],
      viewer: viewerFixture({ writableResources: [] }),
    });
    const group = await gameGroup('Game 1');
    expect(within(group).queryByRole('button')).toBeNull();
    expect(screen.getByText('Read-only access')).toBeTruthy();
  });

  it("opens from a tournament row's VODs action, for viewers of streams only", async () => {
    const list = () => listMock({ sport: 'lol', filter: 'CURRENT' }, [listRow('t1', 'LCK Spring')]);
    const { user, router } = renderApp({
      path: '/tournament/list/current',
      mocks: [list(), pageMock([])],
    });
    const row = (await screen.findByText('LCK Spring')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'VODs' }));
    expect(router.state.location.pathname).toBe('/stream/vods/t1');
    expect(await screen.findByRole('heading', { name: 'VODs' })).toBeTruthy();
  });

  it('offers no VODs action to a viewer without stream access', async () => {
    renderApp({
      path: '/tournament/list/current',
      viewer: viewerFixture({ resources: ['tournament'], writableResources: ['tournament'] }),
      mocks: [listMock({ sport: 'lol', filter: 'CURRENT' }, [listRow('t1', 'LCK Spring')])],
    });
    const row = (await screen.findByText('LCK Spring')).closest('tr')!;
    expect(within(row).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'VODs' })).toBeNull();
  });
});
