import { SimpleGrid } from '@chakra-ui/react';
import { LOGO_BUNDLE_LABELS } from '@esports-admin/schema/rules/organization';
import { LOGO_BUNDLE_KEYS } from '@esports-admin/schema/upstream/elds-organizations';
import type { OrganizationInput } from '../../__generated__/graphql';
import { ColorPairFields } from '../../components/ColorPairFields';
import { EntityFormFrame } from '../../components/EntityFormFrame';
import { FormPanel, TextField, TricodeField } from '../../components/FormFields';
import { ImageFieldsSection } from '../../components/ImageFieldsSection';
import { useEntityFormPage, type EntityFormProps } from '../../components/useEntityFormPage';
import { useImageProblems } from '../../components/useImageProblems';
import {
  toOrganizationInput,
  validateOrganizationForm,
  type OrganizationFormValues,
} from './organizationFormValues';
import { ORGANIZATION_LIST_PATH } from './organizationPaths';

const FIELD_LABELS: Record<keyof OrganizationFormValues, string> = {
  name: 'Name',
  tricode: 'Tricode',
  primaryColor: 'Primary colour',
  secondaryColor: 'Secondary colour',
  logoBundle: 'Logo bundle',
};

/**
 * The organization editor (spec 2 §3, spec 1 §5): validated with the shared rules as the user
 * types; a field shows its message once changed. Save is disabled while anything is invalid,
 * including a logo image over 4000 px.
 */
export function OrganizationForm(
  props: EntityFormProps<OrganizationFormValues, OrganizationInput>,
) {
  const form = useEntityFormPage(props, {
    noun: 'organization',
    validate: validateOrganizationForm,
    toInput: toOrganizationInput,
    listPath: ORGANIZATION_LIST_PATH,
  });
  const { textField } = form;
  const images = useImageProblems(LOGO_BUNDLE_KEYS);

  return (
    <EntityFormFrame
      form={form}
      label="Organization"
      fieldLabel={(field) => FIELD_LABELS[field]}
      blocked={images.invalid}
      missing="Fill in name and tricode to save."
    >
      <FormPanel>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <TextField
            label="Name"
            {...textField('name')}
            helper="Required; fewer than 100 characters."
          />
          <TricodeField {...textField('tricode')} example="HLE" />
          <ColorPairFields form={form} helper="Optional; #RGB or #RRGGBB." />
        </SimpleGrid>
      </FormPanel>
      <ImageFieldsSection
        title="Logo bundle"
        keys={LOGO_BUNDLE_KEYS}
        labels={LOGO_BUNDLE_LABELS}
        {...form.fieldGroup('logoBundle')}
        problems={images}
      />
    </EntityFormFrame>
  );
}
