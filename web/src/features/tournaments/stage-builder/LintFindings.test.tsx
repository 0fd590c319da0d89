import { addColumn, addMatch, newSectionGraph } from '@esports-admin/schema/rules/stage-builder';
import { lintSection } from '@esports-admin/schema/rules/stage-lint';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStagesTab } from '../tournamentMocks';
import { layoutSection, SEEDING_NODE, STANDING_NODE } from './SectionFlow';

describe('graph check in the stage builder', { timeout: 20_000 }, () => {
  it('lists the findings beside the canvas and opens the node a finding names', async () => {
    const { user } = renderStagesTab();
    await user.click(await screen.findByRole('button', { name: 'Add stage' }));
    const check = screen.getByRole('complementary', { name: 'Graph check' });
    expect(check.textContent).toContain('The section has no matches and no decision points.');
    await user.click(screen.getByRole('button', { name: 'Add column' }));
    await user.click(screen.getByRole('button', { name: 'Add match' }));
    expect(check.textContent).toContain('6 errors, 0 warnings: errors block publishing.');
    await user.click(
      within(check).getByRole('button', {
        name: /No team from the seeding can reach Match 1 \(Round 1\)\./,
      }),
    );
    expect(await screen.findByRole('combobox', { name: 'Team 1 from' })).toBeTruthy();
  });

  it('marks the nodes with findings on the canvas with an outline and a label, not colour alone', () => {
    const section = addMatch(addColumn(newSectionGraph('bracket', 2)), 0, 0);
    const { nodes } = layoutSection(section, null, lintSection(section));
    const lintOf = (id: string) => nodes.find((node) => node.id === id)?.data.lint;
    expect(lintOf('match-1')).toEqual({ severity: 'error', count: 2 });
    expect(lintOf(SEEDING_NODE)).toEqual({ severity: 'error', count: 2 });
    expect(lintOf(STANDING_NODE)).toEqual({ severity: 'error', count: 2 });
  });
});
