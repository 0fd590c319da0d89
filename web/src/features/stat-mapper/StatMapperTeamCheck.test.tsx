import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatMapperModalDocument } from '../../__generated__/graphql';
import { renderApp } from '../../test/renderApp';
import { pageMock } from '../vods/vodMocks';

// The VOD page's match is T1 (id a) against Gen.G (id b).
const esportsTeam = (id: string, name: string, tricode: string) => ({ id, name, tricode });

const platformTeam = (platformTeamId: number, team: ReturnType<typeof esportsTeam>) => ({
  __typename: 'PlatformTeam',
  platformTeamId,
  esportsTeamId: team.id,
  esportsTeam: { __typename: 'Team', ...team },
  participants: [0, 1, 2, 3, 4].map((n) => ({
    __typename: 'PlatformParticipant',
    participantId: platformTeamId + n,
    displayName: `Summoner${platformTeamId + n}`,
    esportsPlayerId: null,
    esportsPlayer: null,
    platformAccountId: null,
    championId: 103,
    championName: 'Ahri',
    puuid: null,
    agentName: null,
  })),
});

const mappedTo = (blue: ReturnType<typeof esportsTeam>, red: ReturnType<typeof esportsTeam>) => ({
  request: { query: StatMapperModalDocument, variables: { sport: 'lol', esportsGameId: 'g1' } },
  result: {
    data: {
      statMapperGame: {
        __typename: 'StatMapperEsportsGame',
        esportsGameId: 'g1',
        mappedPlatformGames: [
          {
            __typename: 'PlatformGame',
            platformGameId: 'ESPORTSTMNT01_3001',
            name: 'ESPORTSTMNT01_3001',
            esportsGameId: 'g1',
            state: 'completed',
            startedAt: '2025-06-14T09:05:00.000Z',
            mappedAt: '2025-06-14T09:20:00.000Z',
            teams: [platformTeam(100, blue), platformTeam(200, red)],
          },
        ],
      },
      livePlatformGames: [],
    },
  },
});

async function openStatMapper(mock: MockLink.MockedResponse) {
  const app = renderApp({ path: '/stream/vods/t1', mocks: [pageMock([]), mock] });
  const game = await screen.findByRole('group', { name: 'Game 1' });
  await app.user.click(within(game).getByRole('button', { name: 'Stat Mapper for Game 1' }));
  const dialog = await screen.findByRole('dialog', { name: 'Stat Mapper' });
  await within(dialog).findByRole('table', { name: 'Blue players' });
  return { ...app, dialog };
}

const T1 = esportsTeam('a', 'T1', 'T1');
const GEN = esportsTeam('b', 'Gen.G', 'GEN');
const DRX = esportsTeam('c', 'DRX', 'DRX');

describe("the Stat Mapper's check of the match's teams", { timeout: 20_000 }, () => {
  it('confirms without a warning when the platform game was played by the match teams, in either order', async () => {
    const { dialog } = await openStatMapper(mappedTo(GEN, T1));
    expect(within(dialog).queryByRole('alert', { name: 'Teams differ' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it("names both pairs of teams and keeps Confirm off until 'Map anyway' is ticked", async () => {
    const { user, dialog } = await openStatMapper(mappedTo(T1, DRX));
    const warning = within(dialog).getByRole('alert', { name: 'Teams differ' });
    expect(warning.textContent).toContain(
      'Platform game: T1 (T1) vs DRX (DRX). Match: T1 (T1) vs Gen.G (GEN).',
    );
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toHaveProperty('disabled', true);

    await user.click(within(warning).getByRole('checkbox', { name: 'Map anyway' }));
    expect(confirm).toHaveProperty('disabled', false);
    await user.click(within(warning).getByRole('checkbox', { name: 'Map anyway' }));
    expect(confirm).toHaveProperty('disabled', true);
  });
});
