import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { InventoryDescriptionsFormSaveDocument } from '../../../__generated__/graphql';
import { GuardedRouter, memoryHistory } from '../../../shell/guardedHistory';
import { SportProvider } from '../../../shell/sport';
import { Providers } from '../../../test/renderApp';
import { InventoryDescriptionsForm } from './InventoryDescriptionsForm';

const ITEM = {
  __typename: 'InventoryItem' as const,
  id: 'inv-1',
  version: 'v1',
  descriptionGroupKey: null,
  internalTitle: 'Finals Ward',
  dropType: 'psa',
  psaType: 'wallet_item',
  storeType: null,
  itemType: null,
  quantity: 1,
  imageUrl: null,
  gameItemId: null,
  status: 'active' as const,
  descriptions: [
    { __typename: 'InventoryDescription' as const, fulfillmentStatus: 'FULFILLED', text: 'Enjoy!' },
  ],
};

const saveMock = {
  request: {
    query: InventoryDescriptionsFormSaveDocument,
    variables: {
      id: 'inv-1',
      sport: 'lol',
      descriptions: [
        { fulfillmentStatus: 'REQUESTED', text: 'On its way.' },
        { fulfillmentStatus: 'FULFILLED', text: 'Enjoy!' },
      ],
      expectedVersion: 'v1',
    },
  },
  result: {
    data: {
      saveInventoryDescriptions: {
        __typename: 'InventoryItemResult',
        ok: {
          __typename: 'InventoryItemSuccess',
          message: 'Saved the descriptions.',
          inventoryItem: {
            __typename: 'InventoryItem',
            id: 'inv-1',
            version: 'v2',
            descriptionGroupKey: null,
            descriptions: [],
          },
        },
        error: null,
      },
    },
  },
};

describe('InventoryDescriptionsForm', { timeout: 20_000 }, () => {
  it('guards typed descriptions, sends the non-empty ones with the version, then is saved', async () => {
    const onSaved = vi.fn();
    const history = memoryHistory('/drops/inventory/inv-1/edit');
    const form = (
      <>
        <InventoryDescriptionsForm item={ITEM} defaults={[]} readOnly={false} onSaved={onSaved} />
        <Link to="/drops/inventory">Inventory</Link>
      </>
    );
    render(
      <Providers>
        <MockedProvider mocks={[saveMock]}>
          <SportProvider>
            <GuardedRouter
              history={history}
              routes={[{ path: '/drops/inventory/inv-1/edit', element: form }]}
            />
          </SportProvider>
        </MockedProvider>
      </Providers>,
    );
    const user = userEvent.setup();
    const save = screen.getByRole('button', { name: 'Save Descriptions' });
    expect(save).toHaveProperty('disabled', true);
    await user.type(screen.getByRole('textbox', { name: 'REQUESTED' }), 'On its way.');
    expect(screen.getByText('Unsaved description changes.')).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'Inventory' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));

    await user.click(save);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(screen.getByText('Descriptions are saved.')).toBeTruthy();
  });
});
