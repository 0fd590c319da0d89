import { describe, expect, it } from 'vitest';
import { SHOTCALL_MESSAGES } from '@esports-admin/schema/rules/shotcall';
import type {
  ShotcallAnswerDto,
  ShotcallPromptDto,
  ShotcallQuestionDto,
} from '@esports-admin/schema/upstream/shotcall';
import { sandboxForTests } from '../../test-sandbox';
import { expectRefused, shotcallCalls } from './test-calls';

const sandbox = sandboxForTests();
const calls = () => shotcallCalls(sandbox);

describe('the seeded question bank', () => {
  it('holds a Valorant bank and a few League questions, each listed by ?sport=', async () => {
    const { call } = calls();
    const val = (await call<ShotcallQuestionDto[]>('GET', '/questions?sport=val')).body;
    const lol = (await call<ShotcallQuestionDto[]>('GET', '/questions?sport=lol')).body;
    const all = (await call<ShotcallQuestionDto[]>('GET', '/questions')).body;
    expect(val.length).toBeGreaterThanOrEqual(12);
    expect(lol.length).toBeGreaterThanOrEqual(2);
    expect(val.every((q) => q.sport === 'val')).toBe(true);
    expect(lol.every((q) => q.sport === 'lol')).toBe(true);
    expect(all.length).toBe(val.length + lol.length);
    expect((await call('GET', '/questions?sport=tft')).body).toEqual([]);

    const answers = (await call<ShotcallAnswerDto[]>('GET', '/answers?sport=val')).body;
    expect(answers.length).toBeGreaterThanOrEqual(12);
    expect(answers.map((a) => a.text)).toEqual(
      expect.arrayContaining(['Attackers', 'Defenders', 'Yes', 'No', 'Spike planted']),
    );
    const byId = new Map(answers.map((a) => [a.id, a]));
    for (const question of val) {
      expect(question.answerIds.length).toBeGreaterThanOrEqual(2);
      expect(question.answerIds.length).toBeLessThanOrEqual(6);
      expect(question.answerIds.every((id) => byId.has(id))).toBe(true);
    }
  });

  it('refuses an unknown sport filter', async () => {
    expectRefused(await calls().call('GET', '/answers?sport=chess'), 400, /Unknown sport 'chess'/);
  });
});

describe('answers', () => {
  it('creates, reads, updates and deletes an answer', async () => {
    const { call } = calls();
    const created = await call<ShotcallAnswerDto>('POST', '/answers', {
      sport: 'val',
      text: 'Thrifty',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ sport: 'val', text: 'Thrifty' });
    expect((await call('GET', `/answers/${created.body.id}`)).body).toEqual(created.body);
    const updated = await call<ShotcallAnswerDto>('PUT', `/answers/${created.body.id}`, {
      sport: 'lol',
      text: 'Flawless',
    });
    expect(updated.body).toMatchObject({ id: created.body.id, sport: 'lol', text: 'Flawless' });
    expect(updated.body.updatedAt).toBeGreaterThan(created.body.updatedAt);
    expect((await call('DELETE', `/answers/${created.body.id}`)).status).toBe(204);
    expectRefused(await call('GET', `/answers/${created.body.id}`), 404, /not found/);
    expectRefused(await call('DELETE', `/answers/${created.body.id}`), 404, /not found/);
  });

  it.each([
    [{ sport: 'val', text: '' }, /^text: /],
    [{ sport: 'val', text: '   ' }, /^text: /],
    [{ sport: 'val' }, /text is required/],
    [{ sport: 'cs', text: 'Yes' }, /Unknown sport/],
  ])('refuses the answer %j', async (body, message) => {
    expectRefused(await calls().call('POST', '/answers', body), 400, message);
  });

  it('keeps an answer a question offers: no delete, no other sport', async () => {
    const { call, question } = calls();
    const offered = await question(['Jett', 'Raze']);
    const [first] = offered.answerIds;
    expectRefused(
      await call('DELETE', `/answers/${first}`),
      409,
      new RegExp(`offered by question ${offered.id}`),
    );
    expectRefused(
      await call('PUT', `/answers/${first}`, { sport: 'lol', text: 'Jett' }),
      409,
      /stays val/,
    );
    const renamed = await call<ShotcallAnswerDto>('PUT', `/answers/${first}`, {
      sport: 'val',
      text: 'Jett dash',
    });
    expect(renamed.body.text).toBe('Jett dash');
  });
});

