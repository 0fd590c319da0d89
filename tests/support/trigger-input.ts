import {
  DropGroupListPageDocument,
  GroupTriggerFormBroadcastsDocument,
  type GroupTriggerInput,
} from '../../web/src/__generated__/graphql';
import { SANDBOX_USERS, type Stack } from './stack';

/** A group trigger of a seeded lol drop to the first broadcast in progress. */
export async function liveGroupTrigger(stack: Stack): Promise<GroupTriggerInput> {
  const rewards = { as: SANDBOX_USERS.rewards };
  const { dropGroups } = await stack.data(
    DropGroupListPageDocument,
    { sport: 'lol', status: 'Active' },
    rewards,
  );
  const group = dropGroups.find((candidate) => candidate.drops.length > 0)!;
  const live = (await stack.data(GroupTriggerFormBroadcastsDocument, {}, rewards))
    .triggerBroadcasts[0]!;
  return {
    dropId: group.drops[0]!.id,
    groupId: group.id,
    broadcastId: live.id,
    streamIds: [live.streams[0]!.id],
    streamPosition: 300,
  };
}
