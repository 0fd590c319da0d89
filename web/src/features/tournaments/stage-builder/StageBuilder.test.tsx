import { screen, waitFor, within } from '@testing-library/react';
import {
  addColumn,
  addMatch,
  connect,
  newSectionGraph,
  STAGE_BUILDER_MESSAGES,
  type SectionGraph,
} from '@esports-admin/schema/rules/stage-builder';
import { describe, expect, it } from 'vitest';
import { renderStagesTab } from '../tournamentMocks';
import { refusedConnectionMessage } from './SectionFlow';

describe('stage builder toolbar', { timeout: 20_000 }, () => {
  it('selects the column just added, so the next match goes into it', async () => {
    const { user } = renderStagesTab();
    await user.click(await screen.findByRole('button', { name: 'Add stage' }));
    await user.click(screen.getByRole('button', { name: 'Add column' }));
    await user.click(screen.getByRole('button', { name: 'Add match' }));
    await user.click(screen.getByRole('button', { name: 'Add column' }));

    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Column' }).value).toBe('1');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Cell name' }).value).toBe(
      'Round 2',
    );
    await user.click(screen.getByRole('button', { name: 'Add match' }));
    await user.click(screen.getByRole('button', { name: 'Match 2' }));
    const team1 = screen.getByRole('combobox', { name: 'Team 1 from' });
    expect(
      within(team1).getByRole('option', { name: 'Match 1 winner' }),
      'Match 2 sits in a later column than Match 1',
    ).toBeTruthy();
  });
});

describe('section type', { timeout: 20_000 }, () => {
  it('asks before a change to bracket deletes the matches, and keeps them when cancelled', async () => {
    const { user } = renderStagesTab();
    await user.click(await screen.findByRole('button', { name: 'Add stage' }));
    const type = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Section type' });
    await user.selectOptions(type, 'group');
    await user.click(screen.getByRole('button', { name: 'Add column' }));
    await user.click(screen.getByRole('button', { name: 'Add match' }));

    await user.selectOptions(type, 'bracket');
    const confirm = await screen.findByRole('alertdialog', { name: 'Change to Bracket' });
    expect(confirm.textContent).toContain('deletes its 1 matches');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(type.value).toBe('group');
    expect(screen.getByRole('button', { name: 'Match 1' })).toBeTruthy();

    await user.selectOptions(type, 'bracket');
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Change to Bracket' })).getByRole(
        'button',
        { name: 'Change to bracket' },
      ),
    );
    await waitFor(() => expect(type.value).toBe('bracket'));
    expect(screen.queryByRole('button', { name: 'Match 1' })).toBeNull();
  });
});

/** Two columns with one match each, the seeding's first slot feeding Match 1. */
function twoRounds(): SectionGraph {
  let section = addColumn(addColumn(newSectionGraph()));
  section = addMatch(addMatch(section, 0, 0, 's-'), 1, 0, 's-');
  const seeded = connect(section, {
    sourceNodeId: null,
    sourceSlot: 1,
    targetNodeId: 's-match-1',
    targetSlot: 1,
  });
  if (!seeded.ok) throw new Error(seeded.error);
  return seeded.section;
}

const handle = (nodeId: string, type: 'source' | 'target', id: string) => ({
  nodeId,
  type,
  id,
  position: 'left' as never,
  x: 0,
  y: 0,
  width: 8,
  height: 8,
});

describe('refused drags on the canvas', () => {
  it('say that a target can only be fed from an earlier column', () => {
    expect(
      refusedConnectionMessage(twoRounds(), {
        isValid: false,
        fromHandle: handle('s-match-2', 'source', 's-1'),
        toHandle: handle('s-match-1', 'target', 't-2'),
      }),
    ).toBe(STAGE_BUILDER_MESSAGES.notEarlier);
  });

  it('say that a source slot already feeds another target, whichever end the drag started', () => {
    expect(
      refusedConnectionMessage(twoRounds(), {
        isValid: false,
        fromHandle: handle('s-match-2', 'target', 't-1'),
        toHandle: handle('__seeding', 'source', 's-1'),
      }),
    ).toBe(STAGE_BUILDER_MESSAGES.sourceSlotTaken);
  });

  it('say nothing about a drag that connected or ended on empty canvas', () => {
    const section = twoRounds();
    const from = handle('s-match-1', 'source', 's-1');
    expect(
      refusedConnectionMessage(section, {
        isValid: true,
        fromHandle: from,
        toHandle: handle('s-match-2', 'target', 't-1'),
      }),
    ).toBeNull();
    expect(
      refusedConnectionMessage(section, { isValid: null, fromHandle: from, toHandle: null }),
    ).toBeNull();
  });
});
