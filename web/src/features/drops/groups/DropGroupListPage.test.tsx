import type { MockLink } from '@apollo/client/testing';
import { AUDIT_MESSAGES } from '@esports-admin/schema/rules/audit';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  DropGroupListPageChangeStatusDocument,
  DropGroupListPageDocument,
  type DropGroupStatus,
} from '../../../__generated__/graphql';
import { mutationError } from '../../../test/mutationMocks';
import { renderApp } from '../../../test/renderApp';

const group = (id: string, description: string, status: DropGroupStatus, version: string) => ({
  __typename: 'DropGroup',
  id,
  version,
  description,
  league: '98767991302996019',
  status,
  strategy: 'ORDERED',
  createdAt: '2026-10-01T10:00:00.000Z',
  drops: [],
});

const listMock = (groups: ReturnType<typeof group>[]): MockLink.MockedResponse => ({
  request: { query: DropGroupListPageDocument, variables: { sport: 'lol', status: 'Active' } },
  result: {
    data: {
      dropGroups: groups,
      leagues: [{ __typename: 'League', id: '98767991302996019', name: 'LEC' }],
    },
  },
});

const refusedArchive = (
  id: string,
  expectedVersion: string,
  error: ReturnType<typeof mutationError> | { conflict: object },
): MockLink.MockedResponse => ({
  request: {
    query: DropGroupListPageChangeStatusDocument,
    variables: { id, status: 'archived', expectedVersion },
  },
  result: {
    data: {
      changeDropGroupStatus: { __typename: 'DropGroupMutationResult', ok: null, error },
    },
  },
});

describe('drop group list', { timeout: 20_000 }, () => {
  it('shows a CONFLICT refusal of an archive from a stale list and reads the list again', async () => {
    const conflict = {
      ...mutationError(AUDIT_MESSAGES.changedSinceOpened, 'CONFLICT'),
      conflict: {
        __typename: 'EditConflict',
        currentVersion: 'v2',
        changedBy: 'rhea.rewards',
        changedAt: '2026-11-30T09:00:00.000Z',
        changedFields: ['description'],
      },
    };
    const { user, operations } = renderApp({
      path: '/drops/list/current',
      mocks: [
        listMock([group('7', 'Worlds viewers', 'Active', 'v1')]),
        refusedArchive('7', 'v1', conflict),
        listMock([group('7', 'Worlds viewers (final)', 'Active', 'v2')]),
      ],
    });
    const row = await screen.findByRole('row', { name: /Worlds viewers/ });
    await user.click(within(row).getByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Archive “Worlds viewers”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));

    expect(await screen.findByText(AUDIT_MESSAGES.changedSinceOpened)).toBeTruthy();
    // The row now shows what is stored, so the user sees why and can try again.
    expect(await screen.findByText('Worlds viewers (final)')).toBeTruthy();
    expect(operations.filter((op) => op.operationName === 'DropGroupListPage')).toHaveLength(2);
  });

  it('shows a NOT_FOUND refusal and drops the row another user deleted meanwhile', async () => {
    const { user } = renderApp({
      path: '/drops/list/current',
      mocks: [
        listMock([
          group('8', 'MSI viewers', 'Active', 'v1'),
          group('9', 'LEC viewers', 'Active', 'v1'),
        ]),
        refusedArchive('8', 'v1', mutationError('Drop group 8 was not found.', 'NOT_FOUND')),
        listMock([group('9', 'LEC viewers', 'Active', 'v1')]),
      ],
    });
    const row = await screen.findByRole('row', { name: /MSI viewers/ });
    await user.click(within(row).getByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Archive “MSI viewers”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));

    expect(await screen.findByText('Drop group 8 was not found.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('row', { name: /MSI viewers/ })).toBeNull());
    expect(screen.getByRole('row', { name: /LEC viewers/ })).toBeTruthy();
  });
});
