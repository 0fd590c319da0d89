import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  QuestionBankPageCreateQuestionDocument,
  QuestionBankPageDocument,
} from '../../../__generated__/graphql';
import { renderApp } from '../../../test/renderApp';

const answer = (id: string, sport: 'val' | 'lol', text: string) => ({
  __typename: 'ShotcallAnswer' as const,
  id,
  version: `v-${id}`,
  sport,
  text,
});

const bank = (sport: 'val' | 'lol') => {
  const answers =
    sport === 'val'
      ? [
          answer('a1', 'val', 'Attackers'),
          answer('a2', 'val', 'Defenders'),
          answer('a3', 'val', 'Yes'),
        ]
      : [answer('l1', 'lol', 'Blue side')];
  return {
    request: { query: QuestionBankPageDocument, variables: { sport } },
    result: {
      data: {
        shotcallAnswers: answers,
        shotcallQuestions: [
          {
            __typename: 'ShotcallQuestion' as const,
            id: `q-${sport}`,
            version: 'v-q',
            sport,
            text: sport === 'val' ? 'Who wins the pistol round?' : 'Who takes first dragon?',
            answerIds: answers.slice(0, 2).map((a) => a.id),
            windowSeconds: 30,
            answers: answers.slice(0, 2).map(({ id, text }) => ({
              __typename: 'ShotcallAnswer' as const,
              id,
              text,
            })),
          },
        ],
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
};

const input = {
  sport: 'val',
  text: 'Will the attackers plant?',
  answerIds: ['a3', 'a2'],
  windowSeconds: 45,
};

const createMock = {
  request: { query: QuestionBankPageCreateQuestionDocument, variables: { input } },
  result: {
    data: {
      createShotcallQuestion: {
        __typename: 'ShotcallQuestionMutationResult',
        ok: {
          __typename: 'ShotcallQuestionMutationSuccess',
          message: 'Question created.',
          question: {
            __typename: 'ShotcallQuestion',
            id: 'q-new',
            version: 'v-new',
            ...input,
            answers: [
              { __typename: 'ShotcallAnswer', id: 'a3', text: 'Yes' },
              { __typename: 'ShotcallAnswer', id: 'a2', text: 'Defenders' },
            ],
          },
        },
        error: null,
      },
    },
  },
};

describe('the shot-call question bank', { timeout: 20_000 }, () => {
  it('shows Valorant by default and the few League questions when the filter says lol', async () => {
    const val = renderApp({ path: '/shotcall/questions', mocks: [bank('val'), bank('lol')] });
    const questions = await screen.findByRole('table', { name: 'Questions' });
    expect(await within(questions).findByText('Who wins the pistol round?')).toBeTruthy();
    expect(within(questions).getByText('Attackers · Defenders')).toBeTruthy();
    await val.user.selectOptions(screen.getByLabelText('Sport'), 'lol');
    expect(await screen.findByText('Who takes first dragon?')).toBeTruthy();
    expect(val.history.location.search).toBe('?sport=lol');
  });

  it('creates a question with its answers chosen by their text', async () => {
    const { user, operations } = renderApp({
      path: '/shotcall/questions',
      mocks: [bank('val'), createMock],
    });
    await user.click(await screen.findByRole('button', { name: 'New question' }));
    const dialog = await screen.findByRole('dialog', { name: 'New question' });
    await user.type(within(dialog).getByLabelText('Question'), input.text);
    const windowField = within(dialog).getByLabelText('Window (seconds)');
    await user.clear(windowField);
    await user.type(windowField, '45');
    await user.selectOptions(within(dialog).getByLabelText('Answer 1'), 'Yes');
    await user.selectOptions(within(dialog).getByLabelText('Answer 2'), 'Defenders');
    await user.click(within(dialog).getByRole('button', { name: 'Create question' }));
    await waitFor(() =>
      expect(
        operations.filter((op) => op.operationName === 'QuestionBankPageCreateQuestion'),
      ).toEqual([{ operationName: 'QuestionBankPageCreateQuestion', variables: { input } }]),
    );
  });
});
