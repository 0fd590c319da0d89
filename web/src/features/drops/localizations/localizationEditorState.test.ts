import { describe, expect, it } from 'vitest';
import {
  addLocale,
  changeLocale,
  changeText,
  draftFrom,
  moveLocale,
  removeLocale,
  toSetInput,
} from './localizationEditorState';

const loaded = () =>
  draftFrom([
    { locale: 'en_US', text: 'Ward' },
    { locale: 'fr_FR', text: 'Balise' },
    { locale: 'ko_KR', text: null },
  ]);

describe('localization editor (spec 3 §3)', () => {
  it('sends a removed locale with a null text', () => {
    const draft = loaded();
    const input = toSetInput(removeLocale(draft, draft.rows[1]!.key), 'k', 'g');
    expect(input.locales).toEqual(['en_US']);
    expect(input.texts).toContainEqual({ locale: 'fr_FR', text: null });
  });

  it('moves the text when the locale changes and clears the old locale', () => {
    const draft = loaded();
    const input = toSetInput(changeLocale(draft, draft.rows[1]!.key, 'de_DE'), 'k', 'g');
    expect(input.locales).toEqual(['en_US', 'de_DE']);
    expect(input.texts).toEqual([
      { locale: 'en_US', text: 'Ward' },
      { locale: 'de_DE', text: 'Balise' },
      { locale: 'fr_FR', text: null },
    ]);
  });

  it('keeps the order staff set and leaves out a row without a locale', () => {
    let draft = loaded();
    draft = moveLocale(draft, draft.rows[1]!.key, -1);
    draft = addLocale(draft);
    draft = changeText(draft, draft.rows[2]!.key, 'orphan');
    expect(toSetInput(draft, 'k', 'g').locales).toEqual(['fr_FR', 'en_US']);
  });
});
