import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ScoringPageAssignDocument,
  ScoringPageDocument,
  ScoringPageUnassignDocument,
} from '../../../../__generated__/graphql';
import { renderApp } from '../../../../test/renderApp';

const config = (id: string, name: string, points: number, bonus: number) => ({
  __typename: 'ScoringConfig' as const,
  id,
  version: `v-${id}`,
  name,
  pointsPerCorrectPick: points,
  perfectBlockBonus: bonus,
});
const main = config('s1', 'Main event', 10, 25);
const playIn = config('s2', 'Play-in', 5, 0);
const section = (id: string, name: string, stageName: string, assigned: typeof main | null) => ({
  __typename: 'PickemScoringSection' as const,
  stageName,
  section: {
    __typename: 'Section' as const,
    id,
    name: { __typename: 'LocalizedName' as const, displayName: name },
  },
  scoring: {
    __typename: 'PickemSectionScoring' as const,
    eldsSectionId: id,
    version: `sv-${id}`,
    scoringConfigId: assigned?.id ?? null,
    scoringConfig: assigned,
  },
});
const outcome = (field: string, id: string, configId: string | null) => ({
  [field]: {
    __typename: 'PickemSectionScoringMutationResult',
    ok: {
      __typename: 'PickemSectionScoringMutationSuccess',
      message: 'Done.',
      sectionScoring: {
        __typename: 'PickemSectionScoring',
        eldsSectionId: id,
        version: 'sv-new',
        scoringConfigId: configId,
        scoringConfig: configId ? main : null,
      },
    },
    error: null,
  },
});

function renderPage() {
  return renderApp({
    path: '/pickem/tournaments/tour1/scoring',
    mocks: [
      {
        request: { query: ScoringPageDocument, variables: { eldsTournamentId: 'tour1' } },
        result: {
          data: {
            scoringConfigs: [main, playIn],
            pickemTournament: {
              __typename: 'PickemTournament',
              eldsTournamentId: 'tour1',
              tournament: {
                __typename: 'Tournament',
                id: 'tour1',
                name: { __typename: 'LocalizedName', displayName: 'Worlds 2026' },
              },
              scoringSections: [
                section('sec1', 'Swiss round 1', 'Swiss stage', main),
                section('sec2', 'Quarterfinals', 'Knockouts', null),
              ],
            },
          },
        },
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
      {
        request: {
          query: ScoringPageAssignDocument,
          variables: { eldsSectionId: 'sec2', scoringConfigId: 's1', expectedVersion: 'sv-sec2' },
        },
        result: { data: outcome('assignScoringConfig', 'sec2', 's1') },
      },
      {
        request: {
          query: ScoringPageUnassignDocument,
          variables: { eldsSectionId: 'sec1', expectedVersion: 'sv-sec1', reason: 'Wrong stage' },
        },
        result: { data: outcome('unassignScoringConfig', 'sec1', null) },
      },
    ],
  });
}

describe('scoring page', { timeout: 20_000 }, () => {
  it('lists the sections by name with their configuration and warns of the unconfigured ones', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Sections and their scoring' });
    expect(
      within(table).getByRole('row', { name: /Swiss stage Swiss round 1 sec1 Main event/ }),
    ).toBeTruthy();
    expect(
      within(table).getByRole('row', {
        name: /Knockouts Quarterfinals sec2 None: scores no points/,
      }),
    ).toBeTruthy();
    expect(
      screen.getByText('1 of 2 sections have no configuration: their blocks score no points.'),
    ).toBeTruthy();
  });

  it('assigns a configuration to a section with the version it read', async () => {
    const { user, operations } = renderPage();
    await user.selectOptions(await screen.findByLabelText('Configuration for Quarterfinals'), 's1');
    const row = screen.getByRole('form', { name: 'Scoring of Quarterfinals' });
    await user.click(within(row).getByRole('button', { name: 'Assign' }));
    await waitFor(() =>
      expect(operations.filter((op) => op.operationName === 'ScoringPageAssign')).toEqual([
        {
          operationName: 'ScoringPageAssign',
          variables: { eldsSectionId: 'sec2', scoringConfigId: 's1', expectedVersion: 'sv-sec2' },
        },
      ]),
    );
  });

  it('removes a configuration only after the confirmation, with its reason', async () => {
    const { user, operations } = renderPage();
    const row = await screen.findByRole('form', { name: 'Scoring of Swiss round 1' });
    await user.click(within(row).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: "Remove the section's scoring?",
    });
    await user.type(within(dialog).getByLabelText('Reason'), 'Wrong stage');
    await user.click(within(dialog).getByRole('button', { name: 'Remove configuration' }));
    await waitFor(() =>
      expect(operations.filter((op) => op.operationName === 'ScoringPageUnassign')).toEqual([
        {
          operationName: 'ScoringPageUnassign',
          variables: { eldsSectionId: 'sec1', expectedVersion: 'sv-sec1', reason: 'Wrong stage' },
        },
      ]),
    );
  });
});
