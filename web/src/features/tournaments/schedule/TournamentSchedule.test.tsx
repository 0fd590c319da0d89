import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CopyScheduleBlockDocument,
  SaveTournamentToStreamTimelineDocument,
  TournamentSchedulePageDocument,
} from '../../../__generated__/graphql';
import { mutationError as sharedMutationError } from '../../../test/mutationMocks';
import { renderApp } from '../../../test/renderApp';
import { viewerFixture } from '../../../test/viewerFixtures';
import { editPageMock, optionsMock, storedTournament } from '../tournamentMocks';

const team = (id: string, tricode: string) => ({ __typename: 'Team', id, tricode });
/** The matches the gateway knows: m-1 T1 against G2, m-2 T1 against a team still to be decided. */
const MATCHES: Record<string, unknown> = {
  'm-1': { __typename: 'Match', id: 'm-1', teamOne: team('t1', 'T1'), teamTwo: team('g2', 'G2') },
  'm-2': { __typename: 'Match', id: 'm-2', teamOne: team('t1', 'T1'), teamTwo: null },
};

const item = (matchId: string, startTime: string, status = 'unstarted', state = 'not-live') => ({
  __typename: 'BroadcastItem',
  matchId,
  match: MATCHES[matchId] ?? null,
  startTime,
  status,
  broadcastState: state,
});

function block(
  id: string,
  name: string | null,
  startTime: string,
  items = [item('m-1', startTime)],
) {
  return {
    __typename: 'ScheduleBlock',
    id,
    tournamentId: 't-1',
    name,
    startTime,
    broadcasts: [
      {
        __typename: 'Broadcast',
        id: `${id}-b`,
        status: 'unstarted',
        broadcastState: 'not-live',
        broadcastItems: items,
      },
    ],
  };
}

const DAY_ONE = block('blk-1', 'Day 1', '2026-02-01T08:00:00.000Z', [
  item('m-2', '2026-02-01T09:30:00.000Z'),
  item('m-1', '2026-02-01T08:00:00.000Z', 'completed', 'finished'),
]);

const timelineEntry = {
  __typename: 'StreamTimelineTournament',
  tournamentId: 't-1',
  version: 'timeline-version-1',
  description: 'Spring Split',
  startDate: '2026-01-10T00:00:00.000Z',
  endDate: '2026-04-10T00:00:00.000Z',
  droppable: true,
  rewardable: false,
};

const schedulePageMock = (
  blocks: unknown[],
  timeline: unknown[] = [],
): MockLink.MockedResponse => ({
  request: { query: TournamentSchedulePageDocument, variables: { tournamentId: 't-1' } },
  result: { data: { tournamentSchedule: blocks, streamTimelineTournaments: timeline } },
});

const mutationError = (field: string, typename: string, message: string) => ({
  data: {
    [field]: {
      __typename: typename,
      ok: null,
      error: sharedMutationError(message, 'UPSTREAM_ERROR'),
    },
  },
});

const copyMock = (
  startTime: string,
  result: MockLink.MockedResponse['result'],
): MockLink.MockedResponse => ({
  request: {
    query: CopyScheduleBlockDocument,
    variables: { id: 'blk-1', tournamentId: 't-1', startTime },
  },
  result,
});

const saveMock = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: SaveTournamentToStreamTimelineDocument, variables: { tournamentId: 't-1' } },
  result,
});

const editPage = () => editPageMock('t-1', storedTournament('t-1', { timeZone: 'Asia/Seoul' }));

const renderSchedule = (...mocks: MockLink.MockedResponse[]) =>
  renderApp({ path: '/tournament/t-1/schedule', mocks: [editPage(), optionsMock(), ...mocks] });

