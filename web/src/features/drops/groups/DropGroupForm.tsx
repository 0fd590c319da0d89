import { Field, Flex, Grid, Input, NativeSelect, RadioGroup, Stack, Text } from '@chakra-ui/react';
import {
  DROP_STRATEGIES,
  DROP_STRATEGY_LABELS,
  isCappedStrategy,
  type DropStrategy,
} from '@esports-admin/schema/rules/drops';
import { useState } from 'react';
import type { DropGroupForm_ChoicesFragment, DropGroupInput } from '../../../__generated__/graphql';
import { EntityFormFrame } from '../../../components/EntityFormFrame';
import { FormPanel } from '../../../components/FormFields';
import { AddRowButton } from '../../../components/RowButtons';
import { useEntityFormPage, type EntityFormProps } from '../../../components/useEntityFormPage';
import { useSport } from '../../../shell/sport';
import { dropGroupListPath } from '../dropsPaths';
import {
  moveRow,
  newDropRow,
  toDropGroupInput,
  validateDropGroupForm,
  type DropGroupFormValues,
  type DropRow,
} from './dropGroupFormValues';
import { DropRowEditor } from './DropRowEditor';

const LIST = dropGroupListPath('current');

/** The drops group editor of spec 3 §2: strategy, filters, ordered drops with their images. */
export function DropGroupForm({
  choices,
  ...props
}: EntityFormProps<DropGroupFormValues, DropGroupInput> & {
  choices: DropGroupForm_ChoicesFragment;
}) {
  const { sport } = useSport();
  const form = useEntityFormPage(props, {
    noun: 'drop group',
    validate: validateDropGroupForm,
    toInput: (values) => toDropGroupInput(values, sport),
    listPath: LIST,
  });
  const { values, readOnly } = form;
  const [sponsorFilter, setSponsorFilter] = useState('');
  const [search, setSearch] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);

  const changeDrops = (change: (drops: DropRow[]) => DropRow[]) =>
    form.update((current) => ({ ...current, drops: change(current.drops) }));
  const term = search.trim().toLowerCase();
  const filtering = Boolean(sponsorFilter) || term.length >= 2;
  const shown = values.drops
    .map((row, index) => ({ row, index }))
    .filter(
      ({ row }) =>
        (!sponsorFilter || row.sponsor === sponsorFilter) &&
        (term.length < 2 || `${row.title} ${row.description}`.toLowerCase().includes(term)),
    );
  const sponsors = [...new Set(values.drops.map((d) => d.sponsor).filter(Boolean))].sort();
  const rarities = choices.rarities?.filter(
    (r) => r.status === 'active' && (!values.league || r.league === values.league),
  );

  return (
    <EntityFormFrame
      form={form}
      label="Drop group"
      missing="Fill in the description, league and every drop to save."
    >
      <FormPanel>
        <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="4">
          <Field.Root invalid={Boolean(form.errorFor('description'))}>
            <Field.Label>Description</Field.Label>
            <Input
              value={values.description}
              onChange={(e) => form.set('description', e.currentTarget.value)}
              bg="bg.panel"
              autoComplete="off"
            />
            <Field.ErrorText>{form.errorFor('description')}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(form.errorFor('league'))}>
            <Field.Label>League</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                aria-label="League"
                value={values.league}
                onChange={(e) => form.set('league', e.currentTarget.value)}
                bg="bg.panel"
              >
                <option value="">Select a League</option>
                {(choices.leagues ?? []).map((l) => (
                  <option key={l.id} value={l.id}>
                    {l.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{form.errorFor('league')}</Field.ErrorText>
          </Field.Root>
        </Grid>
        <RadioGroup.Root
          mt="5"
          value={values.strategy}
          onValueChange={(d) => d.value && form.set('strategy', d.value as DropStrategy)}
          aria-label="Drop strategy"
        >
          <Text fontWeight="medium" mb="2">
            Drop strategy
          </Text>
          <Flex gap="5" wrap="wrap">
            {DROP_STRATEGIES.map((s) => (
              <RadioGroup.Item key={s} value={s}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{DROP_STRATEGY_LABELS[s]}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Flex>
        </RadioGroup.Root>
      </FormPanel>
      <FormPanel>
        <Flex justify="space-between" align="flex-end" gap="4" wrap="wrap" mb="4">
          <Text fontWeight="semibold" fontSize="lg">
            Drops ({values.drops.length})
          </Text>
          <Flex gap="3" wrap="wrap">
            <NativeSelect.Root size="sm" width="200px">
              <NativeSelect.Field
                aria-label="Filter by sponsor"
                value={sponsorFilter}
                onChange={(e) => setSponsorFilter(e.currentTarget.value)}
              >
                <option value="">All sponsors</option>
                {sponsors.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Input
              size="sm"
              width="220px"
              aria-label="Search drops"
              placeholder="Search drops"
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
            />
          </Flex>
        </Flex>
        {filtering && (
          <Text fontSize="sm" color="fg.muted" mb="3">
            Showing {shown.length} of {values.drops.length} drops. Clear the filters to reorder.
          </Text>
        )}
        {form.errorFor('drops') && (
          <Text color="fg.error" mb="3">
            {form.errorFor('drops')}
          </Text>
        )}
        <Stack as="ol" gap="4" p="0" m="0">
          {shown.map(({ row, index }) => (
            <DropRowEditor
              key={row.key}
              row={row}
              index={index}
              count={values.drops.length}
              capped={isCappedStrategy(values.strategy)}
              rarities={rarities ?? []}
              inventoryItems={choices.inventoryItems ?? []}
              errorFor={(part) => form.errorFor(`drops.${index}.${part}`)}
              onChange={(part, value) =>
                changeDrops((drops) =>
                  drops.map((d) => (d.key === row.key ? { ...d, [part]: value } : d)),
                )
              }
              onMove={(to) => changeDrops((drops) => moveRow(drops, index, to))}
              onRemove={() => changeDrops((drops) => drops.filter((d) => d.key !== row.key))}
              draggable={!filtering && !readOnly}
              onDragStart={() => setDragged(index)}
              onDrop={() => {
                if (dragged !== null) changeDrops((drops) => moveRow(drops, dragged, index));
                setDragged(null);
              }}
            />
          ))}
        </Stack>
        {!readOnly && (
          <AddRowButton
            mt="4"
            size="md"
            onClick={() => changeDrops((drops) => [...drops, newDropRow()])}
          >
            Add Drop
          </AddRowButton>
        )}
      </FormPanel>
    </EntityFormFrame>
  );
}
