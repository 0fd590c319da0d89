import { DROP_TRIGGER_MESSAGES } from '@esports-admin/schema/rules/drop-triggers';
import { DROP_PREVIEW_IMAGE_PATH } from '@esports-admin/schema/upstream/drop-preview-image';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_USERS, startStack, type Stack } from '../support/stack';
import {
  DropGroupListPageDocument,
  DropPreviewImageDocument,
  DropTriggerListPageDocument,
  DropTriggerStatsPanelDocument,
  GroupTriggerFormBroadcastsDocument,
  GroupTriggerFormTriggerDocument,
  IndividualTriggerFormTriggerDocument,
  type GroupTriggerInput,
} from '../../web/src/__generated__/graphql';
import { CallerNameDocument, DropTriggerAsStoredDocument } from '../__generated__/graphql';

const rewards = { as: SANDBOX_USERS.rewards };
const DAY_MS = 24 * 60 * 60 * 1000;

describe('drop triggers as a script uses them', () => {
  let stack: Stack;
  const groupTrigger = async (input: GroupTriggerInput, dryRun: boolean) =>
    (await stack.data(GroupTriggerFormTriggerDocument, { input, dryRun }, rewards))
      .triggerDropGroup;
  const storedTrigger = async (id: string) =>
    (await stack.data(DropTriggerAsStoredDocument, { id }, rewards)).dropTrigger!;
  const triggerPosts = async () =>
    (await stack.upstream.requests()).requests.filter(
      (request) => request.method === 'POST' && request.path.includes('/dropTrigger/'),
    );

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('lists the last 30 days of triggers by default with one drops call and one for league names', async () => {
    await stack.gql(CallerNameDocument, {}, rewards);
    await stack.upstream.resetRequests();
    const { dropTriggers } = await stack.data(DropTriggerListPageDocument, {}, rewards);
    const cutoff = Date.now() - 30 * DAY_MS - 60_000;
    expect(dropTriggers.every((trigger) => Date.parse(trigger.triggeredAt) >= cutoff)).toBe(true);
    const log = await stack.upstream.requests();
    expect(log.byService).toEqual({ drops: 1, elds: 1 });
    expect(log.requests[0]).toMatchObject({ method: 'GET' });
    expect(log.requests[0]!.path).toContain('/drops/dropTrigger/v1.0/trigger');
    expect(log.requests[1]!.path).toMatch(/\/leagues$/);

    const reversed = await stack.gql(
      DropTriggerListPageDocument,
      { start: new Date().toISOString(), end: new Date(Date.now() - DAY_MS).toISOString() },
      rewards,
    );
    expect(reversed.errors?.[0]?.message).toBe(DROP_TRIGGER_MESSAGES.rangeOrder);
  });

  it("names each trigger's league and filters by a part of the name as staff type it", async () => {
    const { dropTriggers: all } = await stack.data(DropTriggerListPageDocument, {}, rewards);
    expect(all.length).toBeGreaterThan(0);
    for (const trigger of all) expect(trigger.leagueName).toMatch(/\S/);
    const { league, leagueName } = all[0]!;
    expect(leagueName).not.toBe(league);
    const sameLeague = all.filter((trigger) => trigger.leagueName === leagueName);

    const byName = await stack.data(
      DropTriggerListPageDocument,
      { league: ` ${leagueName!.toLowerCase()} ` },
      rewards,
    );
    expect(byName.dropTriggers.map((trigger) => trigger.id)).toEqual(
      sameLeague.map((trigger) => trigger.id),
    );
    const byId = await stack.data(DropTriggerListPageDocument, { league }, rewards);
    expect(byId.dropTriggers.every((trigger) => trigger.league === league)).toBe(true);
    expect(byId.dropTriggers.length).toBeGreaterThan(0);
  });

  it('refuses an incomplete group trigger with the shared messages before calling the service', async () => {
    await stack.upstream.resetRequests();
    const result = await groupTrigger(
      { dropId: '', groupId: 'g', broadcastId: '', streamIds: [], streamPosition: -5 },
      true,
    );
    expect(result.error?.inputErrors).toEqual([
      { field: 'dropId', message: DROP_TRIGGER_MESSAGES.dropRequired },
      { field: 'broadcastId', message: DROP_TRIGGER_MESSAGES.broadcastRequired },
      { field: 'streamIds', message: DROP_TRIGGER_MESSAGES.streamsRequired },
      { field: 'streamPosition', message: DROP_TRIGGER_MESSAGES.streamPosition },
    ]);
    expect(await triggerPosts()).toEqual([]);
  });

  it('a dry run of a drop the service does not know stores no trigger', async () => {
    const before = (await stack.data(DropTriggerListPageDocument, {}, rewards)).dropTriggers.length;
    await stack.upstream.resetRequests();
    const result = await groupTrigger(
      {
        dropId: 'no-such-drop',
        groupId: 'no-such-group',
        broadcastId: 'no-such-broadcast',
        streamIds: ['s1'],
        streamPosition: 120,
      },
      true,
    );
    expect(result.error?.code).toBe('NOT_FOUND');
    const posts = await triggerPosts();
    expect(posts).toHaveLength(1);
    const after = (await stack.data(DropTriggerListPageDocument, {}, rewards)).dropTriggers.length;
    expect(after).toBe(before);
    const missing = await stack.data(DropTriggerStatsPanelDocument, { id: '1' }, rewards);
    expect(missing.dropTrigger).toBeNull();
  });

  it('refuses an individual trigger without a UUID puuid', async () => {
    await stack.upstream.resetRequests();
    const { triggerDropForViewer } = await stack.data(
      IndividualTriggerFormTriggerDocument,
      { puuid: 'Faker#KR1', dropId: 'd1' },
      rewards,
    );
    expect(triggerDropForViewer.error?.inputErrors).toEqual([
      { field: 'puuid', message: DROP_TRIGGER_MESSAGES.puuid },
    ]);
    expect(await triggerPosts()).toEqual([]);
  });

  it('lets only trigger writers trigger, and the competition operator not even read', async () => {
    const input = {
      dropId: 'd1',
      groupId: 'g1',
      broadcastId: 'b1',
      streamIds: ['s1'],
      streamPosition: 0,
    };
    for (const as of [SANDBOX_USERS.viewer, SANDBOX_USERS.competition]) {
      const answer = await stack.gql(
        GroupTriggerFormTriggerDocument,
        { input, dryRun: true },
        { as },
      );
      expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const viewerList = await stack.gql(
      DropTriggerListPageDocument,
      {},
      { as: SANDBOX_USERS.viewer },
    );
    expect(viewerList.errors).toBeUndefined();
    const competitionList = await stack.gql(
      DropTriggerListPageDocument,
      {},
      { as: SANDBOX_USERS.competition },
    );
    expect(competitionList.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('names the broadcasts in progress by match, tournament and league in batched data service calls', async () => {
    await stack.gql(CallerNameDocument, {}, rewards);
    await stack.upstream.resetRequests();
    const { triggerBroadcasts } = await stack.data(GroupTriggerFormBroadcastsDocument, {}, rewards);
    // The fixtures put one broadcast of each sport's current tournament on air.
    expect(triggerBroadcasts.length).toBeGreaterThanOrEqual(1);
    for (const broadcast of triggerBroadcasts) {
      expect(broadcast).toMatchObject({ status: 'in_progress', broadcastState: 'live' });
      expect(broadcast.streams.map((stream) => stream.locale)).toEqual(['en_US', 'ko_KR']);
      expect(broadcast.tournament?.id).toBe(broadcast.tournamentId);
      expect(broadcast.tournament?.name.displayName).toMatch(/\S/);
      expect(broadcast.tournament?.league?.name).toMatch(/\S/);
      expect(broadcast.matches.length).toBeGreaterThanOrEqual(1);
      for (const match of broadcast.matches) {
        expect(match.teamOne?.name).toMatch(/\S/);
        expect(match.teamTwo?.name).toMatch(/\S/);
      }
    }
    const distinct = (ids: string[]) => new Set(ids).size;
    const matches = distinct(triggerBroadcasts.flatMap((b) => b.matches.map((m) => m.id)));
    const teams = distinct(
      triggerBroadcasts.flatMap((b) =>
        b.matches.flatMap((m) => [m.teamOne?.id ?? '', m.teamTwo?.id ?? '']),
      ),
    );
    const tournaments = distinct(triggerBroadcasts.map((b) => b.tournamentId));
    const leagues = distinct(triggerBroadcasts.map((b) => b.tournament?.league?.id ?? ''));
    const log = await stack.upstream.requests();
    const calls = (pattern: RegExp) =>
      log.requests.filter((request) => pattern.test(request.path.split('?')[0]!));
    // One schedule read, matches 10 and teams 20 per call, each tournament and league once.
    expect(calls(/\/schedules$/)).toHaveLength(1);
    expect(calls(/\/matches$/)).toHaveLength(Math.ceil(matches / 10));
    expect(calls(/\/teams$/)).toHaveLength(Math.ceil(teams / 20));
    expect(calls(/\/tournaments\/[^/]+$/)).toHaveLength(tournaments);
    expect(calls(/\/leagues\/[^/]+$/)).toHaveLength(leagues);
    expect(log.byService).toEqual({
      elds: 1 + Math.ceil(matches / 10) + Math.ceil(teams / 20) + tournaments + leagues,
    });
    const answer = await stack.gql(
      GroupTriggerFormBroadcastsDocument,
      {},
      { as: SANDBOX_USERS.competition },
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses a trigger to a broadcast that is no longer in progress with the service message', async () => {
    const groups = (
      await stack.data(DropGroupListPageDocument, { sport: 'lol', status: 'Active' }, rewards)
    ).dropGroups;
    const group = groups.find((candidate) => candidate.drops.length > 0)!;
    const finished = (await stack.data(DropTriggerListPageDocument, { action: 'group' }, rewards))
      .dropTriggers[0]!.broadcastId!;
    const result = await groupTrigger(
      {
        dropId: group.drops[0]!.id,
        groupId: group.id,
        broadcastId: finished,
        streamIds: [`${finished}-en`],
        streamPosition: 60,
      },
      true,
    );
    expect(result.error?.message).toBe(`400 - Broadcast ${finished} is not in progress`);
  });

  it('dry-runs a group trigger to a broadcast in progress without storing it, then triggers it with stats', async () => {
    const groups = (
      await stack.data(DropGroupListPageDocument, { sport: 'lol', status: 'Active' }, rewards)
    ).dropGroups;
    const group = groups.find((candidate) => candidate.drops.length > 0)!;
    const live = (await stack.data(GroupTriggerFormBroadcastsDocument, {}, rewards))
      .triggerBroadcasts[0]!;
    const broadcastId = live.id;
    const input: GroupTriggerInput = {
      dropId: group.drops[0]!.id,
      groupId: group.id,
      broadcastId,
      streamIds: [live.streams[0]!.id],
      streamPosition: 900,
    };

    await stack.upstream.resetRequests();
    const dryRun = await groupTrigger(input, true);
    expect(dryRun.ok).toMatchObject({ dryRun: true, trigger: null });
    expect(dryRun.ok!.viewerCount).toBeGreaterThan(0);
    expect(dryRun.ok!.message).toBe(DROP_TRIGGER_MESSAGES.dryRun(dryRun.ok!.viewerCount));
    const afterDryRun = (await stack.data(DropTriggerListPageDocument, {}, rewards)).dropTriggers;
    expect(
      afterDryRun.some(
        (trigger) =>
          trigger.title === group.drops[0]!.title &&
          Date.parse(trigger.triggeredAt) > Date.now() - 60_000,
      ),
    ).toBe(false);

    const sent = await groupTrigger(input, false);
    const trigger = await storedTrigger(sent.ok!.trigger!.id);
    expect(trigger).toMatchObject({ action: 'group', broadcastId, dropId: input.dropId });
    expect(sent.ok!.viewerCount).toBe(dryRun.ok!.viewerCount);
    const listed = (
      await stack.data(DropTriggerListPageDocument, { search: trigger.title.slice(0, 6) }, rewards)
    ).dropTriggers;
    expect(listed.map((row) => row.id)).toContain(trigger.id);
    const { dropTrigger } = await stack.data(
      DropTriggerStatsPanelDocument,
      { id: trigger.id },
      rewards,
    );
    expect(dropTrigger!.stats).toHaveLength(22);
    const total = dropTrigger!.stats!.reduce((sum, entry) => sum + entry.count, 0);
    expect(total).toBe(trigger.viewerCount);
  });

  it('triggers a drop to one viewer with notify', async () => {
    const groups = (
      await stack.data(DropGroupListPageDocument, { sport: 'lol', status: 'Active' }, rewards)
    ).dropGroups;
    const drop = groups.find((candidate) => candidate.drops.length > 0)!.drops[0]!;
    const puuid = '0a1b2c3d-0000-4000-8000-00000000abcd';
    const { triggerDropForViewer } = await stack.data(
      IndividualTriggerFormTriggerDocument,
      { puuid, dropId: drop.id, notify: true },
      rewards,
    );
    expect(triggerDropForViewer.ok?.message).toBe(DROP_TRIGGER_MESSAGES.triggeredOne);
    expect(await storedTrigger(triggerDropForViewer.ok!.trigger.id)).toMatchObject({
      action: 'individual',
      puuid,
      notify: true,
      viewerCount: 1,
    });
  });

  it('renders a drop preview through the basic-authorized function as an SVG data URL', async () => {
    const groups = (
      await stack.data(DropGroupListPageDocument, { sport: 'lol', status: 'Active' }, rewards)
    ).dropGroups;
    const drop = groups.flatMap((group) => group.drops)[0]!;
    await stack.upstream.resetRequests();
    const { dropPreviewImage } = await stack.data(
      DropPreviewImageDocument,
      { dropId: drop.id, locale: 'fr_FR' },
      rewards,
    );
    const prefix = 'data:image/svg+xml;base64,';
    expect(dropPreviewImage?.startsWith(prefix)).toBe(true);
    const svg = Buffer.from(dropPreviewImage!.slice(prefix.length), 'base64').toString('utf8');
    expect(svg).toContain('<svg');
    expect(svg).toContain('offset="3%"');
    expect(svg).toContain('offset="60%"');
    expect(svg).toContain('PREVIEW · fr_FR');
    const log = await stack.upstream.requests();
    expect(log.byService.dropPreviewImage).toBe(1);
    expect(log.byService.dropLocalization).toBe(1);

    const missing = await stack.data(DropPreviewImageDocument, { dropId: 'no-such-drop' }, rewards);
    expect(missing.dropPreviewImage).toBeNull();
  });

  it('has the preview function refuse a bearer token: it takes basic authorization only', async () => {
    const token = await stack.tokenFor(SANDBOX_USERS.rewards);
    const answer = await fetch(`${stack.sandboxUrl}${DROP_PREVIEW_IMAGE_PATH}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'dropTrigger', isPreview: true, locale: 'en_US', data: {} }),
    });
    expect(answer.status).toBe(401);
    expect(((await answer.json()) as { message: string }).message).toBe(
      'Missing basic credentials',
    );
  });
});
