import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RenameAccountGroupDocument } from '../../__generated__/graphql';
import { renderApp } from '../../test/renderApp';
import { createGroupMock, GROUPS, groupsMock } from './accountMocks';

describe('account groups', () => {
  it('lists groups by name and creates one, refusing an empty name first', async () => {
    const { user, operations } = renderApp({
      path: '/accounts/groups',
      mocks: [
        groupsMock(1),
        createGroupMock('Replay Bots', '4200'),
        {
          request: groupsMock().request,
          result: {
            data: {
              accountGroups: [
                ...GROUPS,
                {
                  __typename: 'AccountGroup',
                  id: '4200',
                  version: 'version-1',
                  name: 'Replay Bots',
                },
              ],
            },
          },
        },
      ],
    });
    const names = async () =>
      (await screen.findAllByRole('row'))
        .slice(1)
        .map((row) => row.querySelector('td')?.textContent);
    await screen.findByText('Worlds 2025 Broadcast');
    expect(await names()).toEqual(['LCK Spring Tryouts', 'Worlds 2025 Broadcast']);
    await user.click(screen.getByRole('button', { name: 'Create Group' }));
    expect(await screen.findByText('Field is not valid.')).toBeTruthy();
    expect(operations.some((op) => op.operationName === 'CreateAccountGroup')).toBe(false);
    await user.type(screen.getByLabelText('New group name'), 'Replay Bots');
    await user.click(screen.getByRole('button', { name: 'Create Group' }));
    expect(await screen.findByText('Created account group Replay Bots Successfully!')).toBeTruthy();
    await waitFor(async () => expect(await names()).toContain('Replay Bots'));
  });

  it('renames a group sending the version it listed', async () => {
    const { user, operations } = renderApp({
      path: '/accounts/groups',
      mocks: [
        groupsMock(2),
        {
          request: {
            query: RenameAccountGroupDocument,
            variables: { id: '4101', name: 'LCK Summer Tryouts', expectedVersion: 'version-1' },
          },
          result: {
            data: {
              renameAccountGroup: {
                __typename: 'AccountGroupResult',
                ok: {
                  __typename: 'AccountGroupSuccess',
                  message: 'Renamed account group LCK Summer Tryouts Successfully!',
                  group: {
                    __typename: 'AccountGroup',
                    id: '4101',
                    version: 'version-2',
                    name: 'LCK Summer Tryouts',
                  },
                },
                error: null,
              },
            },
          },
        },
      ],
    });
    await screen.findByText('LCK Spring Tryouts');
    await user.click(screen.getAllByRole('button', { name: 'Rename' })[0]!);
    const input = screen.getByLabelText('New name for LCK Spring Tryouts');
    await user.clear(input);
    await user.type(input, 'LCK Summer Tryouts');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('LCK Summer Tryouts')).toBeTruthy();
    const sent = operations.find((op) => op.operationName === 'RenameAccountGroup');
    expect(sent?.variables.expectedVersion).toBe('version-1');
  });
});
