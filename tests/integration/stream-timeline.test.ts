/**
 * The stream timeline tournament flags as /timeline edits them (spec 3 §3, §7): list, change the
 * description, dates and flags with the version the list gave, and the refusals.
 */
import { MESSAGES } from '@esports-admin/schema/rules/validation';
import { STREAM_TIMELINE_MESSAGES } from '@esports-admin/schema/rules/stream-timeline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SaveTournamentToStreamTimelineDocument,
  TimelineListPageDocument,
  UpdateTimelineEntryDocument,
  type StreamTimelineTournamentInput,
} from '../../web/src/__generated__/graphql';
import { SANDBOX_USERS, startStack, type Stack } from '../support/stack';

describe('stream timeline tournament flags', () => {
  let stack: Stack;
  let tournamentId: string;
  const streamlineCalls = async () =>
    (await stack.upstream.requests()).requests
      .filter((r) => r.service === 'streamline')
      .map((r) => r.method);
  const listed = async () =>
    (await stack.data(TimelineListPageDocument)).streamTimelineTournaments.find(
      (entry) => entry.tournamentId === tournamentId,
    )!;
  const update = (
    input: StreamTimelineTournamentInput,
    expectedVersion?: string,
    id = tournamentId,
  ) => stack.data(UpdateTimelineEntryDocument, { tournamentId: id, input, expectedVersion });
  const draft = (): StreamTimelineTournamentInput => ({
    description: 'Worlds Finals',
    startDate: '2025-10-01T00:00:00.000Z',
    endDate: '2025-11-10T00:00:00.000Z',
    droppable: true,
    rewardable: true,
  });

  beforeAll(async () => {
    stack = await startStack();
    const list = await stack.gql<{ tournaments: { id: string }[] }>(
      'query { tournaments(sport: lol, filter: current) { id } }',
    );
    tournamentId = list.data!.tournaments[0]!.id;
    const saved = await stack.data(SaveTournamentToStreamTimelineDocument, { tournamentId });
    expect(saved.saveTournamentToStreamTimeline.ok?.message).toBe(STREAM_TIMELINE_MESSAGES.saved);
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('changes the flags with one read and one save, and the list shows the change', async () => {
    const before = await listed();
    await stack.upstream.resetRequests();
    const { updateStreamTimelineTournament: result } = await update(draft(), before.version);
    expect(result.error).toBeNull();
    expect(result.ok?.message).toBe('Saved Tournament to Stream Timeline Successfully!');
    expect(await streamlineCalls()).toEqual(['GET', 'POST']);
    const after = await listed();
    expect(after).toMatchObject({ ...draft(), tournamentId });
    expect(after.version).not.toBe(before.version);
  });

  it('refuses a change made from a stale list with CONFLICT and saves nothing', async () => {
    const stale = (await listed()).version;
    await update({ ...draft(), droppable: false }, stale);
    await stack.upstream.resetRequests();
    const { updateStreamTimelineTournament: result } = await update(
      { ...draft(), rewardable: false },
      stale,
    );
    expect(result.error?.code).toBe('CONFLICT');
    expect(await streamlineCalls()).toEqual(['GET']);
    expect((await listed()).rewardable).toBe(true);
  });

  it('refuses bad input with field messages before calling the stream timeline', async () => {
    await stack.upstream.resetRequests();
    const { updateStreamTimelineTournament: result } = await update({
      ...draft(),
      description: '  ',
      endDate: '2025-09-01T00:00:00.000Z',
    });
    expect(result.error?.code).toBe('BAD_USER_INPUT');
    expect(result.error?.inputErrors).toEqual([
      { field: 'description', message: STREAM_TIMELINE_MESSAGES.descriptionRequired },
      { field: 'endDate', message: MESSAGES.dateAfter('2025-10-01T00:00:00.000Z') },
    ]);
    expect(await streamlineCalls()).toEqual([]);
  });

  it('refuses a tournament that is not on the timeline', async () => {
    const { updateStreamTimelineTournament: result } = await update(draft(), undefined, '1');
    expect(result.error).toMatchObject({
      code: 'NOT_FOUND',
      message: STREAM_TIMELINE_MESSAGES.notOnTimeline,
    });
  });

  it('keeps what staff changed on /timeline when the schedule saves the tournament again', async () => {
    const list = await stack.gql<{ tournaments: { id: string }[] }>(
      'query { tournaments(sport: val, filter: current) { id } }',
    );
    const id = list.data!.tournaments[0]!.id;
    const fromSchedule = async () =>
      (await stack.data(SaveTournamentToStreamTimelineDocument, { tournamentId: id }))
        .saveTournamentToStreamTimeline;
    const first = (await fromSchedule()).ok!.entry;
    const entryOf = async () =>
      (await stack.data(TimelineListPageDocument)).streamTimelineTournaments.find(
        (entry) => entry.tournamentId === id,
      )!;
    const staffEdit = {
      description: 'Staff: finals week only',
      startDate: first.startDate,
      endDate: new Date(Date.parse(first.endDate) + 3 * 24 * 3600 * 1000).toISOString(),
      droppable: false,
      rewardable: first.rewardable,
    };
    const edited = await update(staffEdit, (await entryOf()).version, id);
    expect(edited.updateStreamTimelineTournament.error).toBeNull();

    const again = await fromSchedule();
    expect(again.error).toBeNull();
    expect(await entryOf()).toMatchObject({ tournamentId: id, ...staffEdit });
    expect(again.ok?.entry).toMatchObject(staffEdit);
  });

  it('lets only the stream roles read and change the timeline', async () => {
    const read = await stack.gql(TimelineListPageDocument, {}, { as: SANDBOX_USERS.noRoles });
    expect(read.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const write = await stack.gql(
      UpdateTimelineEntryDocument,
      { tournamentId, input: draft() },
      { as: SANDBOX_USERS.rewards },
    );
    expect(write.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
