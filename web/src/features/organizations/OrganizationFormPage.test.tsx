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
  storedOrganization,
  updateMock,
} from './organizationMocks';

const activeList = listMock({ filter: 'active' }, [], 5);
const saveButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });
const noLogos = {
  lightLogo: null,
  darkLogo: null,
  altLightLogo: null,
  altDarkLogo: null,
  plateImage: null,
  backgroundImage: null,
};

/** happy-dom loads no images: give the preview a natural size and fire its load event. */
function imageLoads(alt: string, width: number, height: number) {
  const image = screen.getByRole<HTMLImageElement>('img', { name: alt });
  Object.defineProperty(image, 'naturalWidth', { value: width, configurable: true });
  Object.defineProperty(image, 'naturalHeight', { value: height, configurable: true });
  fireEvent.load(image);
}

// Typing whole forms keystroke by keystroke takes seconds on a busy two-core machine.
describe('organization form', { timeout: 20_000 }, () => {
  it('starts blank with Save disabled and no messages', async () => {
    renderApp({ path: '/organizations/create' });
    expect(await screen.findByRole('heading', { name: 'Create Organization' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('');
    expect(screen.queryByText(MESSAGES.fieldNotValid)).toBeNull();
    expect(saveButton().disabled).toBe(true);
  });

  it('explains a bad name and tricode with the spec messages as the user types', async () => {
    const { user } = renderApp({ path: '/organizations/create' });
    await user.click(await screen.findByLabelText('Name'));
    await user.paste('x'.repeat(100));
    expect(screen.getByText('Name must be fewer than 100 characters')).toBeTruthy();
    const tricode = screen.getByLabelText<HTMLInputElement>('Tricode');
    await user.type(tricode, 'hle!');
    expect(tricode.value).toBe('HLE!');
    expect(screen.getByText(MESSAGES.fieldNotValid)).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
  });

  it("takes only '#' and up to 6 hex digits as a colour, previewing text by contrast", async () => {
    const { user } = renderApp({ path: '/organizations/create' });
    const hex = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Primary colour' });
    await user.type(hex, 'ffzd7001');
    // 'z' and the seventh digit are refused; a missing '#' is added.
    expect(hex.value).toBe('#ffd700');
    const swatch = screen.getByRole('img', { name: 'Primary colour preview' });
    expect(swatch.textContent).toBe('#FFD700');
    expect(swatch.getAttribute('data-text-color')).toBe('#000000');

    await user.clear(hex);
    await user.type(hex, '#0057B8');
    expect(swatch.getAttribute('data-text-color')).toBe('#FFFFFF');
    expect(screen.getByLabelText<HTMLInputElement>('Primary colour picker').value).toBe('#0057b8');

    await user.clear(hex);
    await user.type(hex, '#0057');
    expect(screen.getByText(MESSAGES.fieldNotValid)).toBeTruthy();
    expect(swatch.textContent).toBe('No colour');
  });

  it('refuses a logo image over 4000 px with the spec message', async () => {
    const { user } = renderApp({ path: '/organizations/create' });
    await user.type(await screen.findByLabelText('Name'), 'Big Logo Club');
    await user.type(screen.getByLabelText('Tricode'), 'BLC');
    expect(saveButton().disabled).toBe(false);

    await user.type(screen.getByLabelText('Plate image'), 'https://cdn.example.com/huge.png');
    imageLoads('Plate image preview', 4100, 900);
    expect(
      await screen.findByText(
        'Image dimensions too large (max is 4000px). Width: 4100px; Height: 900px',
      ),
    ).toBeTruthy();
    expect(saveButton().disabled).toBe(true);

    const plate = screen.getByLabelText('Plate image');
    await user.clear(plate);
    await user.type(plate, 'https://cdn.example.com/ok.png');
    imageLoads('Plate image preview', 4000, 4000);
    expect(await screen.findByText('4000 × 4000 px')).toBeTruthy();
    expect(screen.queryByText(/Image dimensions too large/)).toBeNull();
    expect(saveButton().disabled).toBe(false);
  });

  it('creates an organization, toasts the spec message and goes to the active list', async () => {
    const input = {
      name: 'Sandbox Sharks',
      tricode: 'SHK',
      primaryColor: '#0E7C86',
      secondaryColor: null,
      logoBundle: { ...noLogos, lightLogo: 'https://cdn.example.com/sharks.png' },
    };
    const { user, history } = renderApp({
      path: '/organizations/create',
      mocks: [createMock(input, 'Organization Sandbox Sharks created successfully!'), activeList],
    });
    await user.type(await screen.findByLabelText('Name'), input.name);
    await user.type(screen.getByLabelText('Tricode'), input.tricode);
    await user.type(screen.getByRole('textbox', { name: 'Primary colour' }), input.primaryColor);
    await user.type(screen.getByLabelText('Light logo'), input.logoBundle.lightLogo);
    await user.click(saveButton());

    expect(
      await screen.findByText('Organization Sandbox Sharks created successfully!'),
    ).toBeTruthy();
    await waitFor(() => expect(history.location.pathname).toBe('/organizations/list/active'));
  });

  it("shows the gateway's refusal and stays on the form", async () => {
    const message = '409 - Organization name T1 already exists';
    const input = {
      name: 'T1',
      tricode: 'T1',
      primaryColor: null,
      secondaryColor: null,
      logoBundle: noLogos,
    };
    const { user, history } = renderApp({
      path: '/organizations/create',
      mocks: [createMock(input, '', refusedCreateResult(message))],
    });
    await user.type(await screen.findByLabelText('Name'), 'T1');
    await user.type(screen.getByLabelText('Tricode'), 'T1');
    await user.click(saveButton());
    expect(within(await screen.findByRole('alert')).getByText(message)).toBeTruthy();
    expect(history.location.pathname).toBe('/organizations/create');
  });

  it('loads an organization for editing and sends the update with its id', async () => {
    const { user, history } = renderApp({
      path: '/organizations/o-1/edit',
      mocks: [
        editPageMock('o-1', storedOrganization('o-1')),
        updateMock(
          'o-1',
          {
            name: 'Hanwha Life Esports',
            tricode: 'HLE',
            primaryColor: '#F37321',
            secondaryColor: '#000',
            logoBundle: { ...noLogos, lightLogo: 'https://cdn.example.com/hle/light.png' },
          },
          'Organization Hanwha Life Esports updated successfully!',
        ),
        activeList,
      ],
    });
    const name = await screen.findByLabelText<HTMLInputElement>('Name');
    expect(name.value).toBe('Hanwha Life Esports');
    expect(screen.getByRole('heading', { name: 'Edit Organization' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Primary colour' }).value).toBe(
      '#F37321',
    );
    await user.type(screen.getByRole('textbox', { name: 'Secondary colour' }), '#000');
    await user.click(saveButton());
    expect(
      await screen.findByText('Organization Hanwha Life Esports updated successfully!'),
    ).toBeTruthy();
    await waitFor(() => expect(history.location.pathname).toBe('/organizations/list/active'));
  });

  it('says so when the organization does not exist', async () => {
    renderApp({ path: '/organizations/missing/edit', mocks: [editPageMock('missing', null)] });
    expect(await screen.findByRole('heading', { name: 'Organization not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to organizations' }).getAttribute('href')).toBe(
      '/organizations/list',
    );
  });

  it('shows a read-only user every field and Save disabled, and denies create', async () => {
    const viewer = viewerFixture({ resources: ['organization'], writableResources: [] });
    renderApp({
      path: '/organizations/o-1/edit',
      viewer,
      mocks: [editPageMock('o-1', storedOrganization('o-1'))],
    });
    const name = await screen.findByLabelText<HTMLInputElement>('Name');
    expect(screen.getByRole('heading', { name: 'View Organization' })).toBeTruthy();
    expect(name.closest('fieldset')?.disabled).toBe(true);
    expect(saveButton().disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Back' }).disabled).toBe(false);
  });

  it('denies the create page to a read-only user', async () => {
    renderApp({
      path: '/organizations/create',
      viewer: viewerFixture({ resources: ['organization'], writableResources: [] }),
    });
    expect(await screen.findByRole('heading', { name: 'ACCESS DENIED' })).toBeTruthy();
  });
});
