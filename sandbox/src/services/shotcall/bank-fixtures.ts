/**
 * The question bank as a Valorant shot-call desk keeps it: round, spike and map questions with the
 * answers viewers pick from, and a few League questions so the sport filter has something to leave
 * out. Answers are shared between questions, as the bank's are.
 */
import type { SportCode } from '@esports-admin/schema/rules/sports';
import type { FixtureSet } from '../../fixtures';
import type { SqlClient } from '../../store';
import { createAnswer, createQuestion } from './bank';

type BankQuestion = [text: string, answers: string[], windowSeconds: number];

const BANK: Partial<Record<SportCode, BankQuestion[]>> = {
  val: [
    ['Will the attackers plant this round?', ['Yes', 'No'], 30],
    ['Who wins the pistol round?', ['Attackers', 'Defenders'], 45],
    ['Who wins this round?', ['Attackers', 'Defenders'], 30],
    [
      'How does this round end?',
      ['Spike detonated', 'Spike defused', 'Time runs out', 'Elimination'],
      40,
    ],
    ['Where does the spike go down?', ['A site', 'B site', 'C site'], 30],
    ['What happens first this round?', ['Spike planted', 'Attackers eliminated'], 25],
    ['Spike planted: does the defuse go through?', ['Spike defused', 'Spike detonated'], 15],
    ['Clutch on: does the last player standing win it?', ['Yes', 'No'], 20],
    ['Which weapon takes the first kill?', ['Operator', 'Sheriff', 'Rifle'], 25],
    ['How many rounds does this map go?', ['Over 21.5 rounds', 'Under 21.5 rounds'], 120],
    ['Does this map go to overtime?', ['Yes', 'No'], 90],
    ['Will there be an ace this round?', ['Yes', 'No'], 30],
    ['Who wins the first round after the switch?', ['Attackers', 'Defenders'], 60],
  ],
  lol: [
    ['Who takes first blood?', ['Blue side', 'Red side'], 30],
    ['Is Baron taken in the next two minutes?', ['Yes', 'No'], 60],
    ['Which objective falls next?', ['Dragon', 'Baron Nashor', 'Rift Herald', 'Tower'], 45],
  ],
};

async function seedBank(db: SqlClient, now: Date): Promise<void> {
  const at = now.getTime();
  for (const [sport, bank] of Object.entries(BANK) as [SportCode, BankQuestion[]][]) {
    const answerIds = new Map<string, string>();
    for (const text of new Set(bank.flatMap(([, texts]) => texts))) {
      answerIds.set(text, (await createAnswer(db, { sport, text }, at)).id);
    }
    for (const [text, texts, windowSeconds] of bank) {
      const ids = texts.map((answer) => answerIds.get(answer)!);
      await createQuestion(db, { sport, text, answerIds: ids, windowSeconds }, at);
    }
  }
}

/** Named 'shotcall-bank': the sessions' prompts are made from its questions. */
export const shotcallBankFixtureSet: FixtureSet = { name: 'shotcall-bank', seed: seedBank };
