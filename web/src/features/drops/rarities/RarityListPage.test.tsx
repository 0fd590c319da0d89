import type { MockLink } from '@apollo/client/testing';
import { DROP_MESSAGES } from '@esports-admin/schema/rules/drops';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  RarityListPageChangeStatusDocument,
  RarityListPageCreateDocument,
  RarityListPageDocument,
} from '../../../__generated__/graphql';
import { STORED_VERSION } from '../../../test/mutationMocks';
import { renderApp } from '../../../test/renderApp';

const rarity = (status: 'active' | 'archived') => ({
  __typename: 'Rarity',
  id: 'r1',
  name: 'Mythic',
  league: 'lec',
  type: 'mythic',
  style: null,
  badgeForegroundColor: '#ffffff',
  badgeBackgroundColor: '#0b5cad',
  notificationColorOne: null,
  notificationColorTwo: null,
  status,
  version: status === 'active' ? STORED_VERSION : 'version-archived',
});

const listMock = (status: 'active' | 'archived'): MockLink.MockedResponse => ({
  request: { query: RarityListPageDocument, variables: { sport: 'lol' } },
  result: {
    data: {
      rarities: [rarity(status)],
      leagues: [{ __typename: 'League', id: 'lec', name: 'LEC' }],
    },
  },
});

const archiveMock: MockLink.MockedResponse = {
  request: {
    query: RarityListPageChangeStatusDocument,
    variables: { id: 'r1', status: 'archived', expectedVersion: STORED_VERSION },
  },
  result: {
    data: {
      changeRarityStatus: {
        __typename: 'RarityMutationResult',
        ok: {
          __typename: 'RarityMutationSuccess',
          message: DROP_MESSAGES.rarityStatus('archived'),
          rarity: {
            __typename: 'Rarity',
            id: 'r1',
            status: 'archived',
            version: 'version-archived',
          },
        },
        error: null,
      },
    },
  },
};

describe('rarity list', { timeout: 20_000 }, () => {
  it('says what archiving will do before it, and that it was done only after', async () => {
    const { user } = renderApp({
      path: '/drops/rarities',
      mocks: [listMock('active'), archiveMock, listMock('archived')],
    });
    const row = await screen.findByRole('row', { name: /Mythic/ });
    await user.click(within(row).getByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Archive Mythic?' });
    expect(within(dialog).getByText(DROP_MESSAGES.rarityArchiveConsequence)).toBeTruthy();
    expect(dialog.textContent).not.toContain(DROP_MESSAGES.rarityStatus('archived'));

    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText(DROP_MESSAGES.rarityStatus('archived'))).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('creates a rarity from the New rarity box and starts the box afresh', async () => {
    const created = 'Created rarity Legendary.';
    const createMock: MockLink.MockedResponse = {
      request: {
        query: RarityListPageCreateDocument,
        variables: {
          input: {
            name: 'Legendary',
            league: 'lec',
            type: 'legendary',
            badgeForegroundColor: '#ffffff',
            badgeBackgroundColor: '#0b5cad',
            notificationColorOne: null,
            notificationColorTwo: null,
          },
        },
      },
      result: {
        data: {
          createRarity: {
            __typename: 'RarityMutationResult',
            ok: {
              __typename: 'RarityMutationSuccess',
              message: created,
              rarity: { __typename: 'Rarity', id: 'r2' },
            },
            error: null,
          },
        },
      },
    };
    const { user } = renderApp({
      path: '/drops/rarities',
      mocks: [listMock('active'), createMock, listMock('active')],
    });
    const box = await screen.findByRole('form', { name: 'New rarity' });
    const create = within(box).getByRole('button', { name: 'Create Rarity' });
    expect(create).toHaveProperty('disabled', true);
    await user.type(within(box).getByRole('textbox', { name: 'Name' }), 'Legendary');
    await user.selectOptions(within(box).getByRole('combobox', { name: 'League' }), 'lec');
    await user.type(within(box).getByRole('textbox', { name: 'Type' }), 'legendary');
    await user.click(create);
    expect(await screen.findByText(created)).toBeTruthy();
    await waitFor(() =>
      expect(within(box).getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value).toBe(''),
    );
  });
});
