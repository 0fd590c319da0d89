import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBackends } from '../support/databases';
import { startStack, type Stack } from '../support/stack';

interface BroadcastView {
  id: string;
  status: string;
  broadcastState: string;
  broadcastItems: { matchId: string; startTime: string; status: string; broadcastState: string }[];
}
interface BlockView {
  id: string;
  tournamentId: string;
  name: string | null;
  startTime: string;
  broadcasts: BroadcastView[];
}
interface StreamTimelineResult {
  ok: {
    message: string;
    entry: {
      tournamentId: string;
      description: string;
      startDate: string;
      endDate: string;
      droppable: boolean;
      rewardable: boolean;
    };
  } | null;
  error: { message: string; code: string } | null;
}
interface LoggedRequest {
  service: string;
  method: string;
  path: string;
  query: Record<string, string>;
  status: number | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const BLOCK = `id tournamentId name startTime broadcasts {
  id status broadcastState broadcastItems { matchId startTime status broadcastState } }`;
const SCHEDULES = `query ($startTime: DateTime, $endTime: DateTime) {
  schedules(startTime: $startTime, endTime: $endTime) { ${BLOCK} } }`;
const TOURNAMENT_SCHEDULE = `query ($id: ID!) { tournamentSchedule(tournamentId: $id) { ${BLOCK} } }`;
const COPY = `mutation ($id: ID!, $tournamentId: ID, $startTime: DateTime!) {
  copyScheduleBlock(id: $id, tournamentId: $tournamentId, startTime: $startTime) {
    ok { message block { ${BLOCK} } } error { message code } } }`;
const SAVE = `mutation ($id: ID!) { saveTournamentToStreamTimeline(tournamentId: $id) {
  ok { message entry { tournamentId description startDate endDate droppable rewardable } }
  error { message code } } }`;
const TIMELINE = `{ streamTimelineTournaments { tournamentId description droppable rewardable } }`;

const backends = await databaseBackends();

describe.each(backends)(
  'schedules and the stream timeline as a script uses them ($name)',
  (backend) => {
    let stack: Stack;
    let championship: { id: string; startTime: string; endTime: string; displayName: string };

    async function gqlData<T>(query: string, variables: Record<string, unknown> = {}) {
      const answer = await stack.gql<T>(query, variables);
      expect(answer.errors).toBeUndefined();
      return answer.data!;
    }
    async function upstreamRequests() {
      return (await stack.upstream.requests()) as unknown as {
        total: number;
        byService: Record<string, number>;
        requests: LoggedRequest[];
      };
    }
    const todayUtc = () => {
      const now = new Date();
      return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    };

    beforeAll(async () => {
      stack = await startStack(backend);
      const data = await gqlData<{
        tournaments: {
          id: string;
          startTime: string;
          endTime: string;
          name: { displayName: string };
        }[];
      }>(
        `query { tournaments(sport: lol, filter: current, search: "championship") {
        id startTime endTime name { displayName } } }`,
      );
      const found = data.tournaments[0]!;
      championship = { ...found, displayName: found.name.displayName };
      // The caller's roles are cached after the first call; count upstream calls from a warm cache.
      await stack.upstream.resetRequests();
    });
    afterAll(async () => {
      await stack?.close();
    });

    it('lists the window from midnight ten days back to the end of tomorrow by default, in one call', async () => {
      await stack.upstream.resetRequests();
      const { schedules } = await gqlData<{ schedules: BlockView[] }>(SCHEDULES);
      const from = new Date(todayUtc() - 10 * DAY_MS).toISOString();
      const to = new Date(todayUtc() + 2 * DAY_MS).toISOString();
      // Each sport's current tournament has blocks three and two days back and one tomorrow.
      expect(schedules.length).toBeGreaterThanOrEqual(12);
      expect(schedules.every((block) => block.startTime >= from && block.startTime < to)).toBe(
        true,
      );
      expect(schedules.some((block) => block.tournamentId === championship.id)).toBe(true);
      const log = await upstreamRequests();
      expect(log.total).toBe(1);
      expect(log.requests[0]).toMatchObject({
        service: 'elds',
        method: 'GET',
        path: '/elds/data/v3/schedules',
        query: { viewMode: 'prescheduled', startTime: from, endTime: to },
      });
    });

    it("names each broadcast's matches by their teams with batched match and team calls", async () => {
      await stack.upstream.resetRequests();
      const { tournamentSchedule } = await gqlData<{
        tournamentSchedule: {
          broadcasts: {
            broadcastItems: {
              matchId: string;
              match: {
                id: string;
                teamOne: { id: string; tricode: string } | null;
                teamTwo: { id: string; tricode: string } | null;
              } | null;
            }[];
          }[];
        }[];
      }>(
        `query ($id: ID!) { tournamentSchedule(tournamentId: $id) { broadcasts { broadcastItems {
          matchId match { id teamOne { id tricode } teamTwo { id tricode } } } } } }`,
        { id: championship.id },
      );
      const items = tournamentSchedule.flatMap((b) =>
        b.broadcasts.flatMap((x) => x.broadcastItems),
      );
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) expect(item.match?.id).toBe(item.matchId);
      expect(items.some((item) => item.match?.teamOne?.tricode)).toBe(true);
      const matchIds = new Set(items.map((item) => item.matchId));
      const teamIds = new Set(
        items.flatMap((item) => [item.match?.teamOne?.id, item.match?.teamTwo?.id]).filter(Boolean),
      );
      const log = await upstreamRequests();
      const paths = log.requests.map((r) => r.path);
      expect(paths.filter((p) => p === '/elds/data/v3/matches')).toHaveLength(
        Math.ceil(matchIds.size / 10),
      );
      expect(paths.filter((p) => p === '/elds/data/v3/teams')).toHaveLength(
        Math.ceil(teamIds.size / 20),
      );
    });

    it('reads a missing broadcastState as not-live and a missing status as unstarted', async () => {
      const { tournamentSchedule } = await gqlData<{ tournamentSchedule: BlockView[] }>(
        TOURNAMENT_SCHEDULE,
        { id: championship.id },
      );
      const upcoming = tournamentSchedule.find(
        (block) => block.startTime > new Date().toISOString(),
      );
      expect(upcoming!.broadcasts[0]).toMatchObject({
        status: 'unstarted',
        broadcastState: 'not-live',
      });
      const finished = tournamentSchedule[0]!;
      expect(finished.broadcasts[0]).toMatchObject({
        status: 'completed',
        broadcastState: 'finished',
      });

      // A real service may leave both out; the gateway fills them in itself.
      await stack.upstream.fault('elds', {
        pathPrefix: '/schedules',
        methods: ['GET'],
        times: 1,
        status: 200,
        body: {
          blocks: [
            {
              id: 'b1',
              tournamentId: championship.id,
              name: null,
              startTime: '2030-01-01T09:00:00.000Z',
              broadcasts: [
                {
                  id: 'c1',
                  blockId: 'b1',
                  broadcastItems: [
                    {
                      matchId: 'm1',
                      startTime: '2030-01-01T09:00:00.000Z',
                      visibleAfterTime: null,
                    },
                  ],
                },
              ],
            },
          ],
        },
      });
      const { schedules } = await gqlData<{ schedules: BlockView[] }>(SCHEDULES);
      expect(schedules[0]!.broadcasts[0]).toMatchObject({
        status: 'unstarted',
        broadcastState: 'not-live',
        broadcastItems: [{ status: 'unstarted', broadcastState: 'not-live' }],
      });
    });

    it('keeps blocks outside the default window out, and shows them for an explicit window', async () => {
      const { tournamentSchedule } = await gqlData<{ tournamentSchedule: BlockView[] }>(
        TOURNAMENT_SCHEDULE,
        { id: championship.id },
      );
      const elevenDaysBack = new Date(todayUtc() - 11 * DAY_MS + 9 * 60 * 60 * 1000).toISOString();
      const copied = await gqlData<{ copyScheduleBlock: { ok: { block: BlockView } } }>(COPY, {
        id: tournamentSchedule[0]!.id,
        tournamentId: championship.id,
        startTime: elevenDaysBack,
      });
      const oldId = copied.copyScheduleBlock.ok.block.id;
      const byDefault = await gqlData<{ schedules: BlockView[] }>(SCHEDULES);
      expect(byDefault.schedules.map((block) => block.id)).not.toContain(oldId);
      const widened = await gqlData<{ schedules: BlockView[] }>(SCHEDULES, {
        startTime: new Date(todayUtc() - 12 * DAY_MS).toISOString(),
      });
      expect(widened.schedules.map((block) => block.id)).toContain(oldId);
    });

    it('copies a block with its broadcasts shifted to the new start, in two upstream calls', async () => {
      const before = await gqlData<{ tournamentSchedule: BlockView[] }>(TOURNAMENT_SCHEDULE, {
        id: championship.id,
      });
      const source = before.tournamentSchedule[0]!;
      const startTime = '2030-03-01T10:00:00.000Z';
      await stack.upstream.resetRequests();
      const { copyScheduleBlock } = await gqlData<{
        copyScheduleBlock: { ok: { message: string; block: BlockView } | null };
      }>(COPY, { id: source.id, tournamentId: championship.id, startTime });
      const log = await upstreamRequests();
      expect(log.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
        `GET /elds/data/v3/schedules/${championship.id}`,
        'POST /elds/data/v3/schedules/block',
      ]);
      const copy = copyScheduleBlock.ok!;
      expect(copy.message).toBe('Copied Schedule Block Successfully!');
      expect(copy.block.id).not.toBe(source.id);
      expect(copy.block.startTime).toBe(startTime);
      const shift = Date.parse(startTime) - Date.parse(source.startTime);
      expect(copy.block.broadcasts[0]!.broadcastItems.map((item) => item.startTime)).toEqual(
        source.broadcasts[0]!.broadcastItems.map((item) =>
          new Date(Date.parse(item.startTime) + shift).toISOString(),
        ),
      );
      const after = await gqlData<{ tournamentSchedule: BlockView[] }>(TOURNAMENT_SCHEDULE, {
        id: championship.id,
      });
      expect(after.tournamentSchedule.map((block) => block.id)).toContain(copy.block.id);
    });

