/** Shot-call answers for the page tests, in the shape the pages' documents select. */
import type {
  ShotcallConsole_PromptFragment,
  ShotcallEventsPage_SessionFragment,
} from '../../__generated__/graphql';

const MASTERS = {
  __typename: 'Tournament' as const,
  id: 'masters',
  name: { __typename: 'LocalizedName' as const, displayName: 'Masters Toronto' },
};

export function sessionFixture(
  overrides: Partial<ShotcallEventsPage_SessionFragment> = {},
): ShotcallEventsPage_SessionFragment & { __typename: 'ShotcallSession' } {
  return {
    __typename: 'ShotcallSession',
    id: 's1',
    version: 'v-s1',
    name: 'Masters Toronto day 3',
    state: 'live',
    matchup: 'Sentinels vs Fnatic',
    eldsTournamentId: 'masters',
    tournament: MASTERS,
    scheduledStart: '2026-11-27T10:00:00.000Z',
    startedAt: '2026-11-27T10:02:00.000Z',
    endedAt: null,
    ...overrides,
  };
}

const choice = (id: string, text: string, viewers: number) => ({
  __typename: 'ShotcallChoice' as const,
  id,
  answerId: `a-${id}`,
  text,
  viewers,
});

export function promptFixture(
  overrides: Partial<ShotcallConsole_PromptFragment> = {},
): ShotcallConsole_PromptFragment & { __typename: 'ShotcallPrompt' } {
  return {
    __typename: 'ShotcallPrompt',
    id: 'p1',
    version: 'v-p1',
    position: 1,
    text: 'Will the attackers plant this round?',
    state: 'draft',
    windowSeconds: 30,
    openedAt: null,
    closesAt: null,
    resolvedAt: null,
    correctChoiceId: null,
    totalViewers: 0,
    choices: [choice('c1', 'Yes', 0), choice('c2', 'No', 0)],
    ...overrides,
  };
}

export const openPromptFixture = () =>
  promptFixture({
    id: 'p2',
    version: 'v-p2',
    position: 2,
    text: 'Who wins the pistol round?',
    state: 'open',
    openedAt: '2026-11-27T10:10:00.000Z',
    closesAt: '2026-11-27T10:10:30.000Z',
    totalViewers: 30,
    choices: [choice('c3', 'Attackers', 20), choice('c4', 'Defenders', 10)],
  });
