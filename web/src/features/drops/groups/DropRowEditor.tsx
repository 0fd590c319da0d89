import {
  Box,
  Field,
  Flex,
  Grid,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import { clampEditedCappedValue, type CappedValues } from '@esports-admin/schema/rules/drops';
import type { DragEvent } from 'react';
import { ImageUrlField } from '../../../components/ImageUrlField';
import { DROP_IMAGE_FIELDS, type DropRow } from './dropGroupFormValues';

interface DropRowEditorProps {
  row: DropRow;
  index: number;
  count: number;
  capped: boolean;
  rarities: readonly { id: string; name: string }[];
  inventoryItems: readonly { id: string; internalTitle: string }[];
  errorFor: (part: string) => string | undefined;
  onChange: <K extends keyof DropRow>(part: K, value: DropRow[K]) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  /** Drag to reorder; off while the list is filtered. */
  draggable: boolean;
  onDragStart: () => void;
  onDrop: () => void;
}

/** One drop of the group: its texts, reward, rarity, capped share and five images. */
export function DropRowEditor(props: DropRowEditorProps) {
  const { row, index, count, capped, errorFor, onChange } = props;
  const text = (part: 'title' | 'sponsor' | 'description', label: string, helper?: string) => (
    <Field.Root invalid={Boolean(errorFor(part))}>
      <Field.Label>{label}</Field.Label>
      <Input
        value={row[part]}
        onChange={(event) => onChange(part, event.currentTarget.value)}
        bg="bg.panel"
        autoComplete="off"
      />
      {errorFor(part) ? (
        <Field.ErrorText>{errorFor(part)}</Field.ErrorText>
      ) : (
        helper && <Field.HelperText>{helper}</Field.HelperText>
      )}
    </Field.Root>
  );
  const select = (
    part: 'rarityId' | 'inventoryId',
    label: string,
    options: readonly { id: string; label: string }[],
  ) => (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={row[part]}
          onChange={(event) => onChange(part, event.currentTarget.value)}
          bg="bg.panel"
        >
          <option value="">None</option>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
  const setCapped = (part: keyof CappedValues, value: number) =>
    onChange('capped', { ...row.capped, [part]: value });
  const clamp = (part: keyof CappedValues) => {
    const clamped = clampEditedCappedValue(part, row.capped[part]);
    if (clamped !== row.capped[part]) setCapped(part, clamped);
  };

  return (
    <Box
      as="li"
      listStyleType="none"
      borderWidth="1px"
      rounded="lg"
      p="4"
      bg="bg.subtle"
      draggable={props.draggable}
      onDragStart={(event: DragEvent) => {
        event.dataTransfer.effectAllowed = 'move';
        props.onDragStart();
      }}
      onDragOver={(event: DragEvent) => props.draggable && event.preventDefault()}
      onDrop={(event: DragEvent) => {
        event.preventDefault();
        props.onDrop();
      }}
      aria-label={`Drop ${index + 1} of ${count}`}
    >
      <Flex justify="space-between" align="center" mb="3" gap="2">
        <HStack gap="2">
          <Text aria-hidden cursor={props.draggable ? 'grab' : 'default'} color="fg.muted">
            ⠿
          </Text>
          <Text fontWeight="semibold">
            Drop {index + 1}
            {row.title && `: ${row.title}`}
          </Text>
        </HStack>
        <HStack gap="1">
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={`Move drop ${index + 1} up`}
            disabled={index === 0}
            onClick={() => props.onMove(index - 1)}
          >
            ↑
          </IconButton>
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={`Move drop ${index + 1} down`}
            disabled={index === count - 1}
            onClick={() => props.onMove(index + 1)}
          >
            ↓
          </IconButton>
          <IconButton
            size="xs"
            variant="ghost"
            colorPalette="red"
            aria-label={`Remove drop ${index + 1}`}
            disabled={count === 1}
            onClick={props.onRemove}
          >
            ✕
          </IconButton>
        </HStack>
      </Flex>
      <Stack gap="4">
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          {text('title', 'Title', 'The en_US title; translate it on the Localizations page.')}
          {text('sponsor', 'Sponsor')}
          {text('description', 'Description')}
          {select(
            'inventoryId',
            'Inventory item',
            props.inventoryItems.map((i) => ({ id: i.id, label: i.internalTitle })),
          )}
          {select(
            'rarityId',
            'Rarity',
            props.rarities.map((r) => ({ id: r.id, label: r.name })),
          )}
        </Grid>
        {capped && (
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            {(['quantity', 'percent'] as const).map((part) => (
              <Field.Root key={part} invalid={Boolean(errorFor(`capped.${part}`))}>
                <Field.Label>
                  {part === 'quantity' ? 'Capped quantity' : 'Capped percent'}
                </Field.Label>
                <Input
                  type="number"
                  inputMode="numeric"
                  value={Number.isNaN(row.capped[part]) ? '' : row.capped[part]}
                  onChange={(event) => {
                    const typed = event.currentTarget.value;
                    setCapped(part, typed.trim() === '' ? Number.NaN : Number(typed));
                  }}
                  onBlur={() => clamp(part)}
                  bg="bg.panel"
                />
                {errorFor(`capped.${part}`) ? (
                  <Field.ErrorText>{errorFor(`capped.${part}`)}</Field.ErrorText>
                ) : (
                  <Field.HelperText>
                    {part === 'quantity'
                      ? 'Viewers; 0 to use the percent.'
                      : 'From 1 to 99 when the quantity is 0.'}
                  </Field.HelperText>
                )}
              </Field.Root>
            ))}
          </Grid>
        )}
        <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="4">
          {DROP_IMAGE_FIELDS.map(([field, label]) => (
            <ImageUrlField
              key={field}
              label={label}
              value={row[field]}
              onChange={(value) => onChange(field, value)}
              upload={{ owner: 'drop', ownerId: row.id }}
            />
          ))}
        </Grid>
      </Stack>
    </Box>
  );
}
