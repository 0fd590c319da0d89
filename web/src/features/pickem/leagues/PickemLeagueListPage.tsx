import { Badge, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { PickemLeagueListPage_LeagueFragment } from '../../../__generated__/graphql';
import {
  usePickemLeagueListPageQuery,
  usePickemLeagueListPageSaveMutation,
} from '../../../__generated__/hooks';
import { runMutation } from '../../../apollo/mutationOutcome';
import { formatUtcDate } from '../../../components/dates';
import { ListPageFrame } from '../../../components/ListPageFrame';
import { ListSearchBox } from '../../../components/ListTabsBar';
import { nameColumn } from '../../../components/listColumns';
import { useListUrlState } from '../../../components/listUrlState';
import { ReasonConfirmDialog } from '../../../components/ReasonConfirmDialog';
import { actionsColumn, RowActionButton } from '../../../components/RowActions';
import type { TableColumn } from '../../../components/SortableTable';
import { usePendingChange } from '../../../components/usePendingChange';
import { useSport } from '../../../shell/sport';
import { pickemTournamentPath } from '../pickemPaths';
import { usePickemAccess } from '../usePickemAccess';
import { ActiveTournamentDialog } from './ActiveTournamentDialog';
import { leagueName } from './leagueNames';

type LeagueRow = PickemLeagueListPage_LeagueFragment;

function ActiveTournamentCell({ league }: { league: LeagueRow }) {
  const active = league.activeTournament;
  if (!league.activeEldsTournamentId) return <Text color="fg.muted">None</Text>;
  const tournament = active?.tournament;
  return (
    <Stack gap="0">
      <Link asChild color="teal.fg" fontWeight="medium">
        <RouterLink to={pickemTournamentPath(league.activeEldsTournamentId)}>
          {tournament?.name.displayName ?? league.activeEldsTournamentId}
        </RouterLink>
      </Link>
      {tournament && (
        <Text fontSize="xs" color="fg.muted">
          {formatUtcDate(tournament.startTime)} – {formatUtcDate(tournament.endTime)}
        </Text>
      )}
    </Stack>
  );
}

/** /pickem/leagues/list (spec 1 §2): the sport's pick'em leagues and why each is offered or not. */
export default function PickemLeagueListPage() {
  const { sport } = useSport();
  const { writable } = usePickemAccess();
  const { search } = useListUrlState();
  const query = usePickemLeagueListPageQuery({
    variables: { sport },
    fetchPolicy: 'cache-and-network',
  });
  const [save, saving] = usePickemLeagueListPageSaveMutation();
  const [choosingFor, setChoosingFor] = useState<LeagueRow | null>(null);
  const loaded = query.data ?? query.previousData;
  const term = search?.toLowerCase();
  const rows = (loaded?.pickemLeagues ?? []).filter(
    (league) => !term || leagueName(league).toLowerCase().includes(term),
  );
  const refresh = () => void query.refetch().catch(() => undefined);
  const setPublished = async (league: LeagueRow, published: boolean) =>
    (
      await runMutation(
        save({
          variables: {
            eldsLeagueId: league.eldsLeagueId,
            input: { published, activeEldsTournamentId: league.activeEldsTournamentId ?? null },
            expectedVersion: league.version,
          },
        }),
        (answer) => answer.savePickemLeague,
      )
    ).ok;
  const toUnpublish = usePendingChange((league: LeagueRow) => setPublished(league, false), refresh);

  const columns: TableColumn<LeagueRow>[] = [
    nameColumn({
      key: 'league',
      header: 'League',
      name: leagueName,
      detail: (l) => [l.league?.region, l.eldsLeagueId].filter(Boolean).join(' · '),
    }),
    {
      key: 'tournament',
      header: 'Active tournament',
      sortValue: (l) => l.activeTournament?.tournament?.name.displayName ?? '',
      render: (l) => <ActiveTournamentCell league={l} />,
    },
    {
      key: 'published',
      header: 'Published',
      width: '130px',
      sortValue: (l) => (l.published ? 1 : 0),
      render: (l) => (
        <Badge variant="subtle" colorPalette={l.published ? 'green' : 'gray'}>
          {l.published ? 'Published' : 'Not published'}
        </Badge>
      ),
    },
    {
      key: 'offered',
      header: 'In the store',
      tooltip:
        'Spec 3 §4: the store keeps a league only while it is published with an active tournament',
      sortValue: (l) => (l.offered ? 1 : 0),
      render: (l) => (
        <Stack gap="1" align="flex-start">
          <Badge variant="solid" colorPalette={l.offered ? 'green' : 'orange'}>
            {l.offered ? 'Offered' : 'Not offered'}
          </Badge>
          <Text fontSize="xs" color="fg.muted">
            {l.offeredReason}
          </Text>
        </Stack>
      ),
    },
    actionsColumn(
      '250px',
      (l) =>
        writable && (
          <HStack justify="flex-end" gap="2" wrap="wrap">
            <RowActionButton tone="teal" onClick={() => setChoosingFor(l)}>
              Set active tournament
            </RowActionButton>
            <RowActionButton
              tone={l.published ? 'red' : 'teal'}
              onClick={() =>
                l.published
                  ? toUnpublish.ask(l)
                  : void setPublished(l, true).then((done) => done && refresh())
              }
            >
              {l.published ? 'Unpublish' : 'Publish'}
            </RowActionButton>
          </HStack>
        ),
    ),
  ];

  return (
    <ListPageFrame
      title="Pick'em leagues"
      description="The store offers a league only while it is published and has an active tournament."
      readOnly={!writable && "You can view pick'em leagues but not change them."}
      toolbar={
        // A row around the box: in the frame's column its flex basis would be its height.
        <HStack>
          <ListSearchBox label="Search pick'em leagues" debounceMs={0} />
        </HStack>
      }
      what="pick'em leagues"
      query={query}
      table={{
        columns,
        rows,
        rowKey: (l) => l.eldsLeagueId,
        initialSort: { column: 'league', direction: 'ascending' },
      }}
    >
      {choosingFor && (
        <ActiveTournamentDialog
          league={choosingFor}
          onClose={() => setChoosingFor(null)}
          onSaved={refresh}
        />
      )}
      <ReasonConfirmDialog
        {...toUnpublish.dialog}
        withReason={false}
        variant="warn"
        title={`Unpublish ${toUnpublish.pending ? leagueName(toUnpublish.pending) : ''}?`}
        confirmLabel="Unpublish"
        busy={saving.loading}
      >
        Viewers stop seeing this league&apos;s pick&apos;em: the store removes an unpublished
        league.
      </ReasonConfirmDialog>
    </ListPageFrame>
  );
}
