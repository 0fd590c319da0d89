/**
 * A tournament's pick blocks and unscheduled items with their matches loaded together. The two
 * lists come from two pick'em calls that answer at different moments: loading each list's matches
 * as it arrived sent them in separate match batches, so the pick blocks page made more than
 * ceil(distinct match ids / 10) match calls, a number that changed from run to run. Each list
 * field registers its call in the same pass over PickemTournament's fields, then resolves only
 * once every registered list's match ids are loaded in one `loadMany`: the matches fields below
 * read the loader's cache, and the teams they ask for go out together.
 */
import type { PickBlockDto, UnscheduledItemsDto } from '@esports-admin/schema/upstream/pickem';
import type { GatewayContext } from '../../context';

interface TournamentLists {
  /** The match ids of each list the request asked for; a failed list has none. */
  matchIds: Promise<readonly string[]>[];
  /** Every registered list's matches in the loader; set once the first list has answered. */
  loaded?: Promise<unknown>;
}

/** Per request (its context) and tournament. */
const requests = new WeakMap<GatewayContext, Map<string, TournamentLists>>();

function listsOf(context: GatewayContext, eldsTournamentId: string): TournamentLists {
  let tournaments = requests.get(context);
  if (!tournaments) {
    tournaments = new Map();
    requests.set(context, tournaments);
  }
  let lists = tournaments.get(eldsTournamentId);
  if (!lists) {
    lists = { matchIds: [] };
    tournaments.set(eldsTournamentId, lists);
  }
  return lists;
}

async function withPageMatches<T>(
  context: GatewayContext,
  eldsTournamentId: string,
  call: Promise<T>,
  matchIdsOf: (list: T) => readonly string[],
): Promise<T> {
  // Registered before any await, so sibling fields of the same pass see each other's calls.
  const lists = listsOf(context, eldsTournamentId);
  lists.matchIds.push(call.then(matchIdsOf, () => []));
  lists.loaded = undefined;
  const list = await call;
  lists.loaded ??= Promise.all(lists.matchIds).then((all) =>
    context.loaders.matches.loadMany([...new Set(all.flat())]),
  );
  await lists.loaded;
  return list;
}

export const pageBlocksOf = (
  context: GatewayContext,
  eldsTournamentId: string,
): Promise<PickBlockDto[]> =>
  withPageMatches(
    context,
    eldsTournamentId,
    context.apis.pickem.getPickBlocks(eldsTournamentId),
    (blocks) => blocks.flatMap((block) => block.eldsMatchIds),
  );

export const pageUnscheduledOf = (
  context: GatewayContext,
  eldsTournamentId: string,
): Promise<UnscheduledItemsDto> =>
  withPageMatches(
    context,
    eldsTournamentId,
    context.apis.pickem.getUnscheduledItems(eldsTournamentId),
    (items) => items.eldsMatchIds,
  );
