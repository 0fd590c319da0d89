import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ShotcallConsoleLiveDocument,
  ShotcallConsolePageDocument,
  ShotcallConsoleResolveDocument,
  ShotcallConsoleTriggerDocument,
} from '../../../__generated__/graphql';
import { renderApp } from '../../../test/renderApp';
import { openPromptFixture, promptFixture, sessionFixture } from '../shotcallMocks';

const draft = promptFixture();
const open = openPromptFixture();

const pageMock = {
  request: { query: ShotcallConsolePageDocument, variables: { id: 's1' } },
  result: {
    data: { shotcallSession: { ...sessionFixture(), sport: 'val', prompts: [draft, open] } },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const liveMock = {
  request: { query: ShotcallConsoleLiveDocument, variables: { id: 'p2' } },
  result: {
    data: {
      shotcallPromptLive: {
        __typename: 'ShotcallPromptLive',
        promptId: 'p2',
        state: 'open',
        closesAt: '2026-11-27T10:10:30.000Z',
        now: '2026-11-27T10:10:10.000Z',
        secondsLeft: 20,
        totalViewers: 45,
        correctChoiceId: null,
        choices: open.choices.map((choice, i) => ({ ...choice, viewers: i === 0 ? 30 : 15 })),
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** After the trigger the draft is open and polled too. */
const liveAfterTriggerMock = {
  ...liveMock,
  request: { query: ShotcallConsoleLiveDocument, variables: { id: 'p1' } },
  result: {
    data: {
      shotcallPromptLive: {
        ...liveMock.result.data.shotcallPromptLive,
        promptId: 'p1',
        choices: draft.choices,
        totalViewers: 0,
      },
    },
  },
};

function triggerMock(alreadyLive: boolean) {
  return {
    request: { query: ShotcallConsoleTriggerDocument, variables: { id: 'p1' } },
    result: {
      data: {
        triggerShotcallPrompt: {
          __typename: 'ShotcallTriggerResult',
          ok: {
            __typename: 'ShotcallTriggerSuccess',
            message: alreadyLive
              ? 'This prompt was already triggered: nothing was sent again.'
              : 'Prompt triggered: viewers are answering.',
            alreadyLive,
            prompt: { ...draft, state: 'open' },
          },
          error: null,
        },
      },
    },
  };
}

const resolveMock = {
  request: { query: ShotcallConsoleResolveDocument, variables: { id: 'p2', choiceId: 'c4' } },
  result: {
    data: {
      resolveShotcallPrompt: {
        __typename: 'ShotcallPromptMutationResult',
        ok: {
          __typename: 'ShotcallPromptMutationSuccess',
          message: 'Prompt resolved.',
          prompt: { ...open, state: 'resolved', correctChoiceId: 'c4' },
        },
        error: null,
      },
    },
  },
};

const renderConsole = (alreadyLive = false) =>
  renderApp({
    path: '/shotcall/events/s1',
    mocks: [pageMock, liveMock, liveAfterTriggerMock, triggerMock(alreadyLive), resolveMock],
  });

const sent = (operations: { operationName: string }[], name: string) =>
  operations.filter((op) => op.operationName === name);

describe('the shot-call console', { timeout: 20_000 }, () => {
  beforeEach(() => window.localStorage.setItem('esports-admin.sport', JSON.stringify('val')));

  it('names the match, lists the prompts in order and shows the live counts of the open one', async () => {
    renderConsole();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sentinels vs Fnatic' }),
    ).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Prompts in running order' });
    const headings = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(headings).toEqual([draft.text, open.text]);
    const answers = screen.getByRole('list', { name: `Answers: ${open.text}` });
    await waitFor(() => expect(within(answers).getByText('30')).toBeTruthy());
    expect(screen.getByRole('timer').textContent).toBe('0:20');
    expect(screen.getByRole('region', { name: 'Keyboard shortcuts' })).toBeTruthy();
  });

  it('triggers the selected draft with T, once', async () => {
    const { user, operations } = renderConsole();
    await screen.findByRole('heading', { level: 1, name: 'Sentinels vs Fnatic' });
    // The open prompt is selected first; K moves to the draft above it.
    await user.keyboard('k');
    await user.keyboard('t');
    await waitFor(() =>
      expect(sent(operations, 'ShotcallConsoleTrigger')).toEqual([
        { operationName: 'ShotcallConsoleTrigger', variables: { id: 'p1' } },
      ]),
    );
  });

  it('says "Already live" when another operator triggered the prompt first', async () => {
    const { user } = renderConsole(true);
    await screen.findByRole('heading', { level: 1, name: 'Sentinels vs Fnatic' });
    await user.click(screen.getByRole('button', { name: /^Trigger/ }));
    expect(await screen.findByText('Already live')).toBeTruthy();
  });

  it('resolves only after the confirmation, with the choice picked by its number', async () => {
    const { user, operations } = renderConsole();
    await screen.findByRole('heading', { level: 1, name: 'Sentinels vs Fnatic' });
    await user.keyboard('2');
    expect(
      screen
        .getByRole('button', { name: '2: choose Defenders as the result' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await user.keyboard('r');
    const dialog = await screen.findByRole('alertdialog', { name: 'Resolve the prompt?' });
    expect(sent(operations, 'ShotcallConsoleResolve')).toEqual([]);
    // The console's keys wait while the confirmation is open.
    await user.keyboard('1');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve: Defenders' }));
    await waitFor(() =>
      expect(sent(operations, 'ShotcallConsoleResolve')).toEqual([
        { operationName: 'ShotcallConsoleResolve', variables: { id: 'p2', choiceId: 'c4' } },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