describe('questions', () => {
  it('creates, reads, updates and deletes a question', async () => {
    const { call, question } = calls();
    const created = await question(['Sova', 'Fade', 'Skye'], 60);
    expect(created).toMatchObject({ sport: 'val', windowSeconds: 60 });
    expect((await call('GET', `/questions/${created.id}`)).body).toEqual(created);
    const write = {
      sport: 'val',
      text: 'Who gets the first recon?',
      answerIds: created.answerIds.slice(0, 2),
      windowSeconds: 10,
    };
    const updated = await call<ShotcallQuestionDto>('PUT', `/questions/${created.id}`, write);
    expect(updated.body).toMatchObject(write);
    expect(updated.body.updatedAt).toBeGreaterThan(created.updatedAt);
    expect((await call('DELETE', `/questions/${created.id}`)).status).toBe(204);
    expectRefused(await call('GET', `/questions/${created.id}`), 404, /not found/);
    expectRefused(await call('PUT', `/questions/${created.id}`, write), 404, /not found/);
  });

  it('refuses answer counts, windows and answers the shared rules or the bank refuse', async () => {
    const { call, question } = calls();
    const base = await question(['One', 'Two', 'Three', 'Four', 'Five', 'Six']);
    const extra = (
      await call<ShotcallAnswerDto>('POST', '/answers', { sport: 'val', text: 'Seven' })
    ).body.id;
    const lolAnswer = (
      await call<ShotcallAnswerDto>('POST', '/answers', { sport: 'lol', text: 'Baron' })
    ).body.id;
    const write = { sport: 'val', text: 'Count?', answerIds: base.answerIds, windowSeconds: 30 };
    const cases: [unknown, RegExp | string][] = [
      [
        { ...write, answerIds: base.answerIds.slice(0, 1) },
        `answerIds: ${SHOTCALL_MESSAGES.answersCount}`,
      ],
      [
        { ...write, answerIds: [...base.answerIds, extra] },
        `answerIds: ${SHOTCALL_MESSAGES.answersCount}`,
      ],
      [
        { ...write, answerIds: [base.answerIds[0], base.answerIds[0]] },
        `answerIds.1: ${SHOTCALL_MESSAGES.duplicateAnswer}`,
      ],
      [{ ...write, windowSeconds: 9 }, `windowSeconds: ${SHOTCALL_MESSAGES.windowSeconds}`],
      [{ ...write, windowSeconds: 301 }, `windowSeconds: ${SHOTCALL_MESSAGES.windowSeconds}`],
      [{ ...write, windowSeconds: 30.5 }, `windowSeconds: ${SHOTCALL_MESSAGES.windowSeconds}`],
      [{ ...write, text: 'x'.repeat(301) }, `text: ${SHOTCALL_MESSAGES.questionTextTooLong}`],
      [{ ...write, answerIds: [base.answerIds[0], lolAnswer] }, /^answerIds\.1: answer \d+ is lol/],
      [
        { ...write, answerIds: [base.answerIds[0], 'no-such'] },
        /^answerIds\.1: Answer no-such not found/,
      ],
    ];
    for (const [body, message] of cases) {
      expectRefused(await call('POST', '/questions', body), 400, message);
      expectRefused(await call('PUT', `/questions/${base.id}`, body), 400, message);
    }
    for (const windowSeconds of [10, 300]) {
      expect((await call('POST', '/questions', { ...write, windowSeconds })).status).toBe(201);
    }
  });

  it('keeps a question a prompt was made from', async () => {
    const { call, question, session } = calls();
    const used = await question(['Heaven', 'Hell']);
    const made = await call<ShotcallPromptDto>('POST', '/prompts', {
      sessionId: (await session()).id,
      questionId: used.id,
      position: 1,
      windowSeconds: 30,
    });
    expectRefused(
      await call('DELETE', `/questions/${used.id}`),
      409,
      new RegExp(`used by prompt ${made.body.id}`),
    );
    const renamed = await call<ShotcallQuestionDto>('PUT', `/questions/${used.id}`, {
      sport: 'val',
      text: 'Renamed',
      answerIds: used.answerIds,
      windowSeconds: 30,
    });
    expect(renamed.status).toBe(200);
    const prompt = await call<ShotcallPromptDto>('GET', `/prompts/${made.body.id}`);
    expect(prompt.body.text).toBe(used.text);
  });
});
