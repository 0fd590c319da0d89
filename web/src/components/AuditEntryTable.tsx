import { Badge, Box, Button, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { AuditEntryTable_EntryFragment, AuditResult } from '../__generated__/graphql';
import { AuditEntryDetails } from './AuditEntryDetails';
import { auditEntrySummary } from './auditSummary';
import { NO_LEAGUE_NAMES, type LeagueNames } from './auditValues';
import { formatUtcInstant } from './dates';
import { SortableTable, type SortState, type TableColumn } from './SortableTable';

/** The columns the journal sorts by (`AuditLogSortColumn`), as the table's column keys. */
export const AUDIT_SORT_COLUMNS = ['at', 'username', 'operation', 'entity'] as const;

const RESULT_PALETTE: Record<AuditResult, string> = {
  OK: 'green',
  PARTIAL: 'orange',
  REFUSED: 'gray',
  FAILED: 'red',
};

interface Disclosure {
  isOpen: (entry: AuditEntryTable_EntryFragment) => boolean;
  toggle: (entry: AuditEntryTable_EntryFragment) => void;
  detailsId: (entry: AuditEntryTable_EntryFragment) => string;
  leagueNames: LeagueNames;
}

/** The row's change in a line or two, and the button that opens its details below the row. */
function ChangeSummary({
  entry,
  disclosure,
}: {
  entry: AuditEntryTable_EntryFragment;
  disclosure: Disclosure;
}) {
  const open = disclosure.isOpen(entry);
  // Left to itself the table gives the summary no more room than the short columns beside it.
  return (
    <Box minW="10rem">
      {auditEntrySummary(entry, disclosure.leagueNames).map((line, index) => (
        <Text
          key={index}
          fontSize="sm"
          overflowWrap="anywhere"
          color={entry.changes.length === 0 ? 'fg.muted' : undefined}
        >
          {line}
        </Text>
      ))}
      <Button
        mt="1"
        size="xs"
        variant="ghost"
        colorPalette="teal"
        px="1"
        aria-expanded={open}
        aria-controls={open ? disclosure.detailsId(entry) : undefined}
        onClick={() => disclosure.toggle(entry)}
      >
        <span aria-hidden="true">{open ? '▾' : '▸'}</span>
        {open ? 'Hide details' : 'Show details'}
      </Button>
    </Box>
  );
}

const columnsFor = (disclosure: Disclosure): TableColumn<AuditEntryTable_EntryFragment>[] => [
  {
    key: 'at',
    header: 'When',
    width: '190px',
    render: (entry) => formatUtcInstant(entry.at),
  },
  { key: 'username', header: 'Who', width: '160px', render: (entry) => entry.username },
  {
    key: 'operation',
    header: 'Operation',
    width: '200px',
    render: (entry) => (
      <Box>
        <Text fontFamily="mono" fontSize="sm" overflowWrap="anywhere" mb="1">
          {entry.operation}
        </Text>
        <Badge colorPalette={RESULT_PALETTE[entry.result]} variant="subtle" whiteSpace="normal">
          {entry.result}
          {entry.code && entry.result !== 'OK' ? ` · ${entry.code}` : ''}
        </Badge>
      </Box>
    ),
  },
  {
    key: 'changes',
    header: 'Changes',
    render: (entry) => <ChangeSummary entry={entry} disclosure={disclosure} />,
  },
  {
    key: 'reason',
    header: 'Reason',
    width: '200px',
    render: (entry) => (
      <Text lineClamp={2} overflowWrap="anywhere">
        {entry.reason ?? '—'}
      </Text>
    ),
  },
];

const ENTITY_COLUMN: TableColumn<AuditEntryTable_EntryFragment> = {
  key: 'entity',
  header: 'Record',
  width: '200px',
  render: (entry) => (
    <Box>
      <Text overflowWrap="anywhere">{entry.entityType}</Text>
      <Text fontFamily="mono" fontSize="xs" color="fg.muted" overflowWrap="anywhere">
        {entry.entityId ?? '—'}
      </Text>
    </Box>
  ),
};

/**
 * Journal entries, newest first as the gateway answers them: who, when, the operation and how it
 * ended, a summary of the change, and the reason. An entry's every field old → new opens on
 * demand under its row (one entry can hold hundreds of them). `showEntity` adds the record column.
 */
export function AuditEntryTable({
  label,
  entries,
  loading,
  showEntity = false,
  leagueNames = NO_LEAGUE_NAMES,
  sorting,
}: {
  label: string;
  entries: readonly AuditEntryTable_EntryFragment[];
  loading: boolean;
  showEntity?: boolean;
  /** Names for the league ids the entries' changes hold (`useAuditLeagueNames`). */
  leagueNames?: LeagueNames;
  /** The journal's order, when the caller lets the user sort it (the gateway sorts every page). */
  sorting?: { sort: SortState; onSort: (sort: SortState) => void };
}) {
  const idPrefix = useId();
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const disclosure: Disclosure = {
    isOpen: (entry) => opened.has(entry.id),
    toggle: (entry) =>
      setOpened((current) => {
        const next = new Set(current);
        if (!next.delete(entry.id)) next.add(entry.id);
        return next;
      }),
    detailsId: (entry) => `${idPrefix}-details-${entry.id}`,
    leagueNames,
  };
  const columns = columnsFor(disclosure);
  return (
    <SortableTable
      label={label}
      columns={showEntity ? [columns[0]!, ENTITY_COLUMN, ...columns.slice(1)] : columns}
      rows={[...entries]}
      rowKey={(entry) => entry.id}
      loading={loading}
      {...(sorting && { ...sorting, serverSort: AUDIT_SORT_COLUMNS })}
      rowDetails={(entry) =>
        opened.has(entry.id) && (
          <AuditEntryDetails
            id={disclosure.detailsId(entry)}
            entry={entry}
            leagueNames={leagueNames}
          />
        )
      }
    />
  );
}
