/**
 * Shot-call as a script drives it: the bank and its sport filter, a session from scheduled to live
 * to ended, a prompt from draft through trigger to resolve with every refusal on the way, one
 * upstream trigger for a concurrent double press, reward criteria, and who may do what.
 */
import { SHOTCALL_MESSAGES } from '@esports-admin/schema/rules/shotcall';
import { SHOTCALL_BASE_PATH } from '@esports-admin/schema/upstream/shotcall';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_USERS, startStack, type Stack } from '../support/stack';
import {
  ShotcallScriptBankDocument,
  ShotcallScriptCreateAnswerDocument,
  ShotcallScriptCreatePromptDocument,
  ShotcallScriptCreateQuestionDocument,
  ShotcallScriptCreateRewardCriteriaDocument,
  ShotcallScriptCreateSessionDocument,
  ShotcallScriptDeleteAnswerDocument,
  ShotcallScriptDeletePromptDocument,
  ShotcallScriptDeleteRewardCriteriaDocument,
  ShotcallScriptLiveDocument,
  ShotcallScriptReorderDocument,
  ShotcallScriptReorderTwiceDocument,
  ShotcallScriptResolveDocument,
  ShotcallScriptRewardCriteriaDocument,
  ShotcallScriptSessionDocument,
  ShotcallScriptSessionsDocument,
  ShotcallScriptSetSessionStateDocument,
  ShotcallScriptTriggerDocument,
  ShotcallScriptUpdateRewardCriteriaDocument,
  type Sport,
} from '../__generated__/graphql';

let stack: Stack;
const rewards: { as: string } = { as: SANDBOX_USERS.rewards };
const admin: { as: string } = { as: SANDBOX_USERS.admin };

const triggerPosts = () => stack.upstream.writes(`${SHOTCALL_BASE_PATH}/prompts/trigger`);

async function createAnswer(sport: Sport, text: string) {
  const { createShotcallAnswer } = await stack.data(
    ShotcallScriptCreateAnswerDocument,
    { input: { sport, text } },
    rewards,
  );
  expect(createShotcallAnswer.error).toBeNull();
  return createShotcallAnswer.ok!.answer;
}

async function createQuestion(text: string) {
  const answers = [await createAnswer('val', `${text}: yes`), await createAnswer('val', 'No')];
  const { createShotcallQuestion } = await stack.data(
    ShotcallScriptCreateQuestionDocument,
    { input: { sport: 'val', text, answerIds: answers.map((a) => a.id), windowSeconds: 30 } },
    rewards,
  );
  expect(createShotcallQuestion.error).toBeNull();
  return { question: createShotcallQuestion.ok!.question, answers };
}

/** A new scheduled session on the match of a seeded Valorant session. */
async function createSession(name: string) {
  const { shotcallSessions } = await stack.data(
    ShotcallScriptSessionsDocument,
    { sport: 'val' },
    rewards,
  );
  const seeded = shotcallSessions[0]!;
  const { createShotcallSession } = await stack.data(
    ShotcallScriptCreateSessionDocument,
    {
      input: {
        name,
        eldsTournamentId: seeded.eldsTournamentId,
        eldsMatchId: seeded.eldsMatchId,
        broadcastId: seeded.broadcastId,
        scheduledStart: new Date(Date.now() + 3_600_000).toISOString(),
      },
    },
    rewards,
  );
  expect(createShotcallSession.error).toBeNull();
  return createShotcallSession.ok!.session;
}

async function setState(id: string, state: 'live' | 'ended') {
  const { setShotcallSessionState } = await stack.data(
    ShotcallScriptSetSessionStateDocument,
    { id, state },
    rewards,
  );
  return setShotcallSessionState;
}

async function draftPrompt(sessionId: string, questionId: string) {
  const { createShotcallPrompt } = await stack.data(
    ShotcallScriptCreatePromptDocument,
    { input: { sessionId, questionId } },
    rewards,
  );
  return createShotcallPrompt;
}

const trigger = async (id: string, caller = rewards) =>
  (await stack.data(ShotcallScriptTriggerDocument, { id }, caller)).triggerShotcallPrompt;
const resolve = async (id: string, choiceId: string) =>
  (await stack.data(ShotcallScriptResolveDocument, { id, choiceId }, rewards))
    .resolveShotcallPrompt;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

