import { describe, expect, it } from 'vitest';
import type {
  AccountCreateAnswerDto,
  AccountDto,
  AccountGroupDto,
  AccountGroupListDto,
  AccountOperationListDto,
  AccountPageDto,
  AccountValidationDto,
} from '@esports-admin/schema/upstream/elds-accounts';
import type { UpstreamErrorBody } from '@esports-admin/schema/upstream/elds';
import { sandboxForTests } from '../../test-sandbox';
import { SEEDED_ACCOUNT_COUNT } from './accounts-fixtures';

const sandbox = sandboxForTests();

const page = async (query = '') => {
  const answer = await sandbox.elds<AccountPageDto>('GET', `/accounts/${query}`);
  expect(answer.status).toBe(200);
  return answer.body;
};

const newAccount = (displayName: string, overrides: Record<string, unknown> = {}) => ({
  displayName,
  enabledSports: ['lol'],
  groupId: null,
  deleteAfter: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('seeded accounts', () => {
  it('pages through about 10,000 accounts, 50 at a time by default, newest first', async () => {
    const first = await page();
    expect(first.accounts).toHaveLength(50);
    expect(first.paginationToken).toEqual(expect.any(String));
    const ids = first.accounts.map((account) => BigInt(account.id));
    expect([...ids].sort((a, b) => (a > b ? -1 : 1))).toEqual(ids);
    const second = await page(`?paginationToken=${first.paginationToken}`);
    expect(second.accounts).toHaveLength(50);
    expect(BigInt(second.accounts[0]!.id)).toBeLessThan(ids.at(-1)!);
    let total = 0;
    let token: string | null = null;
    do {
      const next: AccountPageDto = await page(
        `?pageSize=1000${token ? `&paginationToken=${token}` : ''}`,
      );
      total += next.accounts.length;
      token = next.paginationToken;
    } while (token);
    expect(total).toBe(SEEDED_ACCOUNT_COUNT);
  });

  it('seeds a history of bulk creations and removal requests, newest first', async () => {
    const answer = await sandbox.elds<AccountOperationListDto>('GET', '/accounts/operations');
    const { operations } = answer.body;
    expect(operations).toHaveLength(100);
    const ids = operations.map((op) => Number(op.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const times = operations.map((op) => Date.parse(op.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times[0]).toBeLessThanOrEqual(Date.now());
    expect(operations.some((op) => op.type === 'create' && op.accountIds.length === 100)).toBe(
      true,
    );
    const removal = operations.find((op) => op.type === 'requestRemoval')!;
    const { accounts } = await page(`?accountIds=${removal.accountIds.slice(0, 20).join(',')}`);
    expect(accounts.every((account) => account.status === 'removal_requested')).toBe(true);
  });

  it('seeds realistic accounts in about 30 groups across the four sports', async () => {
    const { accounts } = await page('?pageSize=1000&includeMeta=true');
    for (const sport of ['lol', 'val', 'wr', 'tft']) {
      expect(accounts.some((account) => account.enabledSports.includes(sport as 'lol'))).toBe(true);
    }
    const account = accounts[0]!;
    expect(account.displayName.current).toMatch(/^[A-Za-z0-9_ ]{3,16}$/);
    expect(account.login.current.length).toBeGreaterThanOrEqual(4);
    expect(account.meta?.createdAt).toEqual(expect.any(String));
    expect(accounts.some((a) => a.status === 'removal_requested')).toBe(true);
    expect(accounts.some((a) => a.playerId === null)).toBe(true);
    expect((await page('?pageSize=1')).accounts[0]).not.toHaveProperty('meta');
    const groups = await sandbox.elds<AccountGroupListDto>('GET', '/accounts/groups');
    expect(groups.body.groups.length).toBe(30);
  });

  it('filters by sport, group, handle, login, search and creation time', async () => {
    const { accounts } = await page('?pageSize=200');
    const sample = accounts[7]!;
    const bySport = await page('?sport=tft&pageSize=100');
    expect(bySport.accounts.every((a) => a.enabledSports.includes('tft'))).toBe(true);
    const grouped = accounts.find((a) => a.groupId !== null)!;
    const byGroup = await page(`?groupId=${grouped.groupId}`);
    expect(byGroup.accounts.every((a) => a.groupId === grouped.groupId)).toBe(true);
    const handle = sample.displayName.current.slice(0, 5).toUpperCase();
    const byHandle = await page(`?handleContains=${encodeURIComponent(handle)}&pageSize=500`);
    expect(byHandle.accounts.map((a) => a.id)).toContain(sample.id);
    expect(
      byHandle.accounts.every((a) =>
        a.displayName.current.toLowerCase().includes(handle.toLowerCase()),
      ),
    ).toBe(true);
    const byLogin = await page(`?loginContains=${sample.login.current}`);
    expect(byLogin.accounts.map((a) => a.id)).toEqual([sample.id]);
    expect((await page(`?search=${sample.puuid}`)).accounts.map((a) => a.id)).toEqual([sample.id]);
    expect((await page(`?search=${sample.id}`)).accounts.map((a) => a.id)).toEqual([sample.id]);
    const recent = await page(`?createdAfter=${new Date(Date.now() + 86_400_000).toISOString()}`);
    expect(recent.accounts).toEqual([]);
  });

  it('lists only accounts without a player as free-floating', async () => {
    const answer = await sandbox.elds<AccountPageDto>(
      'GET',
      '/accounts/free-floating?pageSize=200',
    );
    expect(answer.body.accounts.length).toBe(200);
    expect(answer.body.accounts.every((account) => account.playerId === null)).toBe(true);
  });
});

describe('accounts by id', () => {
  it('answers up to 20 ids and refuses 21 with a 400', async () => {
    const { accounts } = await page('?pageSize=21');
    const ids = accounts.map((account) => account.id);
    const twenty = await page(`?accountIds=${ids.slice(0, 20).join(',')}`);
    expect(twenty.accounts.map((a) => a.id).sort()).toEqual(ids.slice(0, 20).sort());
    const refused = await sandbox.elds<UpstreamErrorBody>(
      'GET',
      `/accounts?accountIds=${ids.join(',')}`,
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      httpStatus: 400,
      errorCode: 'VALIDATION_ERROR',
      message: 'accountIds may hold at most 20 ids, got 21',
    });
  });

  it('refuses a token that is not one or belongs to another query', async () => {
    const bogus = await sandbox.elds<UpstreamErrorBody>('GET', '/accounts?paginationToken=nope');
    expect(bogus.status).toBe(400);
    const { paginationToken } = await page('?sport=lol');
    const other = await sandbox.elds<UpstreamErrorBody>(
      'GET',
      `/accounts?sport=val&paginationToken=${paginationToken}`,
    );
    expect(other.status).toBe(400);
    expect(other.body.message).toBe('paginationToken belongs to another query');
  });
});

describe('creating and validating accounts', () => {
  it('reports invalid rows and collisions with existing names, lower-cased', async () => {
    const taken = (await page('?pageSize=1')).accounts[0]!.displayName.current;
    const answer = await sandbox.elds<AccountValidationDto>('POST', '/accounts/validate', {
      body: {
        accounts: [
          { displayName: 'Fresh Name 1' },
          { displayName: taken.toUpperCase() },
          { displayName: 'x!' },
          { displayName: 'fresh name 1' },
          { displayName: 'Fresh Name 2', login: 'abc' },
        ],
      },
    });
    expect(answer.body.invalid).toEqual([
      { index: 1, displayName: taken.toUpperCase(), reason: 'Display name already in use' },
      { index: 2, displayName: 'x!', reason: 'Display Names may not contain special characters' },
      { index: 3, displayName: 'fresh name 1', reason: 'Display name already in use' },
      {
        index: 4,
        displayName: 'Fresh Name 2',
        reason: 'Logins must be at least 4 characters long',
      },
    ]);
  });

  it('creates accounts with generated logins and records the operation', async () => {
    const groups = (await sandbox.elds<AccountGroupListDto>('GET', '/accounts/groups')).body;
    const groupId = groups.groups[0]!.id;
    const answer = await sandbox.elds<AccountCreateAnswerDto>('POST', '/accounts', {
      body: {
        accounts: [
          newAccount('Sandbox One', { groupId, enabledSports: ['lol', 'val'] }),
          newAccount('Sandbox Two', { login: 'sandbox_two_login', password: 'secret' }),
        ],
      },
    });
    expect(answer.status).toBe(201);
    const [one, two] = answer.body.accounts as [AccountDto, AccountDto];
    expect(one).toMatchObject({
      groupId,
      enabledSports: ['lol', 'val'],
      status: 'active',
      nameSource: 'from account',
      displayName: { current: 'Sandbox One', proposed: null, hasCollision: false },
    });
    expect(one.login.current).toMatch(/^esa_sandboxone_\d{6}$/);
    expect(two.login.current).toBe('sandbox_two_login');
    expect(JSON.stringify(answer.body)).not.toContain('secret');
    expect((await page(`?accountIds=${one.id}`)).accounts[0]).toEqual(one);
    const operations = await sandbox.elds<AccountOperationListDto>(
      'GET',
      `/accounts/operations?accountId=${one.id}`,
    );
    expect(operations.body.operations[0]).toMatchObject({
      id: answer.body.operationId,
      type: 'create',
      accountIds: [one.id, two.id],
      requestedBy: 'cole.competition',
    });
  });

  it('creates nothing when one row collides, listing it', async () => {
    const answer = await sandbox.elds<UpstreamErrorBody & AccountValidationDto>(
      'POST',
      '/accounts',
      { body: { accounts: [newAccount('Brand New 77'), newAccount('SANDBOX ONE')] } },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.invalid).toEqual([
      { index: 1, displayName: 'SANDBOX ONE', reason: 'Display name already in use' },
    ]);
    expect((await page('?handleContains=brand new 77')).accounts).toEqual([]);
  });
});

describe('removal requests', () => {
  it('marks accounts one at a time or up to 20 at once, refusing unknown ids', async () => {
    const accounts = (await page('?pageSize=25')).accounts.filter((a) => a.status === 'active');
    const single = await sandbox.elds<AccountDto>(
      'DELETE',
      `/accounts/${accounts[0]!.id}/requestremoval`,
    );
    expect(single.body.status).toBe('removal_requested');
    const batch = await sandbox.elds<{ accounts: AccountDto[] }>(
      'POST',
      '/accounts/requestremoval',
      {
        body: { accountIds: [accounts[1]!.id, accounts[2]!.id] },
      },
    );
    expect(batch.body.accounts.map((a) => a.status)).toEqual([
      'removal_requested',
      'removal_requested',
    ]);
    const unknown = await sandbox.elds('POST', '/accounts/requestremoval', {
      body: { accountIds: [accounts[3]!.id, '1'] },
    });
    expect(unknown.status).toBe(404);
    expect((await page(`?accountIds=${accounts[3]!.id}`)).accounts[0]!.status).toBe('active');
    const tooMany = await sandbox.elds('POST', '/accounts/requestremoval', {
      body: { accountIds: Array.from({ length: 21 }, (_, i) => String(300000001 + i)) },
    });
    expect(tooMany.status).toBe(400);
  });
});

describe('account groups', () => {
  it('creates and renames groups, refusing a name in use', async () => {
    const created = await sandbox.elds<AccountGroupDto>('POST', '/accounts/groups', {
      body: { name: 'Sandbox Testers' },
    });
    expect(created.status).toBe(201);
    const renamed = await sandbox.elds<AccountGroupDto>(
      'PUT',
      `/accounts/groups/${created.body.id}`,
      { body: { name: 'Sandbox QA' } },
    );
    expect(renamed.body).toEqual({ id: created.body.id, name: 'Sandbox QA' });
    const taken = await sandbox.elds<UpstreamErrorBody>('POST', '/accounts/groups', {
      body: { name: 'worlds 2025 broadcast' },
    });
    expect(taken.status).toBe(409);
    expect(
      (await sandbox.elds('PUT', '/accounts/groups/1', { body: { name: 'X Y' } })).status,
    ).toBe(404);
  });
});
