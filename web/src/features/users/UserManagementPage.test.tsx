import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { FULL_ACCESS_VIEWER, viewerFixture } from '../../test/viewerFixtures';
import { grantMock, managedUser, pageMock, refusedRoleResult, revokeMock } from './userMocks';

const alice = managedUser('alice', 'Alice Archer', ['admin']);
const bob = managedUser('bob', 'Bob Baker', ['viewer']);
const carol = managedUser('carol', 'carol chen', []);

const firstColumn = () =>
  within(screen.getByRole('table', { name: 'Users' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

const rowOf = async (name: string) => {
  const row = (await screen.findByText(name)).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

const roleTags = (row: HTMLElement) =>
  within(row)
    .queryAllByRole('button', { name: /^Revoke / })
    .map((button) => button.getAttribute('aria-label'));

describe('user management', () => {
  it('lists the users by name with their username, email and roles', async () => {
    renderApp({ path: '/usermanagement', mocks: [pageMock([bob, carol, alice])] });
    expect(await screen.findByRole('heading', { name: 'User Management' })).toBeTruthy();
    await screen.findByText('Alice Archer');
    expect(firstColumn()).toEqual(['Alice Archer', 'Bob Baker', 'carol chen']);
    const row = await rowOf('Bob Baker');
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(1, 3)).toEqual(['bob', 'bob@example.com']);
    expect(roleTags(row)).toEqual(['Revoke viewer from bob']);
    expect(within(await rowOf('carol chen')).getByText('No roles')).toBeTruthy();
  });

  it('sorts by a column header', async () => {
    const { user } = renderApp({
      path: '/usermanagement',
      mocks: [pageMock([bob, carol, alice])],
    });
    await screen.findByText('Alice Archer');
    await user.click(screen.getByRole('button', { name: /Name/ }));
    expect(firstColumn()).toEqual(['carol chen', 'Bob Baker', 'Alice Archer']);
    await user.click(screen.getByRole('button', { name: /Roles/ }));
    expect(firstColumn()[0]).toBe('carol chen');
  });

  it("says 'Nothing to display.' when nobody has signed in yet", async () => {
    renderApp({ path: '/usermanagement', mocks: [pageMock([])] });
    expect(await screen.findByText('Nothing to display.')).toBeTruthy();
  });

  it('searches name, username and email from 2 characters on, without asking the gateway', async () => {
    const { user, operations } = renderApp({
      path: '/usermanagement',
      mocks: [pageMock([alice, bob, carol])],
    });
    await screen.findByText('Alice Archer');
    const search = screen.getByRole('searchbox', { name: 'Search users' });

    await user.type(search, 'b');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(firstColumn()).toHaveLength(3);

    await user.type(search, 'o');
    await waitFor(() => expect(firstColumn()).toEqual(['Bob Baker']));

    await user.clear(search);
    await user.type(search, 'CAROL@');
    await waitFor(() => expect(firstColumn()).toEqual(['carol chen']));
    expect(operations.map((op) => op.operationName)).toEqual(['UserManagementPage']);
  });

  it('grants a role chosen among those not held, toasts the answer and refreshes', async () => {
    const { user, operations } = renderApp({
      path: '/usermanagement',
      mocks: [
        pageMock([alice, bob]),
        grantMock(bob, 'season-editor'),
        pageMock([alice, { ...bob, roles: ['viewer', 'season-editor'] }]),
      ],
    });
    const row = await rowOf('Bob Baker');
    const picker = within(row).getByRole<HTMLSelectElement>('combobox', {
      name: 'Role to grant to bob',
    });
    expect(Array.from(picker.options).map((o) => o.value)).toEqual(['', 'admin', 'season-editor']);
    const grant = within(row).getByRole<HTMLButtonElement>('button', { name: 'Grant' });
    expect(grant.disabled).toBe(true);

    await user.selectOptions(picker, 'season-editor');
    await user.click(grant);

    expect(await screen.findByText('Granted season-editor to bob')).toBeTruthy();
    expect(operations.find((op) => op.operationName === 'GrantRole')?.variables).toEqual({
      username: 'bob',
      role: 'season-editor',
    });
    await waitFor(async () =>
      expect(roleTags(await rowOf('Bob Baker'))).toEqual([
        'Revoke viewer from bob',
        'Revoke season-editor from bob',
      ]),
    );
    expect(operations.filter((op) => op.operationName === 'UserManagementPage')).toHaveLength(2);
  });

  it("shows the gateway's refusal of a grant as an error toast", async () => {
    const { user } = renderApp({
      path: '/usermanagement',
      mocks: [
        pageMock([bob]),
        grantMock(bob, 'admin', refusedRoleResult('grantRole', '502 - Bad Gateway')),
      ],
    });
    const row = await rowOf('Bob Baker');
    await user.selectOptions(within(row).getByRole('combobox'), 'admin');
    await user.click(within(row).getByRole('button', { name: 'Grant' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('502 - Bad Gateway')).toBeTruthy();
  });

  it('revokes a role only after confirmation, toasts and refreshes', async () => {
    const { user, operations } = renderApp({
      path: '/usermanagement',
      mocks: [
        pageMock([alice, bob]),
        revokeMock(bob, 'viewer'),
        pageMock([alice, { ...bob, roles: [] }]),
      ],
    });
    const row = await rowOf('Bob Baker');
    await user.click(within(row).getByRole('button', { name: 'Revoke viewer from bob' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Revoke role')).toBeTruthy();
    expect(within(dialog).getByText('Revoke viewer from bob?')).toBeTruthy();
    expect(operations.some((op) => op.operationName === 'RevokeRole')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Revoked viewer from bob')).toBeTruthy();
    expect(operations.find((op) => op.operationName === 'RevokeRole')?.variables).toEqual({
      username: 'bob',
      role: 'viewer',
    });
    await waitFor(async () =>
      expect(within(await rowOf('Bob Baker')).getByText('No roles')).toBeTruthy(),
    );
  });

  it('sends nothing when the revoke is cancelled', async () => {
    const { user, operations } = renderApp({
      path: '/usermanagement',
      mocks: [pageMock([alice])],
    });
    const row = await rowOf('Alice Archer');
    await user.click(within(row).getByRole('button', { name: 'Revoke admin from alice' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(operations.map((op) => op.operationName)).toEqual(['UserManagementPage']);
  });

  it('is denied without a user-management role, asking the gateway nothing', async () => {
    const { operations } = renderApp({
      path: '/usermanagement',
      viewer: viewerFixture({ resources: ['season'], writableResources: ['season'] }),
    });
    expect(await screen.findByRole('heading', { name: 'ACCESS DENIED' })).toBeTruthy();
    expect(operations).toEqual([]);
  });

  it('is denied where the rbac feature flag is off', async () => {
    renderApp({
      path: '/usermanagement',
      viewer: viewerFixture({ features: { ...FULL_ACCESS_VIEWER.features, rbac: false } }),
    });
    expect(await screen.findByRole('heading', { name: 'ACCESS DENIED' })).toBeTruthy();
  });
});