describe('tournament schedule tab', { timeout: 20_000 }, () => {
  it("lists blocks with their broadcasts and match starts in the tournament's time zone", async () => {
    renderSchedule(schedulePageMock([DAY_ONE]));
    const card = await screen.findByRole('article', { name: 'Block Day 1' });
    expect(within(card).getByText(/Starts Feb 1, 2026, 5:00\sPM \(Asia\/Seoul\)/)).toBeTruthy();
    const rows = within(within(card).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      'T1 vs G2',
      'T1 vs TBD',
    ]);
    expect(within(rows[0]!).getByText(/Feb 1, 2026, 5:00\sPM/)).toBeTruthy();
    expect(within(rows[1]!).getByText(/Feb 1, 2026, 6:30\sPM/)).toBeTruthy();
    expect(within(rows[0]!).getByText('finished')).toBeTruthy();
    expect(within(rows[1]!).getByText('not-live')).toBeTruthy();
    expect(screen.getByText(/Not on the stream timeline/)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Schedule' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    // The schedule is not part of the form: no Save bar here.
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('says so when the tournament has no schedule blocks', async () => {
    renderSchedule(schedulePageMock([]));
    expect(await screen.findByText('Nothing to display.')).toBeTruthy();
  });

  it('copies a block to the start confirmed in the dialog and shows the copy', async () => {
    const copy = block('blk-2', 'Day 1', '2026-03-01T10:00:00.000Z');
    const { user, operations } = renderSchedule(
      schedulePageMock([DAY_ONE]),
      copyMock('2026-03-01T10:00:00.000Z', {
        data: {
          copyScheduleBlock: {
            __typename: 'ScheduleBlockMutationResult',
            ok: {
              __typename: 'ScheduleBlockMutationSuccess',
              message: 'Copied Schedule Block Successfully!',
              block: copy,
            },
            error: null,
          },
        },
      }),
      schedulePageMock([DAY_ONE, copy]),
    );
    await user.click(await screen.findByRole('button', { name: 'Copy block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy schedule block' });
    const input = within(dialog).getByLabelText<HTMLInputElement>('New start time (UTC)');
    // A week after the block by default.
    expect(input.value).toBe('2026-02-08T08:00');
    fireEvent.change(input, { target: { value: '2026-03-01T10:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Copy block' }));
    expect(await screen.findByText('Copied Schedule Block Successfully!')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getAllByRole('article', { name: 'Block Day 1' })).toHaveLength(2),
    );
    expect(operations.filter((op) => op.operationName === 'CopyScheduleBlock')).toHaveLength(1);
  });

  it('cancels a copy without calling the gateway', async () => {
    const { user, operations } = renderSchedule(schedulePageMock([DAY_ONE]));
    await user.click(await screen.findByRole('button', { name: 'Copy block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy schedule block' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(operations.some((op) => op.operationName === 'CopyScheduleBlock')).toBe(false);
  });

  it('shows the spec error naming the block when the copy fails', async () => {
    const message = 'An error occurred attempting to copy schedule block: blk-1';
    const { user } = renderSchedule(
      schedulePageMock([DAY_ONE]),
      copyMock(
        '2026-02-08T08:00:00.000Z',
        mutationError('copyScheduleBlock', 'ScheduleBlockMutationResult', message),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Copy block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy schedule block' });
    await user.click(within(dialog).getByRole('button', { name: 'Copy block' }));
    expect(await screen.findByText(message)).toBeTruthy();
    // The dialog stays open so the start can be changed and tried again.
    expect(screen.getByRole('dialog', { name: 'Copy schedule block' })).toBeTruthy();
  });

  it('saves the tournament to the stream timeline and shows its entry', async () => {
    const { user } = renderSchedule(
      // Saved while the schedule is still loading: the saved entry shows all the same.
      { ...schedulePageMock([DAY_ONE]), delay: 400 },
      saveMock({
        data: {
          saveTournamentToStreamTimeline: {
            __typename: 'StreamTimelineMutationResult',
            ok: {
              __typename: 'StreamTimelineMutationSuccess',
              message: 'Saved Tournament to Stream Timeline Successfully!',
              entry: timelineEntry,
            },
            error: null,
          },
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Save to stream timeline' }));
    expect(
      await screen.findByText('Saved Tournament to Stream Timeline Successfully!'),
    ).toBeTruthy();
    expect(
      await screen.findByText(
        'On the stream timeline as “Spring Split”, Jan 10, 2026 to Apr 10, 2026; drops on, rewards off.',
      ),
    ).toBeTruthy();
    // The schedule's answer, sent before the save, does not take the entry back.
    await screen.findByRole('article', { name: 'Block Day 1' });
    expect(screen.getByText(/On the stream timeline as “Spring Split”/)).toBeTruthy();
  });

  it('shows the spec error when saving to the stream timeline fails', async () => {
    const message = 'An error occurred saving the tournament to stream timeline';
    const { user } = renderSchedule(
      schedulePageMock([DAY_ONE]),
      saveMock(
        mutationError('saveTournamentToStreamTimeline', 'StreamTimelineMutationResult', message),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Save to stream timeline' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('shows a read-only user the schedule without Copy block or Save to stream timeline', async () => {
    renderApp({
      path: '/tournament/t-1/schedule',
      viewer: viewerFixture({
        resources: ['tournament', 'league', 'season'],
        writableResources: [],
      }),
      mocks: [editPage(), optionsMock(), schedulePageMock([DAY_ONE])],
    });
    expect(await screen.findByRole('article', { name: 'Block Day 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Copy block' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save to stream timeline' })).toBeNull();
  });
});
