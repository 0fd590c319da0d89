import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildFormatStage } from '@esports-admin/schema/rules/format-templates';
import { disconnect } from '@esports-admin/schema/rules/stage-builder';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../test/renderApp';
import { formatStageDraft } from '../formatStageDraft';
import { SlotSources } from './SlotSources';

/** A 128-team double elimination's section with its first place left unconnected. */
function bigBracket() {
  const stage = buildFormatStage(
    { template: 'double_elimination', participants: 128 },
    { structuralId: 'stage-1', name: 'Playoffs' },
  );
  const [section] = formatStageDraft(stage).sections;
  return disconnect(section!, { nodeId: null, slot: 1 });
}

const renderStanding = (section: ReturnType<typeof bigBracket>) =>
  render(
    <Providers>
      <SlotSources
        title="Playoffs standing"
        description="Which slot fills each place."
        section={section}
        nodeId={null}
        targetLabel={(slot) => `Place ${slot}`}
        readOnly={false}
        onChange={vi.fn()}
        onConnect={vi.fn()}
      />
    </Providers>,
  );

describe('slot sources of a large section', { timeout: 20_000 }, () => {
  it('lists a place’s sources only once its select opens, so 128 places do not stall the page', async () => {
    const section = bigBracket();
    const grandFinal = section.matches.at(-1)!.description;
    renderStanding(section);
    const first = screen.getByRole('combobox', { name: 'Place 1 from' });
    const second = screen.getByRole('combobox', { name: 'Place 2 from' });
    // Before opening: what it shows and nothing else.
    expect(
      within(first)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Not connected']);
    expect(
      within(second)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Not connected', `${grandFinal} loser`]);
    await userEvent.setup().click(first);
    // Opened: the grand final's winner, freed by the disconnect, is there to pick.
    expect(within(first).getByRole('option', { name: `${grandFinal} winner` })).toBeTruthy();
  });
});
