import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { OrganizationInput } from '../../__generated__/graphql';
import {
  useCreateOrganizationMutation,
  useOrganizationEditPageQuery,
  useUpdateOrganizationMutation,
} from '../../__generated__/hooks';
import { runMutation } from '../../apollo/mutationOutcome';
import { createOrEditPage } from '../../components/createOrEditPage';
import { editPageRecord } from '../../components/editPageRecord';
import { HistoryPanel } from '../../components/HistoryPanel';
import { PageHeader } from '../../components/PageHeader';
import { OrganizationForm } from './OrganizationForm';
import { newOrganizationFormValues, organizationFormValuesFrom } from './organizationFormValues';
import { ORGANIZATION_LIST_PATH } from './organizationPaths';

const BACK = { to: ORGANIZATION_LIST_PATH, label: 'Back to organizations' };

/**
 * /organizations/create and /organizations/:id/edit. A read-only user sees an organization's
 * form disabled, and cannot open the create page at all.
 */
export default createOrEditPage({
  families: ['organization'],
  Create: CreateOrganization,
  Edit: EditOrganization,
});

function CreateOrganization() {
  const [initialValues] = useState(newOrganizationFormValues);
  const [createOrganization] = useCreateOrganizationMutation();

  const submit = (input: OrganizationInput) =>
    runMutation(createOrganization({ variables: { input } }), (data) => data.createOrganization, {
      conflictShownByCaller: true,
    });

  return (
    <Stack gap="6">
      <PageHeader
        title="Create Organization"
        description="A new organization that teams of any sport can belong to."
      />
      <OrganizationForm initialValues={initialValues} onSubmit={submit} />
    </Stack>
  );
}

function EditOrganization({ id, readOnly }: { id: string; readOnly: boolean }) {
  const query = useOrganizationEditPageQuery({
    variables: { id },
    fetchPolicy: 'network-only',
  });
  const [updateOrganization] = useUpdateOrganizationMutation();

  const submit = (input: OrganizationInput, expectedVersion: string | undefined) =>
    runMutation(
      updateOrganization({ variables: { id, input, expectedVersion } }),
      (data) => data.updateOrganization,
      { conflictShownByCaller: true },
    );
  const edit = editPageRecord(query, {
    what: 'organization',
    id,
    back: BACK,
    record: (data) => data.organization,
    values: organizationFormValuesFrom,
  });
  if (edit.page) return edit.page;
  const { record: organization, form } = edit;

  return (
    <Stack gap="6">
      <PageHeader
        title={readOnly ? 'View Organization' : 'Edit Organization'}
        description={`${organization.name} · ${organization.tricode}${organization.status === 'archived' ? ' (archived)' : ''}`}
      />
      <OrganizationForm onSubmit={submit} {...form} readOnly={readOnly} />
      <HistoryPanel entityType="Organization" entityId={id} />
    </Stack>
  );
}
