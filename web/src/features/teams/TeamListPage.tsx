import { Text } from '@chakra-ui/react';
import { sportLabel } from '@esports-admin/schema/rules/sports';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { TeamListPageQuery, TeamListPageQueryVariables } from '../../__generated__/graphql';
import { useTeamListPageQuery } from '../../__generated__/hooks';
import { LIST_QUERY_OPTIONS } from '../../components/listQuery';
import {
  colorsColumn,
  logoColumn,
  nameColumn,
  statusColumn,
  tricodeColumn,
} from '../../components/listColumns';
import { ListPageFrame } from '../../components/ListPageFrame';
import { actionsColumn, RowActions } from '../../components/RowActions';
import type { TableColumn } from '../../components/SortableTable';
import { tabbedListOf, type TabbedListProps } from '../../components/tabbedListPage';
import { useSport } from '../../shell/sport';
import { useViewer } from '../../shell/viewer';
import {
  TEAM_CREATE_PATH,
  teamEditPath,
  teamListPath,
  teamStatusFor,
  type TeamListFilter,
} from './teamPaths';

type TeamRow = NonNullable<TeamListPageQuery['teams']>[number];

/** /teams/list/:filter (spec 1 §2). Any filter but current or archived goes to current. */
export default tabbedListOf(
  teamListPath,
  { current: 'Current Teams', archived: 'Archived Teams' },
  TeamList,
);

function TeamList({ filter, search, tabs }: TabbedListProps<TeamListFilter>) {
  const navigate = useNavigate();
  const { sport } = useSport();
  const writable = useViewer().mayWrite('team');
  const variables: TeamListPageQueryVariables = {
    sport,
    status: teamStatusFor(filter),
    ...(search ? { search } : {}),
  };
  const query = useTeamListPageQuery({ variables, ...LIST_QUERY_OPTIONS });
  const shown = query.data ?? query.previousData;
  const rows = shown?.teams ?? [];
  const leagueNames = useMemo(
    () =>
      new Map(
        [...(shown?.currentLeagues ?? []), ...(shown?.archivedLeagues ?? [])].map((league) => [
          league.id,
          league.name,
        ]),
      ),
    [shown],
  );
  const leagueOf = (team: TeamRow) =>
    team.homeLeagueId ? (leagueNames.get(team.homeLeagueId) ?? team.homeLeagueId) : '';

  const columns: TableColumn<TeamRow>[] = [
    logoColumn((t) => t.lightLogoUrl ?? t.logoUrl ?? null),
    nameColumn({ name: (t) => t.name, detail: (t) => t.slug }),
    tricodeColumn('110px'),
    {
      key: 'league',
      header: 'Home League',
      sortValue: (t) => leagueOf(t).toLowerCase(),
      render: (t) => leagueOf(t) || <Text color="fg.subtle">—</Text>,
      width: '220px',
    },
    colorsColumn('190px'),
    statusColumn(),
    actionsColumn('100px', (t) => (
      <RowActions writable={writable} onOpen={() => void navigate(teamEditPath(t.id))} />
    )),
  ];

  return (
    <ListPageFrame
      title="Teams"
      description={`${sportLabel(sport)} teams, their home leagues, colours and logos.`}
      create={{
        writable,
        label: 'Create Team',
        path: TEAM_CREATE_PATH,
        readOnlyExplanation: 'You can view teams but not create or edit them.',
      }}
      tabs={tabs}
      what="teams"
      query={query}
      table={{
        columns,
        rows,
        onRowClick: (t) => void navigate(teamEditPath(t.id)),
        initialSort: { column: 'name', direction: 'ascending' },
      }}
    />
  );
}
