import { describe, expect, it } from 'vitest';
import {
  CAPPED_DROP_MESSAGES,
  changeInventoryType,
  clampCappedPercent,
  clampCappedQuantity,
  rarityStyle,
  rarityType,
  storedCappedValues,
  validateCappedDrop,
  validateDropGroupDraft,
} from './drops';

describe('capped drop rules (spec 3 §5)', () => {
  it.each([
    [0, 0, { quantity: CAPPED_DROP_MESSAGES.bothEmpty }],
    [-1, 0, { quantity: CAPPED_DROP_MESSAGES.bothEmpty }],
    [0, 99, {}],
    [0, 1, {}],
    [0, 100, { percent: CAPPED_DROP_MESSAGES.percentRange }],
    [0, 0.5, { percent: CAPPED_DROP_MESSAGES.percentRange }],
    [5, 5, { quantity: CAPPED_DROP_MESSAGES.bothSet }],
    [5, 0, {}],
    [-1, 50, {}],
    [2.7, 0, {}],
    [2.7, 10, { quantity: CAPPED_DROP_MESSAGES.bothSet }],
    [Number.NaN, 0, { quantity: CAPPED_DROP_MESSAGES.notANumber }],
  ])('quantity %s and percent %s give %j', (quantity, percent, expected) => {
    expect(validateCappedDrop({ quantity, percent })).toEqual(expected);
  });

  it('floors an edited quantity and turns a negative one into 0', () => {
    expect([2.7, -1, -0.5, 0, 12].map(clampCappedQuantity)).toEqual([2, 0, 0, 0, 12]);
  });

  it('floors an edited percent and sets it to 0 outside 0-99', () => {
    expect([99.9, 100, 150, -1, 50.5, 0].map(clampCappedPercent)).toEqual([99, 0, 0, 0, 50, 0]);
  });

  it('stores valid values as whole numbers', () => {
    expect(storedCappedValues({ quantity: -1, percent: 50 })).toEqual({ quantity: 0, percent: 50 });
    expect(storedCappedValues({ quantity: 2.7, percent: 0 })).toEqual({ quantity: 2, percent: 0 });
  });

  it('checks every drop of a capped group and names the field', () => {
    const errors = validateDropGroupDraft({
      description: 'Finals',
      league: '98767991302996019',
      strategy: 'Capped',
      drops: [
        { title: 'Ward', sponsor: 'Acme', inventoryIds: [], capped: { quantity: 10, percent: 0 } },
        { title: 'Icon', sponsor: 'Acme', inventoryIds: [], capped: { quantity: 0, percent: 100 } },
      ],
    });
    expect(errors).toEqual({ 'drops.1.capped.percent': CAPPED_DROP_MESSAGES.percentRange });
  });

  it('ignores caps in a Default group', () => {
    const drops = [
      { title: 'W', sponsor: 'A', inventoryIds: [], capped: { quantity: 0, percent: 0 } },
    ];
    expect(
      validateDropGroupDraft({ description: 'x', league: '1', strategy: 'Default', drops }),
    ).toEqual({});
  });
});

describe('rarity style and inventory defaults (spec 3 §3)', () => {
  it('builds the radial gradient only once both notification colours are set', () => {
    expect(rarityStyle('#ff0000', null)).toBeNull();
    expect(rarityStyle('#ff0000', '#0000ff')).toBe(
      'radial-gradient(circle, #ff0000 3%, #0000ff 60%)',
    );
  });

  it('sends the type lower-cased, common by default', () => {
    expect(rarityType('Legendary')).toBe('legendary');
    expect(rarityType('  ')).toBe('common');
  });

  it('resets dependent fields and quantity to 1 when the drop type or psa type changes', () => {
    const item = {
      dropType: 'game_item',
      psaType: 'wallet_item',
      storeType: 'store',
      itemType: 'skin',
      gameItemId: '42',
      quantity: 5,
    };
    expect(changeInventoryType(item, { dropType: 'game_item' })).toBe(item);
    expect(changeInventoryType(item, { psaType: 'emote' })).toEqual({
      dropType: 'game_item',
      psaType: 'emote',
      storeType: null,
      itemType: null,
      gameItemId: null,
      quantity: 1,
    });
  });
});
