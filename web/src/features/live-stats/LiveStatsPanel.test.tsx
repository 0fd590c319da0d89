import { FEATURE_FLAGS } from '@esports-admin/schema/rules/access';
import { LIVE_STATS_MESSAGES } from '@esports-admin/schema/rules/live-stats';
import { VOD_MESSAGES } from '@esports-admin/schema/rules/vod';
import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LiveStatsPanelDocument, SetLiveStatsOffsetDocument } from '../../__generated__/graphql';
import { STORED_VERSION } from '../../test/mutationMocks';
import { renderApp } from '../../test/renderApp';
import { viewerFixture } from '../../test/viewerFixtures';
import { pageMock, storedVod } from '../vods/vodMocks';

const PATH = '/stream/vods/t1';
const BROADCAST = Date.parse('2025-06-14T09:00:00.000Z');

const frame = (index: number, blue: number, red: number) => ({
  __typename: 'LiveStatsFrame',
  timestamp: new Date(BROADCAST + index * 10_000).toISOString(),
  blueGold: blue,
  redGold: red,
  goldDifference: blue - red,
});
const participants = (first: number) =>
  [0, 1, 2, 3, 4].map((n) => ({
    __typename: 'LiveStatsParticipant',
    participantId: first + n,
    summonerName: `Player${first + n}`,
  }));

/** A broadcast whose game starts 6:10 in (frame 37), then blue pulls ahead. */
function liveStatsMock(gameId = 'g1'): MockLink.MockedResponse {
  const frames = Array.from({ length: 120 }, (_, i) =>
    i < 37 ? frame(i, 0, 0) : frame(i, 2500 + (i - 37) * 120, 2500 + (i - 37) * 100),
  );
  return {
    request: { query: LiveStatsPanelDocument, variables: { gameId } },
    result: {
      data: {
        liveStats: {
          __typename: 'LiveStatsGame',
          gameId,
          searchedFrom: frames[0]!.timestamp,
          startFrame: frames[37],
          startVideoTime: '00:06:10',
          blueParticipants: participants(1),
          redParticipants: participants(6),
          frames,
        },
      },
    },
  };
}

const offsetMock = (id: string, gameTime: string): MockLink.MockedResponse => ({
  request: {
    query: SetLiveStatsOffsetDocument,
    variables: { id, gameTime, expectedVersion: STORED_VERSION },
  },
  result: {
    data: {
      setVodOffset: {
        __typename: 'VodMutationResult',
        ok: {
          __typename: 'VodMutationSuccess',
          message: VOD_MESSAGES.offsetSet,
          vod: storedVod(id, 'g1', 'abc123', gameTime),
        },
        error: null,
      },
    },
  },
});

/** Renders the VODs page with one unset vod and its live stats, and opens Game 1's panel. */
async function openPanel(more: MockLink.MockedResponse[] = []) {
  const rendered = renderApp({
    path: PATH,
    mocks: [pageMock([storedVod('v1', 'g1', 'abc123', null)]), liveStatsMock(), ...more],
  });
  const game = await screen.findByRole('group', { name: 'Game 1' });
  await rendered.user.click(within(game).getByRole('button', { name: 'Live Stats' }));
  const panel = await screen.findByRole('region', { name: 'Live stats of Game 1' });
  return { ...rendered, panel };
}

describe('live stats of a game on the VODs page', { timeout: 20_000 }, () => {
  it('charts the gold difference with the start marked and lists both sides', async () => {
    const { panel } = await openPanel();
    expect(
      await within(panel).findByText('Game start detected at video time 00:06:10'),
    ).toBeTruthy();
    const chart = within(panel).getByRole('img');
    expect(chart.textContent).toContain('Game start');
    expect(within(chart).getByText('Game start')).toBeTruthy();
    expect(chart.querySelector('title')?.textContent).toContain('final difference +1,640 for blue');
    expect(within(panel).getByRole('list', { name: 'Blue side' }).textContent).toContain('Player1');
    expect(within(panel).getByRole('list', { name: 'Red side' }).textContent).toContain('Player10');
    expect(within(panel).getByText('Offset not set')).toBeTruthy();
    expect(within(panel).getByLabelText('Video time')).toHaveProperty('value', '00:06:10');
    expect(within(panel).getByText('Game ID g1')).toBeTruthy();
  });

  it("opens on arrival from a game's Live Stats link on the Results tab", async () => {
    renderApp({
      path: `${PATH}?liveStats=g1`,
      mocks: [pageMock([storedVod('v1', 'g1', 'abc123', null)]), liveStatsMock()],
    });
    const panel = await screen.findByRole('region', { name: 'Live stats of Game 1' });
    expect(
      await within(panel).findByText('Game start detected at video time 00:06:10'),
    ).toBeTruthy();
    const game = screen.getByRole('group', { name: 'Game 1' });
    expect(
      within(game).getByRole('button', { name: 'Live Stats' }).getAttribute('aria-expanded'),
    ).toBe('true');
  });

  it("sets the vod's offset from the detected start in one action", async () => {
    const { panel, user, operations } = await openPanel([
      offsetMock('v1', '00:06:10'),
      pageMock([storedVod('v1', 'g1', 'abc123', '00:06:10')]),
    ]);
    await user.click(
      await within(panel).findByRole('button', { name: 'Set offset from detected start' }),
    );
    expect(await screen.findByText(VOD_MESSAGES.offsetSet)).toBeTruthy();
    expect(operations.filter((op) => op.operationName === 'SetLiveStatsOffset')).toEqual([
      {
        operationName: 'SetLiveStatsOffset',
        variables: { id: 'v1', gameTime: '00:06:10', expectedVersion: STORED_VERSION },
      },
    ]);
    expect(await within(panel).findByText('Offset matches the detected start')).toBeTruthy();
  });

  it('refuses a malformed video time with the shared message', async () => {
    const { panel, user } = await openPanel();
    const input = await within(panel).findByLabelText('Video time');
    await user.clear(input);
    await user.type(input, '6:10');
    expect(within(panel).getByText(VOD_MESSAGES.gameTimeNotValid)).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Save offset' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('offers no live stats where statSync is off', async () => {
    renderApp({
      path: PATH,
      mocks: [pageMock([storedVod('v1', 'g1', 'abc123', null)])],
      viewer: viewerFixture({ environment: 'test', features: FEATURE_FLAGS.test }),
    });
    const game = await screen.findByRole('group', { name: 'Game 1' });
    expect(within(game).queryByRole('button', { name: 'Live Stats' })).toBeNull();
  });

  it('says so when the game has no live stats', async () => {
    const { user } = renderApp({
      path: PATH,
      mocks: [
        pageMock([]),
        {
          request: { query: LiveStatsPanelDocument, variables: { gameId: 'g1' } },
          result: { data: { liveStats: null } },
        },
      ],
    });
    const game = await screen.findByRole('group', { name: 'Game 1' });
    await user.click(within(game).getByRole('button', { name: 'Live Stats' }));
    expect(await within(game).findByText(LIVE_STATS_MESSAGES.noFeed)).toBeTruthy();
  });
});
