import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import {
  createMock,
  DRAFT_MESSAGE,
  editPageMock,
  optionsMock,
  slugTakenMock,
  storedTournament,
} from '../tournamentMocks';

afterEach(() => window.localStorage.clear());

const field = (name: string) => screen.getByRole('textbox', { name });

describe('tournament create', { timeout: 30_000 }, () => {
  it('creates a draft with a generated slug, Etc/UTC and two entries, toasts and opens it', async () => {
    const { user, history, operations } = renderApp({
      path: '/tournament/create',
      mocks: [
        optionsMock(),
        slugTakenMock(),
        createMock(
          ({ input }) =>
            input.name.slug === '' &&
            input.leagueId === 'league-1' &&
            input.seasonId === 'season-1' &&
            input.splitId === 'split-1' &&
            input.timeZone === 'Etc/UTC' &&
            input.seeding?.entries.length === 2 &&
            input.name.localizations[0]?.value === 'Spring Split',
          'new-1',
        ),
        editPageMock('new-1', storedTournament('new-1')),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Create Tournament' })).toBeTruthy();
    const league = await screen.findByRole('combobox', { name: 'League' });
    await waitFor(() => expect(within(league).getByRole('option', { name: 'LCK' })).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Create' }).hasAttribute('disabled')).toBe(true);

    await user.selectOptions(league, 'league-1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Season' }), 'season-1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Split' }), 'split-1');
    expect(screen.getByText(/Left empty, it is generated: lck_2026_spring/)).toBeTruthy();
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Time zone' }).value).toBe(
      'Etc/UTC',
    );

    await user.type(field('Name (en_US)'), 'LCK Spring');
    expect(
      await screen.findByText('Localized Tournament name should not contain League Name'),
    ).toBeTruthy();
    await user.clear(field('Name (en_US)'));
    await user.type(field('Name (en_US)'), 'Spring Split');

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Create' }).hasAttribute('disabled')).toBe(false),
    );
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(DRAFT_MESSAGE)).toBeTruthy();
    await waitFor(() => expect(history.location.pathname).toBe('/tournament/new-1/edit'));
    expect(operations.filter((op) => op.operationName === 'CreateTournament')).toHaveLength(1);
  });

  it('offers every time zone once the select is pointed at, keeping the chosen one', async () => {
    const { user } = renderApp({
      path: '/tournament/create',
      mocks: [optionsMock(), slugTakenMock()],
    });
    const timeZone = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Time zone' });
    const zones = () =>
      within(timeZone)
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(zones()).toEqual(['Etc/UTC']);

    await user.click(timeZone);
    expect(zones()).toContain('Asia/Seoul');
    expect(zones().length).toBeGreaterThan(300);
    await user.selectOptions(timeZone, 'Asia/Seoul');
    expect(timeZone.value).toBe('Asia/Seoul');
  });

  it('refuses a generated slug another tournament uses while the user fills in the form', async () => {
    const { user, operations } = renderApp({
      path: '/tournament/create',
      mocks: [optionsMock(), slugTakenMock(['lck_2026_spring'])],
    });
    const league = await screen.findByRole('combobox', { name: 'League' });
    await waitFor(() => expect(within(league).getByRole('option', { name: 'LCK' })).toBeTruthy());
    await user.selectOptions(league, 'league-1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Season' }), 'season-1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Split' }), 'split-1');
    await user.type(field('Name (en_US)'), 'Spring Split');

    expect(
      await screen.findByText(
        'Tournament slug lck_2026_spring already exists: choose another slug, season or split.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create' }).hasAttribute('disabled')).toBe(true);
    expect(
      operations.filter((op) => op.operationName === 'TournamentSlugTaken').at(-1)?.variables,
    ).toEqual({ sport: 'lol', slug: 'lck_2026_spring' });

    await user.type(field('Slug'), 'lck_2026_spring_b');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Create' }).hasAttribute('disabled')).toBe(false),
    );
    expect(operations.some((op) => op.operationName === 'CreateTournament')).toBe(false);
  });

  it('picks the stream group by name from the stream groups', async () => {
    const { user } = renderApp({
      path: '/tournament/create',
      mocks: [optionsMock()],
    });
    const picker = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Stream group' });
    await waitFor(() =>
      expect(
        within(picker)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['None', 'LCK Main', 'LCK Co-streams']),
    );
    await user.selectOptions(picker, 'sg-2');
    expect(picker.value).toBe('sg-2');
  });

  it('refuses an invalid slug before anything is sent', async () => {
    const { user, operations } = renderApp({ path: '/tournament/create', mocks: [optionsMock()] });
    await user.type(await screen.findByRole('textbox', { name: 'Slug' }), 'Bad Slug');
    expect(await screen.findByText('Slugs must match [a-z0-9_]')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create' }).hasAttribute('disabled')).toBe(true);
    expect(operations.some((op) => op.operationName === 'CreateTournament')).toBe(false);
  });
});
