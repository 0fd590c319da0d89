import type { Prompt } from './crystalBallValues';

/** A draft prompt of three tiered choices and 1,000 viewers' picks, for the tests. */
const localization = {
  __typename: 'CrystalBallLocalization' as const,
  key: 'k',
  version: 'v',
  texts: [],
};
export const choiceFixture = (id: string, label: string, tierId: string | null) => ({
  __typename: 'CrystalBallChoice' as const,
  id,
  version: `v-${id}`,
  promptId: 'p1',
  label,
  eldsTeamId: null,
  team: null,
  eldsPlayerId: null,
  player: null,
  tierId,
  localization,
});

// Built apart from the return, so the answer-shaped __typename fields pass as extra properties.
const tier = (id: string, name: string, points: number) => ({
  __typename: 'CrystalBallChoiceTier' as const,
  id,
  version: `tv-${id}`,
  promptId: 'p1',
  name,
  points,
});
const picked = (choiceId: string, viewers: number) => ({
  __typename: 'CrystalBallChoicePicks' as const,
  choiceId,
  viewers,
  correct: false,
});

const distribution = {
  __typename: 'CrystalBallDistribution' as const,
  viewers: 1000,
  answered: false,
  choices: [picked('c1', 600), picked('c2', 300), picked('c3', 100)],
  tiers: [],
  points: [],
};

const draftPrompt = {
  __typename: 'CrystalBallPrompt' as const,
  id: 'p1',
  version: 'pv',
  eldsTournamentId: 'tour1',
  questionId: 'q1',
  state: 'draft' as const,
  locksAt: '2026-11-30T12:00:00.000Z',
  picksPerViewer: 1,
  choices: [
    choiceFixture('c1', 'T1', 'fav'),
    choiceFixture('c2', 'Gen.G', 'fav'),
    choiceFixture('c3', 'BLG', 'long'),
  ],
  tiers: [tier('fav', 'Favourite', 10), tier('long', 'Long shot', 50)],
  answer: null,
  distribution,
};

export function promptFixture(overrides: Partial<Prompt> = {}): Prompt {
  return { ...draftPrompt, ...overrides };
}