    it('names the block it could not copy when the data service refuses', async () => {
      const { tournamentSchedule } = await gqlData<{ tournamentSchedule: BlockView[] }>(
        TOURNAMENT_SCHEDULE,
        { id: championship.id },
      );
      const id = tournamentSchedule[0]!.id;
      await stack.upstream.fault('elds', { pathPrefix: '/schedules/block', status: 500, times: 1 });
      const { copyScheduleBlock } = await gqlData<{
        copyScheduleBlock: { ok: null; error: { message: string } };
      }>(COPY, { id, tournamentId: championship.id, startTime: '2030-04-01T10:00:00.000Z' });
      expect(copyScheduleBlock.ok).toBeNull();
      expect(copyScheduleBlock.error.message).toBe(
        `An error occurred attempting to copy schedule block: ${id}`,
      );
    });

    it('saves a tournament to the stream timeline with one tournament read, one timeline read and one save', async () => {
      await stack.upstream.resetRequests();
      const saved = await gqlData<{ saveTournamentToStreamTimeline: StreamTimelineResult }>(SAVE, {
        id: championship.id,
      });
      const log = await upstreamRequests();
      expect(log.byService).toEqual({ elds: 1, streamline: 2 });
      expect(log.requests.at(-1)).toMatchObject({
        service: 'streamline',
        method: 'POST',
        path: '/streamline/v1/tournamentAdmin/',
        status: 200,
      });
      expect(saved.saveTournamentToStreamTimeline).toEqual({
        ok: {
          message: 'Saved Tournament to Stream Timeline Successfully!',
          entry: {
            tournamentId: championship.id,
            description: championship.displayName,
            startDate: championship.startTime,
            endDate: championship.endTime,
            droppable: expect.any(Boolean) as boolean,
            rewardable: expect.any(Boolean) as boolean,
          },
        },
        error: null,
      });

      // Saving again replaces the tournament's entry rather than adding a second one.
      await gqlData(SAVE, { id: championship.id });
      const { streamTimelineTournaments } = await gqlData<{
        streamTimelineTournaments: { tournamentId: string; description: string }[];
      }>(TIMELINE);
      expect(streamTimelineTournaments).toEqual([
        expect.objectContaining({
          tournamentId: championship.id,
          description: championship.displayName,
        }),
      ]);
    });

