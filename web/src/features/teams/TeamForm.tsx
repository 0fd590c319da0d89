import { FormSection, SelectField, TextField } from '../../components/FormFields';
import { Box, chakra, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { TRICODE_MAX_LENGTH } from '@esports-admin/schema/rules/constants';
import { isSportCode, SPORTS } from '@esports-admin/schema/rules/sports';
import { TEAM_IMAGE_FIELDS, type TeamImageField } from '@esports-admin/schema/rules/team';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { TeamInput } from '../../__generated__/graphql';
import { useTeamFormOptionsQuery } from '../../__generated__/hooks';
import type { FieldMessages, SubmitResult } from '../../apollo/mutationOutcome';
import { ConflictNotice } from '../../components/ConflictNotice';
import { ColorField } from '../../components/ColorField';
import { ImageUrlField } from '../../components/ImageUrlField';
import { FormSaveBar } from '../../components/FormSaveBar';
import { useEntityForm, type LatestRecord } from '../../components/useEntityForm';
import { useSport } from '../../shell/sport';
import {
  toTeamInput,
  validateTeamForm,
  type TeamFormValues,
  type TeamTextField,
} from './teamFormValues';
import { teamListPath } from './teamPaths';

interface TeamFormProps {
  initialValues: TeamFormValues;
  /** The version the page loaded, sent back as `expectedVersion` (edit only). */
  version?: string;
  onSubmit: (input: TeamInput, expectedVersion: string | undefined) => Promise<SubmitResult>;
  /** Reads the team again when a save finds it changed meanwhile (edit only). */
  loadLatest?: () => Promise<LatestRecord<TeamFormValues> | null>;
  readOnly?: boolean;
}

const isImageField = (field: string): field is TeamImageField =>
  (TEAM_IMAGE_FIELDS as readonly string[]).includes(field);
/** The shared rules name image fields flat ('logoUrl'); the form keeps them under `images`. */
const formKeyOf = (field: string) => (isImageField(field) ? `images.${field}` : field);
function validateTeamFormKeys(values: TeamFormValues): FieldMessages {
  return Object.fromEntries(
    Object.entries(validateTeamForm(values)).map(([field, message]) => [formKeyOf(field), message]),
  );
}

const LIST_PATH = teamListPath('current');

const IMAGE_LABELS: Record<TeamImageField, string> = {
  logoUrl: 'Logo',
  alternateLogoUrl: 'Alternate logo',
  lightLogoUrl: 'Light logo',
  darkLogoUrl: 'Dark logo',
  plateImageUrl: 'Plate image',
  backgroundImageUrl: 'Background image',
  photoUrl: 'Team photo',
};

const panel = {
  bg: 'bg.panel',
  borderWidth: '1px',
  rounded: 'xl',
  boxShadow: 'xs',
  p: { base: '5', md: '6' },
} as const;

/**
 * The team editor (spec 1 §3 Team, §5): the shared team rules as the user types, a home league
 * picker of the team's sport, an organization picker, colours and logo addresses with the
 * 4000 px image check. Roster, category and formats are kept as loaded.
 */
export function TeamForm({
  initialValues,
  version,
  onSubmit,
  loadLatest,
  readOnly = false,
}: TeamFormProps) {
  const navigate = useNavigate();
  const { offeredSports } = useSport();
  const entity = useEntityForm({
    initialValues,
    version,
    noun: 'team',
    validate: validateTeamFormKeys,
    save: (values, expectedVersion) => onSubmit(toTeamInput(values), expectedVersion),
    onSaved: () => void navigate(LIST_PATH),
    loadLatest,
    errorKeyOf: formKeyOf,
    readOnly,
  });
  const { values, errorFor, saving } = entity;
  const [imageProblems, setImageProblems] = useState<Partial<Record<TeamImageField, string>>>({});
  const options = useTeamFormOptionsQuery({ variables: { sport: values.sport } });

  const hasImageProblem = Object.values(imageProblems).some(Boolean);
  const invalid = entity.invalid || hasImageProblem;
  const showsErrors = entity.showsErrors || hasImageProblem;

  const set = (field: TeamTextField, value: string) => entity.set(field, value);
  const setImage = (field: TeamImageField, value: string) => entity.set(`images.${field}`, value);
  const reportImage = useCallback((field: TeamImageField, problem: string | null) => {
    setImageProblems((current) =>
      (current[field] ?? null) === problem
        ? current
        : { ...current, [field]: problem ?? undefined },
    );
  }, []);
  const imageReporters = useMemo(
    () =>
      Object.fromEntries(
        TEAM_IMAGE_FIELDS.map((field) => [
          field,
          (problem: string | null) => reportImage(field, problem),
        ]),
      ) as Record<TeamImageField, (problem: string | null) => void>,
    [reportImage],
  );

  const sportOptions = SPORTS.filter(
    (s) => s.code === values.sport || offeredSports.some((o) => o.code === s.code),
  );
  const leagues = options.data?.leagues ?? [];
  const organizations = options.data?.organizations ?? [];

  return (
    <form
      onSubmit={(event) => (hasImageProblem ? event.preventDefault() : entity.submit(event))}
      noValidate
      aria-label="Team"
    >
      <Stack gap="6">
        {entity.conflict && (
          <ConflictNotice
            conflict={entity.conflict}
            noun="team"
            onReload={entity.reload}
            onReapply={entity.reapply}
          />
        )}
        <chakra.fieldset disabled={readOnly} minW="0">
          <Stack gap="6">
            <Box {...panel}>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                <TextField
                  label="Name"
                  value={values.name}
                  onChange={(name) => set('name', name)}
                  error={errorFor('name')}
                  helper="Required; fewer than 100 characters."
                />
                <TextField
                  label="Tricode"
                  value={values.tricode}
                  onChange={(tricode) => set('tricode', tricode.toUpperCase())}
                  error={errorFor('tricode')}
                  helper={`Up to ${TRICODE_MAX_LENGTH} letters or digits, for example T1.`}
                  fontFamily="mono"
                />
                <TextField
                  label="Slug"
                  value={values.slug}
                  onChange={(slug) => set('slug', slug)}
                  error={errorFor('slug')}
                  helper="Lower-case letters, digits and underscores."
                  fontFamily="mono"
                />
                <SelectField label="Sport" error={errorFor('sport')}>
                  <NativeSelect.Field
                    value={values.sport}
                    onChange={(event) => {
                      const sport = event.currentTarget.value;
                      if (isSportCode(sport)) {
                        // A home league belongs to one sport: another sport clears it.
                        entity.update((current) => ({ ...current, sport, homeLeagueId: '' }));
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
                <SelectField
                  label="Home league"
                  error={errorFor('homeLeagueId')}
                  helper={options.loading ? 'Loading leagues…' : undefined}
                >
                  <NativeSelect.Field
                    value={values.homeLeagueId}
                    onChange={(event) => {
                      const homeLeagueId = event.currentTarget.value;
                      entity.update((current) => ({ ...current, homeLeagueId }));
                    }}
                  >
                    <option value="">No home league</option>
                    {leagues.map((league) => (
                      <option key={league.id} value={league.id}>
                        {league.name}
                      </option>
                    ))}
                    {values.homeLeagueId &&
                      !leagues.some((league) => league.id === values.homeLeagueId) && (
                        <option value={values.homeLeagueId}>
                          {options.loading
                            ? 'Loading…'
                            : `League ${values.homeLeagueId} (archived or unknown)`}
                        </option>
                      )}
                  </NativeSelect.Field>
                </SelectField>
                <SelectField label="Organization" error={errorFor('organizationId')}>
                  <NativeSelect.Field
                    value={values.organizationId}
                    onChange={(event) => {
                      const organizationId = event.currentTarget.value;
                      entity.update((current) => ({ ...current, organizationId }));
                    }}
                  >
                    <option value="">No organization</option>
                    {organizations.map((organization) => (
                      <option key={organization.id} value={organization.id}>
                        {organization.name} ({organization.tricode})
                      </option>
                    ))}
                    {values.organizationId &&
                      !organizations.some((o) => o.id === values.organizationId) && (
                        <option value={values.organizationId}>
                          {options.loading
                            ? 'Loading…'
                            : `Organization ${values.organizationId} (archived or unknown)`}
                        </option>
                      )}
                  </NativeSelect.Field>
                </SelectField>
                <SelectField label="Status" error={errorFor('status')}>
                  <NativeSelect.Field
                    value={values.status}
                    onChange={(event) => {
                      const status =
                        event.currentTarget.value === 'archived' ? 'archived' : 'active';
                      entity.update((current) => ({ ...current, status }));
                    }}
                  >
                    <option value="active">Active</option>
                    <option value="archived">Archived</option>
                  </NativeSelect.Field>
                </SelectField>
                <Box />
                <ColorField
                  label="Primary colour"
                  value={values.primaryColor}
                  onChange={(color) => set('primaryColor', color)}
                  error={errorFor('primaryColor')}
                  helper="Optional; '#' and up to 6 hex digits."
                />
                <ColorField
                  label="Secondary colour"
                  value={values.secondaryColor}
                  onChange={(color) => set('secondaryColor', color)}
                  error={errorFor('secondaryColor')}
                  helper="Optional; '#' and up to 6 hex digits."
                />
              </SimpleGrid>
            </Box>

            <FormSection
              title="Logos and images"
              description="Image addresses (http or https). Each image may be at most 4000 px wide or tall."
            >
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                {TEAM_IMAGE_FIELDS.map((field) => (
                  <ImageUrlField
                    key={field}
                    label={IMAGE_LABELS[field]}
                    value={values.images[field]}
                    onChange={(url) => setImage(field, url)}
                    error={errorFor(`images.${field}`)}
                    onImageProblem={imageReporters[field]}
                  />
                ))}
              </SimpleGrid>
            </FormSection>
          </Stack>
        </chakra.fieldset>

        <FormSaveBar
          noun="team"
          readOnly={readOnly}
          showsErrors={showsErrors}
          missing={invalid && 'Fill in name, tricode and slug to save.'}
          saveDisabled={invalid || saving}
          saving={saving}
          onCancel={() => void navigate(LIST_PATH)}
        />
      </Stack>
      {entity.leaveDialog}
    </form>
  );
}
