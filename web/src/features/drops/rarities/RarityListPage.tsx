import { Grid, Stack } from '@chakra-ui/react';
import { DROP_MESSAGES } from '@esports-admin/schema/rules/drops';
import type { RarityListPageQuery } from '../../../__generated__/graphql';
import {
  useRarityListPageChangeStatusMutation,
  useRarityListPageQuery,
} from '../../../__generated__/hooks';
import { runMutation } from '../../../apollo/mutationOutcome';
import { CompactSelectField } from '../../../components/CompactSelectField';
import { ListPageFrame } from '../../../components/ListPageFrame';
import { ReasonConfirmDialog } from '../../../components/ReasonConfirmDialog';
import { actionsColumn, RowActionButton } from '../../../components/RowActions';
import { usePendingChange } from '../../../components/usePendingChange';
import { ListSearchBox } from '../../../components/ListTabsBar';
import { useListUrlState } from '../../../components/listUrlState';
import type { TableColumn } from '../../../components/SortableTable';
import { useSport } from '../../../shell/sport';
import { useViewer } from '../../../shell/viewer';
import { SectionNav } from '../../../shell/SectionNav';
import { RarityBadge } from './RarityBadge';
import { RarityCreateForm } from './RarityCreateForm';

type RarityRow = NonNullable<RarityListPageQuery['rarities']>[number];

/** /drops/rarities (spec 3 §2 "Rarity list": league and search filters). */
export default function RarityListPage() {
  const { sport } = useSport();
  const { mayWrite } = useViewer();
  const writable = mayWrite('drop') || mayWrite('drops group');
  const { search, filter, change } = useListUrlState();
  const league = filter('league') ?? '';
  const query = useRarityListPageQuery({
    variables: { sport },
    fetchPolicy: 'cache-and-network',
  });
  const [changeStatus, changing] = useRarityListPageChangeStatusMutation();
  const loaded = query.data ?? query.previousData;
  const leagues = loaded?.leagues ?? [];
  const leagueIds = new Set(leagues.map((l) => l.id));
  const leagueOptions = leagues.map((l) => ({ value: l.id, label: l.name }));
  const leagueName = (id: string) => leagues.find((l) => l.id === id)?.name ?? id;
  const term = search?.toLowerCase();
  const rows = (loaded?.rarities ?? []).filter(
    (r) =>
      leagueIds.has(r.league) &&
      (!league || r.league === league) &&
      (!term || r.name.toLowerCase().includes(term)),
  );
  const refresh = () => void query.refetch().catch(() => undefined);
  const toggle = async (rarity: RarityRow, reason?: string) =>
    (
      await runMutation(
        changeStatus({
          variables: {
            id: rarity.id,
            status: rarity.status === 'active' ? 'archived' : 'active',
            reason,
            expectedVersion: rarity.version,
          },
        }),
        (answer) => answer.changeRarityStatus,
      )
    ).ok;
  const toArchive = usePendingChange(toggle, refresh);

  const columns: TableColumn<RarityRow>[] = [
    { key: 'badge', header: 'Badge', render: (r) => <RarityBadge {...r} />, width: '260px' },
    { key: 'name', header: 'Name', sortValue: (r) => r.name.toLowerCase(), render: (r) => r.name },
    { key: 'league', header: 'League', render: (r) => leagueName(r.league), width: '180px' },
    { key: 'type', header: 'Type', render: (r) => r.type, width: '120px' },
    { key: 'status', header: 'Status', render: (r) => r.status, width: '110px' },
    actionsColumn(
      '130px',
      (r) =>
        writable && (
          <RowActionButton
            tone={r.status === 'active' ? 'red' : 'teal'}
            onClick={() =>
              r.status === 'active'
                ? toArchive.ask(r)
                : void toggle(r).then((done) => done && refresh())
            }
          >
            {r.status === 'active' ? 'Archive' : 'Unarchive'}
          </RowActionButton>
        ),
    ),
  ];

  return (
    <ListPageFrame
      nav={<SectionNav />}
      title="Rarities"
      description="How rare a drop looks: its badge colours and notification gradient."
      readOnly={!writable && 'You can view rarities but not change them.'}
      toolbar={
        <Stack gap="4">
          {writable && <RarityCreateForm leagueOptions={leagueOptions} onCreated={refresh} />}
          <Grid templateColumns={{ base: '1fr', md: '240px 1fr' }} gap="4">
            <CompactSelectField
              label="Filter by league"
              size="md"
              value={league}
              options={[{ value: '', label: 'All leagues' }, ...leagueOptions]}
              onChange={(value) => change({ filters: { league: value || undefined } })}
            />
            <ListSearchBox label="Search rarities" debounceMs={0} />
          </Grid>
        </Stack>
      }
      what="rarities"
      query={query}
      table={{
        columns,
        rows,
        initialSort: { column: 'name', direction: 'ascending' },
      }}
    >
      <ReasonConfirmDialog
        {...toArchive.dialog}
        variant="warn"
        title={`Archive ${toArchive.pending?.name ?? ''}?`}
        confirmLabel="Archive"
        busy={changing.loading}
      >
        {DROP_MESSAGES.rarityArchiveConsequence}
      </ReasonConfirmDialog>
    </ListPageFrame>
  );
}
