import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { sportLabel } from '@esports-admin/schema/rules/sports';
import { effectiveSearch } from '@esports-admin/schema/rules/validation';
import { useMemo, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import type { TeamListPageQuery, TeamListPageQueryVariables } from '../../__generated__/graphql';
import { useTeamListPageQuery } from '../../__generated__/hooks';
import { ColorChip } from '../../components/ColorChip';
import { PlusIcon } from '../../components/icons';
import { ListPageFrame } from '../../components/ListPageFrame';
import { LogoThumbnail } from '../../components/LogoThumbnail';
import { ReadOnlyBadge } from '../../components/ReadOnly';
import { actionsColumn, RowActions } from '../../components/RowActions';
import { SortableTable, type TableColumn } from '../../components/SortableTable';
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
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
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
    {
      key: 'logo',
      header: 'Logo',
      width: '72px',
      render: (t) => (
        <LogoThumbnail
          url={t.lightLogoUrl ?? t.logoUrl ?? null}
          name={t.name}
          tricode={t.tricode}
        />
      ),
    },
    {
      key: 'name',
      header: 'Name',
      sortValue: (t) => t.name.toLowerCase(),
      render: (t) => (
        <Stack gap="0">
          <Text fontWeight="semibold">{t.name}</Text>
          <Text fontSize="xs" color="fg.muted" fontFamily="mono">
            {t.slug}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'tricode',
      header: 'Tricode',
      sortValue: (t) => t.tricode,
      render: (t) => <Text fontFamily="mono">{t.tricode}</Text>,
      width: '110px',
    },
    {
      key: 'league',
      header: 'Home League',
      sortValue: (t) => leagueOf(t).toLowerCase(),
      render: (t) => leagueOf(t) || <Text color="fg.subtle">—</Text>,
      width: '220px',
    },
    {
      key: 'colors',
      header: 'Colours',
      tooltip: 'Primary and secondary colour',
      render: (t) => (
        <HStack gap="1.5">
          <ColorChip color={t.primaryColor ?? null} />
          <ColorChip color={t.secondaryColor ?? null} />
        </HStack>
      ),
      width: '190px',
    },
    {
      key: 'status',
      header: 'Status',
      sortValue: (t) => t.status,
      render: (t) => (
        <Badge colorPalette={t.status === 'active' ? 'green' : 'gray'} variant="subtle">
          {t.status}
        </Badge>
      ),
      width: '110px',
    },
    actionsColumn('100px', (t) => (
      <RowActions writable={writable} onOpen={() => void navigate(teamEditPath(t.id))} />
    )),
  ];

  return (
    <ListPageFrame
      title="Teams"
      description={`${sportLabel(sport)} teams, their home leagues, colours and logos.`}
      actions={
        writable ? (
          <Button colorPalette="teal" onClick={() => void navigate(TEAM_CREATE_PATH)}>
            <PlusIcon />
            Create Team
          </Button>
        ) : (
          <ReadOnlyBadge explanation="You can view teams but not create or edit them." />
        )
      }
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
    >
      <SortableTable
        label="Teams"
        columns={columns}
        rows={rows}
        rowKey={(t) => t.id}
        onRowClick={(t) => void navigate(teamEditPath(t.id))}
        loading={loading}
        initialSort={{ column: 'name', direction: 'ascending' }}
      />
    </ListPageFrame>
  );
}
