import type { TournamentDto } from '@esports-admin/schema/upstream/elds-tournaments';
import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../../context';
import { runMutation, type MutationPlan, type Progress } from '../../mutations/run-mutation';

export interface TournamentChanged {
  tournament: TournamentDto;
  message: string;
}

/**
 * A tournament mutation on the one mechanism; the journal's `after` is the tournament as the data
 * service answered it. Matches and tournaments read before the change are stale afterwards.
 */
export function changeTournament<Before = TournamentDto>(
  context: GatewayContext,
  info: GraphQLResolveInfo,
  plan: Omit<MutationPlan<TournamentChanged, Before>, 'perform'> & {
    perform: (before: Before, progress: Progress) => Promise<TournamentChanged>;
    /** What the journal records as `after`; the answered tournament by default. */
    after?: (changed: TournamentChanged) => unknown;
  },
) {
  return runMutation(context, info, {
    ...plan,
    async perform(before, progress) {
      const changed = await plan.perform(before, progress);
      context.loaders.matches.clearAll();
      context.loaders.tournaments.clearAll();
      return {
        ok: changed,
        after: plan.after ? plan.after(changed) : changed.tournament,
        entityId: changed.tournament.id,
      };
    },
  });
}
