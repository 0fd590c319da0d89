/** Shot-call records as the service answers them, for the resolver tests. */
import type {
  ShotcallPromptDto,
  ShotcallSessionDto,
} from '@esports-admin/schema/upstream/shotcall';
import type { ShotcallApi } from '../../upstreams/shotcall';
import { fakeApis } from '../../upstreams/fakes';

export function sessionDto(overrides: Partial<ShotcallSessionDto> = {}): ShotcallSessionDto {
  return {
    id: 's1',
    name: 'Grand final, map 1',
    sport: 'val',
    eldsTournamentId: 't1',
    eldsMatchId: 'm1',
    broadcastId: 'b1',
    state: 'live',
    scheduledStart: '2026-11-27T18:00:00.000Z',
    startedAt: '2026-11-27T18:01:00.000Z',
    endedAt: null,
    updatedAt: 1,
    ...overrides,
  };
}

export function promptDto(overrides: Partial<ShotcallPromptDto> = {}): ShotcallPromptDto {
  return {
    id: 'p1',
    sessionId: 's1',
    questionId: 'q1',
    text: 'Will the attackers plant?',
    position: 1,
    state: 'draft',
    windowSeconds: 30,
    openedAt: null,
    closesAt: null,
    resolvedAt: null,
    correctChoiceId: null,
    choices: [
      { id: 'c1', promptId: 'p1', answerId: 'a1', text: 'Yes', viewers: 0 },
      { id: 'c2', promptId: 'p1', answerId: 'a2', text: 'No', viewers: 0 },
    ],
    updatedAt: 1,
    ...overrides,
  };
}

type Overrides = { [Family in keyof ShotcallApi]?: Partial<ShotcallApi[Family]> };

/** The shot-call client with the given calls faked; any other call fails the test. */
export function shotcallFake(overrides: Overrides): ShotcallApi {
  const base = fakeApis().shotcall;
  return {
    questions: { ...base.questions, ...overrides.questions },
    answers: { ...base.answers, ...overrides.answers },
    sessions: { ...base.sessions, ...overrides.sessions },
    prompts: { ...base.prompts, ...overrides.prompts },
    rewardCriteria: { ...base.rewardCriteria, ...overrides.rewardCriteria },
  };
}
