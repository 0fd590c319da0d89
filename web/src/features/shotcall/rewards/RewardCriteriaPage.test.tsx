import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  RewardCriteriaPageDeleteDocument,
  RewardCriteriaPageDocument,
  InventoryItemChoicesDocument,
  RewardCriteriaPageTournamentsDocument,
} from '../../../__generated__/graphql';
import { renderApp } from '../../../test/renderApp';

const tournament = (id: string, displayName: string) => ({
  __typename: 'Tournament' as const,
  id,
  name: { __typename: 'LocalizedName' as const, displayName },
});

const session = (id: string, eldsTournamentId: string, name: string) => ({
  __typename: 'ShotcallSession' as const,
  id,
  eldsTournamentId,
  tournament: tournament(eldsTournamentId, name),
});

const criteria = (
  id: string,
  eldsTournamentId: string,
  name: string,
  inventoryItemId: string | null,
) => ({
  __typename: 'ShotcallRewardCriteria' as const,
  id,
  version: `v-${id}`,
  eldsTournamentId,
  name,
  minimumCorrect: 5,
  inventoryItemId,
});

const criteriaMock = (eldsTournamentId: string, rows: ReturnType<typeof criteria>[]) => ({
  request: { query: RewardCriteriaPageDocument, variables: { eldsTournamentId } },
  result: { data: { shotcallRewardCriteria: rows } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

function renderPage() {
  return renderApp({
    path: '/shotcall/rewards',
    mocks: [
      {
        request: { query: RewardCriteriaPageTournamentsDocument, variables: { sport: 'val' } },
        result: {
          data: {
            shotcallSessions: [
              session('s1', 'masters', 'Masters Toronto'),
              session('s2', 'champions', 'Champions Seoul'),
              session('s3', 'masters', 'Masters Toronto'),
            ],
          },
        },
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
      {
        request: { query: InventoryItemChoicesDocument, variables: { sport: 'val' } },
        result: {
          data: {
            inventoryItems: [
              {
                __typename: 'InventoryItem',
                id: 'i1',
                internalTitle: 'Shot-caller spray',
                status: 'active',
              },
            ],
          },
        },
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
      criteriaMock('champions', [criteria('r1', 'champions', 'Sharp caller', 'i1')]),
      criteriaMock('masters', [criteria('r2', 'masters', 'Masters regular', null)]),
      {
        request: {
          query: RewardCriteriaPageDeleteDocument,
          variables: { id: 'r2', expectedVersion: 'v-r2', reason: null },
        },
        result: {
          data: {
            deleteShotcallRewardCriteria: {
              __typename: 'ShotcallDeletionResult',
              ok: {
                __typename: 'ShotcallDeletionSuccess',
                id: 'r2',
                message: 'Reward criteria deleted.',
              },
              error: null,
            },
          },
        },
      },
    ],
  });
}

describe('shot-call reward criteria', { timeout: 20_000 }, () => {
  it('lists a tournament chosen by name, with the item given by its name', async () => {
    const { user, history } = renderPage();
    const table = await screen.findByRole('table', { name: 'Reward criteria: Champions Seoul' });
    expect(await within(table).findByText('Shot-caller spray')).toBeTruthy();
    const select = screen.getByLabelText('Tournament');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Champions Seoul', 'Masters Toronto']);
    await user.selectOptions(select, 'Masters Toronto');
    const masters = await screen.findByRole('table', { name: 'Reward criteria: Masters Toronto' });
    expect(await within(masters).findByText('Points only')).toBeTruthy();
    expect(history.location.search).toBe('?tournament=masters');
  });

  it('deletes criteria only after the confirmation', async () => {
    const { user, operations } = renderPage();
    await screen.findByRole('table', { name: 'Reward criteria: Champions Seoul' });
    await user.selectOptions(screen.getByLabelText('Tournament'), 'Masters Toronto');
    await user.click(await screen.findByRole('button', { name: 'Delete Masters regular' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the reward criteria?' });
    expect(operations.some((op) => op.operationName === 'RewardCriteriaPageDelete')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete criteria' }));
    await waitFor(() =>
      expect(operations.filter((op) => op.operationName === 'RewardCriteriaPageDelete')).toEqual([
        {
          operationName: 'RewardCriteriaPageDelete',
          variables: { id: 'r2', expectedVersion: 'v-r2', reason: null },
        },
      ]),
    );
    // The change settles (the dialog closes) before the test ends.
    await waitFor(() =>
      expect(screen.queryByRole('alertdialog', { name: 'Delete the reward criteria?' })).toBeNull(),
    );
  });
});