    it('answers the spec error when the stream timeline refuses, or the tournament is unknown', async () => {
      await stack.upstream.fault('streamline', { pathPrefix: '/tournamentAdmin', status: 500 });
      try {
        await stack.upstream.resetRequests();
        const refused = await gqlData<{ saveTournamentToStreamTimeline: StreamTimelineResult }>(
          SAVE,
          { id: championship.id },
        );
        expect(refused.saveTournamentToStreamTimeline).toEqual({
          ok: null,
          error: {
            message: 'An error occurred saving the tournament to stream timeline',
            code: 'UPSTREAM_ERROR',
          },
        });
        // A POST is never retried: one attempt only (after the entry's read, which 500 empties).
        const refusedLog = await upstreamRequests();
        expect(refusedLog.byService).toEqual({ elds: 1, streamline: 2 });
        expect(
          refusedLog.requests.filter((r) => r.service === 'streamline').map((r) => r.method),
        ).toEqual(['GET', 'POST']);

        // Spec 1 §7: a 500 from a streamline resource reads as an empty result, silently.
        await stack.upstream.resetRequests();
        const listed = await stack.gql<{ streamTimelineTournaments: unknown[] }>(TIMELINE);
        expect(listed.errors).toBeUndefined();
        expect(listed.data!.streamTimelineTournaments).toEqual([]);
        expect((await upstreamRequests()).byService).toEqual({ streamline: 1 });
      } finally {
        await stack.upstream.clearFaults();
      }

      await stack.upstream.resetRequests();
      const unknown = await gqlData<{ saveTournamentToStreamTimeline: StreamTimelineResult }>(
        SAVE,
        {
          id: '404404',
        },
      );
      expect(unknown.saveTournamentToStreamTimeline.error).toEqual({
        message: 'An error occurred saving the tournament to stream timeline',
        code: 'NOT_FOUND',
      });
      // The entry's read, then the tournament's; nothing is saved.
      expect((await upstreamRequests()).byService).toEqual({ elds: 1, streamline: 1 });
    });
  },
);
