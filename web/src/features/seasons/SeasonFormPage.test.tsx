import { SEASON_MESSAGES, startOfUtcYear } from '@esports-admin/schema/rules/season';
import { MESSAGES } from '@esports-admin/schema/rules/validation';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { viewerFixture } from '../../test/viewerFixtures';
import {
  createMock,
  editPageMock,
  listMock,
  refusedCreateResult,
  storedSeason,
  updateMock,
} from './seasonMocks';

const currentList = listMock({ sport: 'lol', filter: 'current' }, [], 5);
const saveButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });

describe('season form', () => {
  it('starts a new season with the default slug, the selected sport and the start of the UTC year', async () => {
    renderApp({ path: '/season/create' });
    const slug = await screen.findByLabelText<HTMLInputElement>('Slug');
    expect(slug.value).toBe('my_season');
    expect(screen.getByLabelText<HTMLSelectElement>('Sport').value).toBe('lol');
    const day = startOfUtcYear().slice(0, 10);
    expect(screen.getByLabelText<HTMLInputElement>('Start date').value).toBe(day);
    expect(screen.getByLabelText<HTMLInputElement>('End date').value).toBe(day);
    expect(saveButton().disabled).toBe(false);
  });

  it('explains an invalid slug as the user types and disables Save', async () => {
    const { user } = renderApp({ path: '/season/create' });
    const slug = await screen.findByLabelText('Slug');
    await user.clear(slug);
    expect(screen.getByText(MESSAGES.slugEmpty)).toBeTruthy();
    expect(saveButton().disabled).toBe(true);

    await user.type(slug, 'Worlds 2026');
    expect(screen.getByText(MESSAGES.slugPattern)).toBeTruthy();
    expect(saveButton().disabled).toBe(true);

    await user.clear(slug);
    await user.type(slug, 'worlds_2026');
    expect(screen.queryByText(MESSAGES.slugPattern)).toBeNull();
    expect(saveButton().disabled).toBe(false);
  });

  it('refuses an end date before the start date', async () => {
    renderApp({ path: '/season/create' });
    const end = await screen.findByLabelText('End date');
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-03-01' } });
    fireEvent.change(end, { target: { value: '2026-02-01' } });
    expect(screen.getByText(MESSAGES.dateAfter('2026-03-01'))).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
  });

  it('creates a season with the values entered, toasts and returns to the list', async () => {
    const start = startOfUtcYear();
    const { user, history } = renderApp({
      path: '/season/create',
      mocks: [
        createMock({
          name: { slug: 'worlds_2026', localizations: [{ locale: 'en_US', value: 'Worlds 2026' }] },
          sport: 'lol',
          startTime: start,
          endTime: '2026-11-30T00:00:00.000Z',
          splits: [
            {
              name: { slug: 'play_ins', localizations: [{ locale: 'en_US', value: 'Play-Ins' }] },
              startTime: null,
              endTime: null,
            },
          ],
          awardedCircuitPoints: [{ placement: 1, points: 90 }],
        }),
        currentList,
      ],
    });
    const slug = await screen.findByLabelText('Slug');
    await user.clear(slug);
    await user.type(slug, 'worlds_2026');
    await user.type(screen.getByLabelText('Name (en_US)'), 'Worlds 2026');
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-11-30' } });

    await user.click(screen.getByRole('button', { name: 'Add split' }));
    await user.type(screen.getByLabelText('Slug of split 1'), 'play_ins');
    await user.type(screen.getByLabelText('Name (en_US) of split 1'), 'Play-Ins');

    await user.click(screen.getByRole('button', { name: 'Add placement' }));
    const points = screen.getByLabelText('Points of award 1');
    await user.clear(points);
    await user.type(points, '90');

    await user.click(saveButton());
    expect(await screen.findByText(SEASON_MESSAGES.created)).toBeTruthy();
    await waitFor(() => expect(history.location.pathname).toBe('/season/list/current'));
  });

  it('shows the gateway field messages beside their fields and stays on the form', async () => {
    const start = startOfUtcYear();
    const { user, history } = renderApp({
      path: '/season/create',
      mocks: [
        createMock(
          {
            name: { slug: 'my_season', localizations: [] },
            sport: 'lol',
            startTime: start,
            endTime: start,
            splits: [],
            awardedCircuitPoints: [],
          },
          refusedCreateResult('400 - A season with this slug exists', [
            { field: 'slug', message: 'Slug already in use' },
          ]),
        ),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Slug already in use')).toBeTruthy();
    expect(
      within(screen.getByRole('alert')).getByText('400 - A season with this slug exists'),
    ).toBeTruthy();
    expect(history.location.pathname).toBe('/season/create');
  });

  it('loads a season for editing and sends the update with its id and kept splits', async () => {
    const { user, history } = renderApp({
      path: '/season/s-1/edit',
      mocks: [
        editPageMock('s-1', storedSeason('s-1')),
        updateMock('s-1', {
          name: {
            slug: 'lck_2026',
            localizations: [
              { locale: 'en_US', value: 'LCK 2026 Season' },
              { locale: 'ko_KR', value: 'LCK 2026 시즌' },
            ],
          },
          sport: 'lol',
          startTime: '2026-01-01T00:00:00.000Z',
          endTime: '2026-12-31T00:00:00.000Z',
          splits: [
            {
              id: 'split-1',
              name: { slug: 'spring', localizations: [{ locale: 'en_US', value: 'Spring' }] },
              startTime: '2026-01-10T00:00:00.000Z',
              endTime: null,
            },
          ],
          awardedCircuitPoints: [{ placement: 1, points: 100 }],
        }),
        currentList,
      ],
    });
    const name = await screen.findByLabelText<HTMLInputElement>('Name (en_US)');
    expect(name.value).toBe('LCK 2026');
    expect(screen.getByLabelText<HTMLInputElement>('Name (ko_KR)').value).toBe('LCK 2026 시즌');
    expect(screen.getByLabelText<HTMLInputElement>('Slug of split 1').value).toBe('spring');

    await user.type(name, ' Season');
    await user.click(saveButton());
    expect(await screen.findByText(SEASON_MESSAGES.updated)).toBeTruthy();
    await waitFor(() => expect(history.location.pathname).toBe('/season/list/current'));
  });

  it('reorders and removes splits', async () => {
    const season = storedSeason('s-2', {
      splits: ['spring', 'summer'].map((slug, i) => ({
        __typename: 'Split',
        id: `split-${i}`,
        name: { __typename: 'LocalizedName', slug, localizations: [] },
        startTime: null,
        endTime: null,
      })),
    });
    const { user } = renderApp({ path: '/season/s-2/edit', mocks: [editPageMock('s-2', season)] });
    await screen.findByLabelText('Slug of split 2');
    await user.click(screen.getByRole('button', { name: 'Move split 2 up' }));
    expect(screen.getByLabelText<HTMLInputElement>('Slug of split 1').value).toBe('summer');
    await user.click(screen.getByRole('button', { name: 'Remove split 1' }));
    expect(screen.getByLabelText<HTMLInputElement>('Slug of split 1').value).toBe('spring');
    expect(screen.queryByLabelText('Slug of split 2')).toBeNull();
  });

  it('says so when the season does not exist', async () => {
    renderApp({ path: '/season/missing/edit', mocks: [editPageMock('missing', null)] });
    expect(await screen.findByRole('heading', { name: 'Season not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to seasons' }).getAttribute('href')).toBe(
      '/season/list/current',
    );
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user, history } = renderApp({ path: '/season/create', mocks: [currentList] });
    await user.type(await screen.findByLabelText('Name (en_US)'), 'Draft');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(history.location.pathname).toBe('/season/create');
    expect(screen.getByLabelText<HTMLInputElement>('Name (en_US)').value).toBe('Draft');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    await waitFor(() => expect(history.location.pathname).toBe('/season/list/current'));
  });

  it('leaves without asking when nothing changed', async () => {
    const { user, history } = renderApp({ path: '/season/create', mocks: [currentList] });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(history.location.pathname).toBe('/season/list/current'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows a read-only user the season with every field and Save disabled', async () => {
    renderApp({
      path: '/season/s-1/edit',
      viewer: viewerFixture({ resources: ['season'], writableResources: [] }),
      mocks: [editPageMock('s-1', storedSeason('s-1'))],
    });
    const slug = await screen.findByLabelText<HTMLInputElement>('Slug');
    expect(screen.getByRole('heading', { name: 'View Season' })).toBeTruthy();
    expect(slug.value).toBe('lck_2026');
    // The fields sit in a disabled fieldset, which disables every control in it (happy-dom does
    // not apply that to :disabled, a browser does).
    const fieldset = slug.closest('fieldset');
    expect(fieldset?.disabled).toBe(true);
    expect(fieldset?.contains(screen.getByRole('button', { name: 'Add split' }))).toBe(true);
    expect(saveButton().disabled).toBe(true);
    expect(saveButton().closest('[aria-label="Read-only access"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('denies the create page to a read-only user', async () => {
    renderApp({
      path: '/season/create',
      viewer: viewerFixture({ resources: ['season'], writableResources: [] }),
    });
    expect(await screen.findByRole('heading', { name: 'ACCESS DENIED' })).toBeTruthy();
    expect(screen.queryByLabelText('Slug')).toBeNull();
  });
});
