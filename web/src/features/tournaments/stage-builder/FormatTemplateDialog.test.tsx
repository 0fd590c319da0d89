import { screen, waitFor, within } from '@testing-library/react';
import { FORMAT_TEMPLATE_MESSAGES } from '@esports-admin/schema/rules/format-templates';
import { describe, expect, it } from 'vitest';
import { renderStagesTab } from '../tournamentMocks';

async function openFormatDialog() {
  const rendered = renderStagesTab();
  await rendered.user.click(await screen.findByRole('button', { name: 'Start from a format' }));
  const dialog = await screen.findByRole('dialog', { name: 'Start from a format' });
  return { ...rendered, dialog };
}

/** The match boxes the builder's canvas draws, once the dialog has closed. */
async function builderMatches() {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  return screen.findAllByTestId(/^flow-node-Match \d+$/);
}

describe('Start from a format', { timeout: 30_000 }, () => {
  it('adds a double elimination for 8 teams as a stage of 14 matches in the builder', async () => {
    const { user, dialog } = await openFormatDialog();
    await user.click(within(dialog).getByRole('radio', { name: /^Double elimination/ }));
    const teams = within(dialog).getByRole<HTMLInputElement>('spinbutton', { name: 'Teams' });
    expect(teams.value).toBe('8');

    expect(
      within(dialog).getByText('Double elimination, 8 teams: 14 matches in 1 section, 8 rounds.'),
    ).toBeTruthy();
    expect(
      within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'Stage name' }).value,
    ).toBe('Playoffs');
    await user.click(within(dialog).getByRole('button', { name: 'Add stage' }));

    expect(await builderMatches()).toHaveLength(14);
    expect(screen.getByRole('button', { name: /^Playoffs\s*8 teams · bracket$/ })).toBeTruthy();
  });

  it('shows the message on an invalid team count and keeps Add stage disabled', async () => {
    const { user, dialog } = await openFormatDialog();
    const teams = within(dialog).getByRole<HTMLInputElement>('spinbutton', { name: 'Teams' });
    await user.clear(teams);
    await user.type(teams, '600');

    expect(teams.getAttribute('aria-invalid')).toBe('true');
    // The form kit's fields name their message with aria-errormessage (Ark UI's field).
    const message = document.getElementById(teams.getAttribute('aria-errormessage') ?? '');
    expect(message?.textContent).toBe(FORMAT_TEMPLATE_MESSAGES.participants);
    const add = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Add stage' });
    expect(add.disabled).toBe(true);

    await user.clear(teams);
    await user.type(teams, '16');
    expect(teams.getAttribute('aria-invalid')).toBeNull();
    expect(add.disabled).toBe(false);
  });

  it("plays a round's own best-of in its matches and the rest at the stage's best-of", async () => {
    const { user, dialog } = await openFormatDialog();
    await user.click(within(dialog).getByRole('radio', { name: /^Single elimination/ }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Best of' }), '3');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Finals' }), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Add stage' }));

    const matches = await builderMatches();
    const formats = matches.map((match) => match.textContent ?? '');
    expect(formats).toHaveLength(7);
    expect(formats.filter((text) => text.includes('Best of 5'))).toEqual([
      expect.stringContaining('Match 7'),
    ]);
    expect(formats.filter((text) => text.includes('Best of 3'))).toHaveLength(6);
  });

  it('lists the rounds of a 512-team double elimination instead of drawing its 1022 matches', async () => {
    const { user, dialog } = await openFormatDialog();
    await user.click(within(dialog).getByRole('radio', { name: /^Double elimination/ }));
    const teams = within(dialog).getByRole('spinbutton', { name: 'Teams' });
    await user.clear(teams);
    await user.type(teams, '512');

    expect(
      within(dialog).getByText(
        'Double elimination, 512 teams: 1022 matches in 1 section, 26 rounds.',
      ),
    ).toBeTruthy();
    const rounds = within(dialog).getByRole('table', { name: 'Matches per round' });
    expect(within(rounds).getAllByRole('row')).toHaveLength(27);
    expect(within(dialog).queryByRole('region', { name: /^Graph of/ })).toBeNull();
  });
});
