/** What the shot-call test files share: calls below /shotcall/v1 and how a refusal reads. */
import { expect } from 'vitest';
import {
  SHOTCALL_BASE_PATH,
  type ShotcallAnswerDto,
  type ShotcallQuestionDto,
  type ShotcallSessionDto,
} from '@esports-admin/schema/upstream/shotcall';
import type { Answer, TestSandbox } from '../../test-support';

export function shotcallCalls(sandbox: TestSandbox) {
  const call = <Body>(method: string, path: string, body?: unknown) =>
    sandbox.at(SHOTCALL_BASE_PATH)<Body>(method, path, { body });

  /** A new val answer per text, and a question offering them. */
  async function question(texts: string[], windowSeconds = 30): Promise<ShotcallQuestionDto> {
    const answerIds: string[] = [];
    for (const text of texts) {
      answerIds.push(
        (await call<ShotcallAnswerDto>('POST', '/answers', { sport: 'val', text })).body.id,
      );
    }
    const created = await call<ShotcallQuestionDto>('POST', '/questions', {
      sport: 'val',
      text: `${texts.join(' or ')}?`,
      answerIds,
      windowSeconds,
    });
    expect(created.status).toBe(201);
    return created.body;
  }

  /** A new scheduled session on the match of the seeded live session. */
  async function session(name = 'Test session'): Promise<ShotcallSessionDto> {
    const seeded = (await call<ShotcallSessionDto[]>('GET', '/sessions?sport=val')).body;
    const live = seeded.find((s) => s.state === 'live')!;
    const created = await call<ShotcallSessionDto>('POST', '/sessions', {
      name,
      eldsTournamentId: live.eldsTournamentId,
      eldsMatchId: live.eldsMatchId,
      broadcastId: live.broadcastId,
      scheduledStart: '2025-06-20T18:00:00Z',
    });
    expect(created.status).toBe(201);
    return created.body;
  }

  const sessionWrite = (s: ShotcallSessionDto) => ({
    name: s.name,
    eldsTournamentId: s.eldsTournamentId,
    eldsMatchId: s.eldsMatchId,
    broadcastId: s.broadcastId,
    scheduledStart: s.scheduledStart,
  });

  async function setState(s: ShotcallSessionDto, state: ShotcallSessionDto['state']) {
    return call<ShotcallSessionDto>('PUT', `/sessions/${s.id}`, { ...sessionWrite(s), state });
  }

  return { call, question, session, sessionWrite, setState };
}

export function expectRefused(answer: Answer<unknown>, status: number, message: RegExp | string) {
  expect(answer.status).toBe(status);
  const body = answer.body as { message: string; errorCode: string };
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
  expect(body.errorCode).toEqual(expect.any(String));
}
