import {
  Badge,
  Box,
  Button,
  chakra,
  Field,
  Flex,
  HStack,
  IconButton,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { DEFAULT_LOCALE } from '@esports-admin/schema/rules/constants';
import { isSportCode, SPORTS } from '@esports-admin/schema/rules/sports';
import { useNavigate } from 'react-router-dom';
import type { SeasonInput } from '../../__generated__/graphql';
import type { SubmitResult } from '../../apollo/mutationOutcome';
import { ConflictNotice } from '../../components/ConflictNotice';
import { fromDateInputValue, toDateInputValue } from '../../components/dates';
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, TrashIcon } from '../../components/icons';
import { FormSection, TextField, UnplacedFieldErrors } from '../../components/FormFields';
import { FormSaveBar } from '../../components/FormSaveBar';
import { useEntityForm, type LatestRecord } from '../../components/useEntityForm';
import { FLOATING_LINK_CLEARANCE_PX } from '../../shell/QuestionsLink';
import { useSport } from '../../shell/sport';
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

interface SeasonFormProps {
  initialValues: SeasonFormValues;
  /** The version the page loaded, sent back as `expectedVersion` (edit only). */
  version?: string;
  /** Sends the season to the gateway; the page turns the answer into toasts. */
  onSubmit: (input: SeasonInput, expectedVersion: string | undefined) => Promise<SubmitResult>;
  /** Reads the season again when a save finds it changed meanwhile (edit only). */
  loadLatest?: () => Promise<LatestRecord<SeasonFormValues> | null>;
  /** For a user who may read seasons but not change them: every field and Save are disabled. */
  readOnly?: boolean;
}

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
export function SeasonForm({
  initialValues,
  version,
  onSubmit,
  loadLatest,
  readOnly = false,
}: SeasonFormProps) {
  const navigate = useNavigate();
  const { offeredSports } = useSport();
  const entity = useEntityForm({
    initialValues,
    version,
    noun: 'season',
    validate: validateSeasonForm,
    save: (values, expectedVersion) => onSubmit(toSeasonInput(values), expectedVersion),
    onSaved: () => void navigate(LIST_PATH),
    loadLatest,
    errorKeyOf: formErrorKey,
    showErrors: 'always',
    readOnly,
  });
  const { values, set, update, errorFor, invalid, dirty, saving } = entity;
  const unplacedServerErrors = Object.entries(entity.serverErrors).filter(
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

  const sportOptions = SPORTS.filter(
    (s) => s.code === values.sport || offeredSports.some((o) => o.code === s.code),
  );

  return (
    <form onSubmit={entity.submit} noValidate aria-label="Season">
      <Stack gap="6">
        {entity.conflict && (
          <ConflictNotice
            conflict={entity.conflict}
            noun="season"
            fieldLabel={(field) => FIELD_LABELS[field]}
            onReload={entity.reload}
            onReapply={entity.reapply}
          />
        )}
        <UnplacedFieldErrors errors={unplacedServerErrors} />

        <chakra.fieldset disabled={readOnly} display="flex" flexDirection="column" gap="6" minW="0">
          <FormSection title="Season" description="Identity, names, sport and dates.">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <TextField
                label="Slug"
                value={values.slug}
                onChange={(slug) => set('slug', slug)}
                error={errorFor('slug')}
                helper="Lower-case letters, digits and underscores."
                fontFamily="mono"
              />
              <TextField
                label={`Name (${DEFAULT_LOCALE})`}
                value={values.localizedName}
                onChange={(name) => set('localizedName', name)}
                error={errorFor('localizedName')}
                helper="Shown to viewers. Up to 40 characters."
              />
              <Field.Root invalid={Boolean(errorFor('sport'))}>
                <Field.Label>Sport</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    value={values.sport}
                    onChange={(event) => {
                      const sport = event.currentTarget.value;
                      if (isSportCode(sport)) set('sport', sport);
                    }}
                  >
                    {sportOptions.map((s) => (
                      <option key={s.code} value={s.code}>
                        {s.label}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Field.ErrorText>{errorFor('sport')}</Field.ErrorText>
              </Field.Root>
              <Box display={{ base: 'none', md: 'block' }} />
              <TextField
                label="Start date"
                type="date"
                value={toDateInputValue(values.startTime)}
                onChange={(day) => set('startTime', fromDateInputValue(day, values.startTime))}
                error={errorFor('startTime')}
                helper="UTC"
              />
              <TextField
                label="End date"
                type="date"
                value={toDateInputValue(values.endTime)}
                onChange={(day) => set('endTime', fromDateInputValue(day, values.endTime))}
                error={errorFor('endTime')}
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
                  <IconButton
                    aria-label={`Remove ${row.locale || 'new'} name`}
                    variant="ghost"
                    colorPalette="red"
                    mt={{ md: '6' }}
                    onClick={() =>
                      update((current) => ({
                        ...current,
                        otherNames: current.otherNames.filter((r) => r.key !== row.key),
                      }))
                    }
                  >
                    <TrashIcon />
                  </IconButton>
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
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() =>
                    update((current) => ({
                      ...current,
                      otherNames: [
                        ...current.otherNames,
                        { key: newRowKey(), locale: '', value: '' },
                      ],
                    }))
                  }
                >
                  <PlusIcon />
                  Add locale
                </Button>
              </Box>
            </Stack>
          </FormSection>

          <FormSection
            title="Splits"
            description="The parts of the season, in order. Dates are optional."
            action={
              <Button
                size="sm"
                variant="outline"
                onClick={() =>
                  update((current) => ({ ...current, splits: [...current.splits, newSplit()] }))
                }
              >
                <PlusIcon />
                Add split
              </Button>
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
                      <IconButton
                        aria-label={`Remove split ${n}`}
                        size="sm"
                        variant="ghost"
                        colorPalette="red"
                        onClick={() =>
                          update((current) => ({
                            ...current,
                            splits: current.splits.filter((s) => s.key !== split.key),
                          }))
                        }
                      >
                        <TrashIcon />
                      </IconButton>
                    </HStack>
                  </Flex>
                  <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="4">
                    <TextField
                      label="Slug"
                      hiddenSuffix={` of split ${n}`}
                      value={split.slug}
                      onChange={(slug) => updateSplit(index, { slug })}
                      error={at('slug')}
                      fontFamily="mono"
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
              <Button
                size="sm"
                variant="outline"
                onClick={() =>
                  update((current) => ({
                    ...current,
                    awards: [...current.awards, newAward(current.awards)],
                  }))
                }
              >
                <PlusIcon />
                Add placement
              </Button>
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
                  <IconButton
                    aria-label={`Remove award ${n}`}
                    variant="ghost"
                    colorPalette="red"
                    mt="6"
                    onClick={() =>
                      update((current) => ({
                        ...current,
                        awards: current.awards.filter((a) => a.key !== award.key),
                      }))
                    }
                  >
                    <TrashIcon />
                  </IconButton>
                </HStack>
              );
            })}
          </FormSection>
        </chakra.fieldset>

        <FormSaveBar
          noun="season"
          readOnly={readOnly}
          showsErrors={invalid}
          status={invalid ? undefined : dirty ? 'Unsaved changes.' : 'No changes yet.'}
          saveDisabled={invalid || saving}
          saving={saving}
          onCancel={() => void navigate(LIST_PATH)}
          position="sticky"
          bottom="4"
          // Keeps Save clear of the floating 'Questions?' link at the bottom right of the viewport:
          // the bar gives up on the right whatever the page gutter does not already provide.
          marginRight={`max(0px, calc(${FLOATING_LINK_CLEARANCE_PX}px - (100vw - 100%) / 2))`}
          zIndex="docked"
          boxShadow="lg"
        />
      </Stack>

      {entity.leaveDialog}
    </form>
  );
}
