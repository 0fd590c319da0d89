import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CreateAccountsInput } from '../../__generated__/graphql';
import { renderApp } from '../../test/renderApp';
import { viewerFixture } from '../../test/viewerFixtures';
import { checkMock, createMock, groupsMock } from './accountMocks';

const CSV = 'displayName,login\nFaker Obs,faker_obs\nChovy Cast,\nfaker obs,\nTaken Name,\nbad!,';
const today = `${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`;

const tab = (name: RegExp) => screen.getByRole('tab', { name });

async function pasteRows(user: ReturnType<typeof renderApp>['user'], csv = CSV) {
  fireEvent.change(await screen.findByLabelText('CSV rows'), { target: { value: csv } });
  await user.click(screen.getByRole('button', { name: 'Add rows' }));
}

const checked = checkMock(
  {
    rows: [
      { displayName: 'Faker Obs', login: 'faker_obs' },
      { displayName: 'Chovy Cast', login: '' },
      { displayName: 'Taken Name', login: '' },
    ],
    autogenerateLogins: true,
  },
  [{ index: 2, collision: true, message: 'Display name already in use' }],
);

/** The create call for the two valid rows of CSV, with the form's sport and group settings. */
const createValidRows = (
  enabledSports: CreateAccountsInput['enabledSports'],
  groupId: CreateAccountsInput['groupId'],
  ids: (string | null)[],
) =>
  createMock(
    {
      input: {
        rows: [
          { displayName: 'Faker Obs', login: 'faker_obs', password: '' },
          { displayName: 'Chovy Cast', login: '', password: '' },
        ],
        enabledSports,
        groupId,
        deleteAfter: today,
        autogenerateLogins: true,
      },
    },
    ids,
  );

