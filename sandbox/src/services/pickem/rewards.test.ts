import { describe, expect, it } from 'vitest';
import {
  PICKEM_ADMIN_BASE_PATH,
  PICKEM_REWARDS_BASE_PATH,
  type PickemLeagueDto,
  type PickemRewardDto,
} from '@esports-admin/schema/upstream/pickem';
import type { Answer } from '../../test-support';
import { sandboxForTests } from '../../test-sandbox';

const sandbox = sandboxForTests();

const call = <Body>(method: string, path: string, body?: unknown) =>
  sandbox.at(PICKEM_REWARDS_BASE_PATH)<Body>(method, path, { body });

function expectRefused(answer: Answer<unknown>, status: number, message: RegExp) {
  expect(answer.status).toBe(status);
  expect((answer.body as { message: string }).message).toMatch(message);
}

const write = {
  eldsTournamentId: 'rewards-test',
  name: 'Top 5%',
  criterion: 'topPercent',
  threshold: 5,
  inventoryItemId: null,
};

async function seededRewards(): Promise<PickemRewardDto[]> {
  const leagues = await sandbox.at(PICKEM_ADMIN_BASE_PATH)<PickemLeagueDto[]>('GET', '/leagues');
  const ids = [...new Set(leagues.body.flatMap((l) => l.activeEldsTournamentId ?? []))];
  const all = [];
  for (const id of ids)
    all.push(...(await call<PickemRewardDto[]>('GET', `/tournament/${id}`)).body);
  return all;
}

describe('rewards-admin', () => {
  it('seeds rewards in each criterion, one of them granted', async () => {
    const rewards = await seededRewards();
    expect(new Set(rewards.map((r) => r.criterion))).toEqual(
      new Set(['minimumPoints', 'topPercent', 'perfectBlock']),
    );
    expect(rewards.filter((r) => r.grantedAt !== null)).toHaveLength(1);
  });

  it('creates, lists, updates and deletes a reward', async () => {
    const created = await call<PickemRewardDto>('POST', '', write);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ ...write, grantedAt: null });
    const listed = await call<PickemRewardDto[]>('GET', '/tournament/rewards-test');
    expect(listed.body).toEqual([created.body]);
    const updated = await call<PickemRewardDto>('PUT', `/${created.body.id}`, {
      ...write,
      criterion: 'minimumPoints',
      threshold: 250,
    });
    expect(updated.body).toMatchObject({ criterion: 'minimumPoints', threshold: 250 });
    expect(updated.body.updatedAt).toBeGreaterThan(created.body.updatedAt);
    expect((await call('DELETE', `/${created.body.id}`)).status).toBe(204);
    expect((await call('GET', '/tournament/rewards-test')).body).toEqual([]);
    expectRefused(await call('DELETE', `/${created.body.id}`), 404, /not found/);
    expectRefused(await call('PUT', '/no-such-reward', write), 404, /not found/);
  });

  it.each([
    ['topPercent', 0],
    ['topPercent', 101],
    ['topPercent', 2.5],
    ['minimumPoints', 0],
    ['perfectBlock', 1],
    ['bestGuess', 1],
  ])('refuses criterion %s with threshold %s', async (criterion, threshold) => {
    expectRefused(
      await call('POST', '', { ...write, criterion, threshold }),
      400,
      /threshold|criterion/,
    );
  });

  it('takes the edges of each criterion’s range', async () => {
    for (const [criterion, threshold] of [
      ['topPercent', 1],
      ['topPercent', 100],
      ['minimumPoints', 1],
      ['perfectBlock', 0],
    ] as const) {
      expect((await call('POST', '', { ...write, criterion, threshold })).status).toBe(200);
    }
  });

  it('refuses changing or deleting a granted reward, and moving a reward to another tournament', async () => {
    const granted = (await seededRewards()).find((r) => r.grantedAt !== null)!;
    const body = { ...granted, name: 'Renamed' };
    expectRefused(await call('PUT', `/${granted.id}`, body), 409, /granted/);
    expectRefused(await call('DELETE', `/${granted.id}`), 409, /granted/);
    const created = await call<PickemRewardDto>('POST', '', write);
    expectRefused(
      await call('PUT', `/${created.body.id}`, { ...write, eldsTournamentId: 'elsewhere' }),
      400,
      /stays in its tournament/,
    );
  });
});
