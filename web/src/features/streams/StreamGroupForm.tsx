import { Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { StreamGroupInput } from '../../__generated__/graphql';
import { EntityFormFrame } from '../../components/EntityFormFrame';
import { FormPanel, FormSection, TextField } from '../../components/FormFields';
import { AddRowButton } from '../../components/RowButtons';
import {
  StreamConfigField,
  StreamLocaleField,
  StreamProviderField,
} from '../../components/StreamProviderField';
import { useEntityFormPage, type EntityFormProps } from '../../components/useEntityFormPage';
import {
  newStreamRow,
  toStreamGroupInput,
  validateStreamGroupForm,
  type StreamGroupFormValues,
  type StreamRow,
} from './streamGroupFormValues';
import { STREAM_GROUP_LIST_PATH } from './streamPaths';

/**
 * The stream group editor: a name and rows of streams. Each row's last field is the one its
 * provider identifies streams by (spec 3 §3): Video ID, Channel ID or Parameter.
 */
export function StreamGroupForm({
  locales,
  ...props
}: EntityFormProps<StreamGroupFormValues, StreamGroupInput> & { locales: readonly string[] }) {
  const form = useEntityFormPage(props, {
    noun: 'stream group',
    validate: validateStreamGroupForm,
    toInput: toStreamGroupInput,
    listPath: STREAM_GROUP_LIST_PATH,
  });
  const { values, clientErrors, serverErrors } = form;
  // Row messages follow the row's client key, so removing or moving a row does not move them.
  const [touchedRows, setTouchedRows] = useState<ReadonlySet<string>>(new Set());
  const touchedKey = (row: StreamRow, part: string) => `${row.key}.${part}`;
  const rowError = (row: StreamRow, index: number, part: string) =>
    (touchedRows.has(touchedKey(row, part))
      ? clientErrors[`streams.${index}.${part}`]
      : undefined) ?? serverErrors[`streams.${index}.${part}`];
  const nameError = form.errorFor('name');
  const showsErrors = Object.keys(clientErrors).some((field) => {
    if (field === 'name') return Boolean(nameError);
    const [, index, part] = field.split('.');
    const row = values.streams[Number(index)];
    return row !== undefined && touchedRows.has(touchedKey(row, part ?? ''));
  });

  const changeStreams = (change: (streams: StreamRow[]) => StreamRow[]) =>
    form.update((current) => ({ ...current, streams: change(current.streams) }));
  const updateRow = (row: StreamRow, part: keyof StreamRow, value: string) => {
    changeStreams((streams) =>
      streams.map((r) => (r.key === row.key ? { ...r, [part]: value } : r)),
    );
    setTouchedRows((current) => new Set(current).add(touchedKey(row, part)));
  };
  const removeRow = (row: StreamRow) =>
    changeStreams((streams) => streams.filter((r) => r.key !== row.key));
  const moveRow = (row: StreamRow, by: -1 | 1) =>
    changeStreams((current) => {
      const from = current.findIndex((r) => r.key === row.key);
      const to = from + by;
      if (from < 0 || to < 0 || to >= current.length) return current;
      const streams = [...current];
      [streams[from], streams[to]] = [streams[to]!, streams[from]!];
      return streams;
    });
  const addRow = () => changeStreams((streams) => [...streams, newStreamRow()]);

  return (
    <EntityFormFrame
      form={form}
      label="Stream group"
      fieldLabel={(field) => (field === 'name' ? 'Name' : 'Streams')}
      missing="Fill in the name and every stream to save."
      saveBar={{ showsErrors }}
    >
      <FormPanel>
        <TextField
          label="Name"
          value={values.name}
          onChange={(value) => form.set('name', value)}
          error={nameError ?? undefined}
          helper="Required; for example 'LCK Main'."
          maxW="xl"
        />
      </FormPanel>
      <FormSection
        title="Streams"
        description="Video platforms take a video ID, Twitch and Mildom a channel ID, Trovo a parameter."
        action={<AddRowButton onClick={addRow}>Add stream</AddRowButton>}
      >
        {values.streams.length === 0 ? (
          <Text color="fg.muted" py="4">
            No streams yet. A group without streams shows nothing to viewers.
          </Text>
        ) : (
          <Stack gap="3" as="ol" listStyleType="none">
            {values.streams.map((row, index) => {
              const n = index + 1;
              const field = (part: 'provider' | 'locale' | 'value') => ({
                labelSrOnly: index > 0,
                value: row[part],
                onChange: (next: string) => updateRow(row, part, next),
              });
              return (
                <Flex
                  as="li"
                  key={row.key}
                  gap="3"
                  align="flex-start"
                  wrap={{ base: 'wrap', md: 'nowrap' }}
                  borderTopWidth={index === 0 ? '0' : '1px'}
                  pt={index === 0 ? '0' : '3'}
                >
                  <StreamProviderField
                    ariaLabel={`Provider of stream ${n}`}
                    w="44"
                    {...field('provider')}
                    invalid={Boolean(rowError(row, index, 'provider'))}
                  />
                  <StreamLocaleField
                    ariaLabel={`Locale of stream ${n}`}
                    w="36"
                    {...field('locale')}
                    locales={locales}
                    error={rowError(row, index, 'locale')}
                  />
                  <StreamConfigField
                    provider={row.provider}
                    rowName={`stream ${n}`}
                    flex="1"
                    {...field('value')}
                    error={rowError(row, index, 'value')}
                  />
                  <HStack gap="0" mt={index === 0 ? '6' : '0'}>
                    <IconButton
                      aria-label={`Move stream ${n} up`}
                      variant="ghost"
                      disabled={index === 0}
                      onClick={() => moveRow(row, -1)}
                    >
                      ↑
                    </IconButton>
                    <IconButton
                      aria-label={`Move stream ${n} down`}
                      variant="ghost"
                      disabled={index === values.streams.length - 1}
                      onClick={() => moveRow(row, 1)}
                    >
                      ↓
                    </IconButton>
                    <IconButton
                      aria-label={`Remove stream ${n}`}
                      variant="ghost"
                      colorPalette="red"
                      onClick={() => removeRow(row)}
                    >
                      ×
                    </IconButton>
                  </HStack>
                </Flex>
              );
            })}
          </Stack>
        )}
      </FormSection>
    </EntityFormFrame>
  );
}
