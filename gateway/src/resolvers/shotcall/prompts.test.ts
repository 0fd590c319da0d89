import { SHOTCALL_MESSAGES } from '@esports-admin/schema/rules/shotcall';
import type { GraphQLObjectType, GraphQLResolveInfo } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import type { GatewayContext } from '../../context';
import { buildGatewaySchema } from '../../schema';
import type { ShotcallApi } from '../../upstreams/shotcall';
import { fakeContext } from '../../upstreams/fakes';
import { shotcallMutationResolvers } from './Mutation';
import { promptDto, sessionDto, shotcallFake } from './test-records';

type AnyResolver = (parent: unknown, args: unknown, context: unknown, info: unknown) => unknown;

const schema = buildGatewaySchema();
const infoOf = (fieldName: string) =>
  ({
    schema,
    parentType: schema.getType('Mutation') as GraphQLObjectType,
    fieldName,
  }) as unknown as GraphQLResolveInfo;
const run = (name: keyof typeof shotcallMutationResolvers, args: object, context: GatewayContext) =>
  (shotcallMutationResolvers[name] as AnyResolver)({}, args, context, infoOf(name));

const opened = promptDto({
  state: 'open',
  openedAt: '2026-11-27T18:05:00.000Z',
  closesAt: '2026-11-27T18:05:30.000Z',
});

/** A prompt store the trigger flips from draft to open, as the service does. */
function liveConsole(session = sessionDto()) {
  let stored = promptDto();
  const prompts = {
    get: vi.fn(() => Promise.resolve(stored)),
    trigger: vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      stored = opened;
      return stored;
    }),
  };
  const sessions = { get: vi.fn(() => Promise.resolve(session)) };
  const context = fakeContext({ apis: { shotcall: shotcallFake({ prompts, sessions }) } });
  return { context, prompts };
}

describe('triggerShotcallPrompt', () => {
  it('triggers a draft of a live session once and says it was this call', async () => {
    const { context, prompts } = liveConsole();
    expect(await run('triggerShotcallPrompt', { id: 'p1' }, context)).toMatchObject({
      ok: {
        prompt: { state: 'open' },
        alreadyLive: false,
        message: SHOTCALL_MESSAGES.promptTriggered,
      },
    });
    expect(prompts.trigger).toHaveBeenCalledTimes(1);
  });

  it('sends one trigger when the same operator double-clicks', async () => {
    const { context, prompts } = liveConsole();
    const second = { ...context, requestId: 'second-click' };
    const answers = await Promise.all([
      run('triggerShotcallPrompt', { id: 'p1' }, context),
      run('triggerShotcallPrompt', { id: 'p1' }, second),
    ]);
    expect(prompts.trigger).toHaveBeenCalledTimes(1);
    expect(
      answers.map((answer) => (answer as { ok: { alreadyLive: boolean } }).ok.alreadyLive),
    ).toEqual([false, true]);
  });

  it('sends one trigger when two operators press at once; the second is told it was live', async () => {
    const { context, prompts } = liveConsole();
    const other = {
      ...context,
      requestId: 'other-operator',
      user: { ...context.user, username: 'remy.rewards' },
    };
    const [first, second] = await Promise.all([
      run('triggerShotcallPrompt', { id: 'p1' }, context),
      run('triggerShotcallPrompt', { id: 'p1' }, other),
    ]);
    expect(prompts.trigger).toHaveBeenCalledTimes(1);
    expect(first).toMatchObject({ ok: { alreadyLive: false } });
    expect(second).toMatchObject({
      ok: {
        alreadyLive: true,
        prompt: { state: 'open' },
        message: SHOTCALL_MESSAGES.promptAlreadyLive,
      },
    });
  });

  it('answers a later repeat with the prompt as it is now, sending nothing', async () => {
    const { context, prompts } = liveConsole();
    await run('triggerShotcallPrompt', { id: 'p1' }, context);
    const resolved = { ...opened, state: 'resolved' as const, correctChoiceId: 'c1' };
    prompts.get.mockResolvedValue(resolved);
    expect(
      await run('triggerShotcallPrompt', { id: 'p1' }, { ...context, requestId: 'retry' }),
    ).toMatchObject({ ok: { alreadyLive: true, prompt: { state: 'resolved' } } });
    expect(prompts.trigger).toHaveBeenCalledTimes(1);
  });

  it('refuses a prompt of a session that is not live, sending nothing', async () => {
    const { context, prompts } = liveConsole(sessionDto({ state: 'scheduled' }));
    expect(await run('triggerShotcallPrompt', { id: 'p1' }, context)).toMatchObject({
      ok: null,
      error: { code: 'CONFLICT', message: SHOTCALL_MESSAGES.triggerNeedsLiveSession('scheduled') },
    });
    expect(prompts.trigger).not.toHaveBeenCalled();
  });
});