describe('the question bank', () => {
  it('lists only the asked sport, with each question’s answers in order', async () => {
    const lolAnswer = await createAnswer('lol', 'Baron steal');
    const { question, answers } = await createQuestion('Will the attackers plant?');
    const val = await stack.data(ShotcallScriptBankDocument, { sport: 'val' }, rewards);
    const lol = await stack.data(ShotcallScriptBankDocument, { sport: 'lol' }, rewards);
    expect(val.shotcallAnswers.every((answer) => answer.sport === 'val')).toBe(true);
    expect(val.shotcallQuestions.every((q) => q.sport === 'val')).toBe(true);
    expect(lol.shotcallAnswers.map((answer) => answer.id)).toContain(lolAnswer.id);
    expect(val.shotcallAnswers.map((answer) => answer.id)).not.toContain(lolAnswer.id);
    const listed = val.shotcallQuestions.find((q) => q.id === question.id);
    expect(listed?.answers.map((answer) => answer.id)).toEqual(answers.map((a) => a.id));
  });

  it('refuses a question with one answer by the shared rules, sending nothing', async () => {
    const answer = await createAnswer('val', 'Alone');
    await stack.upstream.resetRequests();
    const { createShotcallQuestion } = await stack.data(
      ShotcallScriptCreateQuestionDocument,
      { input: { sport: 'val', text: 'Lonely?', answerIds: [answer.id], windowSeconds: 30 } },
      rewards,
    );
    expect(createShotcallQuestion.error).toMatchObject({
      code: 'BAD_USER_INPUT',
      inputErrors: [{ field: 'answerIds', message: SHOTCALL_MESSAGES.answersCount }],
    });
    expect(await stack.upstream.writes(SHOTCALL_BASE_PATH)).toHaveLength(0);
  });

  it("answers the service's refusal to delete an answer a question uses", async () => {
    const { answers } = await createQuestion('Ace this round?');
    const { deleteShotcallAnswer } = await stack.data(
      ShotcallScriptDeleteAnswerDocument,
      { id: answers[0]!.id, reason: 'cleanup' },
      rewards,
    );
    expect(deleteShotcallAnswer.error?.code).toBe('CONFLICT');
    expect(deleteShotcallAnswer.error?.message).toMatch(/^409 - ./);
  });
});

describe('sessions', () => {
  it('lists a sport’s sessions live first, each with its match as staff read it', async () => {
    const { shotcallSessions } = await stack.data(
      ShotcallScriptSessionsDocument,
      { sport: 'val' },
      rewards,
    );
    expect(shotcallSessions.length).toBeGreaterThan(0);
    const ranks = shotcallSessions.map((s) => ['live', 'scheduled', 'ended'].indexOf(s.state));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    for (const session of shotcallSessions) {
      expect(session.sport).toBe('val');
      expect(session.match?.id).toBe(session.eldsMatchId);
      expect(session.matchup).toMatch(/^.+ vs .+$/);
      expect(session.tournament?.name.displayName).toEqual(expect.any(String));
    }
    const lol = await stack.data(ShotcallScriptSessionsDocument, { sport: 'lol' }, rewards);
    expect(lol.shotcallSessions.every((s) => s.sport === 'lol')).toBe(true);
  });

  it('goes scheduled → live → ended and refuses every other move', async () => {
    const session = await createSession('Transitions');
    expect(session.state).toBe('scheduled');
    expect((await setState(session.id, 'ended')).error).toMatchObject({
      code: 'CONFLICT',
      message: SHOTCALL_MESSAGES.nextStateOnly('scheduled', 'ended'),
    });
    const live = await setState(session.id, 'live');
    expect(live.ok?.session.state).toBe('live');
    expect(live.ok?.session.startedAt).toBeTruthy();
    const ended = await setState(session.id, 'ended');
    expect(ended.ok?.session.state).toBe('ended');
    expect(ended.ok?.session.endedAt).toBeTruthy();
    expect((await setState(session.id, 'live')).error).toMatchObject({
      code: 'CONFLICT',
      message: SHOTCALL_MESSAGES.nextStateOnly('ended', 'live'),
    });
  });
});

