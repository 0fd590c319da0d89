import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CelebritiesPageDocument,
  CelebritiesPageSaveDocument,
  CelebritiesPageValidateDocument,
} from '../../../../__generated__/graphql';
import { mutationError } from '../../../../test/mutationMocks';
import { renderApp } from '../../../../test/renderApp';

const team = (id: string, name: string) => ({
  __typename: 'Team' as const,
  id,
  name,
  tricode: name,
});
const match = {
  __typename: 'Match' as const,
  id: 'm1',
  description: 'Final',
  teamOne: team('t1', 'T1'),
  teamTwo: team('gen', 'GEN'),
};
const pickem = {
  __typename: 'PickemTournament' as const,
  eldsTournamentId: 'tour1',
  celebritiesVersion: 'batch-v1',
  tournament: {
    __typename: 'Tournament' as const,
    id: 'tour1',
    name: { __typename: 'LocalizedName' as const, displayName: 'Worlds 2026' },
  },
  celebrities: [
    {
      __typename: 'Celebrity' as const,
      id: 'c1',
      name: 'Ava Lindqvist',
      title: 'Caster',
      imageUrl: 'https://img.example/ava.png',
      picks: [{ __typename: 'CelebrityPick' as const, eldsMatchId: 'm1', eldsTeamId: 't1' }],
    },
  ],
  pickBlocks: [
    { __typename: 'PickBlock' as const, id: 'b1', name: 'Finals day', matches: [match] },
  ],
  unscheduled: { __typename: 'PickemUnscheduled' as const, matches: [] },
};
const sent = [
  {
    id: 'c1',
    name: 'Ava Lindqvist',
    title: 'Caster',
    imageUrl: 'https://img.example/ava.png',
    picks: [{ eldsMatchId: 'm1', eldsTeamId: 'gen' }],
  },
];

function renderPage() {
  return renderApp({
    path: '/pickem/tournaments/tour1/celebrities',
    mocks: [
      {
        request: { query: CelebritiesPageDocument, variables: { eldsTournamentId: 'tour1' } },
        result: { data: { pickemTournament: pickem } },
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
      {
        request: {
          query: CelebritiesPageValidateDocument,
          variables: { eldsTournamentId: 'tour1', celebrities: sent },
        },
        result: {
          data: {
            validateCelebrities: {
              __typename: 'CelebrityBatchValidation',
              invalid: [
                {
                  __typename: 'CelebrityRowProblem',
                  index: 0,
                  field: 'picks.0.eldsTeamId',
                  message: 'GEN does not play in this match.',
                },
              ],
            },
          },
        },
      },
      {
        request: {
          query: CelebritiesPageSaveDocument,
          variables: { eldsTournamentId: 'tour1', celebrities: sent, expectedVersion: 'batch-v1' },
        },
        result: {
          data: {
            saveCelebrities: {
              __typename: 'PickemTournamentMutationResult',
              ok: null,
              error: {
                ...mutationError('The celebrities changed since you loaded them.', 'CONFLICT'),
                conflict: {
                  __typename: 'EditConflict',
                  currentVersion: 'batch-v2',
                  changedBy: 'cole.competition',
                  changedAt: '2026-11-27T06:00:00.000Z',
                  changedFields: [],
                },
              },
            },
          },
        },
      },
    ],
  });
}

describe('celebrities page', { timeout: 20_000 }, () => {
  it("checks the batch and shows the validate call's message beside the row's pick", async () => {
    const { user } = renderPage();
    const pick = await screen.findByLabelText("Ava Lindqvist's pick for T1 vs GEN");
    expect((pick as HTMLSelectElement).value).toBe('t1');
    await user.selectOptions(pick, 'gen');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('GEN does not play in this match.')).toBeTruthy();
    expect(
      screen.getByText('Checked: 1 problem in 1 row, shown beside their fields.'),
    ).toBeTruthy();
  });

  it('saves the whole batch with the version it read, and shows a conflict notice when it changed', async () => {
    const { user, operations } = renderPage();
    await user.selectOptions(
      await screen.findByLabelText("Ava Lindqvist's pick for T1 vs GEN"),
      'gen',
    );
    await user.click(screen.getByRole('button', { name: 'Save batch' }));
    await waitFor(() =>
      expect(operations.filter((op) => op.operationName === 'CelebritiesPageSave')).toEqual([
        {
          operationName: 'CelebritiesPageSave',
          variables: { eldsTournamentId: 'tour1', celebrities: sent, expectedVersion: 'batch-v1' },
        },
      ]),
    );
    expect(
      await screen.findByText('This celebrity batch was changed since you opened it.'),
    ).toBeTruthy();
  });
});
