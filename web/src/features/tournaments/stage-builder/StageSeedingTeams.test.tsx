import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  editPageMock,
  GENG,
  renderStagesTab,
  storedStage,
  storedTournament,
  T1,
  updateMock,
} from '../tournamentMocks';

describe('stage seeding teams', { timeout: 20_000 }, () => {
  it('sets the teams of seeding entries no edge feeds and saves them with the stage', async () => {
    const fedFirst = storedTournament('t-1', {
      stages: [storedStage()],
      edges: [
        {
          __typename: 'Edge',
          sourceNodeId: null,
          sourceNodeType: null,
          sourceSlot: 1,
          targetNodeId: 'stage-1',
          targetNodeType: 'stage',
          targetSlot: 1,
        },
      ],
    });
    const { user } = renderStagesTab(
      fedFirst,
      updateMock(
        ({ input }) => {
          const seeds = input.stages?.[0]?.seeding.entries ?? [];
          return seeds[0]?.teamId === null && seeds[1]?.teamId === GENG.id;
        },
        't-1',
        'Saved update to Spring Split Successfully!',
      ),
      editPageMock('t-1', fedFirst),
    );
    const stage = await screen.findByRole('group', { name: 'Stage Playoffs' });
    await user.click(within(stage).getByRole('button', { name: /Seeding teams/ }));
    expect(within(stage).getByText('from the tournament seeding')).toBeTruthy();
    expect(within(stage).queryByRole('combobox', { name: 'Seed 1 team of Playoffs' })).toBeNull();
    const second = within(stage).getByRole('combobox', { name: 'Seed 2 team of Playoffs' });
    expect(
      await within(second).findByRole('option', { name: `${T1.name} (${T1.tricode})` }),
    ).toBeTruthy();
    await user.selectOptions(second, GENG.id);
    expect(within(stage).getByText('1 of 2 set')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved update to Spring Split Successfully!')).toBeTruthy();
  });
});
