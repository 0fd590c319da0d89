import { Badge, HStack, Stack, Text, type TextProps } from '@chakra-ui/react';
import { ColorChip } from './ColorChip';
import { formatUtcDate } from './dates';
import { LogoThumbnail } from './LogoThumbnail';
import type { TableColumn } from './SortableTable';

/** The bold name of a row, sorted case-blind, with an optional mono line under it (slug, id). */
export function nameColumn<Row>({
  key = 'name',
  header = 'Name',
  name,
  detail,
}: {
  key?: string;
  header?: string;
  name: (row: Row) => string;
  detail?: (row: Row) => string;
}): TableColumn<Row> {
  return {
    key,
    header,
    sortValue: (row) => name(row).toLowerCase(),
    render: (row) =>
      detail ? (
        <Stack gap="0">
          <Text fontWeight="semibold">{name(row)}</Text>
          <Text fontSize="xs" color="fg.muted" fontFamily="mono">
            {detail(row)}
          </Text>
        </Stack>
      ) : (
        <Text fontWeight="semibold">{name(row)}</Text>
      ),
  };
}

/** A row's logo, or its tricode where there is none. */
export function logoColumn<Row extends { name: string; tricode: string }>(
  url: (row: Row) => string | null,
): TableColumn<Row> {
  return {
    key: 'logo',
    header: 'Logo',
    width: '72px',
    render: (row) => <LogoThumbnail url={url(row)} name={row.name} tricode={row.tricode} />,
  };
}

export function tricodeColumn<Row extends { tricode: string }>(width: string): TableColumn<Row> {
  return {
    key: 'tricode',
    header: 'Tricode',
    sortValue: (row) => row.tricode,
    render: (row) => <Text fontFamily="mono">{row.tricode}</Text>,
    width,
  };
}

export function colorsColumn<
  Row extends { primaryColor?: string | null; secondaryColor?: string | null },
>(width: string): TableColumn<Row> {
  return {
    key: 'colors',
    header: 'Colours',
    tooltip: 'Primary and secondary colour',
    render: (row) => (
      <HStack gap="1.5">
        <ColorChip color={row.primaryColor ?? null} />
        <ColorChip color={row.secondaryColor ?? null} />
      </HStack>
    ),
    width,
  };
}

/** 'active' in green, anything else in grey. */
export function statusColumn<Row extends { status: string }>(width = '110px'): TableColumn<Row> {
  return {
    key: 'status',
    header: 'Status',
    sortValue: (row) => row.status,
    render: (row) => (
      <Badge colorPalette={row.status === 'active' ? 'green' : 'gray'} variant="subtle">
        {row.status}
      </Badge>
    ),
    width,
  };
}

/** A UTC day (or, with `format`, another rendering of the instant), sorted by the instant. */
export function dateColumn<Row>({
  key,
  header,
  tooltip,
  value,
  width,
  format = formatUtcDate,
}: {
  key: string;
  header: string;
  tooltip?: string;
  value: (row: Row) => string | null;
  width: string;
  /** `formatUtcInstant` where the time of day matters (journal, triggers, codes). */
  format?: (iso: string | null) => string;
}): TableColumn<Row> {
  return {
    key,
    header,
    ...(tooltip ? { tooltip } : {}),
    sortValue: (row) => value(row) ?? '',
    render: (row) => format(value(row)),
    width,
  };
}

/**
 * A value shown as it is (in a `Text` styled by `text`, when given) and sorted by it (text
 * case-blind, as the table compares).
 */
export function textColumn<Row>({
  key,
  header,
  value,
  text,
  ...layout
}: {
  key: string;
  header: string;
  value: (row: Row) => string | number;
  text?: TextProps;
} & Pick<TableColumn<Row>, 'tooltip' | 'width' | 'align'>): TableColumn<Row> {
  const render = text ? (row: Row) => <Text {...text}>{value(row)}</Text> : value;
  return { key, header, sortValue: value, render, ...layout };
}

/** A right-aligned number (drops, splits, quantity), sortable. */
export function countColumn<Row>(
  key: string,
  header: string,
  count: (row: Row) => number,
): TableColumn<Row> {
  return { key, header, sortValue: count, render: count, align: 'end', width: '100px' };
}
