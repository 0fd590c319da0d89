import { Box, Field, Input, NativeSelect, Table, Text } from '@chakra-ui/react';
import type { Path } from 'react-hook-form';
import { RemoveRowButton } from '../../../../components/RowButtons';
import type { EntityForm } from '../../../../components/useEntityForm';
import {
  pickOf,
  unplacedRowMessages,
  withPick,
  type CelebrityBatchValues,
  type CelebrityRow,
  type PickableMatch,
} from './celebrityBatch';

type BatchForm = EntityForm<CelebrityBatchValues>;
type RowField = 'name' | 'title' | 'imageUrl';

const FIELDS: readonly { key: RowField; label: string; minW: string; mono?: boolean }[] = [
  { key: 'name', label: 'Name', minW: '160px' },
  { key: 'title', label: 'Title', minW: '140px' },
  { key: 'imageUrl', label: 'Image URL', minW: '220px', mono: true },
];

/** One text cell of a row: the input and, below it, the rule's or the validate call's message. */
function TextCell({
  form,
  index,
  row,
  field,
}: {
  form: BatchForm;
  index: number;
  row: CelebrityRow;
  field: (typeof FIELDS)[number];
}) {
  const path = `celebrities.${index}.${field.key}`;
  const error = form.errorFor(path);
  return (
    <Table.Cell verticalAlign="top" minW={field.minW}>
      <Field.Root invalid={Boolean(error)} disabled={form.readOnly}>
        <Input
          size="sm"
          aria-label={`${field.label} of celebrity ${index + 1}`}
          value={row[field.key]}
          fontFamily={field.mono ? 'mono' : undefined}
          bg="bg.panel"
          autoComplete="off"
          onChange={(event) =>
            form.set(path as Path<CelebrityBatchValues>, event.currentTarget.value)
          }
        />
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
    </Table.Cell>
  );
}

/** The team a row picked for one match, chosen by name; '—' for no pick. */
function PickCell({
  form,
  index,
  row,
  match,
  who,
}: {
  form: BatchForm;
  index: number;
  row: CelebrityRow;
  match: PickableMatch;
  who: string;
}) {
  const picked = pickOf(row, match.id);
  const error = picked
    ? form.errorFor(`celebrities.${index}.picks.${picked.index}.eldsTeamId`)
    : undefined;
  const unknownTeam = picked && !match.teams.some((team) => team.id === picked.teamId);
  return (
    <Table.Cell verticalAlign="top" minW="130px">
      <Field.Root invalid={Boolean(error)} disabled={form.readOnly}>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            aria-label={`${who}'s pick for ${match.label}`}
            value={picked?.teamId ?? ''}
            bg="bg.panel"
            onChange={(event) =>
              form.set(
                `celebrities.${index}.picks`,
                withPick(row, match.id, event.currentTarget.value),
              )
            }
          >
            <option value="">No pick</option>
            {match.teams.map((team) => (
              <option key={team.id} value={team.id}>
                {team.name}
              </option>
            ))}
            {unknownTeam && <option value={picked.teamId}>Team {picked.teamId}</option>}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
    </Table.Cell>
  );
}

/**
 * The batch as an editable table: a row per celebrity (name, title, portrait URL), a column per
 * match of the chosen block with the team they picked; each message beside its field, and the
 * ones about picks not on screen under the row.
 */
export function CelebrityBatchTable({
  form,
  matches,
  allMatches,
}: {
  form: BatchForm;
  /** The matches whose pick columns are shown. */
  matches: readonly PickableMatch[];
  /** Every match of the tournament, to name the ones a message is about. */
  allMatches: ReadonlyMap<string, PickableMatch>;
}) {
  const rows = form.values.celebrities;
  const visible = new Set(matches.map((match) => match.id));
  const matchLabel = (id: string) => allMatches.get(id)?.label ?? `Match ${id}`;
  const columns = 2 + FIELDS.length + matches.length;
  return (
    <Box overflowX="auto" position="relative" borderWidth="1px" rounded="lg" bg="bg.panel">
      <Table.Root size="sm" aria-label="Celebrities">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="10">#</Table.ColumnHeader>
            {FIELDS.map((field) => (
              <Table.ColumnHeader key={field.key}>{field.label}</Table.ColumnHeader>
            ))}
            {matches.map((match) => (
              <Table.ColumnHeader key={match.id} whiteSpace="nowrap">
                {match.label}
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader w="10">
              <Text srOnly>Remove</Text>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={columns} color="fg.muted" py="6" textAlign="center">
                No celebrities yet. Add one to show viewers a personality&apos;s picks.
              </Table.Cell>
            </Table.Row>
          )}
          {rows.map((row, index) => {
            const who = row.name.trim() || `Celebrity ${index + 1}`;
            const unplaced = unplacedRowMessages(row, index, form.shownErrors, visible, matchLabel);
            return [
              <Table.Row key={row.key}>
                <Table.Cell verticalAlign="top" pt="3" color="fg.muted">
                  {index + 1}
                </Table.Cell>
                {FIELDS.map((field) => (
                  <TextCell key={field.key} form={form} index={index} row={row} field={field} />
                ))}
                {matches.map((match) => (
                  <PickCell
                    key={match.id}
                    form={form}
                    index={index}
                    row={row}
                    match={match}
                    who={who}
                  />
                ))}
                <Table.Cell verticalAlign="top">
                  {!form.readOnly && (
                    <RemoveRowButton
                      size="sm"
                      label={`Remove ${who}`}
                      onClick={() =>
                        form.set(
                          'celebrities',
                          rows.filter((kept) => kept.key !== row.key),
                        )
                      }
                    />
                  )}
                </Table.Cell>
              </Table.Row>,
              unplaced.length > 0 && (
                <Table.Row key={`${row.key}-messages`}>
                  <Table.Cell />
                  <Table.Cell colSpan={columns - 1} pt="0">
                    <Box as="ul" color="fg.error" fontSize="sm" ps="0" listStyleType="none">
                      {unplaced.map((message) => (
                        <li key={message}>{message}</li>
                      ))}
                    </Box>
                  </Table.Cell>
                </Table.Row>
              ),
            ];
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
