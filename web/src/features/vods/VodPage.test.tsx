import { VOD_MESSAGES } from '@esports-admin/schema/rules/vod';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { viewerFixture } from '../../test/viewerFixtures';
import { listMock, listRow } from '../tournaments/tournamentMocks';
import {
  createMock,
  deleteMock,
  pageMock,
  povPlayersMock,
  savePovsConflictMock,
  savePovsMock,
  storedPov,
  storedVod,
  updateConflictMock,
  updateMock,
} from './vodMocks';

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

  it('filters by section and match in the address, and links back to the tournament', async () => {
    const { user, history } = renderApp({
      path: PATH,
      mocks: [pageMock([], { secondSection: true }), pageMock([], { secondSection: true })],
    });
    expect(await screen.findByRole('heading', { name: 'Match 2: GEN vs T1' })).toBeTruthy();
    expect(screen.getByText('2 of 2 matches')).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Section' }), 'c2');
    expect(screen.queryByRole('heading', { name: 'Match 1: T1 vs GEN' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Match 2: GEN vs T1' })).toBeTruthy();
    expect(history.location.search).toBe('?section=c2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Section' }), 'c1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Match' }), 'm1');
    expect(history.location.search).toBe('?section=c1&match=m1');
    expect(screen.getByText('1 of 2 matches')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show all' }));
    expect(screen.getByText('2 of 2 matches')).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'Back to tournament' }));
    await waitFor(() => expect(history.location.pathname).toBe('/tournament/t1/edit'));
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
    // Reading mappings and live stats (statSync is on locally) is all a read-only user is offered.
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Stat Mapper', 'Live Stats']);
    expect(screen.getByText('Read-only access')).toBeTruthy();
  });

  it("opens from a tournament row's VODs action, for viewers of streams only", async () => {
    const list = () => listMock({ sport: 'lol', filter: 'current' }, [listRow('t1', 'LCK Spring')]);
    const { user, history } = renderApp({
      path: '/tournament/list/current',
      mocks: [list(), pageMock([])],
    });
    const row = (await screen.findByText('LCK Spring')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'VODs' }));
    expect(history.location.pathname).toBe('/stream/vods/t1');
    expect(await screen.findByRole('heading', { name: 'VODs' })).toBeTruthy();
  });

  it('offers no VODs action to a viewer without stream access', async () => {
    renderApp({
      path: '/tournament/list/current',
      viewer: viewerFixture({ resources: ['tournament'], writableResources: ['tournament'] }),
      mocks: [listMock({ sport: 'lol', filter: 'current' }, [listRow('t1', 'LCK Spring')])],
    });
    const row = (await screen.findByText('LCK Spring')).closest('tr')!;
    expect(within(row).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'VODs' })).toBeNull();
  });

  it('shows per game whether its vods are available and cached', async () => {
    renderApp({
      path: PATH,
      mocks: [
        pageMock([storedVod('v1', 'g1', 'abc123', null), storedVod('v2', 'g1', 'def456', null)], {
          cachedVods: 1,
        }),
      ],
    });
    const first = within(await gameGroup('Game 1')).getByLabelText('VOD availability');
    expect(first.textContent).toBe('AvailableCached (1)');
    const second = within(await gameGroup('Game 2')).getByLabelText('VOD availability');
    expect(second.textContent).toBe('Not availableNot cached');
  });

  it("lists a game's points of view by seat, adds one on a free seat and removes one", async () => {
    const blueTop = storedPov('p1', 'g1', 'blue', 1, 'blue_top');
    const redMid = storedPov('p2', 'g1', 'red', 3, 'red_mid');
    const kept = {
      side: 'blue',
      participant: 1,
      playerId: null,
      provider: 'twitch',
      locale: 'en_US',
      value: 'blue_top',
    } as const;
    const added = {
      side: 'red',
      participant: 3,
      playerId: null,
      provider: 'youtube',
      locale: 'ko_KR',
      value: 'rEdMid01',
    } as const;
    const { user } = renderApp({
      path: PATH,
      mocks: [
        pageMock([], { povs: [blueTop] }),
        savePovsMock('g1', [kept, added], [blueTop, redMid], [blueTop]),
        pageMock([], { povs: [blueTop, redMid] }),
        savePovsMock(
          'g1',
          [{ ...kept, side: 'red', participant: 3, value: 'red_mid' }],
          [redMid],
          [blueTop, redMid],
        ),
        pageMock([], { povs: [redMid] }),
      ],
    });
    const region = await screen.findByRole('region', { name: 'Points of view of Game 1' });
    const cells = within(region)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 5)).toEqual(['Blue 1', '—', 'Twitch', 'en_US', 'blue_top']);
    expect(
      within(screen.getByRole('region', { name: 'Points of view of Game 2' })).getByText(
        'No POVs.',
      ),
    ).toBeTruthy();

    await user.click(within(region).getByRole('button', { name: 'Add POV' }));
    const form = within(region).getByRole('form', { name: 'POV of Game 1' });
    // The first free seat is offered; a taken one is refused at once.
    expect(within(form).getByLabelText<HTMLSelectElement>('Seat').value).toBe('2');
    await user.selectOptions(within(form).getByLabelText('Seat'), '1');
    expect(within(form).getByText('Blue 1 already has a POV')).toBeTruthy();
    await user.selectOptions(within(form).getByLabelText('Side'), 'red');
    await user.selectOptions(within(form).getByLabelText('Seat'), '3');
    await user.selectOptions(within(form).getByLabelText('Provider'), 'youtube');
    await user.selectOptions(within(form).getByLabelText('Locale'), 'ko_KR');
    await user.type(within(form).getByLabelText('Video ID'), 'rEdMid01');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved POVs Successfully!')).toBeTruthy();
    await waitFor(() => expect(within(region).queryByRole('form')).toBeNull());
    expect(await within(region).findByText('Red 3')).toBeTruthy();

    await user.click(within(region).getByRole('button', { name: 'Remove POV Blue 1' }));
    await waitFor(() => expect(within(region).queryByText('Blue 1')).toBeNull());
  });

  it("sends the POV list's version and, when it changed meanwhile, keeps the typed POV to save again", async () => {
    const blueTop = storedPov('p1', 'g1', 'blue', 1, 'blue_top');
    const redMid = storedPov('p2', 'g1', 'red', 3, 'red_mid');
    const blueJungle = storedPov('p3', 'g1', 'blue', 2, 'blue_jungle');
    const input = (pov: typeof blueTop) => ({
      side: pov.side,
      participant: pov.participant,
      playerId: null,
      provider: 'twitch' as const,
      locale: 'en_US',
      value: pov.videoId,
    });
    const { user, operations } = renderApp({
      path: PATH,
      mocks: [
        pageMock([], { povs: [blueTop] }),
        savePovsConflictMock(
          'g1',
          [input(blueTop), input(blueJungle)],
          [blueTop],
          [blueTop, redMid],
        ),
        pageMock([], { povs: [blueTop, redMid] }),
        savePovsMock(
          'g1',
          [input(blueTop), input(redMid), input(blueJungle)],
          [blueTop, redMid, blueJungle],
          [blueTop, redMid],
        ),
        pageMock([], { povs: [blueTop, redMid, blueJungle] }),
      ],
    });
    const region = await screen.findByRole('region', { name: 'Points of view of Game 1' });
    await user.click(within(region).getByRole('button', { name: 'Add POV' }));
    const form = within(region).getByRole('form', { name: 'POV of Game 1' });
    await user.selectOptions(within(form).getByLabelText('Locale'), 'en_US');
    await user.type(within(form).getByLabelText('Channel ID'), 'blue_jungle');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    const notice = await within(form).findByRole('alert', { name: 'Edit conflict' });
    expect(notice.textContent).toContain('This POV list was changed since you opened it.');
    expect(notice.textContent).toContain('Fields that differ: POVs.');
    expect(within(form).getByLabelText<HTMLInputElement>('Channel ID').value).toBe('blue_jungle');
    expect(await within(region).findByText('Red 3')).toBeTruthy();

    await user.click(within(form).getByRole('button', { name: 'Re-apply my changes' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved POVs Successfully!')).toBeTruthy();
    const saves = operations.filter((op) => op.operationName === 'SavePovs');
    expect(saves.map((op) => op.variables.expectedVersion)).toEqual(['povs:p1', 'povs:p1,p2']);
  });

  it("offers the players of the chosen side's team for a POV, by name, looked up once", async () => {
    const rosters = { a: ['p1', 'p2'], b: ['p3', 'p4'] };
    const players = [
      { id: 'p1', handle: 'Faker', firstName: 'Lee', lastName: 'Sang-hyeok' },
      { id: 'p2', handle: 'Oner', firstName: 'Mun', lastName: 'Hyeon-jun' },
      { id: 'p3', handle: 'Chovy', firstName: 'Jeong', lastName: 'Ji-hoon' },
    ];
    const blueMid = storedPov('p-1', 'g1', 'blue', 3, 'faker_pov', 'p1');
    const redMid = storedPov('p-2', 'g1', 'red', 3, 'chovy_pov', 'p3');
    const kept = {
      side: 'blue',
      participant: 3,
      playerId: 'p1',
      provider: 'twitch',
      locale: 'en_US',
      value: 'faker_pov',
    } as const;
    const added = {
      side: 'red',
      participant: 1,
      playerId: 'p3',
      provider: 'twitch',
      locale: 'en_US',
      value: 'chovy_pov',
    } as const;
    const { user, operations } = renderApp({
      path: PATH,
      mocks: [
        pageMock([], { povs: [blueMid], rosters }),
        povPlayersMock(['p1', 'p2', 'p3', 'p4'], players),
        savePovsMock('g1', [kept, added], [blueMid, redMid], [blueMid]),
        pageMock([], { povs: [blueMid, redMid], rosters }),
      ],
    });
    const region = await screen.findByRole('region', { name: 'Points of view of Game 1' });
    expect(await within(region).findByText('Faker (Lee Sang-hyeok)')).toBeTruthy();

    await user.click(within(region).getByRole('button', { name: 'Add POV' }));
    const form = within(region).getByRole('form', { name: 'POV of Game 1' });
    const optionsOf = (label: string) =>
      [...within(form).getByLabelText<HTMLSelectElement>(label).options].map(
        (option) => option.textContent,
      );
    expect(optionsOf('Side')).toEqual(['Blue · T1', 'Red · GEN']);
    expect(optionsOf('Player')).toEqual([
      'No player',
      'Faker (Lee Sang-hyeok)',
      'Oner (Mun Hyeon-jun)',
    ]);
    await user.selectOptions(within(form).getByLabelText('Player'), 'p2');
    // Another side: its team's players, an unknown id by its id, and the choice cleared.
    await user.selectOptions(within(form).getByLabelText('Side'), 'red');
    expect(optionsOf('Player')).toEqual(['No player', 'Chovy (Jeong Ji-hoon)', 'Player p4']);
    expect(within(form).getByLabelText<HTMLSelectElement>('Player').value).toBe('');
    await user.selectOptions(within(form).getByLabelText('Seat'), '1');
    await user.selectOptions(within(form).getByLabelText('Player'), 'p3');
    await user.selectOptions(within(form).getByLabelText('Locale'), 'en_US');
    await user.type(within(form).getByLabelText('Channel ID'), 'chovy_pov');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved POVs Successfully!')).toBeTruthy();
    expect(await within(region).findByText('Chovy (Jeong Ji-hoon)')).toBeTruthy();
    // All rosters of the page in one lookup, not one per game or per player.
    const lookups = operations.filter((operation) => operation.operationName === 'PovPlayers');
    expect(lookups).toHaveLength(1);
  });

  it('offers player ids without looking names up when the viewer may not read players', async () => {
    const { user, operations } = renderApp({
      path: PATH,
      mocks: [pageMock([], { rosters: { a: ['p1'], b: [] } })],
      viewer: viewerFixture({ resources: ['stream'], writableResources: ['stream'] }),
    });
    const region = await screen.findByRole('region', { name: 'Points of view of Game 1' });
    await user.click(within(region).getByRole('button', { name: 'Add POV' }));
    const form = within(region).getByRole('form', { name: 'POV of Game 1' });
    const player = within(form).getByLabelText<HTMLSelectElement>('Player');
    expect([...player.options].map((option) => option.textContent)).toEqual([
      'No player',
      'Player p1',
    ]);
    await user.selectOptions(within(form).getByLabelText('Side'), 'red');
    expect([...player.options].map((option) => option.textContent)).toEqual(['No players on GEN']);
    expect(operations.some((operation) => operation.operationName === 'PovPlayers')).toBe(false);
  });

  it('sends the loaded version and, on a conflict, re-applies the typed video over the fresh vod', async () => {
    const vod = storedVod('v1', 'g1', 'abc123', '00:12:34');
    const fresh = { ...storedVod('v1', 'g1', 'abc123', '00:20:00'), version: 'version-2' };
    const typed = { provider: 'youtube', locale: 'en_US', value: 'xyz789' } as const;
    const { user, operations } = renderApp({
      path: PATH,
      mocks: [
        pageMock([vod]),
        updateConflictMock('v1', { ...typed, offset: '00:12:34' }, 'version-2'),
        pageMock([fresh]),
        updateMock('v1', { ...typed, offset: '00:20:00' }, fresh, 'version-2'),
        pageMock([fresh]),
      ],
    });
    await user.click(within(await gameGroup('Game 1')).getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'VOD of Game 1' });
    const video = within(form).getByLabelText<HTMLInputElement>('Video ID');
    await user.clear(video);
    await user.type(video, 'xyz789');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    const notice = await within(form).findByRole('alert', { name: 'Edit conflict' });
    expect(notice.textContent).toContain('This VOD was changed since you opened it.');
    expect(notice.textContent).toContain('Changed by sam.stream at Nov 23, 2026, 11:02:03 UTC.');
    expect(notice.textContent).toContain('Fields that differ: Offset.');
    expect(video.value).toBe('xyz789');

    await user.click(within(form).getByRole('button', { name: 'Re-apply my changes' }));
    expect(within(form).getByLabelText<HTMLInputElement>('Offset').value).toBe('00:20:00');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated VOD Successfully!')).toBeTruthy();
    const updates = operations.filter((op) => op.operationName === 'UpdateVod');
    expect(updates.map((op) => op.variables.expectedVersion)).toEqual(['version-1', 'version-2']);
  });
});
