import { STREAM_GROUP_MESSAGES } from '@esports-admin/schema/rules/stream';
import { MESSAGES } from '@esports-admin/schema/rules/validation';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { viewerFixture } from '../../test/viewerFixtures';
import {
  createMock,
  createPageMock,
  deleteMock,
  editPageMock,
  listMock,
  storedGroup,
  updateMock,
} from './streamMocks';

const saveButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });

/** Opens the stored group g1 for editing, expecting it saved as 'LCK Main' with these streams. */
const renderEdit = (streams: Parameters<typeof updateMock>[1]['streams']) =>
  renderApp({
    path: '/stream/group/g1/edit',
    mocks: [
      editPageMock('g1', storedGroup('g1')),
      updateMock('g1', { name: 'LCK Main', streams }),
      listMock([], undefined, 3),
    ],
  });

async function rowOf(name: string) {
  const row = (await screen.findByText(name)).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

describe('stream group list', { timeout: 15_000 }, () => {
  it('lists groups with their stream count, providers and locales', async () => {
    renderApp({ path: '/stream/group/list', mocks: [listMock([storedGroup('g1')])] });
    expect(await screen.findByRole('heading', { name: 'Stream Groups' })).toBeTruthy();
    const cells = within(await rowOf('LCK Main'))
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 4)).toEqual(['LCK Main', '2', 'TwitchYouTube', 'en_US, ko_KR']);
  });

  it('sends /stream to the group list', async () => {
    const { history } = renderApp({ path: '/stream', mocks: [listMock([])] });
    await waitFor(() => expect(history.location.pathname).toBe('/stream/group/list'));
    expect(await screen.findByText('Nothing to display.')).toBeTruthy();
  });

  it('deletes a group after confirmation and refreshes the list', async () => {
    const { user } = renderApp({
      path: '/stream/group/list',
      mocks: [
        listMock([storedGroup('g1'), storedGroup('g2', 'LEC Main')]),
        deleteMock('g2'),
        listMock([storedGroup('g1')]),
      ],
    });
    await user.click(within(await rowOf('LEC Main')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText(STREAM_GROUP_MESSAGES.deleteDialogWarning('LEC Main')),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted Stream Group Successfully!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('LEC Main')).toBeNull());
  });

  it('shows a read-only user View and no Delete or Create', async () => {
    renderApp({
      path: '/stream/group/list',
      viewer: viewerFixture({ resources: ['stream'], writableResources: [] }),
      mocks: [listMock([storedGroup('g1')])],
    });
    const row = await rowOf('LCK Main');
    expect(within(row).getByRole('button', { name: 'View' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create Stream Group' })).toBeNull();
  });
});

describe('stream group form', { timeout: 20_000 }, () => {
  it("names each stream's field by its provider and creates the group", async () => {
    const { user, history } = renderApp({
      path: '/stream/group/create',
      mocks: [
        createPageMock,
        createMock({
          name: 'Cup',
          streams: [
            { provider: 'twitch', locale: 'en_US', value: 'cupchannel' },
            { provider: 'trovo', locale: 'es_ES', value: 'cup_es' },
          ],
        }),
        listMock([], undefined, 3),
      ],
    });
    await user.type(await screen.findByLabelText('Name'), 'Cup');
    expect(screen.getByLabelText('Channel ID of stream 1')).toBeTruthy();
    await user.type(screen.getByLabelText('Channel ID of stream 1'), 'cupchannel');

    await user.click(screen.getByRole('button', { name: 'Add stream' }));
    await user.selectOptions(screen.getByLabelText('Provider of stream 2'), 'youtube');
    expect(screen.getByLabelText('Video ID of stream 2')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Provider of stream 2'), 'trovo');
    await user.selectOptions(screen.getByLabelText('Locale of stream 2'), 'es_ES');
    await user.type(screen.getByLabelText('Parameter of stream 2'), 'has space');
    expect(screen.getByText(MESSAGES.fieldNotValid)).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    await user.clear(screen.getByLabelText('Parameter of stream 2'));
    await user.type(screen.getByLabelText('Parameter of stream 2'), 'cup_es');

    await user.click(saveButton());
    expect(await screen.findByText('Created Stream Group Successfully!')).toBeTruthy();
    await waitFor(() => expect(history.location.pathname).toBe('/stream/group/list'));
  });

  it('edits a group, keeping stream ids and dropping removed streams', async () => {
    const { user } = renderEdit([
      { id: 'g1-s2', provider: 'youtube', locale: 'ko_KR', value: 'xyz789' },
    ]);
    expect(await screen.findByRole('heading', { name: 'Edit Stream Group' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Channel ID of stream 1').value).toBe('lck');
    await user.click(screen.getByRole('button', { name: 'Remove stream 1' }));
    const video = screen.getByLabelText<HTMLInputElement>('Video ID of stream 1');
    await user.clear(video);
    await user.type(video, 'xyz789');
    await user.click(saveButton());
    expect(await screen.findByText('Updated Stream Group Successfully!')).toBeTruthy();
  });

  it('reorders streams and sends them in the new order', async () => {
    const { user } = renderEdit([
      { id: 'g1-s2', provider: 'youtube', locale: 'ko_KR', value: 'abc123' },
      { id: 'g1-s1', provider: 'twitch', locale: 'en_US', value: 'lck' },
    ]);
    await screen.findByRole('heading', { name: 'Edit Stream Group' });
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Move stream 1 up' }).disabled,
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Move stream 2 up' }));
    expect(screen.getByLabelText<HTMLInputElement>('Video ID of stream 1').value).toBe('abc123');
    await user.click(saveButton());
    expect(await screen.findByText('Updated Stream Group Successfully!')).toBeTruthy();
  });

  it('says so when the group does not exist', async () => {
    renderApp({ path: '/stream/group/nope/edit', mocks: [editPageMock('nope', null)] });
    expect(await screen.findByRole('heading', { name: 'Stream group not found' })).toBeTruthy();
  });
});
