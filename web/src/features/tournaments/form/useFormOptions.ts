import { useApolloClient } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import {
  type TournamentEditPageQuery,
  type TournamentForm_SeasonOptionFragment,
  TournamentFormOptionsDocument,
} from '../../../__generated__/graphql';
import { useTournamentFormOptionsQuery } from '../../../__generated__/hooks';
import { useViewer } from '../../../shell/viewer';
import type { LeagueOption } from './TournamentDetailsForm';

/** The tournament an edit page loaded, as its parts (header, pickers, panels) read it. */
export type EditedTournament = NonNullable<TournamentEditPageQuery['tournament']>;

/** Whether the user may read the pickers (leagues and seasons) and the stream groups among them. */
function useOptionsAccess() {
  const { mayOpen } = useViewer();
  const allowed = mayOpen('/leagues/list/current') && mayOpen('/season/list/current');
  const withStreamGroups = mayOpen('/stream/group/list');
  return { allowed, withStreamGroups };
}

/**
 * Asks for the pickers while the edit page waits for its tournament, so that the editor finds
 * them in the cache: an answer arriving during the editor's deferred render makes React render
 * the whole editor again at once (a long task on a phone).
 */
export function usePrefetchedFormOptions(sport: EditedTournament['sport']) {
  const client = useApolloClient();
  const { allowed, withStreamGroups } = useOptionsAccess();
  useEffect(() => {
    if (!allowed) return;
    // A failure shows where the pickers are used, when the editor asks again.
    client
      .query({ query: TournamentFormOptionsDocument, variables: { sport, withStreamGroups } })
      .catch(() => undefined);
  }, [client, allowed, sport, withStreamGroups]);
}

/** League and season pickers; loaded only for a user who may read leagues and seasons. */
export function useFormOptions(sport: EditedTournament['sport'], tournament?: EditedTournament) {
  const { allowed, withStreamGroups } = useOptionsAccess();
  const { data, loading } = useTournamentFormOptionsQuery({
    variables: { sport, withStreamGroups },
    skip: !allowed,
  });
  return useMemo(() => {
    const leagues: LeagueOption[] = [...(data?.leagues ?? [])];
    const own = tournament?.league;
    if (own && !leagues.some((l) => l.id === own.id)) leagues.push(own);
    const seasons: TournamentForm_SeasonOptionFragment[] = [...(data?.seasons ?? [])];
    const ownSeason = tournament?.season;
    if (ownSeason && !seasons.some((s) => s.id === ownSeason.id)) seasons.push(ownSeason);
    const streamGroups = allowed && withStreamGroups ? (data?.streamGroups ?? null) : null;
    return { leagues, seasons, streamGroups, loading: allowed && loading };
  }, [data, loading, allowed, withStreamGroups, tournament]);
}
