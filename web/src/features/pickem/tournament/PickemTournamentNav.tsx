import { Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { TabLinks } from '../../../components/TabLinks';
import {
  PICKEM_LEAGUE_LIST_PATH,
  PICKEM_TOURNAMENT_PAGES,
  pickemTournamentPagePath,
  pickemTournamentPath,
} from '../pickemPaths';

/**
 * Above every page of a tournament's pick'em: the way back to the leagues, the tournament's name
 * (its overview) and its pages as tabs, the current one marked.
 */
export function PickemTournamentNav({
  tournamentId,
  tournamentName,
}: {
  tournamentId: string;
  /** The data service's name; the id until it is loaded. */
  tournamentName?: string | null;
}) {
  const { pathname } = useLocation();
  const home = pickemTournamentPath(tournamentId);
  const links = [
    { label: 'Overview', to: home, current: pathname === home },
    ...PICKEM_TOURNAMENT_PAGES.map((page) => {
      const to = pickemTournamentPagePath(tournamentId, page.segment);
      return { label: page.label, to, current: pathname === to || pathname.startsWith(`${to}/`) };
    }),
  ];
  return (
    <Stack gap="2">
      <Text fontSize="sm" color="fg.muted">
        <Link asChild color="teal.fg">
          <RouterLink to={PICKEM_LEAGUE_LIST_PATH}>Pick&apos;em leagues</RouterLink>
        </Link>
        {' / '}
        <Link asChild color="teal.fg">
          <RouterLink to={home}>{tournamentName ?? tournamentId}</RouterLink>
        </Link>
      </Text>
      <TabLinks
        label="Tournament pick'em pages"
        links={links}
        borderBottomWidth="1px"
        overflowX="auto"
        wrap="nowrap"
      />
    </Stack>
  );
}