describe('account bulk entry', () => {
  it('sorts pasted rows into valid, duplicates, existing and invalid tabs', async () => {
    const { user } = renderApp({ path: '/accounts/create', mocks: [groupsMock(), checked] });
    await pasteRows(user);
    await waitFor(() => expect(tab(/^Valid/).textContent).toBe('Valid2'));
    expect(tab(/^Duplicates/).textContent).toBe('Duplicates1');
    expect(tab(/^Existing/).textContent).toBe('Existing1');
    expect(tab(/^Invalid/).textContent).toBe('Invalid1');
    expect(tab(/^Valid/).getAttribute('aria-selected')).toBe('true');

    await user.click(tab(/^Existing/));
    const existing = screen.getByRole('table', { name: 'Existing rows' });
    expect(within(existing).getByText('Taken Name')).toBeTruthy();
    expect(within(existing).getByText('Display name already in use')).toBeTruthy();
    await user.click(tab(/^Invalid/));
    expect(screen.getByText('Display Names may not contain special characters')).toBeTruthy();
  });

  it('removes duplicates and invalid rows, and clears the list', async () => {
    const { user } = renderApp({ path: '/accounts/create', mocks: [groupsMock(), checked] });
    await pasteRows(user);
    await waitFor(() => expect(tab(/^Valid/).textContent).toBe('Valid2'));
    await user.click(screen.getByRole('button', { name: 'Remove duplicates' }));
    await user.click(screen.getByRole('button', { name: 'Remove invalid' }));
    expect(tab(/^Duplicates/).textContent).toBe('Duplicates0');
    expect(tab(/^Invalid/).textContent).toBe('Invalid0');
    expect(tab(/^Existing/).textContent).toBe('Existing1');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(tab(/^Existing/).textContent).toBe('Existing0');
    expect(screen.getByText('Nothing to display.')).toBeTruthy();
  });

  it('creates the valid rows with the form settings, then resets the form to its defaults', async () => {
    const { user, operations } = renderApp({
      path: '/accounts/create',
      mocks: [groupsMock(), checked, createValidRows(['val', 'lol'], '4101', ['9001', '9002'])],
    });
    await screen.findByRole('option', { name: 'LCK Spring Tryouts' });
    await user.selectOptions(screen.getByLabelText('Sport'), 'val');
    await user.click(screen.getByRole('checkbox', { name: 'LOL' }));
    await user.selectOptions(screen.getByLabelText('Group'), '4101');
    expect(screen.getByLabelText<HTMLInputElement>('Delete after (UTC)').value).toBe(
      today.slice(0, 10),
    );
    await pasteRows(user);
    const submit = await screen.findByRole('button', { name: 'Create 2 accounts' });
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
    await user.click(submit);
    expect(await screen.findByText('Created 2 accounts Successfully!')).toBeTruthy();
    expect(operations.filter((op) => op.operationName === 'CreateAccounts')).toHaveLength(1);
    await waitFor(() => expect(tab(/^Existing/).textContent).toBe('Existing0'));
    expect(screen.getByLabelText<HTMLSelectElement>('Sport').value).toBe('lol');
    expect(screen.getByLabelText<HTMLSelectElement>('Group').value).toBe('');
    expect(screen.getByRole('button', { name: 'Create 0 accounts' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('refuses a Delete after day in the past with the spec message until a later day is chosen', async () => {
    const { user } = renderApp({ path: '/accounts/create', mocks: [groupsMock(), checked] });
    await pasteRows(user);
    const submit = await screen.findByRole('button', { name: 'Create 2 accounts' });
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));

    const deleteAfter = screen.getByLabelText<HTMLInputElement>('Delete after (UTC)');
    fireEvent.change(deleteAfter, { target: { value: '2020-01-01' } });
    expect(screen.getByText(`Date must be after ${today.slice(0, 10)}`)).toBeTruthy();
    expect(deleteAfter.getAttribute('aria-invalid')).toBe('true');
    expect(submit.hasAttribute('disabled')).toBe(true);

    fireEvent.change(deleteAfter, { target: { value: '2099-01-01' } });
    expect(screen.queryByText(/Date must be after/)).toBeNull();
    expect(submit.hasAttribute('disabled')).toBe(false);
  });

  it('keeps a row refused at submit on the Existing tab and says what happened', async () => {
    const { user } = renderApp({
      path: '/accounts/create',
      mocks: [groupsMock(), checked, createValidRows(['lol'], null, ['9001', null])],
    });
    await pasteRows(user);
    const submit = await screen.findByRole('button', { name: 'Create 2 accounts' });
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
    await user.click(submit);
    expect(
      await screen.findByText('Created 1 account Successfully! 1 row was refused.'),
    ).toBeTruthy();
    await waitFor(() => expect(tab(/^Existing/).textContent).toBe('Existing2'));
    expect(tab(/^Valid/).textContent).toBe('Valid0');
    await user.click(tab(/^Existing/));
    expect(screen.getByText('Chovy Cast')).toBeTruthy();
  });

  it('adds rows from an uploaded CSV file', async () => {
    const { user } = renderApp({
      path: '/accounts/create',
      mocks: [
        groupsMock(),
        checkMock({
          rows: [
            { displayName: 'Upload One', login: '' },
            { displayName: 'Upload Two', login: 'upload_two' },
          ],
          autogenerateLogins: true,
        }),
      ],
    });
    const file = new File(['Upload One\nUpload Two,upload_two,secret\n'], 'accounts.csv', {
      type: 'text/csv',
    });
    await user.upload(await screen.findByLabelText('CSV file'), file);
    await waitFor(() => expect(tab(/^Valid/).textContent).toBe('Valid2'));
    const valid = screen.getByRole('table', { name: 'Valid rows' });
    expect(within(valid).getByText('upload_two')).toBeTruthy();
    expect(within(valid).getByText('••••••')).toBeTruthy();
  });

  it('asks before leaving with rows that are not created', async () => {
    const { user, history } = renderApp({
      path: '/accounts/create',
      mocks: [groupsMock(), checked],
    });
    await pasteRows(user);
    await user.click(screen.getByRole('link', { name: 'Groups' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Discard unsaved changes?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(history.location.pathname).toBe('/accounts/create');
    await user.click(screen.getByRole('link', { name: 'Groups' }));
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(history.location.pathname).toBe('/accounts/groups'));
  });

  it('is ACCESS DENIED without write access to accounts', async () => {
    renderApp({
      path: '/accounts/create',
      viewer: viewerFixture({ resources: ['account'], writableResources: [] }),
    });
    expect(await screen.findByText('ACCESS DENIED')).toBeTruthy();
  });
});
