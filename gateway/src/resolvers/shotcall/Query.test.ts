import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeContext } from '../../upstreams/fakes';
import { shotcallQueryResolvers } from './Query';
import { promptDto, sessionDto, shotcallFake } from './test-records';

type AnyResolver = (parent: unknown, args: unknown, context: unknown, info: unknown) => unknown;
const query = (name: keyof typeof shotcallQueryResolvers, args: object, context: unknown) =>
  (shotcallQueryResolvers[name] as AnyResolver)({}, args, context, {});

afterEach(() => {
  vi.useRealTimers();
});

describe('shotcallPromptLive', () => {
  const open = promptDto({
    state: 'open',
    openedAt: '2026-11-27T18:05:00.000Z',
    closesAt: '2026-11-27T18:05:30.000Z',
    choices: [
      { id: 'c1', promptId: 'p1', answerId: 'a1', text: 'Yes', viewers: 120 },
      { id: 'c2', promptId: 'p1', answerId: 'a2', text: 'No', viewers: 80 },
    ],
  });
  const contextWith = (prompt = open) =>
    fakeContext({
      apis: { shotcall: shotcallFake({ prompts: { get: vi.fn(() => Promise.resolve(prompt)) } }) },
    });

  it("answers the counts, the gateway's clock and the seconds left", async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-27T18:05:12.400Z'), toFake: ['Date'] });
    expect(await query('shotcallPromptLive', { id: 'p1' }, contextWith())).toEqual({
      promptId: 'p1',
      state: 'open',
      closesAt: '2026-11-27T18:05:30.000Z',
      now: '2026-11-27T18:05:12.400Z',
      secondsLeft: 18,
      choices: open.choices,
      totalViewers: 200,
      correctChoiceId: null,
    });
  });

  it('reads an open prompt whose window has passed as closed, 0 seconds left', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-27T18:06:00.000Z'), toFake: ['Date'] });
    expect(await query('shotcallPromptLive', { id: 'p1' }, contextWith())).toMatchObject({
      state: 'closed',
      secondsLeft: 0,
    });
  });

  it('has no countdown before the trigger', async () => {
    expect(await query('shotcallPromptLive', { id: 'p1' }, contextWith(promptDto()))).toMatchObject(
      { state: 'draft', secondsLeft: null, closesAt: null },
    );
  });
});

describe('shotcallSessions', () => {
  it('lists live first, then scheduled soonest first, then ended latest first', async () => {
    const sessions = [
      sessionDto({ id: 'ended-old', state: 'ended', scheduledStart: '2026-11-20T18:00:00Z' }),
      sessionDto({ id: 'later', state: 'scheduled', scheduledStart: '2026-11-29T18:00:00Z' }),
      sessionDto({ id: 'ended-new', state: 'ended', scheduledStart: '2026-11-26T18:00:00Z' }),
      sessionDto({ id: 'live', state: 'live' }),
      sessionDto({ id: 'soon', state: 'scheduled', scheduledStart: '2026-11-28T18:00:00Z' }),
    ];
    const list = vi.fn(() => Promise.resolve(sessions));
    const context = fakeContext({ apis: { shotcall: shotcallFake({ sessions: { list } }) } });
    const answer = (await query('shotcallSessions', { sport: 'val' }, context)) as { id: string }[];
    expect(answer.map((session) => session.id)).toEqual([
      'live',
      'soon',
      'later',
      'ended-new',
      'ended-old',
    ]);
    expect(list).toHaveBeenCalledWith('val');
  });
});
