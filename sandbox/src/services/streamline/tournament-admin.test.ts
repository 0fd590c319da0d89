import { describe, expect, it } from 'vitest';
import {
  STREAMLINE_BASE_PATH,
  type StreamTimelineTournamentDto,
} from '@esports-admin/schema/upstream/streamline';
import { sandboxForTests } from '../../test-sandbox';

const sandbox = sandboxForTests();

/** The answer's status and body only: some tests compare it whole. */
async function tournamentAdmin(method: 'GET' | 'POST', body?: unknown, token = sandbox.token) {
  const answer = await sandbox.at(STREAMLINE_BASE_PATH)(method, '/tournamentAdmin/', {
    body,
    token,
  });
  return { status: answer.status, body: answer.body };
}

const entry: StreamTimelineTournamentDto = {
  tournament_id: '110000000000000001',
  start_date: '2025-06-01T00:00:00.000Z',
  end_date: '2025-07-01T00:00:00.000Z',
  description: 'LCK Summer',
  droppable: true,
  rewardable: false,
};

describe('streamline tournamentAdmin', () => {
  it('starts empty, stores a posted entry and replaces it when posted again', async () => {
    expect(await tournamentAdmin('GET')).toEqual({ status: 200, body: [] });
    expect(await tournamentAdmin('POST', entry)).toEqual({ status: 200, body: entry });
    const changed = { ...entry, description: 'LCK Summer Finals', rewardable: true };
    await tournamentAdmin('POST', changed);
    expect((await tournamentAdmin('GET')).body).toEqual([changed]);
  });

  it('refuses an entry that ends before it starts or lacks a field', async () => {
    const reversed = await tournamentAdmin('POST', {
      ...entry,
      end_date: '2025-05-01T00:00:00.000Z',
    });
    expect(reversed.status).toBe(400);
    const { droppable: _left, ...missing } = entry;
    expect((await tournamentAdmin('POST', missing)).status).toBe(400);
  });

  it('answers 401 without a bearer token', async () => {
    expect((await tournamentAdmin('GET', undefined, '')).status).toBe(401);
  });
});
