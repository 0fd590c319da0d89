import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  RewardsPageDeleteDocument,
  RewardsPageDocument,
  InventoryItemChoicesDocument,
} from '../../../../__generated__/graphql';
import { renderApp } from '../../../../test/renderApp';

const reward = (id: string, name: string, grantedAt: string | null) => ({
  __typename: 'PickemReward' as const,
  id,
  version: `v-${id}`,
  eldsTournamentId: 'tour1',
  name,
  criterion: 'topPercent' as const,
  threshold: 10,
  inventoryItemId: null,
  grantedAt,
});

function renderPage() {
  return renderApp({
    path: '/pickem/tournaments/tour1/rewards',
    mocks: [
      {
        request: { query: RewardsPageDocument, variables: { eldsTournamentId: 'tour1' } },
        result: {
          data: {
            pickemTournament: {
              __typename: 'PickemTournament',
              eldsTournamentId: 'tour1',
              tournament: {
                __typename: 'Tournament',
                id: 'tour1',
                sport: 'lol',
                name: { __typename: 'LocalizedName', displayName: 'Worlds 2026' },
              },
              rewards: [
                reward('r1', 'Finals emote', null),
                reward('r2', 'Group stage icon', '2026-10-20T10:00:00.000Z'),
              ],
            },
          },
        },
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
      {
        request: { query: InventoryItemChoicesDocument, variables: { sport: 'lol' } },
        result: {
          data: {
            inventoryItems: [
              {
                __typename: 'InventoryItem',
                id: 'i1',
                internalTitle: 'Worlds 2026 emote',
                status: 'active',
              },
            ],
          },
        },
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
      {
        request: {
          query: RewardsPageDeleteDocument,
          variables: {
            id: 'r1',
            eldsTournamentId: 'tour1',
            expectedVersion: 'v-r1',
            reason: 'Duplicate',
          },
        },
        result: {
          data: {
            deletePickemReward: {
              __typename: 'PickemDeletionResult',
              ok: { __typename: 'PickemDeletionSuccess', id: 'r1', message: 'Reward deleted.' },
              error: null,
            },
          },
        },
      },
    ],
  });
}

describe('rewards page', { timeout: 20_000 }, () => {
  it('says a granted reward is read-only and offers no change on it', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Rewards' });
    const granted = within(table).getByRole('row', { name: /Group stage icon/ });
    expect(within(granted).getByText('Granted: read-only')).toBeTruthy();
    expect(within(granted).getByText('Given to viewers: cannot change')).toBeTruthy();
    expect(within(granted).queryByRole('button')).toBeNull();
    const open = within(table).getByRole('row', { name: /Finals emote/ });
    expect(within(open).getByText('Top 10% of viewers')).toBeTruthy();
    expect(within(open).getByRole('button', { name: 'Edit Finals emote' })).toBeTruthy();
  });

  it('deletes a reward only after the confirmation, sending its reason and version', async () => {
    const { user, operations } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Finals emote' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the reward?' });
    expect(operations.some((op) => op.operationName === 'RewardsPageDelete')).toBe(false);
    await user.type(within(dialog).getByLabelText('Reason'), 'Duplicate');
    await user.click(within(dialog).getByRole('button', { name: 'Delete reward' }));
    await waitFor(() =>
      expect(operations.filter((op) => op.operationName === 'RewardsPageDelete')).toEqual([
        {
          operationName: 'RewardsPageDelete',
          variables: {
            id: 'r1',
            eldsTournamentId: 'tour1',
            expectedVersion: 'v-r1',
            reason: 'Duplicate',
          },
        },
      ]),
    );
    // The change settles (the dialog closes) before the test ends.
    await waitFor(() =>
      expect(screen.queryByRole('alertdialog', { name: 'Delete the reward?' })).toBeNull(),
    );
  });
});
