import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CrystalBallPageCertifyDocument } from '../../../../__generated__/graphql';
import { renderApp } from '../../../../test/renderApp';
import { PromptCard } from './PromptCard';
import { choiceFixture, promptFixture } from './promptFixture';

function renderCard(prompt = promptFixture(), refresh = vi.fn()) {
  const certified = { ...prompt, state: 'certified' as const };
  return {
    refresh,
    ...renderApp({
      path: '/card',
      routes: [
        {
          path: '/card',
          element: (
            <PromptCard
              prompt={prompt}
              question="Who lifts the cup?"
              teams={[]}
              writable
              onEdit={vi.fn()}
              refresh={refresh}
            />
          ),
        },
      ],
      mocks: [
        {
          request: { query: CrystalBallPageCertifyDocument, variables: { promptIds: ['p1'] } },
          result: {
            data: {
              certifyCrystalBallPrompts: {
                __typename: 'CrystalBallCertifyResult',
                ok: {
                  __typename: 'CrystalBallCertifySuccess',
                  message: 'Prompt certified.',
                  prompts: [certified],
                },
                error: null,
              },
            },
          },
        },
      ],
    }),
  };
}

describe('crystal-ball prompt card', { timeout: 20_000 }, () => {
  it('certifies a draft only from the confirmation showing its picks and points', async () => {
    const { user, operations, refresh } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Review and certify' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Certify the prompt?' });
    expect(within(dialog).getByText('1,000 viewers picked.')).toBeTruthy();
    const picks = within(dialog).getByRole('table', { name: /^Picks per choice/ });
    expect(
      within(picks).getByRole('row', { name: /^T1 .*Favourite · 10 pts 600 60\.0%/ }),
    ).toBeTruthy();
    const points = within(dialog).getByRole('table', { name: /^Points per viewer/ });
    expect(within(points).getByRole('row', { name: 'BLG 100 get 50 pts 900' })).toBeTruthy();
    expect(operations.some((op) => op.operationName === 'CrystalBallPageCertify')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Certify prompt' }));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(operations.filter((op) => op.operationName === 'CrystalBallPageCertify')).toEqual([
      { operationName: 'CrystalBallPageCertify', variables: { promptIds: ['p1'] } },
    ]);
  });

  it('keeps a draft with an untiered choice from certifying and says why', async () => {
    renderCard(
      promptFixture({
        choices: [choiceFixture('c1', 'T1', 'fav'), choiceFixture('c2', 'Gen.G', null)],
      }),
    );
    const certify = await screen.findByRole('button', { name: 'Review and certify' });
    expect(certify.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Not ready to certify: Give every choice a tier: Gen.G.')).toBeTruthy();
  });

  it('shows a certified prompt’s choices read-only, with its answer form', async () => {
    renderCard(promptFixture({ state: 'certified' }));
    expect(
      await screen.findByText('Certified: its choices and tiers are fixed and shown read-only.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Edit choice / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add choice' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Review and certify' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Save answer' })).toBeTruthy();
  });
});
