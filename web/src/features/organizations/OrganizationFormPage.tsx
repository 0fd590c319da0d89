import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { OrganizationInput } from '../../__generated__/graphql';
import {
  useCreateOrganizationMutation,
  useOrganizationEditPageQuery,
  useUpdateOrganizationMutation,
} from '../../__generated__/hooks';
import { reportMutationOutcome, type MutationOutcome } from '../../apollo/mutationOutcome';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { AccessDeniedPage } from '../../shell/AccessDeniedPage';
import { MessagePage } from '../../shell/MessagePage';
import { useViewer } from '../../shell/viewer';
import { OrganizationForm, type OrganizationSubmitResult } from './OrganizationForm';
import { newOrganizationFormValues, organizationFormValuesFrom } from './organizationFormValues';
import { ORGANIZATION_LIST_PATH } from './organizationPaths';

/**
 * /organizations/create and /organizations/:id/edit. A read-only user sees an organization's
 * form disabled, and cannot open the create page at all.
 */
export default function OrganizationFormPage() {
  const { id } = useParams();
  const writable = useViewer().mayWrite('organization');
  if (id) return <EditOrganization key={id} id={id} readOnly={!writable} />;
  return writable ? <CreateOrganization /> : <AccessDeniedPage />;
}

function toSubmitResult(outcome: MutationOutcome | undefined): OrganizationSubmitResult {
  if (!outcome) return { ok: false, fieldErrors: {} };
  const fieldErrors = reportMutationOutcome(outcome);
  return outcome.ok ? { ok: true } : { ok: false, fieldErrors };
}

/** Transport and GraphQL errors were already shown by the error link; the form stays as it is. */
const FAILED: OrganizationSubmitResult = { ok: false, fieldErrors: {} };

function CreateOrganization() {
  const [initialValues] = useState(newOrganizationFormValues);
  const [createOrganization] = useCreateOrganizationMutation();

  const submit = async (input: OrganizationInput) => {
    try {
      const result = await createOrganization({ variables: { input } });
      return toSubmitResult(result.data?.createOrganization);
    } catch {
      return FAILED;
    }
  };

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
  const { data, loading, error, refetch } = useOrganizationEditPageQuery({
    variables: { id },
    fetchPolicy: 'network-only',
  });
  const [updateOrganization] = useUpdateOrganizationMutation();

  const submit = async (input: OrganizationInput) => {
    try {
      const result = await updateOrganization({ variables: { id, input } });
      return toSubmitResult(result.data?.updateOrganization);
    } catch {
      return FAILED;
    }
  };

  if (loading && !data) return <PageLoader label="Loading organization…" />;

  if (error && !data) {
    return (
      <MessagePage title="The organization could not be loaded">
        <Text color="fg.muted">The reason is shown in the message above.</Text>
        <Stack direction="row" gap="3">
          <Button variant="outline" asChild>
            <RouterLink to={ORGANIZATION_LIST_PATH}>Back to organizations</RouterLink>
          </Button>
          <Button colorPalette="teal" onClick={() => void refetch().catch(() => undefined)}>
            Retry
          </Button>
        </Stack>
      </MessagePage>
    );
  }

  const organization = data?.organization;
  if (!organization) {
    return (
      <MessagePage eyebrow="Not found" title="Organization not found">
        <Text color="fg.muted">
          There is no organization with id {id}. It may have been removed.
        </Text>
        <Button colorPalette="teal" asChild>
          <RouterLink to={ORGANIZATION_LIST_PATH}>Back to organizations</RouterLink>
        </Button>
      </MessagePage>
    );
  }

  return (
    <Stack gap="6">
      <PageHeader
        title={readOnly ? 'View Organization' : 'Edit Organization'}
        description={`${organization.name} · ${organization.tricode}${organization.status === 'archived' ? ' (archived)' : ''}`}
      />
      <OrganizationForm
        initialValues={organizationFormValuesFrom(organization)}
        onSubmit={submit}
        readOnly={readOnly}
      />
    </Stack>
  );
}