describe('a prompt from draft to resolved', () => {
  it('drafts, refuses early moves, triggers once for a double press and resolves once', async () => {
    const { question, answers } = await createQuestion('First blood on A site?');
    const session = await createSession('Prompt flow');
    const drafted = await draftPrompt(session.id, question.id);
    const prompt = drafted.ok!.prompt;
    expect(prompt).toMatchObject({ state: 'draft', position: 1, windowSeconds: 30 });
    expect(prompt.choices.map((choice) => choice.answerId)).toEqual(answers.map((a) => a.id));
    const choiceId = prompt.choices[1]!.id;

    expect(await trigger(prompt.id)).toMatchObject({
      ok: null,
      error: { code: 'CONFLICT', message: SHOTCALL_MESSAGES.triggerNeedsLiveSession('scheduled') },
    });
    expect(await resolve(prompt.id, choiceId)).toMatchObject({
      error: { code: 'CONFLICT', message: SHOTCALL_MESSAGES.resolveBeforeTrigger },
    });

    await setState(session.id, 'live');
    await stack.upstream.resetRequests();
    const presses = await Promise.all([
      trigger(prompt.id),
      trigger(prompt.id),
      trigger(prompt.id, admin),
    ]);
    expect(await triggerPosts()).toHaveLength(1);
    expect(presses.every((press) => press.ok?.prompt.state === 'open')).toBe(true);
    expect(presses.filter((press) => press.ok?.alreadyLive === false)).toHaveLength(1);
    expect(presses.filter((press) => press.ok?.alreadyLive === true)).toHaveLength(2);

    const { shotcallPromptLive } = await stack.data(
      ShotcallScriptLiveDocument,
      { id: prompt.id },
      rewards,
    );
    expect(shotcallPromptLive?.state).toBe('open');
    expect(shotcallPromptLive?.closesAt).toBeTruthy();
    expect(Date.parse(shotcallPromptLive!.now)).toBeLessThanOrEqual(
      Date.parse(shotcallPromptLive!.closesAt!),
    );
    expect(shotcallPromptLive!.secondsLeft).toBeGreaterThan(0);
    expect(shotcallPromptLive!.secondsLeft).toBeLessThanOrEqual(30);

    expect(await resolve(prompt.id, 'not-a-choice')).toMatchObject({
      error: { code: 'BAD_USER_INPUT', inputErrors: [{ field: 'choiceId' }] },
    });
    expect(await resolve(prompt.id, choiceId)).toMatchObject({
      ok: { prompt: { state: 'resolved', correctChoiceId: choiceId } },
    });
    expect(await resolve(prompt.id, choiceId)).toMatchObject({
      error: { code: 'CONFLICT', message: SHOTCALL_MESSAGES.alreadyResolved },
    });
    await stack.upstream.resetRequests();
    const late = await trigger(prompt.id);
    expect(late.ok).toMatchObject({ alreadyLive: true, prompt: { state: 'resolved' } });
    expect(await triggerPosts()).toHaveLength(0);
  });

  it('reorders drafts around a triggered prompt, which keeps its place, and refuses a stale running order', async () => {
    const { question } = await createQuestion('Clutch incoming?');
    const session = await createSession('Running order');
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1)
      ids.push((await draftPrompt(session.id, question.id)).ok!.prompt.id);
    await setState(session.id, 'live');
    expect((await trigger(ids[0]!)).ok?.alreadyLive).toBe(false);

    const moveTriggered = await stack.data(
      ShotcallScriptReorderDocument,
      { sessionId: session.id, promptIds: [ids[1]!, ids[0]!, ids[2]!] },
      rewards,
    );
    expect(moveTriggered.reorderShotcallPrompts.error).toMatchObject({
      code: 'CONFLICT',
      message: SHOTCALL_MESSAGES.reorderMovesTriggered,
    });
    const { reorderShotcallPrompts } = await stack.data(
      ShotcallScriptReorderDocument,
      { sessionId: session.id, promptIds: [ids[0]!, ids[2]!, ids[1]!] },
      rewards,
    );
    expect(reorderShotcallPrompts.ok?.session.prompts.map((p) => p.id)).toEqual([
      ids[0],
      ids[2],
      ids[1],
    ]);

    // Two operators reordering at once: the second one's running order is stale.
    const read = reorderShotcallPrompts.ok!.session.promptsVersion;
    const first = await stack.data(
      ShotcallScriptReorderDocument,
      { sessionId: session.id, promptIds: [ids[0]!, ids[1]!, ids[2]!], expectedVersion: read },
      rewards,
    );
    expect(first.reorderShotcallPrompts.ok?.session.promptsVersion).not.toBe(read);
    const second = await stack.data(
      ShotcallScriptReorderDocument,
      { sessionId: session.id, promptIds: [ids[0]!, ids[2]!, ids[1]!], expectedVersion: read },
      rewards,
    );
    expect(second.reorderShotcallPrompts.error?.code).toBe('CONFLICT');
    const { deleteShotcallPrompt } = await stack.data(
      ShotcallScriptDeletePromptDocument,
      { id: ids[0]!, reason: 'mistake' },
      rewards,
    );
    expect(deleteShotcallPrompt.error?.code).toBe('CONFLICT');
  });

  it('lists a session’s prompts once for its answer, and afresh for each mutation of a document', async () => {
    const { question } = await createQuestion('Eco round?');
    const session = await createSession('Two orders');
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1)
      ids.push((await draftPrompt(session.id, question.id)).ok!.prompt.id);
    const promptLists = async () =>
      (await stack.upstream.requests()).requests.filter(
        (request) => request.method === 'GET' && request.path.endsWith('/prompts'),
      ).length;

    await stack.upstream.resetRequests();
    const reordered = await stack.data(
      ShotcallScriptReorderDocument,
      { sessionId: session.id, promptIds: [ids[2]!, ids[1]!, ids[0]!] },
      rewards,
    );
    expect(reordered.reorderShotcallPrompts.ok?.session.prompts.map((p) => p.id)).toEqual([
      ids[2],
      ids[1],
      ids[0],
    ]);
    // The order checked under the lock, read again to write it, and once for prompts and
    // promptsVersion together.
    expect(await promptLists()).toBe(3);

    const twice = await stack.data(
      ShotcallScriptReorderTwiceDocument,
      {
        sessionId: session.id,
        first: [ids[0]!, ids[1]!, ids[2]!],
        second: [ids[1]!, ids[0]!, ids[2]!],
      },
      rewards,
    );
    expect(twice.first.ok?.session.prompts.map((p) => p.id)).toEqual([ids[0], ids[1], ids[2]]);
    expect(twice.second.ok?.session.prompts.map((p) => p.id)).toEqual([ids[1], ids[0], ids[2]]);
  });

  it("refuses a prompt on an ended session with the service's message", async () => {
    const { question } = await createQuestion('Overtime?');
    const session = await createSession('Over');
    await setState(session.id, 'live');
    await setState(session.id, 'ended');
    const refused = await draftPrompt(session.id, question.id);
    expect(refused.error?.code).toBe('CONFLICT');
    expect(refused.error?.message).toMatch(/^409 - ./);
    const { shotcallSession } = await stack.data(
      ShotcallScriptSessionDocument,
      { id: session.id },
      rewards,
    );
    expect(shotcallSession?.prompts).toEqual([]);
  });
});

