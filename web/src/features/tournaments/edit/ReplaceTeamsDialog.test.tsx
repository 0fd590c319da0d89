import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { G2, replaceSearchMock, replaceTeamsMock, replaceTeamsOk } from './replaceTeamsMocks';
import {
  editPageMock,
  GENG,
  mutationError,
  optionsMock,
  storedStage,
  storedTournament,
  T1,
} from '../tournamentMocks';

const withTeams = () => storedTournament('t-1', { stages: [storedStage()] });
/** The stored tournament once T1 has left for G2 in its match. */
const replaced = () => {
  const stage = storedStage();
  const [section] = stage.sections;
  const [match] = section!.matches;
  return storedTournament('t-1', {
    stages: [
      {
        ...stage,
        sections: [{ ...section, matches: [{ ...match, teamOneId: G2.id, teamOne: G2 }] }],
      },
    ],
  });
};

describe('replace teams', { timeout: 20_000 }, () => {
  it('refuses a team already in the tournament, then swaps after confirming and reloads', async () => {
    const { user } = renderApp({
      path: '/tournament/t-1/details',
      mocks: [
        editPageMock('t-1', withTeams()),
        optionsMock(),
        replaceSearchMock('ge', [GENG]),
        replaceSearchMock('g2', [G2]),
        replaceTeamsMock(
          't-1',
          [{ teamToBeReplaced: T1.id, teamReplacement: G2.id }],
          replaceTeamsOk('t-1'),
        ),
        editPageMock('t-1', replaced()),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Replace teams' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace Teams' });
    const list = within(dialog).getByRole('list', { name: 'Tournament teams' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Gen.G (GEN)', 'T1 (T1)']);
    const apply = within(dialog).getByRole('button', { name: 'Replace 0 teams' });
    expect(apply.hasAttribute('disabled')).toBe(true);

    await user.click(
      within(dialog).getByRole('button', { name: 'Choose a replacement for T1 (T1)' }),
    );
    const search = within(dialog).getByRole('searchbox', { name: 'Replacement for T1 (T1)' });
    await user.type(search, 'ge');
    const candidate = await within(dialog).findByRole('button', { name: /^Gen\.G \(GEN\)/ });
    expect(candidate.textContent).toBe('Gen.G (GEN)· in this tournament');
    await user.click(candidate);
    expect(
      within(dialog).getByText('The replacement team is already in the tournament'),
    ).toBeTruthy();
    expect(
      within(dialog).getByRole('button', { name: 'Replace 1 team' }).hasAttribute('disabled'),
    ).toBe(true);

    await user.click(
      within(dialog).getByRole('button', { name: 'Choose a replacement for T1 (T1)' }),
    );
    await user.type(
      within(dialog).getByRole('searchbox', { name: 'Replacement for T1 (T1)' }),
      'g2',
    );
    await user.click(await within(dialog).findByRole('button', { name: 'G2 Esports (G2)' }));
    expect(
      within(dialog).queryByText('The replacement team is already in the tournament'),
    ).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Replace 1 team' }));

    const confirm = await screen.findByRole('alertdialog', { name: 'Replace teams?' });
    expect(within(confirm).getByText('T1 (T1) → G2 Esports (G2)')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Replace' }));
    expect(await screen.findByText('Replaced Teams Successfully!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Replace Teams' })).toBeNull());

    // The page was loaded again: G2 is now one of the tournament's teams.
    await user.click(screen.getByRole('button', { name: 'Replace teams' }));
    const again = await screen.findByRole('dialog', { name: 'Replace Teams' });
    expect(within(again).getByRole('listitem', { name: 'G2 Esports (G2)' })).toBeTruthy();
    expect(within(again).queryByRole('listitem', { name: 'T1 (T1)' })).toBeNull();
  });

  it('asks for 2 characters before searching and shows the gateway refusal', async () => {
    const { user } = renderApp({
      path: '/tournament/t-1/details',
      mocks: [
        editPageMock('t-1', withTeams()),
        optionsMock(),
        replaceSearchMock('g2', [G2]),
        replaceTeamsMock(
          't-1',
          [{ teamToBeReplaced: GENG.id, teamReplacement: G2.id }],
          mutationError('replaceTeams', '409 - Tournament is locked'),
        ),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Replace teams' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace Teams' });
    await user.click(
      within(dialog).getByRole('button', { name: 'Choose a replacement for Gen.G (GEN)' }),
    );
    const search = within(dialog).getByRole('searchbox', { name: 'Replacement for Gen.G (GEN)' });
    await user.type(search, 'g');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(within(dialog).queryByRole('list', { name: /Teams matching/ })).toBeNull();
    await user.type(search, '2');
    await user.click(await within(dialog).findByRole('button', { name: 'G2 Esports (G2)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Replace 1 team' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Replace teams?' });
    await user.click(within(confirm).getByRole('button', { name: 'Replace' }));
    expect(await screen.findByText('409 - Tournament is locked')).toBeTruthy();
    // Nothing was replaced: the choice is still there to correct or cancel.
    expect(await screen.findByRole('dialog', { name: 'Replace Teams' })).toBeTruthy();
  });
});
