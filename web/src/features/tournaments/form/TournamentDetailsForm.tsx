import {
  CheckboxField,
  FormPanel,
  SelectField,
  SlugField,
  TextField,
} from '../../../components/FormFields';
import { chakra, HStack, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { DEFAULT_LOCALE, DEFAULT_TIME_ZONE } from '@esports-admin/schema/rules/constants';
import { generatedTournamentSlug } from '@esports-admin/schema/rules/tournament';
import { useState } from 'react';
import type {
  TournamentForm_SeasonOptionFragment,
  TournamentFormOptionsQuery,
} from '../../../__generated__/graphql';
import { fromDateInputValue, toDateInputValue } from '../../../components/dates';
import type { TournamentFormErrors, TournamentFormValues } from '../tournamentFormValues';
import type { TournamentEditor } from './useTournamentEditor';

export type LeagueOption = NonNullable<TournamentFormOptionsQuery['leagues']>[number];

interface TournamentDetailsFormProps {
  /** The form's values, its change and the pickers (stream groups null for a user who may not read them). */
  editor: Pick<TournamentEditor, 'values' | 'change' | 'pickers'>;
  errors: TournamentFormErrors;
  readOnly: boolean;
}

let supportedTimeZones: readonly string[] | undefined;

/** The browser's zones (about 420), read once: asking Intl on each render cost about 10 ms at a
 * phone's speed. */
function allTimeZones(): readonly string[] {
  supportedTimeZones ??=
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return supportedTimeZones;
}

/**
 * The time zone select. Its full list would be two thirds of the tournament editor's elements
 * (about 470 of 700), rendered on every load, so until the select is pointed at or focused it
 * offers only the chosen zone and the default. Pointer-down and focus re-render before the list
 * opens, so a user never sees the short list.
 */
function TimeZoneSelect({ value, onChange }: { value: string; onChange: (zone: string) => void }) {
  const [listed, setListed] = useState(false);
  const list = () => setListed(true);
  const zones = [...new Set([DEFAULT_TIME_ZONE, value, ...(listed ? allTimeZones() : [])])];
  return (
    <NativeSelect.Field
      value={value}
      onPointerDown={list}
      onFocus={list}
      onChange={(event) => onChange(event.currentTarget.value)}
    >
      {zones.filter(Boolean).map((zone) => (
        <option key={zone} value={zone}>
          {zone}
        </option>
      ))}
    </NativeSelect.Field>
  );
}

/** Spec 2 §5: the slug an empty Slug field stands for, or '' before a league is chosen. */
export function generatedSlugOf(
  values: TournamentFormValues,
  leagues: readonly LeagueOption[],
  seasons: readonly TournamentForm_SeasonOptionFragment[],
): string {
  const league = leagues.find((l) => l.id === values.leagueId);
  const season = seasons.find((s) => s.id === values.seasonId);
  const split = season?.splits.find((s) => s.id === values.splitId);
  return league
    ? generatedTournamentSlug({
        leagueSlug: league.slug,
        seasonSlug: season?.name.slug ?? null,
        splitSlug: split?.name.slug ?? null,
        startTime: values.startTime,
      })
    : '';
}

/**
 * The tournament's own fields (spec 2 §3, §5): league, season and split pickers, slug (empty →
 * generated, previewed), en_US name, UTC start and end days, time zone, stream group and flags.
 */
export function TournamentDetailsForm({ editor, errors, readOnly }: TournamentDetailsFormProps) {
  const { values, change: onChange } = editor;
  const { leagues, seasons, streamGroups, loading: optionsLoading } = editor.pickers;
  const season = seasons.find((s) => s.id === values.seasonId);
  const slugPreview = generatedSlugOf(values, leagues, seasons);
  const textField = (key: 'slug' | 'localizedName') => ({
    value: values[key],
    onChange: (value: string) => onChange({ [key]: value }),
    error: errors[key],
  });
  const dayField = (key: 'startTime' | 'endTime') => ({
    type: 'date' as const,
    value: toDateInputValue(values[key]),
    onChange: (day: string) => onChange({ [key]: fromDateInputValue(day, values[key]) }),
    error: errors[key],
  });

  return (
    <chakra.fieldset disabled={readOnly} minW="0">
      <FormPanel display="flex" flexDirection="column" gap="5">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
          <SelectField label="League" error={errors.leagueId} helper="Required.">
            <NativeSelect.Field
              value={values.leagueId}
              onChange={(event) => onChange({ leagueId: event.currentTarget.value })}
            >
              <option value="">{optionsLoading ? 'Loading leagues…' : 'Select a league'}</option>
              {leagues.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
            </NativeSelect.Field>
          </SelectField>
          <SelectField label="Season" helper="Optional; the slug then uses the start year.">
            <NativeSelect.Field
              value={values.seasonId}
              onChange={(event) => onChange({ seasonId: event.currentTarget.value, splitId: '' })}
            >
              <option value="">No season</option>
              {seasons.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name.displayName}
                </option>
              ))}
            </NativeSelect.Field>
          </SelectField>
          <SelectField
            label="Split"
            helper={season ? 'Optional.' : 'Choose a season first.'}
            disabled={!season}
          >
            <NativeSelect.Field
              value={values.splitId}
              onChange={(event) => onChange({ splitId: event.currentTarget.value })}
            >
              <option value="">No split</option>
              {season?.splits.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name.displayName}
                </option>
              ))}
            </NativeSelect.Field>
          </SelectField>
        </SimpleGrid>

        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <SlugField
            {...textField('slug')}
            placeholder={slugPreview || 'generated from league, season and split'}
            helper={
              values.slug
                ? 'Lower-case letters, digits and underscores.'
                : `Left empty, it is generated: ${slugPreview || 'league_season_split'}`
            }
          />
          <TextField
            label={`Name (${DEFAULT_LOCALE})`}
            {...textField('localizedName')}
            helper="Up to 40 characters; must not contain the league name."
          />
          <TextField label="Start" {...dayField('startTime')} helper="First day (UTC)." />
          <TextField
            label="End"
            {...dayField('endTime')}
            helper="Last day (UTC); 14 days later the tournament is listed as old."
          />
          <SelectField label="Time zone" helper="The schedule is shown in it.">
            <TimeZoneSelect
              value={values.timeZone}
              onChange={(timeZone) => onChange({ timeZone })}
            />
          </SelectField>
          {streamGroups ? (
            <SelectField
              label="Stream group"
              helper="Optional: the stream group showing it."
              disabled={optionsLoading}
            >
              <NativeSelect.Field
                value={values.streamGroupId}
                onChange={(event) => onChange({ streamGroupId: event.currentTarget.value })}
              >
                <option value="">None</option>
                {values.streamGroupId &&
                  !streamGroups.some((group) => group.id === values.streamGroupId) && (
                    <option value={values.streamGroupId}>{values.streamGroupId} (not found)</option>
                  )}
                {streamGroups.map((group) => (
                  <option key={group.id} value={group.id}>
                    {group.name}
                  </option>
                ))}
              </NativeSelect.Field>
            </SelectField>
          ) : (
            <TextField
              label="Stream group"
              value={values.streamGroupId}
              onChange={(streamGroupId) => onChange({ streamGroupId })}
              helper="Optional id of the stream group showing it (you may not read stream groups)."
              fontFamily="mono"
            />
          )}
        </SimpleGrid>

        <HStack gap="8" wrap="wrap">
          <CheckboxField
            label="Droppable"
            hint="Viewers may receive drops"
            checked={values.droppable}
            onChange={(droppable) => onChange({ droppable })}
          />
          <CheckboxField
            label="Rewardable"
            hint="Viewers may earn rewards"
            checked={values.rewardable}
            onChange={(rewardable) => onChange({ rewardable })}
          />
        </HStack>
      </FormPanel>
    </chakra.fieldset>
  );
}
