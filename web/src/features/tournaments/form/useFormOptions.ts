import { useMemo } from 'react';
import type {
  TournamentEditPageQuery,
  TournamentForm_SeasonOptionFragment,
} from '../../../__generated__/graphql';
import { useTournamentFormOptionsQuery } from '../../../__generated__/hooks';
import { useViewer } from '../../../shell/viewer';
import type { LeagueOption } from './TournamentDetailsForm';

/** The tournament an edit page loaded, as its parts (header, pickers, panels) read it. */
export type EditedTournament = NonNullable<TournamentEditPageQuery['tournament']>;

/** League and season pickers; loaded only for a user who may read leagues and seasons. */
export function useFormOptions(sport: EditedTournament['sport'], tournament?: EditedTournament) {
  const { mayOpen } = useViewer();
  const allowed = mayOpen('/leagues/list/current') && mayOpen('/season/list/current');
  const withStreamGroups = mayOpen('/stream/group/list');
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
