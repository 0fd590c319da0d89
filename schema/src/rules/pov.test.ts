import { describe, expect, it } from 'vitest';
import { seatLabel, validatePovDrafts } from './pov';

const pov = { side: 'blue', participant: 1, provider: 'twitch', locale: 'en_US', value: 'faker' };

describe('point-of-view streams', () => {
  it('names seats by side and number', () => {
    expect(seatLabel('red', 4)).toBe('Red 4');
  });

  it('takes one pov per side and seat, seats 1 to 5', () => {
    expect(validatePovDrafts([pov, { ...pov, side: 'red' }, { ...pov, participant: 5 }])).toEqual(
      {},
    );
    expect(validatePovDrafts([pov, pov, { ...pov, participant: 0 }])).toEqual({
      'povs.1.participant': 'Blue 1 already has a POV',
      'povs.2.participant': 'Choose a participant from 1 to 5',
    });
  });

  it('checks the side, provider, locale and value', () => {
    expect(
      validatePovDrafts([
        { side: 'green', participant: 1, provider: 'vimeo', locale: ' ', value: 'a b' },
      ]),
    ).toEqual({
      'povs.0.side': 'Field is not valid.',
      'povs.0.provider': 'Field is not valid.',
      'povs.0.locale': 'Choose a locale',
      'povs.0.value': 'Field is not valid.',
    });
  });
});
