import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { LeagueInput } from '../../__generated__/graphql';
import {
  useCreateLeagueMutation,
  useLeagueEditPageQuery,
  useUpdateLeagueMutation,
} from '../../__generated__/hooks';
import { reportMutationOutcome, type MutationOutcome } from '../../apollo/mutationOutcome';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { AccessDeniedPage } from '../../shell/AccessDeniedPage';
import { MessagePage } from '../../shell/MessagePage';
import { useSport } from '../../shell/sport';
import { useViewer } from '../../shell/viewer';
import { LeagueForm, type LeagueSubmitResult } from './LeagueForm';
import { leagueFormValuesFrom, newLeagueFormValues } from './leagueFormValues';
import { leagueListPath } from './leaguePaths';

/**
 * /leagues/create and /leagues/:id/edit. A read-only user sees a league's form disabled, and
 * cannot open the create page at all.
 */
export default function LeagueFormPage() {
  const { id } = useParams();
  const writable = useViewer().mayWrite('league');
  if (id) return <EditLeague key={id} id={id} readOnly={!writable} />;
  return writable ? <CreateLeague /> : <AccessDeniedPage />;
}

function toSubmitResult(outcome: MutationOutcome | undefined): LeagueSubmitResult {
  if (!outcome) return { ok: false, fieldErrors: {} };
  const fieldErrors = reportMutationOutcome(outcome);
  return outcome.ok ? { ok: true } : { ok: false, fieldErrors };
}

/** Transport and GraphQL errors were already shown by the error link; the form stays as it is. */
const FAILED: LeagueSubmitResult = { ok: false, fieldErrors: {} };

function CreateLeague() {
  const { sport } = useSport();
  const [initialValues] = useState(() => newLeagueFormValues(sport));
  const [createLeague] = useCreateLeagueMutation();

  const submit = async (input: LeagueInput) => {
    try {
      const result = await createLeague({ variables: { input } });
      return toSubmitResult(result.data?.createLeague);
    } catch {
      return FAILED;
    }
  };

  return (
    <Stack gap="6">
      <PageHeader
        title="Create League"
        description="A new league that tournaments can belong to."
      />
      <LeagueForm initialValues={initialValues} onSubmit={submit} />
    </Stack>
  );
}

function EditLeague({ id, readOnly }: { id: string; readOnly: boolean }) {
  const { data, loading, error, refetch } = useLeagueEditPageQuery({
    variables: { id },
    fetchPolicy: 'network-only',
  });
  const [updateLeague] = useUpdateLeagueMutation();

  const submit = async (input: LeagueInput) => {
    try {
      const result = await updateLeague({ variables: { id, input } });
      return toSubmitResult(result.data?.updateLeague);
    } catch {
      return FAILED;
    }
  };

  if (loading && !data) return <PageLoader label="Loading league…" />;

  if (error && !data) {
    return (
      <MessagePage title="The league could not be loaded">
        <Text color="fg.muted">The reason is shown in the message above.</Text>
        <Stack direction="row" gap="3">
          <Button variant="outline" asChild>
            <RouterLink to={leagueListPath('current')}>Back to leagues</RouterLink>
          </Button>
          <Button colorPalette="teal" onClick={() => void refetch().catch(() => undefined)}>
            Retry
          </Button>
        </Stack>
      </MessagePage>
    );
  }

  const league = data?.league;
  if (!league) {
    return (
      <MessagePage eyebrow="Not found" title="League not found">
        <Text color="fg.muted">There is no league with id {id}. It may have been removed.</Text>
        <Button colorPalette="teal" asChild>
          <RouterLink to={leagueListPath('current')}>Back to leagues</RouterLink>
        </Button>
      </MessagePage>
    );
  }

  return (
    <Stack gap="6">
      <PageHeader
        title={readOnly ? 'View League' : 'Edit League'}
        description={`${league.name} · ${league.slug}${league.status === 'archived' ? ' (archived)' : ''}`}
      />
      <LeagueForm
        initialValues={leagueFormValuesFrom(league)}
        onSubmit={submit}
        readOnly={readOnly}
      />
    </Stack>
  );
}
