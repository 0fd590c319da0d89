import { APP_VERSION } from '@esports-admin/schema/rules/constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { UpdateTournamentMutationVariables } from '../../../__generated__/graphql';
import { mutationError } from '../../../test/mutationMocks';
import { renderApp } from '../../../test/renderApp';
import { viewerFixture } from '../../../test/viewerFixtures';
import { draftStorageKey } from '../draftPersistence';
import {
  bulkStatusMock,
  copyMock,
  editPageMock,
  GENG,
  listMock,
  listRow,
  optionsMock,
  PUBLISHED_VERSION,
  publishMock,
  renderStagesTab,
  storedStage,
  storedTournament,
  T1,
  teamsMock,
  updateMock,
} from '../tournamentMocks';
import { UpdateTournamentDocument } from '../../../__generated__/graphql';

afterEach(() => window.localStorage.clear());

const field = (name: string) => screen.getByRole('textbox', { name });

describe('tournament edit', { timeout: 20_000 }, () => {
  it('sends the loaded version and, when the tournament changed meanwhile, re-applies the typed name', async () => {
    const fresh = storedTournament('t-1', { version: 'version-2', timeZone: 'Asia/Seoul' });
    const sent: UpdateTournamentMutationVariables[] = [];
    const { user } = renderApp({
      path: '/tournament/t-1/edit',
      mocks: [
        editPageMock('t-1', storedTournament('t-1')),
        optionsMock(),
        {
          request: {
            query: UpdateTournamentDocument,
            variables: (variables: UpdateTournamentMutationVariables) => {
              sent.push(variables);
              return variables.expectedVersion === 'version-1';
            },
          },
          result: {
            data: {
              updateTournament: {
                __typename: 'TournamentMutationResult',
                ok: null,
                error: {
                  ...mutationError('Tournament was changed since you opened it', 'CONFLICT'),
                  conflict: {
                    __typename: 'EditConflict',
                    currentVersion: 'version-2',
                    changedBy: 'cole.competition',
                    changedAt: '2026-11-23T11:02:03.000Z',
                    changedFields: ['timeZone'],
                  },
                },
              },
            },
          },
        },
        editPageMock('t-1', fresh),
        updateMock(
          (variables) => {
            sent.push(variables);
            return variables.expectedVersion === 'version-2';
          },
          't-1',
          'Saved update to Spring Finals Successfully!',
        ),
        editPageMock('t-1', { ...fresh, version: 'version-3' }),
      ],
    });
    const name = await screen.findByRole('textbox', { name: 'Name (en_US)' });
    await user.clear(name);
    await user.type(name, 'Spring Finals');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const notice = await screen.findByRole('alert', { name: 'Edit conflict' });
    expect(notice.textContent).toContain('This tournament was changed since you opened it.');
    expect(notice.textContent).toContain(
      'Changed by cole.competition at Nov 23, 2026, 11:02:03 UTC.',
    );
    expect(notice.textContent).toContain('Fields that differ: Time zone.');
    expect(field('Name (en_US)')).toHaveProperty('value', 'Spring Finals');

    await user.click(screen.getByRole('button', { name: 'Re-apply my changes' }));
    expect(screen.queryByRole('alert', { name: 'Edit conflict' })).toBeNull();
    expect(field('Name (en_US)')).toHaveProperty('value', 'Spring Finals');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved update to Spring Finals Successfully!')).toBeTruthy();
    const versions = [...new Set(sent.map((variables) => variables.expectedVersion))];
    expect(versions).toEqual(['version-1', 'version-2']);
    expect(sent.at(-1)?.input).toEqual(expect.objectContaining({ timeZone: 'Asia/Seoul' }));
  });

  it('publishes a draft, then opens the current list with the spec message', async () => {
    const { user, history } = renderApp({
      path: '/tournament/t-1/edit',
      mocks: [
        editPageMock('t-1', storedTournament('t-1')),
        optionsMock(),
        publishMock('t-1'),
        listMock({ sport: 'lol', filter: 'current' }, [listRow('t-1', 'Spring Split')]),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Spring Split' })).toBeTruthy();
    expect(screen.getByText('Not fully published')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published Tournament Successfully!')).toBeTruthy();
    expect(await screen.findByText('Created Tournament Successfully!')).toBeTruthy();
    await waitFor(() => expect(history.location.pathname).toBe('/tournament/list/current'));
    expect(await screen.findByRole('heading', { name: 'Tournaments' })).toBeTruthy();
    expect(await screen.findByText('Spring Split')).toBeTruthy();
  });

  it('sets every section published in one bulk action and says when all is published', async () => {
    const published = storedTournament('t-1', {
      publicationStatus: 'published',
      status: 'published',
      stages: [{ ...storedStage(), publicationStatus: 'published' }],
    });
    const { user } = renderApp({
      path: '/tournament/t-1/edit',
      mocks: [
        editPageMock('t-1', published),
        optionsMock(),
        bulkStatusMock('t-1', 'SECTIONS', 'published', [
          {
            __typename: 'Stage',
            id: 'stage-id-1',
            publicationStatus: 'published',
            sections: [
              { __typename: 'Section', id: 'section-id-1', publicationStatus: 'published' },
            ],
          },
        ]),
      ],
    });
    expect(await screen.findByText('Not fully published')).toBeTruthy();
    expect(screen.getByText('0 of 1 published')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Publish all sections' }));
    expect(await screen.findByText('Fully published')).toBeTruthy();
    expect(screen.getByText('Publication status updated. All sections: published.')).toBeTruthy();
  });

  it('saves after a bulk publication with the version the publication left, not the loaded one', async () => {
    const sent: UpdateTournamentMutationVariables[] = [];
    const { user } = renderApp({
      path: '/tournament/t-1/edit',
      mocks: [
        editPageMock('t-1', storedTournament('t-1', { stages: [storedStage()] })),
        optionsMock(),
        bulkStatusMock('t-1', 'STAGES', 'published', [
          {
            __typename: 'Stage',
            id: 'stage-id-1',
            publicationStatus: 'published',
            sections: [{ __typename: 'Section', id: 'section-id-1', publicationStatus: 'draft' }],
          },
        ]),
        updateMock(
          (variables) => {
            sent.push(variables);
            return variables.expectedVersion === PUBLISHED_VERSION;
          },
          't-1',
          'Saved update to Spring Finals Successfully!',
        ),
        editPageMock('t-1', storedTournament('t-1', { version: 'version-after-save' })),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Publish all stages' }));
    expect(
      await screen.findByText('Publication status updated. All stages: published.'),
    ).toBeTruthy();
    const name = field('Name (en_US)');
    await user.clear(name);
    await user.type(name, 'Spring Finals');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved update to Spring Finals Successfully!')).toBeTruthy();
    expect(sent.map((variables) => variables.expectedVersion)).toEqual([PUBLISHED_VERSION]);
    expect(sent[0]?.input.stages?.[0]).toEqual(
      expect.objectContaining({ publicationStatus: 'published' }),
    );
    expect(screen.queryByRole('alert', { name: 'Edit conflict' })).toBeNull();
  });

  it('builds a stage and section, connects two matches and saves the graph', async () => {
    const saved = storedTournament('t-1', { stages: [storedStage()] });
    let sent: UpdateTournamentMutationVariables | undefined;
    const { user } = renderApp({
      path: '/tournament/t-1/stages',
      mocks: [
        editPageMock('t-1', storedTournament('t-1')),
        optionsMock(),
        updateMock(
          (variables) => {
            sent = variables;
            return true;
          },
          't-1',
          'Saved update to Spring Split Successfully!',
        ),
        editPageMock('t-1', saved),
        teamsMock(),
      ],
    });
    expect(
      await screen.findByText('Add a stage to start; its first section opens here.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add stage' }));
    expect(
      await screen.findByRole('heading', {
        name: 'Creating a Bracket for LCK 2026 Season Regular Season',
      }),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add column' }));
    await user.click(screen.getByRole('button', { name: 'Add match' }));
    await user.click(screen.getByRole('button', { name: 'Add column' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Column' }), '1');
    await user.click(screen.getByRole('button', { name: 'Add match' }));
    const cellName = screen.getByRole('textbox', { name: 'Cell name' });
    await user.clear(cellName);
    await user.type(cellName, 'Final');

    await user.click(screen.getByRole('button', { name: 'Match 2' }));
    const team1 = screen.getByRole('combobox', { name: 'Team 1 from' });
    expect(
      within(team1)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Not connected', 'Seed 1', 'Seed 2', 'Match 1 winner', 'Match 1 loser']);
    await user.selectOptions(team1, 'Match 1 winner');
    const team2 = screen.getByRole('combobox', { name: 'Team 2 from' });
    expect(within(team2).queryByRole('option', { name: 'Match 1 winner' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Team 1 team' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Done' }));
    await user.click(screen.getByRole('button', { name: 'Auto-connect' }));
    await user.click(screen.getByRole('button', { name: 'Match 1' }));
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Team 1 from' }).value).toBe(
      '|1',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Team 1 from' }), '');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Team 2 from' }), '');
    const firstTeam = await screen.findByRole('combobox', { name: 'Team 1 team' });
    await waitFor(() =>
      expect(within(firstTeam).getByRole('option', { name: 'T1 (T1)' })).toBeTruthy(),
    );
    await user.selectOptions(firstTeam, T1.id);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Team 2 team' }), GENG.id);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved update to Spring Split Successfully!')).toBeTruthy();
    const stage = sent?.input.stages?.[0];
    expect(stage?.name.slug).toBe('regular_season');
    expect(stage?.seeding.entries).toHaveLength(2);
    expect(stage?.edges).toHaveLength(2);
    const section = stage?.sections[0];
    expect(section?.type).toBe('bracket');
    expect(
      section?.matches.map((m) => [m.description, m.strategy, m.bestOfConfig?.count, m.teamOneId]),
    ).toEqual([
      ['Match 1', 'bestOf', 1, T1.id],
      ['Match 2', 'bestOf', 1, undefined],
    ]);
    expect(section?.matches[0]?.teamTwoId).toBe(GENG.id);
    expect(section?.columns?.map((c) => c.cells.map((cell) => [cell.name, cell.contents]))).toEqual(
      [[['Round 1', ['stage-1-section-1-match-1']]], [['Final', ['stage-1-section-1-match-2']]]],
    );
    expect(section?.edges).toEqual([
      {
        sourceNodeId: 'stage-1-section-1-match-1',
        sourceNodeType: 'match',
        sourceSlot: 1,
        targetNodeId: 'stage-1-section-1-match-2',
        targetNodeType: 'match',
        targetSlot: 1,
      },
    ]);
    expect(await screen.findByText('No changes yet.')).toBeTruthy();
  });

  it('changes a section to a group with the default config and a match to play all 2', async () => {
    const { user } = renderStagesTab(storedTournament('t-1', { stages: [storedStage()] }));
    await user.click(await screen.findByRole('button', { name: 'Match 1' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Match strategy' }), 'playAll');
    expect(screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Match games' }).value).toBe(
      '2',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Section type' }), 'group');
    expect(screen.getByRole('spinbutton', { name: 'Round-robin rounds' })).toHaveProperty(
      'value',
      '1',
    );
    expect(
      screen.getByRole<HTMLSelectElement>('combobox', { name: 'Match template strategy' }).value,
    ).toBe('bestOf');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Section type' }), 'bracket');
    await user.click(await screen.findByRole('button', { name: 'Change to bracket' }));
    expect(screen.queryByRole('spinbutton', { name: 'Round-robin rounds' })).toBeNull();
    expect(screen.getByText(/0 matches/)).toBeTruthy();
    expect(screen.getByText('Unsaved changes.')).toBeTruthy();
  });

  it('shows each bulk publication action its own message, also draft then publish again', async () => {
    const stages = (status: string) => [
      {
        __typename: 'Stage',
        id: 'stage-id-1',
        publicationStatus: status,
        sections: [{ __typename: 'Section', id: 'section-id-1', publicationStatus: 'draft' }],
      },
    ];
    const { user } = renderApp({
      path: '/tournament/t-1/edit',
      mocks: [
        editPageMock('t-1', storedTournament('t-1', { stages: [storedStage()] })),
        optionsMock(),
        bulkStatusMock('t-1', 'STAGES', 'draft', stages('draft')),
        bulkStatusMock('t-1', 'STAGES', 'published', stages('published'), PUBLISHED_VERSION),
        bulkStatusMock('t-1', 'TOURNAMENT', 'published', stages('published'), PUBLISHED_VERSION),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Set to draft: all stages' }));
    expect(await screen.findByText('Publication status updated. All stages: draft.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Publish all stages' }));
    expect(
      await screen.findByText('Publication status updated. All stages: published.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Publish tournament' }));
    expect(await screen.findByText('Published Tournament Successfully!')).toBeTruthy();
  });

  it('shows a read-only user the tournament without Publish, Copy or Save', async () => {
    const readOnly = viewerFixture({
      resources: ['tournament', 'league', 'season'],
      writableResources: [],
    });
    const { history } = renderApp({
      path: '/tournament/t-1/edit',
      viewer: readOnly,
      mocks: [editPageMock('t-1', storedTournament('t-1')), optionsMock()],
    });
    expect(await screen.findByRole('heading', { name: 'Spring Split' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy' })).toBeNull();
    expect(field('Name (en_US)').closest('fieldset')).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    act(() => history.push('/tournament/create'));
    expect(await screen.findByRole('heading', { name: 'ACCESS DENIED' })).toBeTruthy();
  });

  it('copies under a new slug only, toasts the spec message and opens the copy', async () => {
    const message =
      'Successfully copied tournament: lck_2026_spring and published tournament: lck_2026_spring_b into a draft mode.';
    const { user, history, operations } = renderApp({
      path: '/tournament/t-1/edit',
      mocks: [
        editPageMock('t-1', storedTournament('t-1')),
        optionsMock(),
        copyMock('t-1', 'lck_2026_spring_b', 't-9', message),
        editPageMock('t-9', storedTournament('t-9')),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    const dialog = await screen.findByRole('dialog');
    const slug = within(dialog).getByRole('textbox', { name: 'New slug' });
    await user.type(slug, 'lck_2026_spring');
    expect(within(dialog).getByText('Copying a tournament requires a new slug.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Copy' }).hasAttribute('disabled')).toBe(
      true,
    );
    await user.type(slug, '_b{Enter}');
    expect(await screen.findByText(message)).toBeTruthy();
    await waitFor(() => expect(history.location.pathname).toBe('/tournament/t-9/edit'));
    // The dialog's form is not the tournament's: submitting it saves nothing else.
    expect(operations.map((op) => op.operationName)).not.toContain('UpdateTournament');
  });

  it('sizes a decision point and removes a section only after confirming', async () => {
    const { user } = renderStagesTab(storedTournament('t-1', { stages: [storedStage()] }));
    await user.click(await screen.findByRole('button', { name: 'Add decision point' }));
    await user.click(screen.getByRole('button', { name: 'Decision Point 1' }));
    const places = screen.getByRole('spinbutton', { name: 'Places out' });
    await user.clear(places);
    await user.type(places, '3');
    expect(screen.getAllByRole('combobox', { name: /^In \d from$/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Done' }));

    await user.click(screen.getByRole('button', { name: 'Add section' }));
    expect(
      screen.getByText('Creating a Bracket for LCK 2026 Season Playoffs Group A'),
    ).toBeTruthy();
    expect(screen.getAllByText(/1 teams ·/)).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove section Group A' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: /^Group A/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove section Group A' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Group A/ })).toBeNull());
    expect(screen.getByText(/2 teams · bracket/)).toBeTruthy();
  });

  it('asks before leaving with unsaved changes and keeps the draft in local storage', async () => {
    const { user, history } = renderApp({
      path: '/tournament/t-1/edit',
      mocks: [editPageMock('t-1', storedTournament('t-1')), optionsMock()],
    });
    const name = await screen.findByRole('textbox', { name: 'Name (en_US)' });
    await user.clear(name);
    await user.type(name, 'Spring Finals');
    await waitFor(
      () => {
        const stored = window.localStorage.getItem(draftStorageKey('t-1'));
        expect(stored && (JSON.parse(stored) as { version: string }).version).toBe(APP_VERSION);
      },
      { timeout: 3000 },
    );

    await user.click(screen.getByRole('tab', { name: 'Stages (0)' }));
    expect(history.location.pathname).toBe('/tournament/t-1/stages');
    expect(screen.queryByRole('alertdialog')).toBeNull();

    act(() => history.push('/season/list/current'));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Discard unsaved changes?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(history.location.pathname).toBe('/tournament/t-1/stages');
  });

  it('drops a stored draft written by another app version', async () => {
    window.localStorage.setItem(
      draftStorageKey('t-2'),
      JSON.stringify({
        version: '2.59.0',
        savedAt: '2026-02-01T10:00:00.000Z',
        values: { localizedName: 'Old Name' },
      }),
    );
    renderApp({
      path: '/tournament/t-2/edit',
      mocks: [editPageMock('t-2', storedTournament('t-2')), optionsMock()],
    });
    await screen.findByRole('heading', { name: 'Spring Split' });
    expect(screen.queryByText('Unsaved changes found')).toBeNull();
    expect(window.localStorage.getItem(draftStorageKey('t-2'))).toBeNull();
  });

  it('offers the unsaved draft of this version back after a reload and restores it', async () => {
    const first = renderApp({
      path: '/tournament/t-3/edit',
      mocks: [editPageMock('t-3', storedTournament('t-3')), optionsMock()],
    });
    const name = await screen.findByRole('textbox', { name: 'Name (en_US)' });
    await first.user.clear(name);
    await first.user.type(name, 'Kept Name');
    await waitFor(() => expect(window.localStorage.getItem(draftStorageKey('t-3'))).toBeTruthy(), {
      timeout: 3000,
    });
    first.unmount();

    const { user } = renderApp({
      path: '/tournament/t-3/edit',
      mocks: [editPageMock('t-3', storedTournament('t-3')), optionsMock()],
    });
    expect(await screen.findByText('Unsaved changes found')).toBeTruthy();
    expect(field('Name (en_US)')).toHaveProperty('value', 'Spring Split');
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(field('Name (en_US)')).toHaveProperty('value', 'Kept Name');
    expect(screen.getByText('Unsaved changes.')).toBeTruthy();
  });
});
