import { SelectField, TextField } from '../../components/FormFields';
import { chakra, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { isSportCode, SPORTS } from '@esports-admin/schema/rules/sports';
import { useNavigate } from 'react-router-dom';
import type { LeagueInput } from '../../__generated__/graphql';
import type { SubmitResult } from '../../apollo/mutationOutcome';
import { ConflictNotice } from '../../components/ConflictNotice';
import { FormSaveBar } from '../../components/FormSaveBar';
import { useEntityForm, type LatestRecord } from '../../components/useEntityForm';
import { useSport } from '../../shell/sport';
import {
  regionOptions,
  toLeagueInput,
  validateLeagueForm,
  type LeagueFormValues,
} from './leagueFormValues';
import { leagueListPath } from './leaguePaths';

interface LeagueFormProps {
  initialValues: LeagueFormValues;
  /** The version the page loaded, sent back as `expectedVersion` (edit only). */
  version?: string;
  /** Sends the league to the gateway; the page turns the answer into toasts. */
  onSubmit: (input: LeagueInput, expectedVersion: string | undefined) => Promise<SubmitResult>;
  /** Reads the league again when a save finds it changed meanwhile (edit only). */
  loadLatest?: () => Promise<LatestRecord<LeagueFormValues> | null>;
  /** For a user who may read leagues but not change them: every field and Save are disabled. */
  readOnly?: boolean;
}

const FIELD_LABELS: Record<keyof LeagueFormValues, string> = {
  slug: 'Slug',
  name: 'Name',
  sport: 'Sport',
  region: 'Region',
  priority: 'Priority',
  lightLogoUrl: 'Light logo URL',
};

const LIST_PATH = leagueListPath('current');

/**
 * The league editor (spec 1 §5, spec 3 §3): validated with the shared rules as the user types,
 * Save disabled while invalid or saving, gateway field messages shown beside their fields. A field
 * shows its message once it has been changed, so a blank new league does not open full of errors.
 */
export function LeagueForm({
  initialValues,
  version,
  onSubmit,
  loadLatest,
  readOnly = false,
}: LeagueFormProps) {
  const navigate = useNavigate();
  const { offeredSports } = useSport();
  const entity = useEntityForm({
    initialValues,
    version,
    noun: 'league',
    validate: validateLeagueForm,
    save: (values, expectedVersion) => onSubmit(toLeagueInput(values), expectedVersion),
    onSaved: () => void navigate(LIST_PATH),
    loadLatest,
    readOnly,
  });
  const { values, set, errorFor, invalid, showsErrors, saving } = entity;

  const sportOptions = SPORTS.filter(
    (s) => s.code === values.sport || offeredSports.some((o) => o.code === s.code),
  );

  return (
    <form onSubmit={entity.submit} noValidate aria-label="League">
      <Stack gap="6">
        {entity.conflict && (
          <ConflictNotice
            conflict={entity.conflict}
            noun="league"
            fieldLabel={(field) => FIELD_LABELS[field]}
            onReload={entity.reload}
            onReapply={entity.reapply}
          />
        )}
        <chakra.fieldset
          disabled={readOnly}
          minW="0"
          bg="bg.panel"
          borderWidth="1px"
          rounded="xl"
          boxShadow="xs"
          p={{ base: '5', md: '6' }}
        >
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <TextField
              label="Slug"
              value={values.slug}
              onChange={(slug) => set('slug', slug)}
              error={errorFor('slug')}
              helper="Lower-case letters, digits and underscores; unique per sport."
              fontFamily="mono"
            />
            <TextField
              label="Name"
              value={values.name}
              onChange={(name) => set('name', name)}
              error={errorFor('name')}
              helper="Shown to viewers. Fewer than 100 characters."
            />
            <SelectField label="Region" error={errorFor('region')}>
              <NativeSelect.Field
                value={values.region}
                onChange={(event) => set('region', event.currentTarget.value)}
              >
                <option value="">Select a region</option>
                {regionOptions(values.region).map((region) => (
                  <option key={region} value={region}>
                    {region}
                  </option>
                ))}
              </NativeSelect.Field>
            </SelectField>
            <TextField
              label="Priority"
              type="number"
              value={values.priority}
              onChange={(priority) => set('priority', priority)}
              error={errorFor('priority')}
              helper="A positive whole number; lower comes first in lists."
            />
            <SelectField label="Sport" error={errorFor('sport')}>
              <NativeSelect.Field
                value={values.sport}
                onChange={(event) => {
                  if (isSportCode(event.currentTarget.value)) {
                    set('sport', event.currentTarget.value);
                  }
                }}
              >
                {sportOptions.map((s) => (
                  <option key={s.code} value={s.code}>
                    {s.label}
                  </option>
                ))}
              </NativeSelect.Field>
            </SelectField>
            <TextField
              label="Light logo URL"
              type="url"
              value={values.lightLogoUrl}
              onChange={(url) => set('lightLogoUrl', url)}
              error={errorFor('lightLogoUrl')}
              helper="Optional; an http(s) address of the logo for light backgrounds."
              placeholder="https://"
            />
          </SimpleGrid>
        </chakra.fieldset>

        <FormSaveBar
          noun="league"
          readOnly={readOnly}
          showsErrors={showsErrors}
          missing={invalid && 'Fill in slug, name and region to save.'}
          saveDisabled={invalid || saving}
          saving={saving}
          onCancel={() => void navigate(LIST_PATH)}
        />
      </Stack>
      {entity.leaveDialog}
    </form>
  );
}
