import { describe, expect, it } from 'vitest';
import {
  newInventoryFormValues,
  toInventoryItemInput,
  validateInventoryForm,
  withInventoryType,
} from './inventoryFormValues';

const gameItem = {
  ...newInventoryFormValues(),
  internalTitle: 'Worlds Ward',
  dropType: 'game_item',
  storeType: 'riot_store',
  itemType: 'ward',
  gameItemId: 'ward-77',
  quantity: '5',
};

describe('inventory item form values', () => {
  it('starts as a wallet-item psa drop of quantity 1', () => {
    expect(newInventoryFormValues()).toMatchObject({
      dropType: 'psa',
      psaType: 'wallet_item',
      quantity: '1',
    });
  });

  it('resets the game item fields and quantity to 1 when the drop type changes', () => {
    expect(withInventoryType(gameItem, { dropType: 'promo_code' })).toMatchObject({
      dropType: 'promo_code',
      storeType: '',
      itemType: '',
      gameItemId: '',
      quantity: '1',
      internalTitle: 'Worlds Ward',
    });
  });

  it('resets the dependent fields when the psa type changes, and keeps them when nothing changes', () => {
    expect(withInventoryType(gameItem, { psaType: 'emote' })).toMatchObject({
      psaType: 'emote',
      gameItemId: '',
      quantity: '1',
    });
    expect(withInventoryType(gameItem, { dropType: 'game_item' })).toEqual(gameItem);
  });

  it('refuses an empty title and a quantity below 1 with the shared messages', () => {
    const errors = validateInventoryForm({ ...gameItem, internalTitle: ' ', quantity: '0' });
    expect(errors.quantity).toBe('Quantity must be a whole number of at least 1.');
    expect(errors.internalTitle).toBeTruthy();
  });

  it('sends game item fields only for game items', () => {
    expect(toInventoryItemInput(gameItem, 'lol')).toMatchObject({
      gameItemId: 'ward-77',
      quantity: 5,
      sport: 'lol',
    });
    const psa = toInventoryItemInput({ ...gameItem, dropType: 'psa' }, 'lol');
    expect(psa).toMatchObject({ storeType: null, itemType: null, gameItemId: null });
    expect(psa).not.toHaveProperty('id');
  });
});
