import { STREAM_TIMELINE_MESSAGES } from '@esports-admin/schema/rules/stream-timeline';
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  TimelineListPageDocument,
  UpdateTimelineEntryDocument,
  type StreamTimelineTournamentInput,
} from '../../__generated__/graphql';
import type { mutationError } from '../../test/mutationMocks';
import { STORED_VERSION } from '../../test/mutationMocks';
import { renderApp } from '../../test/renderApp';

const entry = (overrides: Partial<StreamTimelineTournamentInput> = {}) => ({
  __typename: 'StreamTimelineTournament',
  tournamentId: 't1',
  version: STORED_VERSION,
  description: 'LCK Summer',
  startDate: '2025-06-01T00:00:00.000Z',
  endDate: '2025-07-01T00:00:00.000Z',
  droppable: false,
  rewardable: true,
  ...overrides,
});

const listMock = (entries: ReturnType<typeof entry>[]): MockLink.MockedResponse => ({
  request: { query: TimelineListPageDocument },
  result: { data: { streamTimelineTournaments: entries } },
});

const updateMock = (
  input: StreamTimelineTournamentInput,
  answer: { ok: boolean; error?: ReturnType<typeof mutationError> },
): MockLink.MockedResponse => ({
  request: {
    query: UpdateTimelineEntryDocument,
    variables: { tournamentId: 't1', input, expectedVersion: STORED_VERSION },
  },
  result: {
    data: {
      updateStreamTimelineTournament: {
        __typename: 'StreamTimelineMutationResult',
        ok: answer.ok
          ? {
              __typename: 'StreamTimelineMutationSuccess',
              message: STREAM_TIMELINE_MESSAGES.saved,
              entry: { ...entry(input), version: 'version-2' },
            }
          : null,
        error: answer.error ?? null,
      },
    },
  },
});

const STORED_INPUT: StreamTimelineTournamentInput = {
  description: 'LCK Summer',
  startDate: '2025-06-01T00:00:00.000Z',
  endDate: '2025-07-01T00:00:00.000Z',
  droppable: false,
  rewardable: true,
};

describe('stream timeline pages', { timeout: 20_000 }, () => {
  it('lists the timeline tournaments with their flags', async () => {
    renderApp({ path: '/timeline/list', mocks: [listMock([entry()])] });
    const table = await screen.findByRole('table', { name: 'Stream timeline tournaments' });
    const row = (await within(table).findByText('LCK Summer')).closest('tr')!;
    expect(row.textContent).toContain('Jun 1, 2025');
    expect(row.textContent).toContain('Not droppable');
    expect(row.textContent).toContain('Rewardable');
  });

  it('says so when the timeline is empty, and how a tournament gets on it', async () => {
    renderApp({ path: '/timeline/list', mocks: [listMock([])] });
    expect(await screen.findByText('Nothing to display.')).toBeTruthy();
    expect(
      screen.getByText(
        'A tournament gets on the stream timeline with “Save to stream timeline” on its Schedule tab.',
      ),
    ).toBeTruthy();
  });

  it('is in the Streams section of the navigation, beside the stream groups', async () => {
    const { user, history } = renderApp({ path: '/timeline/list', mocks: [listMock([])] });
    const pages = await screen.findByRole('navigation', { name: 'Streams pages' });
    const timeline = within(pages).getByRole('link', { name: 'Stream Timeline' });
    expect(timeline.getAttribute('aria-current')).toBe('page');
    const sections = screen.getByRole('navigation', { name: 'Sections' });
    expect(
      within(sections).getByRole('link', { name: 'Streams' }).getAttribute('aria-current'),
    ).toBe('page');
    await user.click(within(pages).getByRole('link', { name: 'Stream Groups' }));
    expect(history.location.pathname).toBe('/stream/group/list');
  });

  it('turns drops on with the version it loaded and returns to the list', async () => {
    const changed = { ...STORED_INPUT, droppable: true };
    const { user, history } = renderApp({
      path: '/timeline/t1/edit',
      mocks: [listMock([entry()]), updateMock(changed, { ok: true }), listMock([entry(changed)])],
    });
    await user.click(await screen.findByLabelText('Droppable: viewers may receive drops'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(STREAM_TIMELINE_MESSAGES.saved)).toBeTruthy();
    await waitFor(() => expect(history.location.pathname).toBe('/timeline/list'));
  });

  it('shows the rule message beside an end date before the start and does not save', async () => {
    const { user, operations } = renderApp({
      path: '/timeline/t1/edit',
      mocks: [listMock([entry()])],
    });
    const end = await screen.findByLabelText('End date');
    await user.clear(end);
    await user.type(end, '2025-05-01');
    expect(await screen.findByText('Date must be after 2025-06-01T00:00:00.000Z')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    expect(operations.some((op) => op.operationName === 'UpdateTimelineEntry')).toBe(false);
  });

  it('answers a tournament not on the timeline with the not-found page', async () => {
    renderApp({ path: '/timeline/t9/edit', mocks: [listMock([entry()])] });
    expect(await screen.findByText(/t9/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
