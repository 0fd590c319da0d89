import { describe, expect, it } from 'vitest';
import type { MatchListDto } from '@esports-admin/schema/upstream/elds-tournaments';
import {
  PICK_BLOCKS_BASE_PATH,
  PICKEM_ADMIN_BASE_PATH,
  PICKEM_LIFECYCLE_BASE_PATH,
  type PickBlockDto,
  type PickBlockWriteDto,
  type PickemLeagueDto,
  type UnscheduledItemsDto,
} from '@esports-admin/schema/upstream/pickem';
import { expectRefusal, sandboxForTests } from '../../test-sandbox';

// Seeded at the real clock: the blocks' states follow their times as they pass.
const sandbox = sandboxForTests({ now: new Date() });

const call = <Body>(method: string, path: string, body?: unknown) =>
  sandbox.at(PICK_BLOCKS_BASE_PATH)<Body>(method, path, { body });
const force = (id: string, state: string) =>
  sandbox.at(PICKEM_LIFECYCLE_BASE_PATH)<PickBlockDto>('PUT', `/pickblock/${id}/force/${state}`);

async function activeTournaments(): Promise<string[]> {
  const leagues = (await sandbox.at(PICKEM_ADMIN_BASE_PATH)<PickemLeagueDto[]>('GET', '/leagues'))
    .body;
  return leagues.flatMap((league) => league.activeEldsTournamentId ?? []);
}

const blocksOf = async (tournamentId: string) =>
  (await call<PickBlockDto[]>('GET', `/tournament/${tournamentId}`)).body;
const unscheduledOf = async (tournamentId: string) =>
  (await call<UnscheduledItemsDto>('GET', `/tournament/${tournamentId}/unscheduled`)).body;
const matchesOf = async (tournamentId: string) =>
  (await sandbox.elds<MatchListDto>('GET', `/matches?tournamentId=${tournamentId}`)).body.matches;

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/** A write of the block as it is, with some fields changed. */
const writeOf = (block: PickBlockDto, change: Partial<PickBlockWriteDto> = {}) => ({
  eldsTournamentId: block.eldsTournamentId,
  name: block.name,
  eldsMatchIds: block.eldsMatchIds,
  eldsSectionIds: block.eldsSectionIds,
  opensAt: block.opensAt,
  locksAt: block.locksAt,
  ...change,
});

const refusal = (httpStatus: number, message: string) => ({
  httpStatus,
  errorCode: { 400: 'VALIDATION_ERROR', 404: 'NOT_FOUND', 409: 'CONFLICT' }[httpStatus]!,
  message,
});

/** A new block of unscheduled matches of the first active tournament. */
async function newBlock(count: number, opensInHours: number, locksInHours = opensInHours + 24) {
  const [tournamentId] = await activeTournaments();
  const { eldsMatchIds } = await unscheduledOf(tournamentId!);
  const created = await call<PickBlockDto>('POST', '', {
    eldsTournamentId: tournamentId,
    name: 'Test block',
    eldsMatchIds: eldsMatchIds.slice(0, count),
    eldsSectionIds: [],
    opensAt: inHours(opensInHours),
    locksAt: inHours(locksInHours),
  });
  expect(created.status).toBe(200);
  return created.body;
}

