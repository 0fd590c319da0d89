import { CAPPED_DROP_MESSAGES } from '@esports-admin/schema/rules/drops';
import { describe, expect, it } from 'vitest';
import type { DropGroupForm_GroupFragment } from '../../../__generated__/graphql';
import {
  dropGroupFormValuesFrom,
  newDropGroupFormValues,
  toDropGroupInput,
  validateDropGroupForm,
} from './dropGroupFormValues';

/** As Apollo answers it: with the `__typename` DropInput's `capped` must not carry. */
const cappedDropRequest = { __typename: 'CappedDrop', quantity: 0, percent: 40 };

const stored: DropGroupForm_GroupFragment = {
  id: '7100001',
  version: 'v1',
  description: 'Finals drops',
  league: '98767991302996019',
  sport: 'lol',
  status: 'Active',
  strategy: 'Capped',
  drops: [
    {
      id: '7200001',
      title: 'Ward',
      description: 'For watching',
      sponsor: 'Acme',
      inventoryIds: ['item-1'],
      rarityId: null,
      cardProgramImageUrl: null,
      cardOverlaySponsorImageUrl: null,
      notificationSponsorImageUrl: null,
      notificationProgramImageUrl: null,
      presentedBySponsorImageUrl: null,
      cappedDropRequest,
    },
  ],
};

describe('drop group form values', () => {
  it('sends a stored capped share back as it was read, without its __typename', () => {
    const input = toDropGroupInput(dropGroupFormValuesFrom(stored), 'lol');
    expect(input.drops[0]!.capped).toEqual({ quantity: 0, percent: 40 });
  });

  it('puts a capped error at the path of the value it is about', () => {
    const values = dropGroupFormValuesFrom(stored);
    values.drops[0]!.capped.percent = 100;
    expect(validateDropGroupForm(values)).toEqual({
      'drops.0.capped.percent': CAPPED_DROP_MESSAGES.percentRange,
    });
    values.drops[0]!.capped.percent = Number.NaN;
    expect(validateDropGroupForm(values)).toEqual({
      'drops.0.capped.percent': CAPPED_DROP_MESSAGES.notANumber,
    });
  });

  it('sends no capped share for a Default group', () => {
    const values = newDropGroupFormValues();
    expect(toDropGroupInput(values, 'lol').drops[0]!.capped).toBeNull();
  });
});
