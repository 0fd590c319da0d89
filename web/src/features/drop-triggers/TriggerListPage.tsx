import {
  Badge,
  Box,
  Button,
  Field,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { TRIGGER_FILTER_DEFAULT_DAYS } from '@esports-admin/schema/rules/constants';
import { DROP_TRIGGER_MESSAGES } from '@esports-admin/schema/rules/drop-triggers';
import type { DropTriggerAction, DropTriggerListPageQuery } from '../../__generated__/graphql';
import { useDropTriggerListPageQuery } from '../../__generated__/hooks';
import { LIST_QUERY_OPTIONS } from '../../components/listQuery';
import { countColumn, dateColumn, textColumn } from '../../components/listColumns';
import { formatUtcInstant, toDateInputValue } from '../../components/dates';
import { ListPageFrame } from '../../components/ListPageFrame';
import { ListSearchBox } from '../../components/ListTabsBar';
import { useListUrlState } from '../../components/listUrlState';
import type { TableColumn } from '../../components/SortableTable';
import { useViewer } from '../../shell/viewer';
import { SectionNav } from '../../shell/SectionNav';
import { TriggerStatsPanel } from './TriggerStatsPanel';
import { TRIGGER_SEND_PATH } from './triggerPaths';

type TriggerRow = NonNullable<DropTriggerListPageQuery['dropTriggers']>[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Spec 3 §2: the range defaults to the last 30 days (today inclusive, UTC days). */
function defaultRange() {
  const today = toDateInputValue(new Date().toISOString());
  const start = toDateInputValue(
    new Date(Date.now() - TRIGGER_FILTER_DEFAULT_DAYS * DAY_MS).toISOString(),
  );
  return { start, end: today };
}

const ACTIONS: readonly DropTriggerAction[] = ['group', 'individual'];

/**
 * /drops/triggers: triggers filtered by league, action, search, start and end date, each kept in
 * the URL (?league=…&action=…&from=…&to=…; a date cleared stays empty rather than the default).
 */
export default function TriggerListPage() {
  const { mayWrite } = useViewer();
  const { search, filter, change } = useListUrlState();
  const league = filter('league') ?? '';
  const action = ACTIONS.find((a) => a === filter('action')) ?? '';
  const defaults = defaultRange();
  const range = { start: filter('from') ?? defaults.start, end: filter('to') ?? defaults.end };
  const setFilter = (param: string, value: string | undefined) =>
    change({ filters: { [param]: value } });
  const [selected, setSelected] = useState<string | null>(null);
  // An impossible range lists nothing: the old rows under it would claim to be in it.
  const rangeProblem =
    range.start && range.end && range.start > range.end ? DROP_TRIGGER_MESSAGES.rangeOrder : null;
  const query = useDropTriggerListPageQuery({
    variables: {
      league: league.trim() || null,
      action: action || null,
      search,
      start: range.start ? `${range.start}T00:00:00.000Z` : null,
      // The end date is inclusive: up to the end of that UTC day.
      end: range.end ? `${range.end}T23:59:59.999Z` : null,
    },
    ...LIST_QUERY_OPTIONS,
    skip: rangeProblem !== null,
  });
  const rows = rangeProblem ? [] : ((query.data ?? query.previousData)?.dropTriggers ?? []);

  const columns: TableColumn<TriggerRow>[] = [
    dateColumn({
      key: 'triggeredAt',
      header: 'Triggered',
      value: (t) => t.triggeredAt,
      width: '220px',
      format: formatUtcInstant,
    }),
    textColumn({ key: 'title', header: 'Drop', value: (t) => t.title }),
    {
      key: 'league',
      header: 'League',
      sortValue: (t) => (t.leagueName ?? t.league).toLowerCase(),
      render: (t) => (
        <Stack gap="0">
          <Text>{t.leagueName ?? t.league}</Text>
          {t.leagueName && (
            // The 17-digit id wraps rather than widening the column past a narrow screen.
            <Text
              fontSize="xs"
              color="fg.muted"
              fontFamily="mono"
              overflowWrap={{ base: 'anywhere', lg: 'normal' }}
            >
              {t.league}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'action',
      header: 'Action',
      render: (t) => <Badge variant="outline">{t.action}</Badge>,
      width: '120px',
    },
    textColumn({
      key: 'target',
      header: 'Broadcast / viewer',
      value: (t) => t.broadcastId ?? t.puuid ?? '—',
      // A 36-character viewer id wraps instead of pushing Viewers and Stats off a narrow screen.
      text: { overflowWrap: 'anywhere' },
    }),
    countColumn('viewers', 'Viewers', (t) => t.viewerCount),
    {
      key: 'stats',
      header: 'Stats',
      render: (t) => (
        <Button size="xs" variant="outline" onClick={() => setSelected(t.id)}>
          Stats
        </Button>
      ),
      width: '100px',
    },
  ];

  const toolbar = (
    <HStack gap="3" wrap="wrap" align="end">
      <Field.Root w="160px">
        <Field.Label>League</Field.Label>
        <Input
          size="sm"
          placeholder="Name or id"
          value={league}
          onChange={(e) => setFilter('league', e.target.value || undefined)}
        />
      </Field.Root>
      <Field.Root w="160px">
        <Field.Label>Action</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={action}
            onChange={(e) => setFilter('action', e.target.value || undefined)}
          >
            <option value="">All actions</option>
            <option value="group">Group</option>
            <option value="individual">Individual</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <DayField
        label="Start date"
        value={range.start}
        onChange={(start) => setFilter('from', start)}
      />
      <DayField
        label="End date"
        value={range.end}
        onChange={(end) => setFilter('to', end)}
        error={rangeProblem}
      />
      <ListSearchBox label="Search triggers" flex="1" minW="200px" />
    </HStack>
  );

  return (
    <ListPageFrame
      nav={<SectionNav />}
      title="Drop Triggers"
      description="Drops sent to the viewers of a broadcast or to one viewer."
      actions={
        mayWrite('trigger') && (
          <Button asChild colorPalette="teal">
            <RouterLink to={TRIGGER_SEND_PATH}>Trigger a Drop</RouterLink>
          </Button>
        )
      }
      toolbar={toolbar}
      what="triggers"
      query={query}
      table={{
        label: 'Drop triggers',
        columns,
        rows,
        initialSort: { column: 'triggeredAt', direction: 'descending' },
      }}
    >
      {selected && (
        <Box borderWidth="1px" borderRadius="md" p="4">
          <TriggerStatsPanel triggerId={selected} writable={mayWrite('trigger')} />
        </Box>
      )}
    </ListPageFrame>
  );
}

/** One end of the date range filter, a UTC day. */
function DayField({
  label,
  value,
  onChange,
  error = null,
}: {
  label: string;
  value: string;
  onChange: (day: string) => void;
  error?: string | null;
}) {
  return (
    <Field.Root w="170px" invalid={error !== null}>
      <Field.Label>{label}</Field.Label>
      <Input size="sm" type="date" value={value} onChange={(e) => onChange(e.target.value)} />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
