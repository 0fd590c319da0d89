import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ShotcallEventsPageDocument,
  ShotcallSessionStateDocument,
} from '../../../__generated__/graphql';
import { renderApp } from '../../../test/renderApp';
import { sessionFixture } from '../shotcallMocks';

const live = sessionFixture();
const later = sessionFixture({
  id: 's2',
  version: 'v-s2',
  name: 'Masters Toronto day 4',
  state: 'scheduled',
  matchup: 'Paper Rex vs LOUD',
  scheduledStart: '2026-11-28T15:00:00.000Z',
  startedAt: null,
});

function renderPage() {
  return renderApp({
    path: '/shotcall/events',
    mocks: [
      {
        request: { query: ShotcallEventsPageDocument, variables: { sport: 'val' } },
        result: { data: { shotcallSessions: [live, later] } },
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
      {
        request: {
          query: ShotcallSessionStateDocument,
          variables: { id: 's2', state: 'live', expectedVersion: 'v-s2', reason: null },
        },
        result: {
          data: {
            setShotcallSessionState: {
              __typename: 'ShotcallSessionMutationResult',
              ok: {
                __typename: 'ShotcallSessionMutationSuccess',
                message: 'The session is live.',
                session: { ...later, state: 'live', version: 'v-s2b' },
              },
              error: null,
            },
          },
        },
      },
    ],
  });
}

describe('the shot-call events page', { timeout: 20_000 }, () => {
  beforeEach(() => window.localStorage.setItem('esports-admin.sport', JSON.stringify('val')));

  it('lists the live session first, then each day, by match and tournament', async () => {
    renderPage();
    const liveNow = await screen.findByRole('region', { name: 'Live now' });
    expect(within(liveNow).getByRole('link', { name: 'Sentinels vs Fnatic' })).toBeTruthy();
    expect(within(liveNow).getByText('Masters Toronto')).toBeTruthy();
    const day = screen.getByRole('region', { name: 'Nov 28, 2026' });
    expect(within(day).getByRole('link', { name: 'Paper Rex vs LOUD' }).getAttribute('href')).toBe(
      '/shotcall/events/s2',
    );
    const regions = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(regions).toEqual(['Live now', 'Nov 28, 2026']);
  });

  it('goes live only after the confirmation', async () => {
    const { user, operations } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Go live: Paper Rex vs LOUD' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Go live?' });
    expect(operations.some((op) => op.operationName === 'ShotcallSessionState')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Go live' }));
    await waitFor(() =>
      expect(operations.filter((op) => op.operationName === 'ShotcallSessionState')).toEqual([
        {
          operationName: 'ShotcallSessionState',
          variables: { id: 's2', state: 'live', expectedVersion: 'v-s2', reason: null },
        },
      ]),
    );
  });
});
