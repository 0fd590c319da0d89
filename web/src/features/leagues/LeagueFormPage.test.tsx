import { LEAGUE_MESSAGES } from '@esports-admin/schema/rules/league';
import { MESSAGES } from '@esports-admin/schema/rules/validation';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { viewerFixture } from '../../test/viewerFixtures';
import {
  conflictCreateResult,
  createMock,
  editPageMock,
  listMock,
  storedLeague,
  updateMock,
} from './leagueMocks';

const currentList = listMock({ sport: 'lol', filter: 'current' }, [], 5);
const saveButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });
const newLeague = {
  slug: 'lta_north',
  name: 'LTA North',
  sport: 'lol',
  region: 'NA',
  priority: 14,
  lightLogoUrl: 'https://static.example.com/lta.png',
} as const;

/** Types the new league's slug, name, region and priority 14 into the create form. */
async function fillNewLeague(user: UserEvent) {
  await user.type(await screen.findByLabelText('Slug'), newLeague.slug);
  await user.type(screen.getByLabelText('Name'), newLeague.name);
  await user.selectOptions(screen.getByLabelText('Region'), newLeague.region);
  const priority = screen.getByLabelText('Priority');
  await user.clear(priority);
  await user.type(priority, '14');
}

describe('league form', () => {
  it('starts a new league blank for the selected sport, with Save disabled and no messages', async () => {
    renderApp({ path: '/leagues/create' });
    expect(await screen.findByRole('heading', { name: 'Create League' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Slug').value).toBe('');
    expect(screen.getByLabelText<HTMLSelectElement>('Sport').value).toBe('lol');
    expect(screen.getByLabelText<HTMLInputElement>('Priority').value).toBe('1');
    expect(screen.queryByText(MESSAGES.slugEmpty)).toBeNull();
    expect(saveButton().disabled).toBe(true);
  });

  it('explains bad fields with the spec messages as the user types', async () => {
    const { user } = renderApp({ path: '/leagues/create' });
    const slug = await screen.findByLabelText('Slug');
    await user.type(slug, 'LTA North');
    expect(screen.getByText(MESSAGES.slugPattern)).toBeTruthy();
    await user.clear(slug);
    expect(screen.getByText(MESSAGES.slugEmpty)).toBeTruthy();

    await user.type(screen.getByLabelText('Name'), 'x'.repeat(100));
    expect(screen.getByText('Name must be fewer than 100 characters')).toBeTruthy();

    const priority = screen.getByLabelText('Priority');
    await user.clear(priority);
    await user.type(priority, '0');
    await user.type(screen.getByLabelText('Light logo URL'), 'ftp://logo');
    await user.selectOptions(screen.getByLabelText('Region'), 'KR');
    await user.selectOptions(screen.getByLabelText('Region'), '');
    expect(screen.getAllByText(MESSAGES.fieldNotValid)).toHaveLength(3);
    expect(saveButton().disabled).toBe(true);
  });

  it('creates a league with the values entered, toasts and returns to the list', async () => {
    const { user, history } = renderApp({
      path: '/leagues/create',
      mocks: [createMock(newLeague), currentList],
    });
    await fillNewLeague(user);
    await user.type(screen.getByLabelText('Light logo URL'), newLeague.lightLogoUrl);

    await user.click(saveButton());
    expect(await screen.findByText(LEAGUE_MESSAGES.created)).toBeTruthy();
    await waitFor(() => expect(history.location.pathname).toBe('/leagues/list/current'));
  });

  it("shows the upstream's refusal of a duplicate slug and stays on the form", async () => {
    const message = '409 - League slug lta_north already exists for lol';
    const { user, history } = renderApp({
      path: '/leagues/create',
      mocks: [createMock({ ...newLeague, lightLogoUrl: null }, conflictCreateResult(message))],
    });
    await fillNewLeague(user);

    await user.click(saveButton());
    expect(within(await screen.findByRole('alert')).getByText(message)).toBeTruthy();
    expect(history.location.pathname).toBe('/leagues/create');
  });

  it('loads a league for editing and sends the update with its id', async () => {
    const { user, history } = renderApp({
      path: '/leagues/l-1/edit',
      mocks: [
        editPageMock('l-1', storedLeague('l-1')),
        updateMock('l-1', {
          slug: 'lck',
          name: 'LCK Korea',
          sport: 'lol',
          region: 'KR',
          priority: 10,
          lightLogoUrl: null,
        }),
        currentList,
      ],
    });
    const name = await screen.findByLabelText<HTMLInputElement>('Name');
    expect(name.value).toBe('LCK');
    expect(screen.getByLabelText<HTMLSelectElement>('Region').value).toBe('KR');

    await user.type(name, ' Korea');
    await user.click(saveButton());
    expect(await screen.findByText(LEAGUE_MESSAGES.updated)).toBeTruthy();
    await waitFor(() => expect(history.location.pathname).toBe('/leagues/list/current'));
  });

  it('keeps a stored region that is not one of the known ones', async () => {
    renderApp({
      path: '/leagues/l-2/edit',
      mocks: [editPageMock('l-2', storedLeague('l-2', { region: 'MENA' }))],
    });
    const region = await screen.findByLabelText<HTMLSelectElement>('Region');
    expect(region.value).toBe('MENA');
  });

  it('says so when the league does not exist', async () => {
    renderApp({ path: '/leagues/missing/edit', mocks: [editPageMock('missing', null)] });
    expect(await screen.findByRole('heading', { name: 'League not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to leagues' }).getAttribute('href')).toBe(
      '/leagues/list/current',
    );
  });

  it('shows a read-only user the league with every field and Save disabled', async () => {
    renderApp({
      path: '/leagues/l-1/edit',
      viewer: viewerFixture({ resources: ['league'], writableResources: [] }),
      mocks: [editPageMock('l-1', storedLeague('l-1'))],
    });
    const slug = await screen.findByLabelText<HTMLInputElement>('Slug');
    expect(screen.getByRole('heading', { name: 'View League' })).toBeTruthy();
    expect(slug.closest('fieldset')?.disabled).toBe(true);
    expect(saveButton().disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('denies the create page to a read-only user', async () => {
    renderApp({
      path: '/leagues/create',
      viewer: viewerFixture({ resources: ['league'], writableResources: [] }),
    });
    expect(await screen.findByRole('heading', { name: 'ACCESS DENIED' })).toBeTruthy();
    expect(screen.queryByLabelText('Slug')).toBeNull();
  });
});
