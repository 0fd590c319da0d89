import type { ApolloCache } from '@apollo/client';
import { TBD_TEAM_ID } from '@esports-admin/schema/rules/constants';
import {
  TournamentEditPageDocument,
  type TournamentResults_TournamentFragment,
} from '../../../__generated__/graphql';
import { runMutation, type MutationOutcome } from '../../../apollo/mutationOutcome';
import { toast } from '../../../components/toast';

export type ResultsSection =
  TournamentResults_TournamentFragment['stages'][number]['sections'][number];
export type ResultsMatch = ResultsSection['matches'][number];
export type ResultsDecisionPoint = ResultsSection['decisionPoints'][number];
export type ResultsGame = ResultsMatch['games'][number];
export type TeamRef = { id: string; name: string; tricode: string } | null | undefined;

/**
 * Results mutations answer the tournament's id and new version (a game result its match's too:
 * the match's next result sends it), not what follows from the change (standings, advancing
 * teams): the page's own query is run again after each, refused ones too (named by its document,
 * so the page's uncached query is the one that refetches).
 */
export const refetchResults = {
  refetchQueries: [TournamentEditPageDocument],
  awaitRefetchQueries: true,
};

/** A game's result changes its timespans: the next look at them asks the timeline again. */
export const forgetTimespans = (gameId: string) => ({
  update(cache: ApolloCache) {
    cache.evict({ id: cache.identify({ __typename: 'Game', id: gameId }), fieldName: 'timespans' });
  },
});

export const SIDE_NAMES = {
  lol: ['Blue', 'Red'],
  wr: ['Blue', 'Red'],
  val: ['Attacking', 'Defending'],
  tft: ['Player 1', 'Player 2'],
} as const;

export const teamName = (team: TeamRef, id?: string | null) =>
  team ? `${team.name} (${team.tricode})` : id && id !== TBD_TEAM_ID ? id : 'TBD';

/**
 * Runs a results mutation and shows its outcome (the kit's `runMutation`); `successShownMs`
 * shortens how long the success message stays.
 */
export async function runResultsMutation<Data, Ok extends { message: string }>(
  mutation: Promise<{ data?: Data | null }>,
  outcomeOf: (data: Data) => { ok: Ok | null; error: MutationOutcome['error'] },
  successShownMs?: number,
) {
  const shortSuccess = successShownMs !== undefined;
  const result = await runMutation(mutation, outcomeOf, { silentSuccess: shortSuccess });
  if (result.ok && shortSuccess) {
    const id = toast.success(result.value.message);
    setTimeout(() => toast.dismiss(id), successShownMs);
  }
  return result;
}
