import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  InventoryItemListPageChangeStatusDocument,
  InventoryItemListPageDocument,
  type InventoryItemStatus,
} from '../../../__generated__/graphql';
import { STORED_VERSION } from '../../../test/mutationMocks';
import { renderApp } from '../../../test/renderApp';
import { viewerFixture } from '../../../test/viewerFixtures';

const item = (id: string, internalTitle: string, status: InventoryItemStatus = 'active') => ({
  __typename: 'InventoryItem',
  id,
  internalTitle,
  dropType: 'game_item',
  psaType: 'emote',
  quantity: 1,
  imageUrl: null,
  status,
  version: STORED_VERSION,
});

const listMock = (
  status: InventoryItemStatus,
  items: ReturnType<typeof item>[],
): MockLink.MockedResponse => ({
  request: { query: InventoryItemListPageDocument, variables: { sport: 'lol', status } },
  result: { data: { inventoryItems: items } },
});

const archiveMock = (id: string, reason: string): MockLink.MockedResponse => ({
  request: {
    query: InventoryItemListPageChangeStatusDocument,
    variables: { id, sport: 'lol', status: 'archived', reason, expectedVersion: STORED_VERSION },
  },
  result: {
    data: {
      changeInventoryItemStatus: {
        __typename: 'InventoryItemMutationResult',
        ok: {
          __typename: 'InventoryItemMutationSuccess',
          message: 'Archived inventory item Worlds Ward.',
          inventoryItem: {
            __typename: 'InventoryItem',
            id,
            version: STORED_VERSION,
            status: 'archived',
          },
        },
        error: null,
      },
    },
  },
});

describe('inventory items list', { timeout: 20_000 }, () => {
  it('lists the active items with their ids and archives one only after confirming', async () => {
    const { user, operations } = renderApp({
      path: '/drops/inventory/list/active',
      mocks: [
        listMock('active', [item('8100001', 'Worlds Ward'), item('8100002', 'Emote')]),
        archiveMock('8100001', 'Season over'),
        listMock('active', [item('8100002', 'Emote')]),
      ],
    });
    const ward = await screen.findByRole('row', { name: /Worlds Ward/ });
    expect(ward.textContent).toContain('8100001');

    await user.click(within(ward).getByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Archive “Worlds Ward”?' });
    expect(operations.some((op) => op.operationName.endsWith('ChangeStatus'))).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Season over');
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));

    expect(await screen.findByText('Archived inventory item Worlds Ward.')).toBeTruthy();
    // The Emote row was there before the list loaded again: wait for the archived row to go.
    await waitFor(() => expect(screen.queryByRole('row', { name: /Worlds Ward/ })).toBeNull());
    expect(screen.getByRole('row', { name: /Emote/ })).toBeTruthy();
  });

  it('offers a read-only user View and no status actions', async () => {
    renderApp({
      path: '/drops/inventory/list/active',
      viewer: viewerFixture({ resources: ['drop'], writableResources: [] }),
      mocks: [listMock('active', [item('8100001', 'Worlds Ward')])],
    });
    const row = await screen.findByRole('row', { name: /Worlds Ward/ });
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['View']);
  });
});
