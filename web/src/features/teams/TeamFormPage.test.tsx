import { MESSAGES } from '@esports-admin/schema/rules/validation';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TeamInput } from '../../__generated__/graphql';
import { renderApp } from '../../test/renderApp';
import { viewerFixture } from '../../test/viewerFixtures';
import {
  createMock,
  editPageMock,
  listMock,
  optionsMock,
  storedTeam,
  updateMock,
} from './teamMocks';

const currentList = listMock({ sport: 'lol', status: 'active' }, [], 5);
const saveButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });
const noImages = {
  logoUrl: null,
  alternateLogoUrl: null,
  lightLogoUrl: null,
  darkLogoUrl: null,
  plateImageUrl: null,
  backgroundImageUrl: null,
  photoUrl: null,
};

// Typing whole forms keystroke by keystroke takes seconds on a busy two-core machine.
describe('team form', { timeout: 20_000 }, () => {
  it('creates a team with a home league, organization and colour, then goes to the list', async () => {
    const input: TeamInput = {
      name: 'Nongshim RedForce',
      tricode: 'NS',
      slug: 'nongshim_redforce',
      sport: 'lol',
      status: 'active',
      homeLeagueId: 'l-lck',
      organizationId: 'o-g2',
      category: 'competitive',
      supportedFormats: ['5v5'],
      roster: [],
      primaryColor: '#D71920',
      secondaryColor: null,
      ...noImages,
    };
    const { user, history } = renderApp({
      path: '/teams/create',
      mocks: [optionsMock(), createMock(input), currentList],
    });
    expect(await screen.findByRole('heading', { name: 'Create Team' })).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    await user.type(screen.getByLabelText('Name'), input.name);
    await user.type(screen.getByLabelText('Tricode'), 'ns');
    await user.type(screen.getByLabelText('Slug'), input.slug);
    await screen.findByRole('option', { name: 'LCK' });
    await user.selectOptions(screen.getByLabelText('Home league'), 'l-lck');
    await user.selectOptions(screen.getByLabelText('Organization'), 'o-g2');
    await user.type(screen.getByRole('textbox', { name: 'Primary colour' }), '#D71920');
    expect(
      screen.getByRole('img', { name: 'Primary colour preview' }).getAttribute('data-text-color'),
    ).toBe('#FFFFFF');

    await user.click(saveButton());
    expect(await screen.findByText('Created Team Successfully!')).toBeTruthy();
    await waitFor(() => expect(history.location.pathname).toBe('/teams/list/current'));
  });

  it('explains a bad slug and refuses an image over 4000 px', async () => {
    const { user } = renderApp({ path: '/teams/create', mocks: [optionsMock()] });
    await user.type(await screen.findByLabelText('Slug'), 'Bad Slug');
    expect(screen.getByText(MESSAGES.slugPattern)).toBeTruthy();
    await user.clear(screen.getByLabelText('Slug'));
    await user.type(screen.getByLabelText('Slug'), 'ok_slug');
    await user.type(screen.getByLabelText('Name'), 'Team');
    await user.type(screen.getByLabelText('Tricode'), 'TM');
    expect(saveButton().disabled).toBe(false);

    await user.type(screen.getByLabelText('Team photo'), 'https://cdn.example.com/photo.jpg');
    const image = screen.getByRole('img', { name: 'Team photo preview' });
    Object.defineProperty(image, 'naturalWidth', { value: 3000 });
    Object.defineProperty(image, 'naturalHeight', { value: 5000 });
    fireEvent.load(image);
    expect(
      await screen.findByText(
        'Image dimensions too large (max is 4000px). Width: 3000px; Height: 5000px',
      ),
    ).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
  });

  it('limits the tricode to 5 letters or digits, as the organization form does', async () => {
    const { user } = renderApp({ path: '/teams/create', mocks: [optionsMock()] });
    await user.type(await screen.findByLabelText('Name'), 'Team');
    await user.type(screen.getByLabelText('Slug'), 'team');
    await user.type(screen.getByLabelText('Tricode'), 'toolong');
    // The input stops one character past the limit: enough for the rule's message.
    expect(screen.getByLabelText('Tricode')).toHaveProperty('value', 'TOOLON');
    expect(screen.getByText('Tricode must be fewer than 6 characters')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    await user.clear(screen.getByLabelText('Tricode'));
    await user.type(screen.getByLabelText('Tricode'), 'tm-1');
    expect(screen.getByText(MESSAGES.fieldNotValid)).toBeTruthy();
  });

  it('clears the home league when the sport changes and offers that sport’s leagues', async () => {
    const { user, operations } = renderApp({
      path: '/teams/create',
      mocks: [optionsMock('lol'), optionsMock('val')],
    });
    await screen.findByRole('option', { name: 'LCK' });
    await user.selectOptions(screen.getByLabelText('Home league'), 'l-lck');
    await user.selectOptions(screen.getByLabelText('Sport'), 'val');
    expect(screen.getByLabelText<HTMLSelectElement>('Home league').value).toBe('');
    expect(await screen.findByRole('option', { name: 'VCT EMEA' })).toBeTruthy();
    expect(
      operations
        .filter((op) => op.operationName === 'TeamFormOptions')
        .map((op) => op.variables.sport),
    ).toEqual(['lol', 'val']);
  });

  it('edits a team, keeping its roster, category and formats', async () => {
    const { user, history } = renderApp({
      path: '/teams/t-1/edit',
      mocks: [
        editPageMock('t-1', storedTeam('t-1')),
        optionsMock(),
        updateMock('t-1', {
          name: 'T1 Esports',
          tricode: 'T1',
          slug: 't1',
          sport: 'lol',
          status: 'active',
          homeLeagueId: 'l-lck',
          organizationId: 'o-t1',
          category: 'competitive',
          supportedFormats: ['5v5'],
          roster: ['p-faker', 'p-oner'],
          primaryColor: '#E4002B',
          secondaryColor: '#000000',
          ...noImages,
          lightLogoUrl: 'https://cdn.example.com/teams/t1.png',
        }),
        currentList,
      ],
    });
    const name = await screen.findByLabelText<HTMLInputElement>('Name');
    expect(name.value).toBe('T1');
    await screen.findByRole('option', { name: 'LCK' });
    expect(screen.getByLabelText<HTMLSelectElement>('Home league').value).toBe('l-lck');
    await user.type(name, ' Esports');
    await user.click(saveButton());
    expect(await screen.findByText('Updated Team Successfully!')).toBeTruthy();
    await waitFor(() => expect(history.location.pathname).toBe('/teams/list/current'));
  });

  it('shows a read-only user the team disabled and denies the create page', async () => {
    const viewer = viewerFixture({ resources: ['team'], writableResources: [] });
    renderApp({
      path: '/teams/t-1/edit',
      viewer,
      mocks: [editPageMock('t-1', storedTeam('t-1')), optionsMock()],
    });
    const name = await screen.findByLabelText<HTMLInputElement>('Name');
    expect(screen.getByRole('heading', { name: 'View Team' })).toBeTruthy();
    expect(name.closest('fieldset')?.disabled).toBe(true);
    expect(saveButton().disabled).toBe(true);
  });

  it('says so when the team does not exist', async () => {
    renderApp({ path: '/teams/missing/edit', mocks: [editPageMock('missing', null)] });
    expect(await screen.findByRole('heading', { name: 'Team not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to teams' }).getAttribute('href')).toBe(
      '/teams/list/current',
    );
  });

  it('offers Retry when the team could not be loaded, and shows the form once it loads', async () => {
    const { user } = renderApp({
      path: '/teams/t-1/edit',
      mocks: [
        { ...editPageMock('t-1', null), result: undefined, error: new Error('upstream down') },
        editPageMock('t-1', storedTeam('t-1')),
        optionsMock(),
      ],
    });
    expect(
      await screen.findByRole('heading', { name: 'The team could not be loaded' }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Edit Team' })).toBeTruthy();
  });
});
