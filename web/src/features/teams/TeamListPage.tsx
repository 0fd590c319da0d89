import { Text } from '@chakra-ui/react';
import { sportLabel } from '@esports-admin/schema/rules/sports';
import { effectiveSearch } from '@esports-admin/schema/rules/validation';
import { useMemo, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
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
import { useSport } from '../../shell/sport';
import { useViewer } from '../../shell/viewer';
import {
  isTeamListFilter,
  TEAM_CREATE_PATH,
  teamEditPath,
  teamListPath,
  teamStatusFor,
  type TeamListFilter,
} from './teamPaths';

type TeamRow = NonNullable<TeamListPageQuery['teams']>[number];

const TABS: readonly { filter: TeamListFilter; label: string }[] = [
  { filter: 'current', label: 'Current Teams' },
  { filter: 'archived', label: 'Archived Teams' },
];

/** /teams/list/:filter (spec 1 §2). Any filter but current or archived goes to current. */
export default function TeamListPage() {
  const { filter } = useParams();
  if (!isTeamListFilter(filter)) return <Navigate to={teamListPath('current')} replace />;
  return <TeamList filter={filter} />;
}

function TeamList({ filter }: { filter: TeamListFilter }) {
  const navigate = useNavigate();
  const { sport } = useSport();
  const writable = useViewer().mayWrite('team');
  const [searchText, setSearchText] = useState('');

  const search = effectiveSearch(searchText);
  const variables: TeamListPageQueryVariables = {
    sport,
    status: teamStatusFor(filter),
    ...(search ? { search } : {}),
  };
  const { data, previousData, loading, error, refetch } = useTeamListPageQuery({
    variables,
    ...LIST_QUERY_OPTIONS,
  });
  const shown = data ?? previousData;
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

  const refresh = () => void refetch().catch(() => undefined);

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
      tabs={{
        filter,
        tabs: TABS,
        pathFor: teamListPath,
        searchLabel: 'Search teams',
        onSearch: setSearchText,
      }}
      what="teams"
      query={{ loading, error, hasRows: rows.length > 0 }}
      onRetry={refresh}
      table={{
        label: 'Teams',
        columns,
        rows,
        rowKey: (t) => t.id,
        onRowClick: (t) => void navigate(teamEditPath(t.id)),
        initialSort: { column: 'name', direction: 'ascending' },
      }}
    />
  );
}
