import type { MockLink } from '@apollo/client/testing';
import { PICKEM_MESSAGES } from '@esports-admin/schema/rules/pickem';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  PickemTournamentPageDocument,
  PickemTournamentPageSaveDocument,
} from '../../../__generated__/graphql';
import { renderApp } from '../../../test/renderApp';

const pickem = (published: boolean, version = 'v1') => ({
  __typename: 'PickemTournament' as const,
  eldsTournamentId: 'worlds',
  version,
  published,
  tournament: {
    __typename: 'Tournament' as const,
    id: 'worlds',
    name: { __typename: 'LocalizedName' as const, displayName: 'Worlds 2026' },
    startTime: '2026-10-01T00:00:00.000Z',
    endTime: '2026-11-02T00:00:00.000Z',
    league: { __typename: 'League' as const, id: 'intl', name: 'Worlds' },
  },
  pickBlocks: [
    { __typename: 'PickBlock' as const, id: 'b1', state: 'scored' as const },
    { __typename: 'PickBlock' as const, id: 'b2', state: 'open' as const },
    { __typename: 'PickBlock' as const, id: 'b3', state: 'open' as const },
  ],
  unscheduled: {
    __typename: 'PickemUnscheduled' as const,
    eldsMatchIds: ['m7', 'm8'],
    eldsSectionIds: ['final'],
  },
  celebrities: [{ __typename: 'Celebrity' as const, id: 'c1' }],
  crystalBallPrompts: [
    { __typename: 'CrystalBallPrompt' as const, id: 'p1', state: 'certified' as const },
    { __typename: 'CrystalBallPrompt' as const, id: 'p2', state: 'draft' as const },
    { __typename: 'CrystalBallPrompt' as const, id: 'p3', state: 'draft' as const },
  ],
  rewards: [{ __typename: 'PickemReward' as const, id: 'r1' }],
});

const pageMock = (answer: ReturnType<typeof pickem> | null): MockLink.MockedResponse => ({
  request: { query: PickemTournamentPageDocument, variables: { eldsTournamentId: 'worlds' } },
  result: { data: { pickemTournament: answer } },
});

describe("a tournament's pick'em overview", { timeout: 20_000 }, () => {
  it('shows the name, dates, counts and links to every page of the tournament', async () => {
    renderApp({ path: '/pickem/tournaments/worlds', mocks: [pageMock(pickem(true))] });
    expect(await screen.findByRole('heading', { name: 'Worlds 2026' })).toBeTruthy();
    expect(screen.getByText('Worlds · Oct 1, 2026 – Nov 2, 2026')).toBeTruthy();
    const blocks = screen.getByRole('region', { name: 'Pick blocks' });
    expect(within(blocks).getByText('3')).toBeTruthy();
    expect(within(blocks).getByText('Open: 2')).toBeTruthy();
    expect(within(blocks).getByText('Scored: 1')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Unscheduled matches' })).getByText('2'),
    ).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Celebrities' })).getByText('1')).toBeTruthy();
    const prompts = screen.getByRole('region', { name: 'Crystal-ball prompts' });
    expect(within(prompts).getByText('3')).toBeTruthy();
    expect(within(prompts).getByText('1 certified, 2 draft')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Rewards (1)' })).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: "Tournament pick'em pages" });
    expect(
      within(pages)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Overview', 'Pick blocks', 'Crystal ball', 'Celebrities', 'Rewards', 'Scoring']);
    expect(within(pages).getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(pages).getByRole('link', { name: 'Scoring' }).getAttribute('href')).toBe(
      '/pickem/tournaments/worlds/scoring',
    );
  });

  it('asks before unpublishing and sends the version it read', async () => {
    const saveMock: MockLink.MockedResponse = {
      request: {
        query: PickemTournamentPageSaveDocument,
        variables: {
          eldsTournamentId: 'worlds',
          input: { published: false },
          expectedVersion: 'v1',
        },
      },
      result: {
        data: {
          savePickemTournament: {
            __typename: 'PickemTournamentMutationResult',
            ok: {
              __typename: 'PickemTournamentMutationSuccess',
              message: PICKEM_MESSAGES.tournamentSaved,
              pickemTournament: pickem(false, 'v2'),
            },
            error: null,
          },
        },
      },
    };
    const { user } = renderApp({
      path: '/pickem/tournaments/worlds',
      mocks: [pageMock(pickem(true)), saveMock, pageMock(pickem(false, 'v2'))],
    });
    await user.click(await screen.findByRole('button', { name: 'Unpublish' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unpublish Worlds 2026?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText(PICKEM_MESSAGES.tournamentSaved)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Publish' })).toBeTruthy();
  });

  it("says when pick'em does not know the tournament", async () => {
    renderApp({ path: '/pickem/tournaments/worlds', mocks: [pageMock(null)] });
    expect(await screen.findByRole('heading', { name: "Not in pick'em" })).toBeTruthy();
  });
});
