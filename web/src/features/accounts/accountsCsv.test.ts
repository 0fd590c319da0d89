import { describe, expect, it } from 'vitest';
import type { AccountList_AccountFragment } from '../../__generated__/graphql';
import { accountsToCsv } from './accountsCsv';

const account: AccountList_AccountFragment = {
  id: '7',
  displayName: 'Faker',
  login: 'faker_login',
  puuid: 'p-1',
  status: 'active',
  enabledSports: ['lol', 'tft'],
  groupId: '3',
  group: { id: '3', name: 'Worlds, observers' },
  playerId: null,
  deleteAfter: '2026-01-01T00:00:00.000Z',
  createdAt: null,
};

describe('accounts export file', () => {
  it('writes a header and one quoted-where-needed row per account, sports joined by spaces', () => {
    expect(accountsToCsv([account]).split('\r\n')).toEqual([
      'id,displayName,login,puuid,status,enabledSports,groupId,groupName,playerId,deleteAfter',
      '7,Faker,faker_login,p-1,active,lol tft,3,"Worlds, observers",,2026-01-01T00:00:00.000Z',
    ]);
  });
});
