import { describe, expect, it } from 'vitest';
import { humanFieldPath, isBookkeepingField } from './fieldPaths';

describe('journal field paths as staff read them', () => {
  it('names localized, nested and listed fields in words', () => {
    expect(
      [
        'name.localizations.en_US',
        'startTime',
        'orderedDrops.2.title',
        'name.slug',
        'startDateEpochMillis',
      ].map(humanFieldPath),
    ).toEqual([
      'Name (en_US)',
      'Start time',
      'Ordered drops #3 › Title',
      'Name › Slug',
      'Start date',
    ]);
  });

  it('tells bookkeeping (versions, updated and created dates) from edited fields', () => {
    expect(
      ['updatedDateEpochMillis', 'version', 'createdAt', 'stages.0.updatedAt'].map(
        isBookkeepingField,
      ),
    ).toEqual([true, true, true, true]);
    expect(['name.localizations.en_US', 'startTime', 'updates'].map(isBookkeepingField)).toEqual([
      false,
      false,
      false,
    ]);
  });
});
