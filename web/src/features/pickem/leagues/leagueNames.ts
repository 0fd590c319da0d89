import type { PickemLeagueListPage_LeagueFragment } from '../../../__generated__/graphql';

/** The data service's name, or the id when it does not know the league. */
export const leagueName = (
  league: Pick<PickemLeagueListPage_LeagueFragment, 'league' | 'eldsLeagueId'>,
) => league.league?.name ?? league.eldsLeagueId;