describe('resolveShotcallPrompt', () => {
  const resolving = (prompt = opened) => {
    const prompts = {
      get: vi.fn(() => Promise.resolve(prompt)),
      resolve: vi.fn(() =>
        Promise.resolve({ ...prompt, state: 'resolved' as const, correctChoiceId: 'c2' }),
      ),
    };
    return { prompts, context: fakeContext({ apis: { shotcall: shotcallFake({ prompts }) } }) };
  };

  it('resolves an open prompt with one of its choices', async () => {
    const { context, prompts } = resolving();
    expect(await run('resolveShotcallPrompt', { id: 'p1', choiceId: 'c2' }, context)).toMatchObject(
      { ok: { prompt: { state: 'resolved', correctChoiceId: 'c2' } } },
    );
    expect(prompts.resolve).toHaveBeenCalledWith('p1', 'c2');
  });

  it.each([
    ['draft', SHOTCALL_MESSAGES.resolveBeforeTrigger],
    ['resolved', SHOTCALL_MESSAGES.alreadyResolved],
  ] as const)('refuses a %s prompt with CONFLICT', async (state, message) => {
    const { context, prompts } = resolving(promptDto({ state }));
    expect(await run('resolveShotcallPrompt', { id: 'p1', choiceId: 'c1' }, context)).toMatchObject(
      { error: { code: 'CONFLICT', message } },
    );
    expect(prompts.resolve).not.toHaveBeenCalled();
  });

  it('refuses a choice of another prompt at choiceId', async () => {
    const { context } = resolving();
    expect(await run('resolveShotcallPrompt', { id: 'p1', choiceId: 'c9' }, context)).toMatchObject(
      {
        error: {
          code: 'BAD_USER_INPUT',
          inputErrors: [{ field: 'choiceId', message: SHOTCALL_MESSAGES.notAChoice }],
        },
      },
    );
  });
});

describe('setShotcallSessionState', () => {
  const moving = (state: 'scheduled' | 'live' | 'ended') => {
    const session = sessionDto({ state });
    const sessions = {
      get: vi.fn(() => Promise.resolve(session)),
      update: vi.fn(() => Promise.resolve({ ...session, state: 'live' as const })),
    };
    return { sessions, context: fakeContext({ apis: { shotcall: shotcallFake({ sessions }) } }) };
  };

  it('sends the whole session with the next state', async () => {
    const { context, sessions } = moving('scheduled');
    expect(
      await run('setShotcallSessionState', { id: 's1', state: 'live' }, context),
    ).toMatchObject({ ok: { message: SHOTCALL_MESSAGES.sessionLive } });
    const { name, eldsTournamentId, eldsMatchId, broadcastId, scheduledStart } = sessionDto();
    expect(sessions.update).toHaveBeenCalledWith('s1', {
      name,
      eldsTournamentId,
      eldsMatchId,
      broadcastId,
      scheduledStart,
      state: 'live',
    });
  });

  it('refuses going back with CONFLICT, sending nothing', async () => {
    const { context, sessions } = moving('ended');
    expect(
      await run('setShotcallSessionState', { id: 's1', state: 'live' }, context),
    ).toMatchObject({
      error: { code: 'CONFLICT', message: SHOTCALL_MESSAGES.nextStateOnly('ended', 'live') },
    });
    expect(sessions.update).not.toHaveBeenCalled();
  });
});

describe('reorderShotcallPrompts', () => {
  it('moves only the drafts whose place changed', async () => {
    const list = [
      promptDto({ id: 'p1', position: 1, state: 'resolved' }),
      promptDto({ id: 'p2', position: 2 }),
      promptDto({ id: 'p3', position: 3 }),
    ];
    const prompts = {
      list: vi.fn(() => Promise.resolve(list)),
      update: vi.fn<ShotcallApi['prompts']['update']>(() => Promise.resolve(list[1]!)),
    };
    const sessions = { get: vi.fn(() => Promise.resolve(sessionDto())) };
    const context = fakeContext({ apis: { shotcall: shotcallFake({ prompts, sessions }) } });
    expect(
      await run(
        'reorderShotcallPrompts',
        { sessionId: 's1', promptIds: ['p1', 'p3', 'p2'] },
        context,
      ),
    ).toMatchObject({ ok: { message: SHOTCALL_MESSAGES.promptsReordered } });
    expect(prompts.update.mock.calls.map(([id, write]) => [id, write.position])).toEqual([
      ['p2', 3],
      ['p3', 2],
    ]);
  });
});

describe('createShotcallPrompt', () => {
  it("appends after the last prompt with the question's window", async () => {
    const prompts = {
      list: vi.fn(() => Promise.resolve([promptDto({ position: 4 })])),
      create: vi.fn(() => Promise.resolve(promptDto({ id: 'p9', position: 5 }))),
    };
    const questions = {
      get: vi.fn(() =>
        Promise.resolve({
          id: 'q2',
          sport: 'val' as const,
          text: 'Ace this round?',
          answerIds: ['a1', 'a2'],
          windowSeconds: 45,
          updatedAt: 1,
        }),
      ),
    };
    const context = fakeContext({ apis: { shotcall: shotcallFake({ prompts, questions }) } });
    expect(
      await run('createShotcallPrompt', { input: { sessionId: 's1', questionId: 'q2' } }, context),
    ).toMatchObject({ ok: { prompt: { id: 'p9' } } });
    expect(prompts.create).toHaveBeenCalledWith({
      sessionId: 's1',
      questionId: 'q2',
      position: 5,
      windowSeconds: 45,
    });
  });
});