describe('reward criteria', () => {
  it('creates, lists by tournament, updates and deletes', async () => {
    const session = await createSession('Criteria');
    const eldsTournamentId = session.eldsTournamentId;
    const input = { eldsTournamentId, name: 'Five right calls', minimumCorrect: 5 };
    const { createShotcallRewardCriteria } = await stack.data(
      ShotcallScriptCreateRewardCriteriaDocument,
      { input },
      rewards,
    );
    const created = createShotcallRewardCriteria.ok!.rewardCriteria;
    const listed = await stack.data(
      ShotcallScriptRewardCriteriaDocument,
      { eldsTournamentId },
      rewards,
    );
    expect(listed.shotcallRewardCriteria.map((c) => c.id)).toContain(created.id);

    const update = (expectedVersion: string) =>
      stack.data(
        ShotcallScriptUpdateRewardCriteriaDocument,
        { id: created.id, input: { ...input, minimumCorrect: 3 }, expectedVersion },
        rewards,
      );
    expect((await update('stale')).updateShotcallRewardCriteria.error?.code).toBe('CONFLICT');
    const updated = await update(created.version);
    expect(updated.updateShotcallRewardCriteria.ok?.rewardCriteria.minimumCorrect).toBe(3);

    const { deleteShotcallRewardCriteria } = await stack.data(
      ShotcallScriptDeleteRewardCriteriaDocument,
      { id: created.id, reason: 'season over' },
      rewards,
    );
    expect(deleteShotcallRewardCriteria.ok?.id).toBe(created.id);
  });
});

describe('who may use shot-call', () => {
  it('refuses users without the shot-call roles, and lets a reader read but not trigger', async () => {
    for (const as of [SANDBOX_USERS.competition, SANDBOX_USERS.noRoles]) {
      const answer = await stack.gql(ShotcallScriptSessionsDocument, { sport: 'val' }, { as });
      expect(answer.errors?.[0]?.extensions?.code, as).toBe('FORBIDDEN');
    }
    const read = await stack.gql(
      ShotcallScriptSessionsDocument,
      { sport: 'val' },
      { as: SANDBOX_USERS.viewer },
    );
    expect(read.errors).toBeUndefined();
    await stack.upstream.resetRequests();
    const refused = await stack.gql(
      ShotcallScriptTriggerDocument,
      { id: 'any' },
      { as: SANDBOX_USERS.viewer },
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await triggerPosts()).toHaveLength(0);
  });
});
