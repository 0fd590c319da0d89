/**
 * The organization form's state and its translations: from the stored organization
 * (OrganizationForm_organization) to the shared OrganizationDraft, which is also the form's
 * state, and to the OrganizationInput the gateway takes. Error keys are the gateway's
 * `inputErrors` fields ('name', 'primaryColor', 'logoBundle.darkLogo', …).
 */
import {
  emptyLogoBundle,
  newOrganizationDraft,
  validateOrganizationDraft,
  type OrganizationDraft,
  type OrganizationInputErrors,
} from '@esports-admin/schema/rules/organization';
import { LOGO_BUNDLE_KEYS } from '@esports-admin/schema/upstream/elds-organizations';
import type {
  OrganizationForm_OrganizationFragment,
  OrganizationInput,
} from '../../__generated__/graphql';

export type OrganizationFormValues = OrganizationDraft;

export const newOrganizationFormValues = newOrganizationDraft;

export function organizationFormValuesFrom(
  organization: OrganizationForm_OrganizationFragment,
): OrganizationFormValues {
  const logoBundle = emptyLogoBundle();
  for (const key of LOGO_BUNDLE_KEYS) logoBundle[key] = organization.logoBundle[key] ?? '';
  return {
    name: organization.name,
    tricode: organization.tricode,
    primaryColor: organization.primaryColor ?? '',
    secondaryColor: organization.secondaryColor ?? '',
    logoBundle,
  };
}

export function validateOrganizationForm(values: OrganizationFormValues): OrganizationInputErrors {
  return validateOrganizationDraft(values);
}

/** Empty colours and addresses are sent as null: "none". */
export function toOrganizationInput(values: OrganizationFormValues): OrganizationInput {
  const logoBundle: NonNullable<OrganizationInput['logoBundle']> = {};
  for (const key of LOGO_BUNDLE_KEYS) logoBundle[key] = values.logoBundle[key].trim() || null;
  return {
    name: values.name.trim(),
    tricode: values.tricode,
    primaryColor: values.primaryColor || null,
    secondaryColor: values.secondaryColor || null,
    logoBundle,
  };
}
