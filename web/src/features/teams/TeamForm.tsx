import { Box, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { TEAM_IMAGE_FIELDS, type TeamImageField } from '@esports-admin/schema/rules/team';
import type { TeamInput } from '../../__generated__/graphql';
import { useTeamFormOptionsQuery } from '../../__generated__/hooks';
import type { FieldMessages } from '../../apollo/mutationOutcome';
import { ColorPairFields } from '../../components/ColorPairFields';
import { EntityFormFrame } from '../../components/EntityFormFrame';
import {
  FormPanel,
  SelectField,
  SlugField,
  StatusSelectField,
  TextField,
  TricodeField,
} from '../../components/FormFields';
import { ImageFieldsSection } from '../../components/ImageFieldsSection';
import { useEntityFormPage, type EntityFormProps } from '../../components/useEntityFormPage';
import { useImageProblems } from '../../components/useImageProblems';
import { SportSelectField } from '../../components/SportSelectField';
import { toTeamInput, validateTeamForm, type TeamFormValues } from './teamFormValues';
import { teamListPath } from './teamPaths';

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

/**
 * The team editor (spec 1 §3 Team, §5): the shared team rules as the user types, a home league
 * picker of the team's sport, an organization picker, colours and logo addresses with the
 * 4000 px image check. Roster, category and formats are kept as loaded.
 */
export function TeamForm(props: EntityFormProps<TeamFormValues, TeamInput>) {
  const form = useEntityFormPage(props, {
    noun: 'team',
    validate: validateTeamFormKeys,
    toInput: toTeamInput,
    listPath: LIST_PATH,
    errorKeyOf: formKeyOf,
  });
  const { values, textField, errorFor } = form;
  const images = useImageProblems(TEAM_IMAGE_FIELDS);
  const options = useTeamFormOptionsQuery({ variables: { sport: values.sport } });

  const leagues = options.data?.leagues ?? [];
  const organizations = options.data?.organizations ?? [];

  return (
    <EntityFormFrame
      form={form}
      label="Team"
      blocked={images.invalid}
      missing="Fill in name, tricode and slug to save."
    >
      <FormPanel>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <TextField
            label="Name"
            {...textField('name')}
            helper="Required; fewer than 100 characters."
          />
          <TricodeField {...textField('tricode')} example="T1" />
          <SlugField {...textField('slug')} helper="Lower-case letters, digits and underscores." />
          <SportSelectField
            value={values.sport}
            // A home league belongs to one sport: another sport clears it.
            onChange={(sport) =>
              form.update((current) => ({ ...current, sport, homeLeagueId: '' }))
            }
            error={errorFor('sport')}
          />
          <SelectField
            label="Home league"
            error={errorFor('homeLeagueId')}
            helper={options.loading ? 'Loading leagues…' : undefined}
          >
            <NativeSelect.Field
              value={values.homeLeagueId}
              onChange={(event) => {
                const homeLeagueId = event.currentTarget.value;
                form.update((current) => ({ ...current, homeLeagueId }));
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
                form.update((current) => ({ ...current, organizationId }));
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
          <StatusSelectField
            value={values.status}
            statuses={['active', 'archived']}
            onChange={(status) => form.update((current) => ({ ...current, status }))}
            error={errorFor('status')}
          />
          <Box />
          <ColorPairFields form={form} helper="Optional; '#' and up to 6 hex digits." />
        </SimpleGrid>
      </FormPanel>
      <ImageFieldsSection
        title="Logos and images"
        keys={TEAM_IMAGE_FIELDS}
        labels={IMAGE_LABELS}
        {...form.fieldGroup('images')}
        problems={images}
      />
    </EntityFormFrame>
  );
}
