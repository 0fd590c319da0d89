import { describe, expect, it } from 'vitest';
import {
  certifyBlockers,
  choiceInput,
  choiceOutcomes,
  localizedTexts,
  pointsIfCorrect,
  validateChoiceValues,
} from './crystalBallValues';
import { choiceFixture as choice, promptFixture } from './promptFixture';

describe('crystal ball values', () => {
  it("gives each choice its pickers' share and tier", () => {
    const outcomes = choiceOutcomes(promptFixture());
    expect(outcomes.map((o) => [o.choice.id, o.viewers, o.share, o.tier?.points])).toEqual([
      ['c1', 600, 0.6, 10],
      ['c2', 300, 0.3, 10],
      ['c3', 100, 0.1, 50],
    ]);
  });

  it('before an answer, says per possible answer how many viewers get its points and how many 0', () => {
    expect(
      pointsIfCorrect(promptFixture()).map((row) => [
        row.choice.label,
        row.points,
        row.winners,
        row.others,
      ]),
    ).toEqual([
      ['BLG', 50, 100, 900],
      ['T1', 10, 600, 400],
      ['Gen.G', 10, 300, 700],
    ]);
  });

  it('names what keeps a draft from being certified, as the service refuses it', () => {
    expect(certifyBlockers(promptFixture())).toEqual([]);
    const untiered = promptFixture({
      choices: [choice('c1', 'T1', 'fav'), choice('c2', 'Gen.G', null)],
    });
    expect(certifyBlockers(untiered)).toEqual(['Give every choice a tier: Gen.G.']);
    expect(certifyBlockers(promptFixture({ choices: [choice('c1', 'T1', 'fav')] }))).toEqual([
      'It needs at least two choices.',
    ]);
  });

  it('sends the translations but the record’s own en_US text and cleared locales', () => {
    expect(
      localizedTexts([
        { locale: 'en_US', text: 'Who wins?' },
        { locale: 'fr_FR', text: 'Qui gagne ?' },
        { locale: 'de_DE', text: null },
      ]),
    ).toEqual([{ locale: 'fr_FR', text: 'Qui gagne ?' }]);
  });

  it('keeps only what a choice stands for, and asks for the team or player chosen', () => {
    const values = {
      label: ' T1 ',
      standsFor: 'team' as const,
      eldsTeamId: 't1',
      eldsPlayerId: 'p9',
      tierId: '',
    };
    expect(choiceInput('p1', values)).toEqual({
      promptId: 'p1',
      label: 'T1',
      eldsTeamId: 't1',
      eldsPlayerId: null,
      tierId: null,
    });
    expect(validateChoiceValues({ ...values, eldsTeamId: '' })).toEqual({
      eldsTeamId: 'Choose the team.',
    });
    expect(validateChoiceValues(values)).toEqual({});
  });
});
