import { describe, expect, it } from 'vitest';
import { SHOTCALL_MESSAGES } from '@esports-admin/schema/rules/shotcall';
import type { ScheduleListDto } from '@esports-admin/schema/upstream/elds-tournaments';
import type {
  ShotcallPromptDto,
  ShotcallRewardCriteriaDto,
  ShotcallSessionDto,
} from '@esports-admin/schema/upstream/shotcall';
import { FIXTURE_CLOCK } from '../../test-support';
import { sandboxForTests } from '../../test-sandbox';
import { expectRefused, shotcallCalls } from './test-calls';

const sandbox = sandboxForTests();
const calls = () => shotcallCalls(sandbox);

async function seededSessions() {
  return (await calls().call<ShotcallSessionDto[]>('GET', '/sessions?sport=val')).body;
}

describe('the seeded sessions', () => {
  it('follow the Valorant schedule: the match in progress live, a few ended, a few scheduled', async () => {
    const sessions = await seededSessions();
    const inState = (state: string) => sessions.filter((s) => s.state === state);
    expect(inState('live')).toHaveLength(1);
    expect(inState('ended').length).toBeGreaterThanOrEqual(2);
    expect(inState('scheduled').length).toBeGreaterThanOrEqual(2);
    const [live] = inState('live');
    const schedule = await sandbox.elds<ScheduleListDto>(
      'GET',
      `/schedules/${live!.eldsTournamentId}`,
    );
    const items = schedule.body.blocks.flatMap((b) =>
      b.broadcasts.flatMap((broadcast) =>
        broadcast.broadcastItems.map((item) => ({ broadcast, item })),
      ),
    );
    const inProgress = items.find(({ item }) => item.status === 'in_progress')!;
    expect(live).toMatchObject({
      eldsMatchId: inProgress.item.matchId,
      broadcastId: inProgress.broadcast.id,
      endedAt: null,
    });
    expect(Date.parse(live!.startedAt!)).toBeLessThan(FIXTURE_CLOCK.getTime());
    for (const session of inState('ended')) {
      expect(Date.parse(session.endedAt!)).toBeGreaterThan(Date.parse(session.startedAt!));
      expect(Date.parse(session.endedAt!)).toBeLessThan(FIXTURE_CLOCK.getTime());
    }
    for (const session of inState('scheduled')) {
      expect(Date.parse(session.scheduledStart)).toBeGreaterThan(FIXTURE_CLOCK.getTime());
      expect(session.startedAt).toBeNull();
    }
    for (const session of sessions) {
      expect(session.name).toMatch(/^\w[^[]* [A-Z][a-z]{2} \d{1,2} match \d+$/);
    }
    expect((await calls().call('GET', '/sessions?sport=lol')).body).toEqual([]);
    expect((await calls().call<unknown[]>('GET', '/sessions')).body.length).toBe(sessions.length);
  });

  it('have 4 to 8 drafts each, and the live one a resolved and a closed prompt first', async () => {
    for (const session of await seededSessions()) {
      if (session.state === 'ended') continue;
      const prompts = (
        await calls().call<ShotcallPromptDto[]>('GET', `/prompts?sessionId=${session.id}`)
      ).body;
      const drafts = prompts.filter((p) => p.state === 'draft');
      expect(drafts.length).toBeGreaterThanOrEqual(4);
      expect(drafts.length).toBeLessThanOrEqual(8);
      if (session.state === 'live') {
        expect(prompts.slice(0, 2).map((p) => p.state)).toEqual(['resolved', 'closed']);
        expect(prompts[0]!.correctChoiceId).toEqual(expect.any(String));
      }
    }
  });

  it('give each tournament with sessions its reward criteria', async () => {
    const tournaments = new Set((await seededSessions()).map((s) => s.eldsTournamentId));
    for (const id of tournaments) {
      const criteria = await calls().call<ShotcallRewardCriteriaDto[]>(
        'GET',
        `/reward_criteria/tournament/${id}`,
      );
      expect(criteria.body.length).toBeGreaterThanOrEqual(2);
      expect(criteria.body.every((c) => c.minimumCorrect >= 1)).toBe(true);
    }
  });
});

describe('a session', () => {
  it('is created scheduled with its tournament’s sport and edited while not ended', async () => {
    const { call, session, sessionWrite } = calls();
    const created = await session('Created');
    expect(created).toMatchObject({
      name: 'Created',
      sport: 'val',
      state: 'scheduled',
      scheduledStart: '2025-06-20T18:00:00.000Z',
      startedAt: null,
      endedAt: null,
    });
    expect((await call('GET', `/sessions/${created.id}`)).body).toEqual(created);
    const renamed = await call<ShotcallSessionDto>('PUT', `/sessions/${created.id}`, {
      ...sessionWrite(created),
      name: 'Renamed',
      broadcastId: null,
    });
    expect(renamed.body).toMatchObject({ name: 'Renamed', broadcastId: null, state: 'scheduled' });
    expect(renamed.body.updatedAt).toBeGreaterThan(created.updatedAt);
  });

  it('goes scheduled → live → ended with the next state only', async () => {
    const { call, session, sessionWrite, setState } = calls();
    const created = await session('Transitions');
    expectRefused(
      await setState(created, 'ended'),
      409,
      SHOTCALL_MESSAGES.nextStateOnly('scheduled', 'ended'),
    );
    expectRefused(
      await setState(created, 'scheduled'),
      409,
      SHOTCALL_MESSAGES.nextStateOnly('scheduled', 'scheduled'),
    );
    const live = await setState(created, 'live');
    expect(live.body).toMatchObject({ state: 'live', endedAt: null });
    expect(live.body.startedAt).toEqual(expect.any(String));
    const ended = await setState(live.body, 'ended');
    expect(ended.body).toMatchObject({ state: 'ended', startedAt: live.body.startedAt });
    expect(ended.body.endedAt).toEqual(expect.any(String));
    expectRefused(
      await setState(ended.body, 'live'),
      409,
      SHOTCALL_MESSAGES.nextStateOnly('ended', 'live'),
    );
    expectRefused(
      await call('PUT', `/sessions/${created.id}`, { ...sessionWrite(ended.body), name: 'Late' }),
      409,
      /has ended/,
    );
    expectRefused(await setState({ ...created, id: 'no-such' }, 'live'), 404, /not found/);
  });

  it('refuses a match outside its tournament and a broadcast not showing its match', async () => {
    const { call, session, sessionWrite } = calls();
    const created = await session('References');
    const write = sessionWrite(created);
    const seeded = await seededSessions();
    const otherMatch = seeded.find((s) => s.eldsMatchId !== created.eldsMatchId)!;
    const cases: [unknown, RegExp | string][] = [
      [
        { ...write, eldsTournamentId: 'no-such' },
        /^eldsTournamentId: Tournament no-such not found/,
      ],
      [{ ...write, eldsMatchId: 'no-such' }, /^eldsMatchId: match no-such is not in tournament/],
      [{ ...write, broadcastId: 'no-such' }, /^broadcastId: broadcast no-such not found/],
      [
        { ...write, broadcastId: otherMatch.broadcastId, eldsMatchId: created.eldsMatchId },
        /^broadcastId: broadcast \d+ does not show match/,
      ],
      [{ ...write, name: ' ' }, /^name: /],
      [
        { ...write, scheduledStart: 'tomorrow' },
        `scheduledStart: ${SHOTCALL_MESSAGES.invalidTime}`,
      ],
      [{ ...write, state: 'paused' }, /state must be one of scheduled, live, ended/],
    ];
    for (const [body, message] of cases) {
      expectRefused(await call('POST', '/sessions', body), 400, message);
      expectRefused(await call('PUT', `/sessions/${created.id}`, body), 400, message);
    }
    expectRefused(
      await call('POST', '/sessions', { ...write, state: 'live' }),
      400,
      /a session starts scheduled/,
    );
  });

  it('is deleted with its drafts while scheduled, and kept once live', async () => {
    const { call, question, session, setState } = calls();
    const q = await question(['Left', 'Right']);
    const scheduled = await session('Deleted');
    const draft = await call<ShotcallPromptDto>('POST', '/prompts', {
      sessionId: scheduled.id,
      questionId: q.id,
      position: 1,
      windowSeconds: 30,
    });
    expect((await call('DELETE', `/sessions/${scheduled.id}`)).status).toBe(204);
    expectRefused(await call('GET', `/prompts/${draft.body.id}`), 404, /not found/);
    expect((await call('DELETE', `/questions/${q.id}`)).status).toBe(204);

    const live = (await setState(await session('Kept'), 'live')).body;
    expectRefused(await call('DELETE', `/sessions/${live.id}`), 409, /only a scheduled session/);
  });
});

describe('reward criteria', () => {
  it('are created, listed by tournament, updated and deleted', async () => {
    const { call } = calls();
    const [seeded] = await seededSessions();
    const eldsTournamentId = seeded!.eldsTournamentId;
    const write = {
      eldsTournamentId,
      name: 'Ten right',
      minimumCorrect: 10,
      inventoryItemId: null,
    };
    const created = await call<ShotcallRewardCriteriaDto>('POST', '/reward_criteria', write);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject(write);
    expect((await call('GET', `/reward_criteria/${created.body.id}`)).body).toEqual(created.body);
    const listed = await call<ShotcallRewardCriteriaDto[]>(
      'GET',
      `/reward_criteria/tournament/${eldsTournamentId}`,
    );
    expect(listed.body).toContainEqual(created.body);
    const all = await call<ShotcallRewardCriteriaDto[]>('GET', '/reward_criteria');
    expect(all.body).toContainEqual(created.body);
    expect((await call('GET', '/reward_criteria/tournament/no-such')).body).toEqual([]);

    const updated = await call<ShotcallRewardCriteriaDto>(
      'PUT',
      `/reward_criteria/${created.body.id}`,
      {
        ...write,
        minimumCorrect: 1,
        inventoryItemId: 'item-1',
      },
    );
    expect(updated.body).toMatchObject({ minimumCorrect: 1, inventoryItemId: 'item-1' });
    expect(updated.body.updatedAt).toBeGreaterThan(created.body.updatedAt);
    expect((await call('DELETE', `/reward_criteria/${created.body.id}`)).status).toBe(204);
    expectRefused(await call('GET', `/reward_criteria/${created.body.id}`), 404, /not found/);
  });

  it('refuse fewer than one correct answer, an unknown tournament and a move', async () => {
    const { call } = calls();
    const [seeded] = await seededSessions();
    const write = {
      eldsTournamentId: seeded!.eldsTournamentId,
      name: 'Edge',
      minimumCorrect: 1,
      inventoryItemId: null,
    };
    for (const minimumCorrect of [0, -1, 2.5]) {
      expectRefused(
        await call('POST', '/reward_criteria', { ...write, minimumCorrect }),
        400,
        `minimumCorrect: ${SHOTCALL_MESSAGES.minimumCorrect}`,
      );
    }
    expectRefused(
      await call('POST', '/reward_criteria', { ...write, eldsTournamentId: 'no-such' }),
      400,
      /^eldsTournamentId: Tournament no-such not found/,
    );
    const created = await call<ShotcallRewardCriteriaDto>('POST', '/reward_criteria', write);
    expectRefused(
      await call('PUT', `/reward_criteria/${created.body.id}`, { ...write, eldsTournamentId: 'x' }),
      400,
      /stay in their tournament/,
    );
  });
});
