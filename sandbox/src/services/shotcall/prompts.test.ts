import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { SHOTCALL_MESSAGES } from '@esports-admin/schema/rules/shotcall';
import type {
  ShotcallChoiceDto,
  ShotcallPromptDto,
  ShotcallQuestionDto,
  ShotcallSessionDto,
} from '@esports-admin/schema/upstream/shotcall';
import { sandboxForTests } from '../../test-sandbox';
import { expectRefused, shotcallCalls } from './test-calls';

const sandbox = sandboxForTests();
const calls = () => shotcallCalls(sandbox);
const total = (choices: ShotcallChoiceDto[]) => choices.reduce((sum, c) => sum + c.viewers, 0);

/** A new session with a draft made from a new question of two answers. */
async function drafted(windowSeconds = 30) {
  const { call, question, session } = calls();
  const q = await question(['Attack', 'Defend'], windowSeconds);
  const s = await session('Prompts');
  const write = { sessionId: s.id, questionId: q.id, position: 1, windowSeconds };
  const prompt = (await call<ShotcallPromptDto>('POST', '/prompts', write)).body;
  return { question: q, session: s, prompt, write };
}

const trigger = (promptId: string) =>
  calls().call<ShotcallPromptDto>('POST', '/prompts/trigger', { promptId });
const resolve = (promptId: string, choiceId: string) =>
  calls().call<ShotcallPromptDto>('POST', '/prompts/resolve', { promptId, choiceId });

describe('a draft prompt', () => {
  it('copies the question’s text and answers as its choices, no viewers yet', async () => {
    const { question, prompt, write } = await drafted();
    expect(prompt).toMatchObject({
      ...write,
      text: question.text,
      state: 'draft',
      openedAt: null,
      closesAt: null,
      resolvedAt: null,
      correctChoiceId: null,
    });
    expect(prompt.choices.map((c) => [c.promptId, c.answerId, c.text, c.viewers])).toEqual([
      [prompt.id, question.answerIds[0], 'Attack', 0],
      [prompt.id, question.answerIds[1], 'Defend', 0],
    ]);
    expect((await calls().call('GET', `/prompts/${prompt.id}`)).body).toEqual(prompt);
    expect((await calls().call('GET', `/prompts/${prompt.id}/choices`)).body).toEqual(
      prompt.choices,
    );
  });

  it('lists by ?sessionId= in position order', async () => {
    const { call } = calls();
    const { question, session, prompt } = await drafted();
    const write = { sessionId: session.id, questionId: question.id, windowSeconds: 20 };
    const third = (await call<ShotcallPromptDto>('POST', '/prompts', { ...write, position: 3 }))
      .body;
    const second = (await call<ShotcallPromptDto>('POST', '/prompts', { ...write, position: 2 }))
      .body;
    const listed = await call<ShotcallPromptDto[]>('GET', `/prompts?sessionId=${session.id}`);
    expect(listed.body.map((p) => p.id)).toEqual([prompt.id, second.id, third.id]);
    expectRefused(await call('GET', '/prompts?sessionId=no-such'), 404, /Session no-such/);
  });

  it('is updated and deleted; another question copies its answers afresh', async () => {
    const { call, question } = calls();
    const { prompt, write } = await drafted();
    const moved = await call<ShotcallPromptDto>('PUT', `/prompts/${prompt.id}`, {
      ...write,
      position: 4,
      windowSeconds: 60,
    });
    expect(moved.body).toMatchObject({ position: 4, windowSeconds: 60, choices: prompt.choices });
    expect(moved.body.updatedAt).toBeGreaterThan(prompt.updatedAt);
    const other = await question(['Ascent', 'Bind', 'Haven']);
    const swapped = await call<ShotcallPromptDto>('PUT', `/prompts/${prompt.id}`, {
      ...write,
      questionId: other.id,
    });
    expect(swapped.body.text).toBe(other.text);
    expect(swapped.body.choices.map((c) => c.text)).toEqual(['Ascent', 'Bind', 'Haven']);
    expect((await call('DELETE', `/prompts/${prompt.id}`)).status).toBe(204);
    expectRefused(await call('GET', `/prompts/${prompt.id}/choices`), 404, /not found/);
  });

  it('refuses bad input, a foreign question, a move and an ended session', async () => {
    const { call, setState } = calls();
    const { session, prompt, write } = await drafted();
    const lol = (await call<ShotcallQuestionDto[]>('GET', '/questions?sport=lol')).body[0]!;
    const other = await calls().session('Elsewhere');
    const cases: [unknown, RegExp | string][] = [
      [{ ...write, windowSeconds: 5 }, `windowSeconds: ${SHOTCALL_MESSAGES.windowSeconds}`],
      [{ ...write, position: 0 }, 'position must be at least 1'],
      [{ ...write, questionId: 'no-such' }, /^questionId: Question no-such not found/],
      [{ ...write, questionId: lol.id }, /^questionId: question \d+ is lol, session \d+ val/],
    ];
    for (const [body, message] of cases) {
      expectRefused(await call('POST', '/prompts', body), 400, message);
      expectRefused(await call('PUT', `/prompts/${prompt.id}`, body), 400, message);
    }
    expectRefused(
      await call('POST', '/prompts', { ...write, sessionId: 'no-such' }),
      400,
      /^sessionId: Session no-such not found/,
    );
    expectRefused(
      await call('PUT', `/prompts/${prompt.id}`, { ...write, sessionId: other.id }),
      400,
      /stays in its session/,
    );
    const live = (await setState(session, 'live')).body;
    await setState(live, 'ended');
    expectRefused(await call('POST', '/prompts', write), 409, /has ended/);
    expectRefused(await call('PUT', `/prompts/${prompt.id}`, write), 409, /has ended/);
  });
});

