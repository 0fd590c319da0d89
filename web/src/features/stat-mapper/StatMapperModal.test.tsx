import { STAT_MAPPER_MESSAGES } from '@esports-admin/schema/rules/stat-mapper';
import { MESSAGES } from '@esports-admin/schema/rules/validation';
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  StatMapperModalDocument,
  StatMapperModalManualGameDocument,
  StatMapperModalProposalDocument,
  StatMapperModalUnmapDocument,
} from '../../__generated__/graphql';
import { mutationError } from '../../test/mutationMocks';
import { renderApp } from '../../test/renderApp';
import { pageMock } from '../vods/vodMocks';

const PATH = '/stream/vods/t1';
const MAPPED_ID = 'ESPORTSTMNT01_3001';
const MANUAL_ID = 'ESPORTSTMNT02_777';

const participant = (id: number, handle: string | null) => ({
  __typename: 'PlatformParticipant',
  participantId: id,
  displayName: `Summoner${id}`,
  esportsPlayerId: handle ? `p${id}` : null,
  esportsPlayer: handle ? { __typename: 'Player', id: `p${id}`, handle } : null,
  platformAccountId: `acc${id}`,
  championId: 'Ahri',
  puuid: `puuid-${id}`,
  agentName: null,
});

const team = (platformTeamId: number, first: number, name: string | null) => ({
  __typename: 'PlatformTeam',
  platformTeamId,
  esportsTeamId: name ? `team-${name}` : null,
  esportsTeam: name ? { __typename: 'Team', id: `team-${name}`, name, tricode: name } : null,
  participants: [0, 1, 2, 3, 4].map((n) =>
    participant(first + n, n === 4 ? null : `${name ?? 'X'}${n}`),
  ),
});

const platformGame = (platformGameId: string, mapped: boolean, blueName: string | null) => ({
  __typename: 'PlatformGame',
  platformGameId,
  name: platformGameId,
  esportsGameId: mapped ? 'g1' : null,
  state: 'in_progress',
  startedAt: '2025-06-14T09:05:00.000Z',
  mappedAt: mapped ? '2025-06-14T09:20:00.000Z' : null,
  teams: [team(100, 1, blueName), team(200, 6, 'GEN')],
});

const modalMock = (mapped: boolean): MockLink.MockedResponse => ({
  request: { query: StatMapperModalDocument, variables: { sport: 'lol', esportsGameId: 'g1' } },
  result: {
    data: {
      statMapperGame: {
        __typename: 'StatMapperGame',
        esportsGameId: 'g1',
        mappedPlatformGames: mapped ? [platformGame(MAPPED_ID, true, 'T1')] : [],
      },
      livePlatformGames: [],
    },
  },
});

async function openStatMapper(mocks: MockLink.MockedResponse[]) {
  const app = renderApp({ path: PATH, mocks: [pageMock([]), ...mocks] });
  const game = await screen.findByRole('group', { name: 'Game 1' });
  await app.user.click(within(game).getByRole('button', { name: 'Stat Mapper for Game 1' }));
  return { ...app, dialog: await screen.findByRole('dialog', { name: 'Stat Mapper' }) };
}

describe('the Stat Mapper modal', { timeout: 20_000 }, () => {
  it('opens on the latest mapping with both sides and unmatched players shown as Unknown', async () => {
    const { dialog } = await openStatMapper([modalMock(true)]);
    const blue = await within(dialog).findByRole('table', { name: 'Blue players' });
    expect(
      within(blue)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Display Name', 'Champion', 'Account ID', 'In-Game Name']);
    expect(within(blue).getAllByRole('row')[5]!.textContent).toContain(
      STAT_MAPPER_MESSAGES.unknownPlayer,
    );
    expect(
      within(dialog)
        .getByRole('tab', { name: /Mapped Games/ })
        .getAttribute('aria-selected'),
    ).toBe('true');
    expect(within(dialog).getByRole('button', { name: 'Unmap Game' })).toBeTruthy();
  });

  it('offers no Unmap Game for an unmapped game and asks a MANUAL entry for both ids and says when the teams cannot be loaded', async () => {
    const { user, dialog } = await openStatMapper([
      modalMock(false),
      {
        request: {
          query: StatMapperModalManualGameDocument,
          variables: { sport: 'lol', platformGameId: MANUAL_ID },
        },
        result: { data: { platformGame: platformGame(MANUAL_ID, false, null) } },
      },
      {
        request: {
          query: StatMapperModalProposalDocument,
          variables: { sport: 'lol', esportsGameId: 'g1', platformGameId: MANUAL_ID },
        },
        error: new Error('the data service answered 503'),
      },
    ]);
    expect(
      await within(dialog).findByText('Choose a platform game to see its teams.'),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Unmap Game' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'MANUAL' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Realm ID/ }), 'ESPORTSTMNT02');
    await user.click(within(dialog).getByRole('button', { name: 'Load game' }));
    expect(within(dialog).getByText(MESSAGES.fieldNotValid)).toBeTruthy();

    await user.type(within(dialog).getByRole('textbox', { name: /Game ID/ }), '777');
    await user.click(within(dialog).getByRole('button', { name: 'Load game' }));
    expect(
      await within(dialog).findByText('Could not load the teams: the data service answered 503'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('asks before closing with MANUAL ids typed and not loaded', async () => {
    const { user, dialog } = await openStatMapper([modalMock(false)]);
    await user.click(await within(dialog).findByRole('button', { name: 'MANUAL' }));
    const realm = within(dialog).getByRole('textbox', { name: /Realm ID/ });
    await user.type(realm, 'ESPORTSTMNT02');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(realm).toHaveProperty('value', 'ESPORTSTMNT02');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(
        await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' }),
      ).getByRole('button', { name: 'Discard changes' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Stat Mapper' })).toBeNull());
  });

  it('unmaps only after confirmation and says so when the unmap fails', async () => {
    const { user, dialog } = await openStatMapper([
      modalMock(true),
      {
        request: {
          query: StatMapperModalUnmapDocument,
          variables: { sport: 'lol', platformGameId: MAPPED_ID },
        },
        // The gateway's answer when game management fails.
        result: {
          data: {
            unmapPlatformGame: {
              __typename: 'PlatformGameMappingResult',
              ok: null,
              error: mutationError(
                STAT_MAPPER_MESSAGES.unmapFailed('game management answered 503'),
                'UPSTREAM_ERROR',
              ),
            },
          },
        },
      },
    ]);
    await user.click(await within(dialog).findByRole('button', { name: 'Unmap Game' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Unmap Game' });
    expect(confirm.textContent).toContain(`Unmap platform game ${MAPPED_ID} from esports game g1?`);
    await user.click(within(confirm).getByRole('button', { name: 'Unmap Game' }));
    expect(
      await screen.findByText(
        STAT_MAPPER_MESSAGES.unmapFailed('game management answered 503'),
        {},
        { timeout: 5_000 },
      ),
    ).toBeTruthy();
  });
});
