import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import {
  clearGameResultMock,
  gameTimespansMock,
  GENG,
  optionsMock,
  resultsPageMock,
  setGameResultMock,
  setGameResultOk,
} from './tournamentMocks';

const completed = { winnerTeamId: GENG.id, status: 'completed' };

describe('game timespans in the results tab', { timeout: 20_000 }, () => {
  it("opens a completed game's timespans on demand and hides them again", async () => {
    const { user } = renderApp({
      path: '/tournament/t-1/results',
      mocks: [
        optionsMock(),
        resultsPageMock('t-1', completed),
        gameTimespansMock([
          {
            type: 'game',
            startTime: '2026-01-12T09:00:00.000Z',
            endTime: '2026-01-12T09:35:00.000Z',
          },
          {
            type: 'pause',
            startTime: '2026-01-12T09:10:00.000Z',
            endTime: '2026-01-12T09:14:00.000Z',
          },
        ]),
      ],
    });
    const open = await screen.findByRole('button', { name: 'Timespans of game 1' });
    expect(screen.queryByRole('list', { name: 'Game 1 timespans' })).toBeNull();
    await user.click(open);
    const spans = await screen.findByRole('list', { name: 'Game 1 timespans' });
    expect(
      within(spans)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'PlayedJan 12, 2026, 09:00 – 09:35 UTC (35 min)',
      'PausedJan 12, 2026, 09:10 – 09:14 UTC (4 min)',
    ]);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    await user.click(open);
    expect(screen.queryByRole('list', { name: 'Game 1 timespans' })).toBeNull();
  });

  it('says when a completed game has no timespans, and offers none for a game without a result', async () => {
    const { user } = renderApp({
      path: '/tournament/t-1/results',
      mocks: [
        optionsMock(),
        resultsPageMock('t-1'),
        setGameResultMock('t-1', 'game-1', GENG.id, setGameResultOk('t-1')),
        resultsPageMock('t-1', completed),
        gameTimespansMock([]),
        clearGameResultMock('t-1', 'game-1'),
        resultsPageMock('t-1'),
      ],
    });
    const winner = await screen.findByRole('combobox', { name: 'Game 1 winner' });
    expect(screen.queryByRole('button', { name: 'Timespans of game 1' })).toBeNull();
    await user.selectOptions(winner, GENG.id);
    await user.click(await screen.findByRole('button', { name: 'Timespans of game 1' }));
    expect(await screen.findByText('Nothing to display.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Clear winner of game 1' }));
    expect(await screen.findByText('Game Winner Cleared Successfully.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Timespans of game 1' })).toBeNull(),
    );
    expect(screen.queryByText('Nothing to display.')).toBeNull();
  });
});