describe('triggering and resolving', () => {
  it('triggers only a draft of a live session', async () => {
    const { setState } = calls();
    const { session, prompt } = await drafted();
    expectRefused(
      await trigger(prompt.id),
      409,
      SHOTCALL_MESSAGES.triggerNeedsLiveSession('scheduled'),
    );
    expectRefused(await trigger('no-such'), 404, /not found/);
    expectRefused(await calls().call('POST', '/prompts/trigger', {}), 400, 'promptId is required');
    await setState(session, 'live');
    const opened = await trigger(prompt.id);
    expect(opened.status).toBe(200);
    expect(opened.body.state).toBe('open');
    expect(Date.parse(opened.body.closesAt!) - Date.parse(opened.body.openedAt!)).toBe(30_000);
    expectRefused(await trigger(prompt.id), 409, /is open: only a draft is triggered/);
    const { call } = calls();
    const write = {
      sessionId: session.id,
      questionId: prompt.questionId,
      position: 1,
      windowSeconds: 30,
    };
    expectRefused(
      await call('PUT', `/prompts/${prompt.id}`, write),
      409,
      /only a draft is changed/,
    );
    expectRefused(await call('DELETE', `/prompts/${prompt.id}`), 409, /only a draft is deleted/);
  });

  it('counts viewers growing while open, and freezes them when resolved early', async () => {
    const { call, setState } = calls();
    const { session, prompt } = await drafted(300);
    await setState(session, 'live');
    const opened = (await trigger(prompt.id)).body;
    await sleep(1_200);
    const first = (await call<ShotcallChoiceDto[]>('GET', `/prompts/${prompt.id}/choices`)).body;
    await sleep(1_200);
    const second = (await call<ShotcallPromptDto>('GET', `/prompts/${prompt.id}`)).body;
    expect(total(first)).toBeGreaterThan(total(opened.choices));
    expect(total(second.choices)).toBeGreaterThan(total(first));
    const listed = (await call<ShotcallPromptDto[]>('GET', `/prompts?sessionId=${session.id}`))
      .body;
    expect(total(listed[0]!.choices)).toBeGreaterThanOrEqual(total(second.choices));

    expectRefused(
      await resolve(prompt.id, 'no-such'),
      400,
      `choiceId: ${SHOTCALL_MESSAGES.notAChoice}`,
    );
    const choiceId = prompt.choices[1]!.id;
    const resolved = (await resolve(prompt.id, choiceId)).body;
    expect(resolved).toMatchObject({ state: 'resolved', correctChoiceId: choiceId });
    expect(resolved.closesAt).toBe(resolved.resolvedAt);
    await sleep(1_100);
    expect((await call(`GET`, `/prompts/${prompt.id}/choices`)).body).toEqual(resolved.choices);
    expectRefused(await resolve(prompt.id, choiceId), 409, SHOTCALL_MESSAGES.alreadyResolved);
    expectRefused(await trigger(prompt.id), 409, /is resolved/);
  });

  it('refuses resolving before the trigger', async () => {
    const { prompt } = await drafted();
    expectRefused(
      await resolve(prompt.id, prompt.choices[0]!.id),
      409,
      SHOTCALL_MESSAGES.resolveBeforeTrigger,
    );
  });

  it('reads the live session’s closed prompt closed, its counts no longer moving, and resolves it', async () => {
    const { call } = calls();
    const sessions = (await call<ShotcallSessionDto[]>('GET', '/sessions?sport=val')).body;
    const live = sessions.find((s) => s.state === 'live')!;
    const prompts = (await call<ShotcallPromptDto[]>('GET', `/prompts?sessionId=${live.id}`)).body;
    const closed = prompts.find((p) => p.state === 'closed')!;
    expect(Date.parse(closed.closesAt!)).toBeLessThan(Date.now());
    expect(closed.updatedAt).toBe(Date.parse(closed.closesAt!));
    expect(total(closed.choices)).toBeGreaterThan(1_000);
    await sleep(1_100);
    expect((await call('GET', `/prompts/${closed.id}`)).body).toEqual(closed);
    expectRefused(await trigger(closed.id), 409, /is closed/);
    const resolved = (await resolve(closed.id, closed.choices[0]!.id)).body;
    expect(resolved).toMatchObject({ state: 'resolved', closesAt: closed.closesAt });
    expect(resolved.choices).toEqual(closed.choices);
  });

  it('closes the prompts still open when the session ends', async () => {
    const { call, setState } = calls();
    const { session, prompt } = await drafted(300);
    const live = (await setState(session, 'live')).body;
    await trigger(prompt.id);
    await setState(live, 'ended');
    const closed = (await call<ShotcallPromptDto>('GET', `/prompts/${prompt.id}`)).body;
    expect(closed.state).toBe('closed');
    expect(Date.parse(closed.closesAt!)).toBeLessThanOrEqual(Date.now());
    await sleep(1_100);
    expect((await call('GET', `/prompts/${prompt.id}`)).body).toEqual(closed);
  });
});
