import { describe, expect, it } from 'vitest';
import {
  CAPPED_DROP_MESSAGES,
  changeInventoryType,
  clampEditedCappedValue,
  DROP_MESSAGES,
  rarityStyle,
  rarityType,
  validateCappedDrop,
  validateDropGroupDraft,
  validateLocalizationSet,
  validateLocalizationSets,
} from './drops';
import { MESSAGES } from './validation';

describe('capped drop rules (spec 3 §5)', () => {
  it.each([
    [0, 0, { quantity: CAPPED_DROP_MESSAGES.bothEmpty }],
    [-1, 0, { quantity: CAPPED_DROP_MESSAGES.bothEmpty }],
    [0, 99, {}],
    [0, 1, {}],
    [0, 100, { percent: CAPPED_DROP_MESSAGES.percentRange }],
    [0, -3, { quantity: CAPPED_DROP_MESSAGES.bothEmpty }],
    [5, 5, { quantity: CAPPED_DROP_MESSAGES.bothSet }],
    [5, 0, {}],
    [-1, 50, {}],
    [2.7, 0, { quantity: CAPPED_DROP_MESSAGES.notANumber }],
    [0, 0.5, { percent: CAPPED_DROP_MESSAGES.notANumber }],
    [Number.NaN, 0, { quantity: CAPPED_DROP_MESSAGES.notANumber }],
  ])('quantity %s and percent %s give %j', (quantity, percent, expected) => {
    expect(validateCappedDrop({ quantity, percent })).toEqual(expected);
  });

  it('floors an edited quantity and turns a negative or empty one into 0', () => {
    const clamp = (value: number) => clampEditedCappedValue('quantity', value);
    expect([2.7, -1, -0.5, 0, 12, 500, Number.NaN].map(clamp)).toEqual([2, 0, 0, 0, 12, 500, 0]);
  });

  it('floors an edited percent and sets it to 0 outside 0-99', () => {
    const clamp = (value: number) => clampEditedCappedValue('percent', value);
    expect([99.9, 100, 150, -1, 50.5, 0].map(clamp)).toEqual([99, 0, 0, 0, 50, 0]);
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

describe('localization sets (spec 3 §3)', () => {
  const set = {
    key: 'drop.7200001.title',
    group: 'drop.7200001.title',
    locales: ['en_US', 'fr_FR'],
    texts: [
      { locale: 'en_US', text: 'Ward' },
      { locale: 'fr_FR', text: 'Balise' },
      { locale: 'de_DE', text: null },
    ],
  };

  it('accepts the default locale with a text, others in order, removed ones as null', () => {
    expect(validateLocalizationSet(set)).toEqual({});
  });

  it('refuses a set without an en_US text with the fallback message', () => {
    const withoutDefault = { ...set, locales: ['fr_FR'] };
    expect(validateLocalizationSet(withoutDefault)).toEqual({
      locales: DROP_MESSAGES.defaultLocaleRequired,
    });
    const blankDefault = { ...set, texts: [{ locale: 'en_US', text: '  ' }] };
    expect(validateLocalizationSet(blankDefault).locales).toBe(DROP_MESSAGES.defaultLocaleRequired);
  });

  it('refuses a malformed or repeated locale, an empty key and an empty group', () => {
    expect(validateLocalizationSet({ ...set, locales: ['en_US', 'en_US'] })).toEqual({
      locales: MESSAGES.fieldNotValid,
    });
    expect(
      validateLocalizationSet({ ...set, texts: [...set.texts, { locale: 'fr-FR', text: 'x' }] }),
    ).toEqual({ locales: MESSAGES.fieldNotValid });
    expect(validateLocalizationSet({ ...set, key: ' ', group: '' })).toEqual({
      key: MESSAGES.fieldNotValid,
      group: MESSAGES.fieldNotValid,
    });
  });

  it('names the set of a batch each error belongs to', () => {
    expect(validateLocalizationSets([set, { ...set, locales: ['fr_FR'] }])).toEqual({
      'sets.1.locales': DROP_MESSAGES.defaultLocaleRequired,
    });
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
