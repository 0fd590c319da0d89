import type { DropTriggerDto } from '@esports-admin/schema/upstream/drop-triggers';
import { pick, seededRandom, type FixtureSet } from '../../fixtures';
import type { SqlClient } from '../../store';
import { listScheduleBlocks } from '../elds/schedules';
import { listViewerPuuids } from '../viewer-accounts/viewers';
import { listDropGroups } from './groups';
import { storeTrigger } from './triggers';

const DAY_MS = 24 * 60 * 60 * 1000;
const OPERATORS = ['remy.rewards', 'ada.admin'];

/**
 * Triggers of the last 60 days: group triggers on the seeded schedule's past broadcasts (their
 * streams named after the broadcast) and individual re-sends to single viewers spread over the
 * window, each with its viewers' fulfillment recorded in the viewer account service.
 */
async function seedTriggers(db: SqlClient, now: Date): Promise<void> {
  const random = seededRandom(6_060);
  const drops = (await listDropGroups(db))
    .filter((group) => group.status === 'Active')
    .flatMap((group) => group.orderedDrops.map((drop) => ({ group, drop })));
  if (drops.length === 0) return;
  const puuids = await listViewerPuuids(db);
  const blocks = await listScheduleBlocks(db, new Date(now.getTime() - 60 * DAY_MS), now);
  for (const block of blocks) {
    // A trigger goes out 45 minutes into a broadcast: none yet on one that started later.
    const triggeredAt = Date.parse(block.startTime) + 45 * 60 * 1000;
    if (triggeredAt > now.getTime()) continue;
    for (const broadcast of block.broadcasts) {
      const { group, drop } = pick(random, drops);
      const streamIDs = [`${broadcast.id}-en`, `${broadcast.id}-ko`];
      const audience = puuids.filter(() => random() < 0.35);
      const trigger: Omit<DropTriggerDto, 'triggerID'> = {
        action: 'group',
        dropID: drop.dropID,
        groupID: group.id,
        broadcastID: broadcast.id,
        streamIDs,
        streamPosition: 600 + Math.floor(random() * 5400),
        puuid: null,
        notify: true,
        league: drop.league,
        title: drop.title,
        triggeredBy: pick(random, OPERATORS),
        triggeredAt: new Date(triggeredAt).toISOString(),
        viewerCount: audience.length,
      };
      await storeTrigger(db, trigger, audience);
    }
  }
  for (let i = 0; i < 24; i += 1) {
    const { group, drop } = pick(random, drops);
    const puuid = pick(random, puuids);
    await storeTrigger(
      db,
      {
        action: 'individual',
        dropID: drop.dropID,
        groupID: group.id,
        broadcastID: null,
        streamIDs: [],
        streamPosition: null,
        puuid,
        notify: random() < 0.8,
        league: drop.league,
        title: drop.title,
        triggeredBy: pick(random, OPERATORS),
        triggeredAt: new Date(now.getTime() - Math.floor(random() * 60 * DAY_MS)).toISOString(),
        viewerCount: 1,
      },
      [puuid],
    );
  }
}

export const dropTriggerFixtureSet: FixtureSet = {
  name: 'drop-triggers',
  dependsOn: ['drops', 'elds-tournaments', 'viewer-accounts'],
  seed: seedTriggers,
};
