import { Box, Button, Grid, HStack, Stack, Text, Field, Input } from '@chakra-ui/react';
import { DROP_MESSAGES, rarityType, validateRarityDraft } from '@esports-admin/schema/rules/drops';
import { effectiveSearch } from '@esports-admin/schema/rules/validation';
import { useState } from 'react';
import type { RarityListPageQuery } from '../../../__generated__/graphql';
import {
  useRarityListPageChangeStatusMutation,
  useRarityListPageCreateMutation,
  useRarityListPageQuery,
} from '../../../__generated__/hooks';
import { runReportedMutation } from '../../../apollo/mutationOutcome';
import { ColorField } from '../../../components/ColorField';
import { CompactSelectField } from '../../../components/CompactSelectField';
import { ListPageFrame } from '../../../components/ListPageFrame';
import { ReasonConfirmDialog } from '../../../components/ReasonConfirmDialog';
import { actionsColumn, RowActionButton } from '../../../components/RowActions';
import { usePendingChange } from '../../../components/usePendingChange';
import { SearchInput } from '../../../components/SearchInput';
import type { TableColumn } from '../../../components/SortableTable';
import { useSport } from '../../../shell/sport';
import { useViewer } from '../../../shell/viewer';
import { DropsNav } from '../DropsNav';
import { RarityBadge } from './RarityBadge';

type RarityRow = NonNullable<RarityListPageQuery['rarities']>[number];

const EMPTY = {
  name: '',
  league: '',
  type: '',
  badgeForegroundColor: '#ffffff',
  badgeBackgroundColor: '#0b5cad',
  notificationColorOne: '',
  notificationColorTwo: '',
};

/** The new rarity's colours in the order of the form's grid; null leaves a cell empty. */
const COLOR_FIELDS: readonly ({ key: keyof typeof EMPTY; label: string } | null)[] = [
  { key: 'badgeForegroundColor', label: 'Badge text colour' },
  { key: 'badgeBackgroundColor', label: 'Badge background colour' },
  null,
  { key: 'notificationColorOne', label: 'Notification colour one' },
  { key: 'notificationColorTwo', label: 'Notification colour two' },
];

/** /drops/rarities (spec 3 §2 "Rarity list": league and search filters). */
export default function RarityListPage() {
  const { sport } = useSport();
  const { mayWrite } = useViewer();
  const writable = mayWrite('drop') || mayWrite('drops group');
  const [league, setLeague] = useState('');
  const [search, setSearch] = useState('');
  const [draft, setDraft] = useState(EMPTY);
  const query = useRarityListPageQuery({
    variables: { sport },
    fetchPolicy: 'cache-and-network',
  });
  const [createRarity, creating] = useRarityListPageCreateMutation();
  const [changeStatus, changing] = useRarityListPageChangeStatusMutation();
  const loaded = query.data ?? query.previousData;
  const leagues = loaded?.leagues ?? [];
  const leagueIds = new Set(leagues.map((l) => l.id));
  const leagueOptions = leagues.map((l) => ({ value: l.id, label: l.name }));
  const leagueName = (id: string) => leagues.find((l) => l.id === id)?.name ?? id;
  const term = effectiveSearch(search)?.toLowerCase();
  const rows = (loaded?.rarities ?? []).filter(
    (r) =>
      leagueIds.has(r.league) &&
      (!league || r.league === league) &&
      (!term || r.name.toLowerCase().includes(term)),
  );
  const refresh = () => void query.refetch().catch(() => undefined);
  const errors = validateRarityDraft(draft);
  const set = (field: keyof typeof EMPTY) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const create = async () => {
    const done = await runReportedMutation(
      createRarity({
        variables: {
          input: {
            ...draft,
            type: rarityType(draft.type),
            notificationColorOne: draft.notificationColorOne || null,
            notificationColorTwo: draft.notificationColorTwo || null,
          },
        },
      }),
      (answer) => answer.createRarity,
    );
    if (done) {
      setDraft(EMPTY);
      refresh();
    }
  };
  const toggle = (rarity: RarityRow, reason?: string) =>
    runReportedMutation(
      changeStatus({
        variables: {
          id: rarity.id,
          status: rarity.status === 'active' ? 'archived' : 'active',
          reason,
          expectedVersion: rarity.version,
        },
      }),
      (answer) => answer.changeRarityStatus,
    );
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
      nav={<DropsNav />}
      title="Rarities"
      description="How rare a drop looks: its badge colours and notification gradient."
      readOnly={!writable && 'You can view rarities but not change them.'}
      toolbar={
        <Stack gap="4">
          {writable && (
            <Box borderWidth="1px" rounded="xl" p={{ base: '4', md: '5' }} bg="bg.panel">
              <Text fontWeight="semibold" mb="3">
                New rarity
              </Text>
              {/* Three colour fields a row leave the hex box a few characters below 1024 px. */}
              <Grid
                templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }}
                gap="4"
              >
                <Field.Root>
                  <Field.Label>Name</Field.Label>
                  <Input value={draft.name} onChange={(e) => set('name')(e.currentTarget.value)} />
                </Field.Root>
                <Field.Root>
                  <Field.Label>League</Field.Label>
                  <CompactSelectField
                    label="League"
                    size="md"
                    value={draft.league}
                    options={[{ value: '', label: 'Select a League' }, ...leagueOptions]}
                    onChange={set('league')}
                  />
                </Field.Root>
                <Field.Root>
                  <Field.Label>Type</Field.Label>
                  <Input
                    value={draft.type}
                    placeholder="common"
                    onChange={(e) => set('type')(e.currentTarget.value)}
                  />
                </Field.Root>
                {COLOR_FIELDS.map((field) =>
                  field ? (
                    <ColorField
                      key={field.key}
                      label={field.label}
                      value={draft[field.key]}
                      onChange={set(field.key)}
                    />
                  ) : (
                    // The notification colours start a row of their own in three columns.
                    <Box key="row-break" display={{ base: 'none', lg: 'block' }} />
                  ),
                )}
                <Stack gap="2" justify="flex-end">
                  <Text fontSize="sm" color="fg.muted">
                    Preview
                  </Text>
                  <RarityBadge {...draft} />
                </Stack>
              </Grid>
              <HStack mt="4" justify="flex-end">
                <Button
                  colorPalette="teal"
                  disabled={Object.keys(errors).length > 0 || creating.loading}
                  loading={creating.loading}
                  onClick={() => void create()}
                >
                  Create Rarity
                </Button>
              </HStack>
            </Box>
          )}
          <Grid templateColumns={{ base: '1fr', md: '240px 1fr' }} gap="4">
            <CompactSelectField
              label="Filter by league"
              size="md"
              value={league}
              options={[{ value: '', label: 'All leagues' }, ...leagueOptions]}
              onChange={setLeague}
            />
            <SearchInput label="Search rarities" debounceMs={0} onSearch={setSearch} />
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
