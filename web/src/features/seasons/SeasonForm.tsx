import { Badge, Box, Flex, HStack, IconButton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { DEFAULT_LOCALE } from '@esports-admin/schema/rules/constants';
import type { SeasonInput } from '../../__generated__/graphql';
import { fromDateInputValue, toDateInputValue } from '../../components/dates';
import { EntityFormFrame } from '../../components/EntityFormFrame';
import {
  FormSection,
  SlugField,
  TextField,
  UnplacedFieldErrors,
} from '../../components/FormFields';
import { ArrowDownIcon, ArrowUpIcon } from '../../components/icons';
import { AddRowButton, RemoveRowButton, withoutRow } from '../../components/RowButtons';
import { SportSelectField } from '../../components/SportSelectField';
import { useEntityFormPage, type EntityFormProps } from '../../components/useEntityFormPage';
import { FLOATING_LINK_CLEARANCE_PX } from '../../shell/QuestionsLink';
import { seasonListPath } from './seasonPaths';
import {
  formErrorKey,
  isDisplayedField,
  localeCodeErrorKey,
  localeValueErrorKey,
  newAward,
  newRowKey,
  newSplit,
  SUGGESTED_LOCALES,
  toSeasonInput,
  validateSeasonForm,
  type AwardFormValue,
  type OtherLocaleName,
  type SeasonFormValues,
  type SplitFormValue,
} from './seasonFormValues';

const LIST_PATH = seasonListPath('current');

const FIELD_LABELS: Record<keyof SeasonFormValues, string> = {
  slug: 'Slug',
  localizedName: `Name (${DEFAULT_LOCALE})`,
  otherNames: 'Names in other locales',
  sport: 'Sport',
  startTime: 'Start date',
  endTime: 'End date',
  splits: 'Splits',
  awards: 'Awarded circuit points',
};

/**
 * The season editor (spec 2 §2, §3, §5) on the entity-form kit: validated with the shared rules
 * as the user types, Save disabled while invalid or saving, gateway field messages beside their
 * fields, the conflict notice on a stale save, and a confirmation before leaving unsaved changes.
 */
export function SeasonForm(props: EntityFormProps<SeasonFormValues, SeasonInput>) {
  const form = useEntityFormPage(props, {
    noun: 'season',
    validate: validateSeasonForm,
    toInput: toSeasonInput,
    listPath: LIST_PATH,
    errorKeyOf: formErrorKey,
    showErrors: 'always',
  });
  const { values, update, textField, dayField, errorFor, invalid, dirty } = form;
  const unplacedServerErrors = Object.entries(form.serverErrors).filter(
    ([key]) => !isDisplayedField(key, values),
  );

  const updateSplit = (index: number, patch: Partial<SplitFormValue>) =>
    update((current) => ({
      ...current,
      splits: current.splits.map((split, i) => (i === index ? { ...split, ...patch } : split)),
    }));
  const moveSplit = (index: number, offset: -1 | 1) =>
    update((current) => {
      const splits = [...current.splits];
      const [moved] = splits.splice(index, 1);
      if (moved) splits.splice(index + offset, 0, moved);
      return { ...current, splits };
    });

  const updateAward = (index: number, patch: Partial<AwardFormValue>) =>
    update((current) => ({
      ...current,
      awards: current.awards.map((award, i) => (i === index ? { ...award, ...patch } : award)),
    }));

  const updateOtherName = (key: string, patch: Partial<OtherLocaleName>) =>
    update((current) => ({
      ...current,
      otherNames: current.otherNames.map((row) => (row.key === key ? { ...row, ...patch } : row)),
    }));

  return (
    <EntityFormFrame
      form={form}
      label="Season"
      fieldLabel={(field) => FIELD_LABELS[field]}
      notice={<UnplacedFieldErrors errors={unplacedServerErrors} />}
      saveBar={{
        showsErrors: invalid,
        status: invalid ? undefined : dirty ? 'Unsaved changes.' : 'No changes yet.',
        position: 'sticky',
        bottom: '4',
        // Keeps Save clear of the floating 'Questions?' link at the bottom right of the viewport:
        // the bar gives up on the right whatever the page gutter does not already provide.
        marginRight: `max(0px, calc(${FLOATING_LINK_CLEARANCE_PX}px - (100vw - 100%) / 2))`,
        zIndex: 'docked',
        boxShadow: 'lg',
      }}
    >
      <FormSection title="Season" description="Identity, names, sport and dates.">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <SlugField {...textField('slug')} helper="Lower-case letters, digits and underscores." />
          <TextField
            label={`Name (${DEFAULT_LOCALE})`}
            {...textField('localizedName')}
            helper="Shown to viewers. Up to 40 characters."
          />
          <SportSelectField {...textField('sport')} />
          <Box display={{ base: 'none', md: 'block' }} />
          <TextField label="Start date" {...dayField('startTime')} helper="UTC" />
          <TextField
            label="End date"
            {...dayField('endTime')}
            helper="UTC; not before the start."
          />
        </SimpleGrid>

        <Stack gap="3" pt="2">
          <Text fontWeight="medium" fontSize="sm">
            Names in other locales
          </Text>
          {values.otherNames.length === 0 && (
            <Text fontSize="sm" color="fg.muted">
              Only the {DEFAULT_LOCALE} name is set.
            </Text>
          )}
          {values.otherNames.map((row, index) => (
            <SimpleGrid
              key={row.key}
              columns={{ base: 1, md: 2 }}
              gap="3"
              alignItems="start"
              templateColumns={{ md: '180px 1fr auto' }}
            >
              <TextField
                label="Locale"
                hiddenSuffix={` of other name ${index + 1}`}
                value={row.locale}
                onChange={(locale) => updateOtherName(row.key, { locale })}
                error={errorFor(localeCodeErrorKey(row))}
                list="season-locale-suggestions"
                placeholder="ko_KR"
                fontFamily="mono"
              />
              <TextField
                label={`Name (${row.locale || 'new locale'})`}
                value={row.value}
                onChange={(value) => updateOtherName(row.key, { value })}
                error={row.locale ? errorFor(localeValueErrorKey(row.locale)) : undefined}
              />
              <RemoveRowButton
                label={`Remove ${row.locale || 'new'} name`}
                mt={{ md: '6' }}
                onClick={() =>
                  update((current) => ({
                    ...current,
                    otherNames: withoutRow(current.otherNames, row.key),
                  }))
                }
              />
            </SimpleGrid>
          ))}
          <datalist id="season-locale-suggestions">
            {SUGGESTED_LOCALES.filter(
              (locale) => !values.otherNames.some((row) => row.locale === locale),
            ).map((locale) => (
              <option key={locale} value={locale} />
            ))}
          </datalist>
          <Box>
            <AddRowButton
              onClick={() =>
                update((current) => ({
                  ...current,
                  otherNames: [...current.otherNames, { key: newRowKey(), locale: '', value: '' }],
                }))
              }
            >
              Add locale
            </AddRowButton>
          </Box>
        </Stack>
      </FormSection>

      <FormSection
        title="Splits"
        description="The parts of the season, in order. Dates are optional."
        action={
          <AddRowButton
            onClick={() =>
              update((current) => ({ ...current, splits: [...current.splits, newSplit()] }))
            }
          >
            Add split
          </AddRowButton>
        }
      >
        {values.splits.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            This season has no splits yet.
          </Text>
        )}
        {values.splits.map((split, index) => {
          const n = index + 1;
          const at = (field: string) => errorFor(`splits.${index}.${field}`);
          return (
            <Box key={split.key} borderWidth="1px" rounded="lg" p="4" bg="bg.subtle">
              <Flex justify="space-between" align="center" mb="3" gap="2">
                <HStack gap="2">
                  <Text fontWeight="semibold">Split {n}</Text>
                  {!split.id && (
                    <Badge colorPalette="teal" variant="subtle">
                      New
                    </Badge>
                  )}
                  {split.otherNames.length > 0 && (
                    <Text fontSize="xs" color="fg.muted">
                      also named in {split.otherNames.map((o) => o.locale).join(', ')}
                    </Text>
                  )}
                </HStack>
                <HStack gap="1">
                  <IconButton
                    aria-label={`Move split ${n} up`}
                    size="sm"
                    variant="ghost"
                    disabled={index === 0}
                    onClick={() => moveSplit(index, -1)}
                  >
                    <ArrowUpIcon />
                  </IconButton>
                  <IconButton
                    aria-label={`Move split ${n} down`}
                    size="sm"
                    variant="ghost"
                    disabled={index === values.splits.length - 1}
                    onClick={() => moveSplit(index, 1)}
                  >
                    <ArrowDownIcon />
                  </IconButton>
                  <RemoveRowButton
                    label={`Remove split ${n}`}
                    size="sm"
                    onClick={() =>
                      update((current) => ({
                        ...current,
                        splits: withoutRow(current.splits, split.key),
                      }))
                    }
                  />
                </HStack>
              </Flex>
              <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="4">
                <SlugField
                  hiddenSuffix={` of split ${n}`}
                  value={split.slug}
                  onChange={(slug) => updateSplit(index, { slug })}
                  error={at('slug')}
                />
                <TextField
                  label={`Name (${DEFAULT_LOCALE})`}
                  hiddenSuffix={` of split ${n}`}
                  value={split.localizedName}
                  onChange={(localizedName) => updateSplit(index, { localizedName })}
                  error={at('localizedName')}
                />
                <TextField
                  label="Start date"
                  hiddenSuffix={` of split ${n}`}
                  type="date"
                  value={toDateInputValue(split.startTime)}
                  onChange={(day) =>
                    updateSplit(index, {
                      startTime: fromDateInputValue(day, split.startTime) || null,
                    })
                  }
                  error={at('startTime')}
                />
                <TextField
                  label="End date"
                  hiddenSuffix={` of split ${n}`}
                  type="date"
                  value={toDateInputValue(split.endTime)}
                  onChange={(day) =>
                    updateSplit(index, {
                      endTime: fromDateInputValue(day, split.endTime) || null,
                    })
                  }
                  error={at('endTime')}
                />
              </SimpleGrid>
            </Box>
          );
        })}
      </FormSection>

      <FormSection
        title="Awarded circuit points"
        description="Points a team earns for its final placement."
        action={
          <AddRowButton
            onClick={() =>
              update((current) => ({
                ...current,
                awards: [...current.awards, newAward(current.awards)],
              }))
            }
          >
            Add placement
          </AddRowButton>
        }
      >
        {values.awards.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            No circuit points are awarded.
          </Text>
        )}
        {values.awards.map((award, index) => {
          const n = index + 1;
          return (
            <HStack key={award.key} gap="3" align="flex-start">
              <TextField
                label="Placement"
                hiddenSuffix={` of award ${n}`}
                type="number"
                value={award.placement}
                onChange={(placement) => updateAward(index, { placement })}
                error={errorFor(`awardedCircuitPoints.${index}.placement`)}
                maxW="160px"
              />
              <TextField
                label="Points"
                hiddenSuffix={` of award ${n}`}
                type="number"
                value={award.points}
                onChange={(points) => updateAward(index, { points })}
                error={errorFor(`awardedCircuitPoints.${index}.points`)}
                maxW="160px"
              />
              <RemoveRowButton
                label={`Remove award ${n}`}
                mt="6"
                onClick={() =>
                  update((current) => ({
                    ...current,
                    awards: withoutRow(current.awards, award.key),
                  }))
                }
              />
            </HStack>
          );
        })}
      </FormSection>
    </EntityFormFrame>
  );
}