describe('pick-blocks-admin', () => {
  it('seeds blocks in every state from the tournament’s real matches, one of 30+', async () => {
    for (const tournamentId of await activeTournaments()) {
      const blocks = await blocksOf(tournamentId);
      expect(blocks.map((block) => block.state).sort()).toEqual([
        'locked',
        'open',
        'scored',
        'upcoming',
      ]);
      expect(Math.max(...blocks.map((block) => block.eldsMatchIds.length))).toBeGreaterThan(30);
      const real = new Set((await matchesOf(tournamentId)).map((match) => match.id));
      for (const block of blocks) {
        expect(block.eldsMatchIds.every((id) => real.has(id))).toBe(true);
        const viewers = block.pickPatterns.reduce((sum, pattern) => sum + pattern.viewers, 0);
        expect(block.pickCount).toBe(viewers);
        for (const pattern of block.pickPatterns) {
          expect(pattern.picks.map((pick) => pick.eldsMatchId)).toEqual(block.eldsMatchIds);
        }
      }
      const picked = blocks.filter((block) => block.state !== 'upcoming');
      expect(picked.every((block) => block.pickCount >= 2_000)).toBe(true);
    }
  });

  it('lists as unscheduled the tournament’s matches and sections in no block', async () => {
    const [tournamentId] = await activeTournaments();
    const blocks = await blocksOf(tournamentId!);
    const unscheduled = await unscheduledOf(tournamentId!);
    const inBlocks = new Set(blocks.flatMap((block) => block.eldsMatchIds));
    const matches = await matchesOf(tournamentId!);
    expect(unscheduled.eldsMatchIds.length).toBeGreaterThan(0);
    expect(unscheduled.eldsSectionIds.length).toBeGreaterThan(0);
    expect(unscheduled.eldsMatchIds.sort()).toEqual(
      matches
        .map((match) => match.id)
        .filter((id) => !inBlocks.has(id))
        .sort(),
    );
    expectRefusal(
      await call('GET', '/tournament/404/unscheduled'),
      refusal(404, 'Tournament 404 not found'),
    );
  });

  it('creates a block upcoming before opensAt and open after it', async () => {
    const upcoming = await newBlock(1, 1);
    expect(upcoming).toMatchObject({ state: 'upcoming', pickCount: 0, pickPatterns: [] });
    const open = await newBlock(1, -1);
    expect(open.state).toBe('open');
    const blocks = await blocksOf(open.eldsTournamentId);
    expect(blocks.filter((b) => [upcoming.id, open.id].includes(b.id))).toHaveLength(2);
  });

  it('moves a block forward on read once its times pass', async () => {
    const block = await newBlock(1, 1.2 / 3600, 2.4 / 3600);
    expect(block.state).toBe('upcoming');
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    const read = (await blocksOf(block.eldsTournamentId)).find((b) => b.id === block.id)!;
    expect(read.state).toBe('open');
    expect(read.updatedAt).toBeGreaterThan(block.updatedAt);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect((await blocksOf(block.eldsTournamentId)).find((b) => b.id === block.id)!.state).toBe(
      'locked',
    );
  });

  it('refuses bad writes with 400 and an unknown tournament or block with 404', async () => {
    const [tournamentId] = await activeTournaments();
    const [other] = (await activeTournaments()).slice(1);
    const taken = (await blocksOf(tournamentId!))[0]!.eldsMatchIds[0]!;
    const { eldsMatchIds } = await unscheduledOf(tournamentId!);
    const foreign = (await unscheduledOf(other!)).eldsMatchIds[0]!;
    const body = {
      eldsTournamentId: tournamentId,
      name: 'Refused',
      eldsMatchIds: [eldsMatchIds[0]],
      eldsSectionIds: [],
      opensAt: inHours(1),
      locksAt: inHours(2),
    };
    const cases: [unknown, number, string][] = [
      [{ ...body, eldsMatchIds: [] }, 400, 'eldsMatchIds: add at least one match'],
      [{ ...body, locksAt: body.opensAt }, 400, 'locksAt must be after opensAt'],
      [
        { ...body, eldsMatchIds: [foreign] },
        400,
        `eldsMatchIds: match ${foreign} is not tournament ${tournamentId}'s`,
      ],
      [
        { ...body, eldsSectionIds: ['404'] },
        400,
        `eldsSectionIds: section 404 is not tournament ${tournamentId}'s`,
      ],
      [
        { ...body, state: 'open' },
        400,
        'state: POST takes no state; a new block starts by its times',
      ],
      [{ ...body, eldsTournamentId: '404' }, 404, 'Tournament 404 not found'],
    ];
    for (const [write, status, message] of cases) {
      expectRefusal(await call('POST', '', write), refusal(status, message));
    }
    const inBlock = await call('POST', '', { ...body, eldsMatchIds: [taken] });
    expect(inBlock.status).toBe(400);
    expect((inBlock.body as { message: string }).message).toMatch(
      new RegExp(`^eldsMatchIds: match ${taken} is already in block \\d+$`),
    );
    expectRefusal(await call('PUT', '/404', body), refusal(404, 'Pick block 404 not found'));
  });

  it('renames a block, and refuses changing a locked block’s matches or taking a state', async () => {
    const [tournamentId] = await activeTournaments();
    const locked = (await blocksOf(tournamentId!)).find((block) => block.state === 'locked')!;
    const renamed = await call<PickBlockDto>('PUT', `/${locked.id}`, {
      ...writeOf(locked),
      name: 'Upper bracket, renamed',
    });
    expect(renamed.body).toMatchObject({ name: 'Upper bracket, renamed', state: 'locked' });
    expect(renamed.body.pickCount).toBe(locked.pickCount);
    expect(renamed.body.updatedAt).toBeGreaterThan(locked.updatedAt);
    expectRefusal(
      await call(
        'PUT',
        `/${locked.id}`,
        writeOf(locked, { eldsMatchIds: locked.eldsMatchIds.slice(1) }),
      ),
      refusal(409, `Pick block ${locked.id} is locked: its matches cannot change`),
    );
    expectRefusal(
      await call('PUT', `/${locked.id}`, { ...writeOf(locked), state: 'scored' }),
      refusal(400, "state: PUT takes only 'open' (reopen a locked block), not 'scored'"),
    );
  });

  it('reopens a locked block; refuses reopening one not locked or with a started match', async () => {
    const [tournamentId] = await activeTournaments();
    const blocks = await blocksOf(tournamentId!);
    const locked = blocks.find((block) => block.state === 'locked')!;
    const reopened = await call<PickBlockDto>('PUT', `/${locked.id}`, {
      ...writeOf(locked),
      state: 'open',
    });
    expect(reopened.body.state).toBe('open');
    expect((await blocksOf(tournamentId!)).find((b) => b.id === locked.id)!.state).toBe('open');
    const upcoming = blocks.find((block) => block.state === 'upcoming')!;
    expectRefusal(
      await call('PUT', `/${upcoming.id}`, { ...writeOf(upcoming), state: 'open' }),
      refusal(409, `Only a locked pick block can be reopened; block ${upcoming.id} is upcoming`),
    );
    const scored = blocks.find((block) => block.state === 'scored')!;
    expectRefusal(
      await call('PUT', `/${scored.id}`, { ...writeOf(scored), state: 'open' }),
      refusal(409, `Only a locked pick block can be reopened; block ${scored.id} is scored`),
    );
    const played = (await force(scored.id, 'locked')).body;
    const started = await call('PUT', `/${scored.id}`, { ...writeOf(played), state: 'open' });
    expect(started.status).toBe(409);
    expect((started.body as { message: string }).message).toBe(
      `Match ${played.eldsMatchIds[0]} of block ${scored.id} has started: no reopening`,
    );
    await force(scored.id, 'scored');
  });

  it('forces any state, which sticks on read until the block is written', async () => {
    const block = await newBlock(1, -1);
    for (const state of ['scored', 'locked', 'open', 'upcoming']) {
      const forced = await force(block.id, state);
      expect(forced.status).toBe(200);
      expect(forced.body.state).toBe(state);
    }
    const read = (await blocksOf(block.eldsTournamentId)).find((b) => b.id === block.id)!;
    expect(read.state).toBe('upcoming');
    const written = await call<PickBlockDto>('PUT', `/${block.id}`, writeOf(read));
    expect(written.body.state).toBe('open');
    expectRefusal(await force(block.id, 'closed'), {
      httpStatus: 400,
      errorCode: 'VALIDATION_ERROR',
      message: 'state must be one of upcoming, open, locked, scored',
    });
    expectRefusal(await force('404', 'open'), refusal(404, 'Pick block 404 not found'));
  });

  it('deletes a block without picks and refuses one with picks', async () => {
    const empty = await newBlock(1, 2);
    expect((await call('DELETE', `/${empty.id}`)).status).toBe(204);
    expect((await blocksOf(empty.eldsTournamentId)).some((b) => b.id === empty.id)).toBe(false);
    expect((await unscheduledOf(empty.eldsTournamentId)).eldsMatchIds).toContain(
      empty.eldsMatchIds[0],
    );
    expectRefusal(
      await call('DELETE', `/${empty.id}`),
      refusal(404, `Pick block ${empty.id} not found`),
    );
    const picked = (await blocksOf(empty.eldsTournamentId)).find((b) => b.pickCount > 0)!;
    expectRefusal(
      await call('DELETE', `/${picked.id}`),
      refusal(
        409,
        `Pick block ${picked.id} has picks from ${picked.pickCount} viewers: it cannot be deleted`,
      ),
    );
  });
});
