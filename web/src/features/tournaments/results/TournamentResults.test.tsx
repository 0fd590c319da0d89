import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { AUDIT_MESSAGES } from '@esports-admin/schema/rules/audit';
import {
  CHANGED_VERSION,
  clearGameResultMock,
  resultImpactMock,
  clearManualStandingsMock,
  decideMock,
  decisionResultsPageMock,
  finalizeMock,
  gameTimespansMock,
  groupResultsPageMock,
  manualStandingsMock,
  resultsConflict,
  resultsPageMock,
  setGameResultMock,
  setGameResultOk,
  storedRanksMock,
  switchColorsMock,
} from './resultsMocks';
import { GENG, mutationError, optionsMock, T1 } from '../tournamentMocks';
import { STORED_VERSION } from '../../../test/mutationMocks';

const completed = { winnerTeamId: GENG.id, status: 'completed' };

const renderResults = (...mocks: MockLink.MockedResponse[]) =>
  renderApp({ path: '/tournament/t-1/results', mocks: [optionsMock(), ...mocks] });

/** A standings table's rows below its header, as text. */
const standingRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('game timespans in the results tab', { timeout: 20_000 }, () => {
  it("opens a completed game's timespans on demand and hides them again", async () => {
    const { user } = renderResults(
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
    );
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

  it("links a game to its live stats on the tournament's VODs page", async () => {
    renderResults(resultsPageMock('t-1', completed));
    const link = await screen.findByRole('link', { name: /^Live Stats for .* game 1$/ });
    expect(link.getAttribute('href')).toBe('/stream/vods/t-1?liveStats=game-1');
  });

  it('says when a completed game has no timespans, and offers none for a game without a result', async () => {
    const { user } = renderResults(
      resultsPageMock('t-1'),
      setGameResultMock('t-1', 'game-1', GENG.id, setGameResultOk('t-1')),
      resultsPageMock('t-1', completed, STORED_VERSION, 'match-version-2'),
      gameTimespansMock([]),
      resultImpactMock('t-1', 'game-1'),
      clearGameResultMock('t-1', 'game-1', 'match-version-2'),
      resultsPageMock('t-1', {}, STORED_VERSION, 'match-version-3'),
    );
    const winner = await screen.findByRole('combobox', { name: 'Game 1 winner' });
    expect(screen.queryByRole('button', { name: 'Timespans of game 1' })).toBeNull();
    await user.selectOptions(winner, GENG.id);
    await user.click(await screen.findByRole('button', { name: 'Timespans of game 1' }));
    expect(await screen.findByText('Nothing to display.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Clear winner of game 1' }));
    await user.click(await screen.findByRole('button', { name: 'Clear winner' }));
    expect(await screen.findByText('Game Winner Cleared Successfully.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Timespans of game 1' })).toBeNull(),
    );
    expect(screen.queryByText('Nothing to display.')).toBeNull();
  });
});

