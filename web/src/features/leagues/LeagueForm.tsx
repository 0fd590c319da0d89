import { NativeSelect, SimpleGrid } from '@chakra-ui/react';
import type { LeagueInput } from '../../__generated__/graphql';
import { EntityFormFrame } from '../../components/EntityFormFrame';
import { FormPanel, SelectField, SlugField, TextField } from '../../components/FormFields';
import { SportSelectField } from '../../components/SportSelectField';
import { useEntityFormPage, type EntityFormProps } from '../../components/useEntityFormPage';
import {
  regionOptions,
  toLeagueInput,
  validateLeagueForm,
  type LeagueFormValues,
} from './leagueFormValues';
import { leagueListPath } from './leaguePaths';

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
export function LeagueForm(props: EntityFormProps<LeagueFormValues, LeagueInput>) {
  const form = useEntityFormPage(props, {
    noun: 'league',
    validate: validateLeagueForm,
    toInput: toLeagueInput,
    listPath: LIST_PATH,
  });
  const { values, set, textField, errorFor } = form;

  return (
    <EntityFormFrame
      form={form}
      label="League"
      fieldLabel={(field) => FIELD_LABELS[field]}
      missing="Fill in slug, name and region to save."
    >
      <FormPanel>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <SlugField
            {...textField('slug')}
            helper="Lower-case letters, digits and underscores; unique per sport."
          />
          <TextField
            label="Name"
            {...textField('name')}
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
            {...textField('priority')}
            helper="A positive whole number; lower comes first in lists."
          />
          <SportSelectField {...textField('sport')} />
          <TextField
            label="Light logo URL"
            type="url"
            {...textField('lightLogoUrl')}
            helper="Optional; an http(s) address of the logo for light backgrounds."
            placeholder="https://"
          />
        </SimpleGrid>
      </FormPanel>
    </EntityFormFrame>
  );
}
