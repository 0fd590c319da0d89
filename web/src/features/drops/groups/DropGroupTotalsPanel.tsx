import { Heading, Stack, Text } from '@chakra-ui/react';
import { DROP_GROUP_TOTALS_TRIGGER_LIMIT } from '@esports-admin/schema/rules/constants';
import { countOf } from '@esports-admin/schema/rules/formatting';
import { useId } from 'react';
import type { DropGroupTotalsPanel_TotalsFragment } from '../../../__generated__/graphql';
import { useDropGroupTotalsPanelQuery } from '../../../__generated__/hooks';
import { FormPanel } from '../../../components/FormFields';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { SortableTable, type TableColumn } from '../../../components/SortableTable';

type Totals = DropGroupTotalsPanel_TotalsFragment;

/** The four counts, as columns of a table whose rows carry `totals`. */
function totalsColumns<Row extends { totals: Totals }>(): TableColumn<Row>[] {
  const count = (key: keyof Totals, header: string, tooltip: string): TableColumn<Row> => ({
    key,
    header,
    tooltip,
    align: 'end',
    width: '140px',
    sortValue: (row) => row.totals[key],
    render: (row) => row.totals[key],
  });
  return [
    count('triggers', 'Triggers', 'Group and individual triggers sent.'),
    count('viewersReached', 'Viewers reached', 'A viewer sent the drop twice counts twice.'),
    count('fulfilled', 'Fulfilled', 'Viewers whose fulfillment is FULFILLED.'),
    count('failed', 'Failed', 'Viewers in a status staff follow up.'),
  ];
}

/**
 * A drop group's totals (issue #39) under its edit page: per drop and per UTC day, as a drops
 * campaign console shows them.
 */
export function DropGroupTotalsPanel({ groupId }: { groupId: string }) {
  const headingId = useId();
  const { data, loading, error, refetch } = useDropGroupTotalsPanelQuery({
    variables: { groupId },
    fetchPolicy: 'cache-and-network',
  });
  const totals = data?.dropGroupTotals;
  type DropRow = NonNullable<typeof totals>['drops'][number];
  type DayRow = NonNullable<typeof totals>['days'][number];
  const dropColumns: TableColumn<DropRow>[] = [
    {
      key: 'title',
      header: 'Drop',
      sortValue: (row) => row.title.toLowerCase(),
      render: (row) => row.title,
    },
    ...totalsColumns<DropRow>(),
  ];
  const dayColumns: TableColumn<DayRow>[] = [
    { key: 'day', header: 'Day (UTC)', sortValue: (row) => row.day, render: (row) => row.day },
    ...totalsColumns<DayRow>(),
  ];

  return (
    <FormPanel as="section" aria-labelledby={headingId}>
      <Stack gap="4">
        <Heading as="h2" size="md" id={headingId}>
          Totals
        </Heading>
        {error && !totals ? (
          <LoadFailedAlert what="totals" onRetry={() => void refetch().catch(() => undefined)} />
        ) : (
          <>
            {totals && (
              <Text fontSize="sm" color="fg.muted">
                {countOf(totals.totals.triggers, 'trigger')} ·{' '}
                {countOf(totals.totals.viewersReached, 'viewer')} reached ·{' '}
                {totals.totals.fulfilled} fulfilled · {totals.totals.failed} failed
                {totals.truncated &&
                  ` · over the ${DROP_GROUP_TOTALS_TRIGGER_LIMIT} newest triggers only`}
              </Text>
            )}
            <SortableTable
              label="Totals per drop"
              columns={dropColumns}
              rows={totals?.drops ?? []}
              rowKey={(row) => row.dropId}
              loading={loading && !totals}
            />
            <SortableTable
              label="Totals per day"
              columns={dayColumns}
              rows={totals?.days ?? []}
              rowKey={(row) => row.day}
              loading={loading && !totals}
              initialSort={{ column: 'day', direction: 'descending' }}
            />
          </>
        )}
      </Stack>
    </FormPanel>
  );
}
