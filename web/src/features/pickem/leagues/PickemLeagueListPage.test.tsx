import type { MockLink } from '@apollo/client/testing';
import { PICKEM_MESSAGES, PICKEM_OFFER_REASONS } from '@esports-admin/schema/rules/pickem';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  PickemLeagueListPageDocument,
  PickemLeagueListPageSaveDocument,
} from '../../../__generated__/graphql';
import { cellTexts, rowOf } from '../../../test/listPage';
import { renderApp } from '../../../test/renderApp';

const tournament = (id: string, displayName: string, startTime: string, endTime: string) => ({
  __typename: 'Tournament' as const,
  id,
  name: { __typename: 'LocalizedName' as const, displayName },
  startTime,
  endTime,
});
const WORLDS = tournament(
  'worlds',
  'Worlds 2026',
  '2026-10-01T00:00:00.000Z',
  '2026-11-02T00:00:00.000Z',
);
const MSI = tournament('msi', 'MSI 2026', '2026-06-20T00:00:00.000Z', '2026-07-12T00:00:00.000Z');

const pickemLeague = (
  id: string,
  name: string,
  published: boolean,
  active: typeof WORLDS | null,
  offer: keyof typeof PICKEM_OFFER_REASONS,
) => ({
  __typename: 'PickemLeague' as const,
  eldsLeagueId: id,
  version: `${id}-v1`,
  published,
  offered: offer === 'offered',
  offeredReason: PICKEM_OFFER_REASONS[offer],
  activeEldsTournamentId: active?.id ?? null,
  league: { __typename: 'League' as const, id, name, region: 'INTL' },
  tournaments: [WORLDS, MSI],
  activeTournament: active && {
    __typename: 'PickemTournament' as const,
    eldsTournamentId: active.id,
    published: true,
    tournament: active,
  },
});

const WORLDS_LEAGUE = pickemLeague('intl', 'Worlds', true, WORLDS, 'offered');
const LCK = pickemLeague('lck', 'LCK', true, null, 'noActiveTournament');
const LEC = pickemLeague('lec', 'LEC', false, WORLDS, 'unpublished');

const listMock = (leagues: ReturnType<typeof pickemLeague>[]): MockLink.MockedResponse => ({
  request: { query: PickemLeagueListPageDocument, variables: { sport: 'lol' } },
  result: { data: { pickemLeagues: leagues } },
});

const saveMock = (
  league: ReturnType<typeof pickemLeague>,
  input: { published: boolean; activeEldsTournamentId: string | null },
  answer: ReturnType<typeof pickemLeague>,
): MockLink.MockedResponse => ({
  request: {
    query: PickemLeagueListPageSaveDocument,
    variables: { eldsLeagueId: league.eldsLeagueId, input, expectedVersion: league.version },
  },
  result: {
    data: {
      savePickemLeague: {
        __typename: 'PickemLeagueMutationResult',
        ok: {
          __typename: 'PickemLeagueMutationSuccess',
          message: PICKEM_MESSAGES.leagueSaved,
          pickemLeague: answer,
        },
        error: null,
      },
    },
  },
});

describe("pick'em leagues list", { timeout: 20_000 }, () => {
  it('says for each league whether the store offers it, and why not', async () => {
    renderApp({ path: '/pickem/leagues/list', mocks: [listMock([WORLDS_LEAGUE, LCK, LEC])] });
    const [name, active, published, offered] = cellTexts(await rowOf('Worlds'));
    expect(name).toBe('WorldsINTL · intl');
    expect(active).toBe('Worlds 2026Oct 1, 2026 – Nov 2, 2026');
    expect(published).toBe('Published');
    expect(offered).toBe(`Offered${PICKEM_OFFER_REASONS.offered}`);
    expect(cellTexts(await rowOf('LCK')).slice(1, 4)).toEqual([
      'None',
      'Published',
      `Not offered${PICKEM_OFFER_REASONS.noActiveTournament}`,
    ]);
    expect(cellTexts(await rowOf('LEC'))[3]).toBe(`Not offered${PICKEM_OFFER_REASONS.unpublished}`);
  });

  it('asks before unpublishing, keeping the active tournament', async () => {
    const unpublished = { ...WORLDS_LEAGUE, published: false, offered: false };
    const { user } = renderApp({
      path: '/pickem/leagues/list',
      mocks: [
        listMock([WORLDS_LEAGUE]),
        saveMock(
          WORLDS_LEAGUE,
          { published: false, activeEldsTournamentId: 'worlds' },
          unpublished,
        ),
        listMock([unpublished]),
      ],
    });
    await user.click(within(await rowOf('Worlds')).getByRole('button', { name: 'Unpublish' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unpublish Worlds?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText(PICKEM_MESSAGES.leagueSaved)).toBeTruthy();
    await waitFor(() =>
      expect(
        within(screen.getByRole('row', { name: /Worlds/ })).getByText('Not published'),
      ).toBeTruthy(),
    );
  });

  it("sets the active tournament, chosen by name among the league's tournaments", async () => {
    const withMsi = { ...LCK, activeEldsTournamentId: 'msi', offered: true };
    const { user } = renderApp({
      path: '/pickem/leagues/list',
      mocks: [
        listMock([LCK]),
        saveMock(LCK, { published: true, activeEldsTournamentId: 'msi' }, withMsi),
        listMock([withMsi]),
      ],
    });
    await user.click(
      within(await rowOf('LCK')).getByRole('button', { name: 'Set active tournament' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Active tournament of LCK' });
    await user.selectOptions(
      within(dialog).getByLabelText('Active tournament'),
      'MSI 2026 (Jun 20, 2026 – Jul 12, 2026)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PICKEM_MESSAGES.leagueSaved)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