describe('tournament results', { timeout: 20_000 }, () => {
  it('sets a game winner by side and toasts the spec message', async () => {
    const { user } = renderResults(
      resultsPageMock('t-1'),
      setGameResultMock('t-1', 'game-1', GENG.id, setGameResultOk('t-1')),
      resultsPageMock('t-1', completed, STORED_VERSION, 'match-version-2'),
      resultImpactMock('t-1', 'game-1'),
      clearGameResultMock('t-1', 'game-1', 'match-version-2'),
      resultsPageMock('t-1', {}, STORED_VERSION, 'match-version-3'),
    );
    const winner = await screen.findByRole('combobox', { name: 'Game 1 winner' });
    expect(
      within(winner)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No winner', 'Blue: T1 (T1)', 'Red: Gen.G (GEN)']);
    await user.selectOptions(winner, GENG.id);
    expect(await screen.findByText('Updated setting results')).toBeTruthy();
    await waitFor(() => expect((winner as HTMLSelectElement).value).toBe(GENG.id));
    // Spec 2 §8: this message stays 1 s, not the usual 5.
    await waitForElementToBeRemoved(() => screen.queryByText('Updated setting results'), {
      timeout: 2500,
    });

    await user.click(screen.getByRole('button', { name: 'Clear winner of game 1' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Clear Game Winner' });
    // Before anything is written, what clearing changes downstream (#37).
    const impact = await within(confirm).findByRole('group', { name: 'What clearing changes' });
    expect(within(impact).getByText('Final (2 games played)')).toBeTruthy();
    expect(within(impact).getByText('Final, team 1: Gen.G → TBD')).toBeTruthy();
    expect(
      within(impact).getByText('Week 1 Day 1 (scored, 1,234 viewers picked): Final'),
    ).toBeTruthy();
    const later = within(impact).getByRole('list', { name: 'Later: Playoffs' });
    expect(within(later).getByText('Seed 1: Gen.G → TBD')).toBeTruthy();
    expect(within(later).getByText('Match 1 loses its results (1 game played)')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Clear winner' }));
    expect(await screen.findByText('Game Winner Cleared Successfully.')).toBeTruthy();
  });

  it('asks before setting a winner on a published tournament, showing what it changes', async () => {
    const { user } = renderResults(
      resultsPageMock('t-1', {}, STORED_VERSION, undefined, 'published'),
      resultImpactMock('t-1', 'game-1', GENG.id),
      setGameResultMock('t-1', 'game-1', GENG.id, setGameResultOk('t-1')),
      resultsPageMock('t-1', completed, STORED_VERSION, 'match-version-2', 'published'),
    );
    const winner = await screen.findByRole('combobox', { name: 'Game 1 winner' });
    await user.selectOptions(winner, GENG.id);
    let confirm = await screen.findByRole('dialog', { name: 'Set Game Winner' });
    expect(within(confirm).getByText(/Set Gen\.G \(GEN\) as the winner of game 1 of/)).toBeTruthy();
    const impact = await within(confirm).findByRole('group', { name: 'What this result changes' });
    expect(within(impact).getByText('Final, team 1: TBD → Gen.G')).toBeTruthy();
    // Cancelling writes nothing: the select shows no winner again.
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect((winner as HTMLSelectElement).value).toBe(''));

    await user.selectOptions(winner, GENG.id);
    confirm = await screen.findByRole('dialog', { name: 'Set Game Winner' });
    await user.click(within(confirm).getByRole('button', { name: 'Set winner' }));
    expect(await screen.findByText('Updated setting results')).toBeTruthy();
    await waitFor(() => expect((winner as HTMLSelectElement).value).toBe(GENG.id));
  });

  it('shows the gateway message when setting a result or switching colours fails', async () => {
    const resultError = `An error occurred attempting to update results for game ID: game-1, reason=409 - Match is locked`;
    const colourError = 'An error occurred attempting to switch team colors, reason=500 - boom';
    const { user } = renderResults(
      resultsPageMock('t-1'),
      setGameResultMock('t-1', 'game-1', T1.id, mutationError('setGameResult', resultError)),
      resultsPageMock('t-1'),
      switchColorsMock('match-id-1', 'game-1', mutationError('switchTeamColors', colourError)),
      resultsPageMock('t-1'),
    );
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Game 1 winner' }), T1.id);
    expect(await screen.findByText(resultError)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Switch colours of game 1' }));
    expect(await screen.findByText(colourError)).toBeTruthy();
  });

  it('saves manual standings of a group and shows them as manual', async () => {
    const { user } = renderResults(
      groupResultsPageMock('t-1', { manual: false, firstTeam: T1 }),
      manualStandingsMock('t-1', 'section-id-1', [
        { ordinal: 1, tiedTeamIds: [GENG.id] },
        { ordinal: 2, tiedTeamIds: [T1.id] },
      ]),
      groupResultsPageMock('t-1', { manual: true, firstTeam: GENG }),
    );
    const standings = await screen.findByRole('table', { name: 'Standings' });
    expect(standingRows(standings)).toEqual(['1stT1 (T1)100', '2ndGen.G (GEN)010']);

    await user.click(screen.getByRole('button', { name: 'Set manual standings' }));
    const t1Rank = screen.getByRole('spinbutton', { name: 'Rank of T1 (T1)' });
    await user.clear(t1Rank);
    await user.type(t1Rank, '2');
    const genRank = screen.getByRole('spinbutton', { name: 'Rank of Gen.G (GEN)' });
    await user.clear(genRank);
    await user.type(genRank, '1');
    await user.click(screen.getByRole('button', { name: 'Save manual standings' }));

    expect(await screen.findByText('Manual Standings Saved Successfully!')).toBeTruthy();
    expect(await screen.findByText('manual')).toBeTruthy();
    await waitFor(() =>
      expect(standingRows(screen.getByRole('table', { name: 'Standings' }))).toEqual([
        '1stGen.G (GEN)010',
        '2ndT1 (T1)100',
      ]),
    );
  });

  it("sends the match's version with each result: the last answer's until the page reads the match again", async () => {
    const { user, operations } = renderResults(
      resultsPageMock('t-1'),
      setGameResultMock('t-1', 'game-1', GENG.id, setGameResultOk('t-1', 'match-version-2')),
      // The page's read lags behind the answer: it still shows the version the result replaced.
      resultsPageMock('t-1', completed),
      setGameResultMock(
        't-1',
        'game-1',
        T1.id,
        setGameResultOk('t-1', 'match-version-3'),
        'match-version-2',
      ),
      // Read again after someone else's change: the page's version is the one to send.
      resultsPageMock('t-1', { ...completed, winnerTeamId: T1.id }, CHANGED_VERSION, 'match-9'),
      clearGameResultMock('t-1', 'game-1', 'match-9', resultsConflict('clearGameResult')),
      resultsPageMock('t-1', { ...completed, winnerTeamId: T1.id }, CHANGED_VERSION, 'match-10'),
    );
    const winner = await screen.findByRole('combobox', { name: 'Game 1 winner' });
    await user.selectOptions(winner, GENG.id);
    expect(await screen.findByText('Updated setting results')).toBeTruthy();
    await waitFor(() => expect((winner as HTMLSelectElement).value).toBe(GENG.id));
    await waitFor(() => expect((winner as HTMLSelectElement).disabled).toBe(false));

    // A second entry right after the first is not refused for the version the first replaced.
    await user.selectOptions(winner, T1.id);
    await waitFor(() => expect((winner as HTMLSelectElement).value).toBe(T1.id));
    await waitFor(() => expect((winner as HTMLSelectElement).disabled).toBe(false));

    // Someone else changed the match since: the clear is refused, not written over their change.
    await user.click(screen.getByRole('button', { name: 'Clear winner of game 1' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Clear Game Winner' });
    await user.click(within(confirm).getByRole('button', { name: 'Clear winner' }));
    expect(await screen.findByText(AUDIT_MESSAGES.changedSinceOpened)).toBeTruthy();
    await waitFor(() => expect((winner as HTMLSelectElement).value).toBe(T1.id));

    const sent = operations.filter((op) =>
      ['SetGameResult', 'ClearGameResult'].includes(op.operationName),
    );
    expect(sent.map((op) => [op.operationName, op.variables.expectedMatchVersion])).toEqual([
      ['SetGameResult', 'match-version-1'],
      ['SetGameResult', 'match-version-2'],
      ['ClearGameResult', 'match-9'],
    ]);
    expect(sent.map((op) => op.variables.expectedVersion)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('keeps typed manual standings when the tournament changed meanwhile, until Reload', async () => {
    const { user } = renderResults(
      groupResultsPageMock('t-1', { manual: false, firstTeam: T1 }),
      manualStandingsMock(
        't-1',
        'section-id-1',
        [{ ordinal: 1, tiedTeamIds: [T1.id, GENG.id] }],
        resultsConflict('setManualStandings'),
      ),
      groupResultsPageMock('t-1', { manual: true, firstTeam: GENG }),
      storedRanksMock('t-1', [GENG, T1]),
    );
    await user.click(await screen.findByRole('button', { name: 'Set manual standings' }));
    const genRank = screen.getByRole('spinbutton', { name: 'Rank of Gen.G (GEN)' });
    await user.clear(genRank);
    await user.type(genRank, '1');
    await user.click(screen.getByRole('button', { name: 'Save manual standings' }));

    const notice = await screen.findByRole('alert', { name: 'Edit conflict' });
    expect(notice.textContent).toContain('This standings table was changed since you opened it.');
    expect(notice.textContent).toContain('Fields that differ: Ranks.');
    expect(screen.queryByText('Manual Standings Saved Successfully!')).toBeNull();
    expect(
      screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Rank of Gen.G (GEN)' }).value,
    ).toBe('1');

    await user.click(within(notice).getByRole('button', { name: 'Reload' }));
    const rank = (name: string) =>
      screen.getByRole<HTMLInputElement>('spinbutton', { name: `Rank of ${name}` }).value;
    expect([rank('Gen.G (GEN)'), rank('T1 (T1)')]).toEqual(['1', '2']);
    expect(screen.queryByRole('alert', { name: 'Edit conflict' })).toBeNull();
  });

  it('finalizes a group and shows it as finalized', async () => {
    const { user } = renderResults(
      groupResultsPageMock('t-1', { manual: false, firstTeam: T1 }),
      finalizeMock('t-1', 'section-id-1', 'Section Finalized Successfully!'),
      groupResultsPageMock('t-1', { manual: false, firstTeam: T1, finalized: true }),
    );
    await user.click(await screen.findByRole('button', { name: 'Finalize group' }));
    expect(await screen.findByText('Section Finalized Successfully!')).toBeTruthy();
    expect(await screen.findByText('finalized')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Finalize again' })).toBeTruthy();
  });

  it('decides a decision point with a team for each place', async () => {
    const { user } = renderResults(
      decisionResultsPageMock('t-1', false),
      decideMock('t-1', [GENG.id, T1.id]),
      decisionResultsPageMock('t-1', true),
    );
    expect(await screen.findByText('to decide')).toBeTruthy();
    const decide = screen.getByRole('button', { name: 'Decide' });
    expect(decide.hasAttribute('disabled')).toBe(true);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tiebreaker 1st' }), GENG.id);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tiebreaker 2nd' }), T1.id);
    await user.click(decide);
    expect(await screen.findByText('Decision Point Saved Successfully!')).toBeTruthy();
    expect(await screen.findByText('decided')).toBeTruthy();
  });

  it('clears a game winner only after confirming, and sends nothing when cancelled', async () => {
    const { user, operations } = renderResults(
      resultsPageMock('t-1', { winnerTeamId: GENG.id, status: 'completed' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Clear winner of game 1' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Clear Game Winner' });
    expect(confirm.textContent).toContain('Clear the winner of game 1 of Match 1?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(operations.map((o) => o.operationName)).not.toContain('ClearGameResult');
  });

  it('clears manual standings only after confirming', async () => {
    const { user, operations } = renderResults(
      groupResultsPageMock('t-1', { manual: true, firstTeam: GENG }),
      clearManualStandingsMock('t-1', 'section-id-1', 'Ranks were entered for the wrong group'),
      groupResultsPageMock('t-1', { manual: false, firstTeam: T1 }),
    );
    await user.click(await screen.findByRole('button', { name: 'Clear manual standings' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Clear Manual Standings' });
    expect(operations.map((o) => o.operationName)).not.toContain('ClearManualStandings');
    await user.type(
      within(confirm).getByRole('textbox', { name: 'Reason' }),
      'Ranks were entered for the wrong group',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Clear standings' }));
    expect(await screen.findByText('Manual Standings Cleared Successfully!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('manual')).toBeNull());
  });
});
