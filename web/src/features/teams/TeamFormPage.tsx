import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { TeamInput } from '../../__generated__/graphql';
import {
  useCreateTeamMutation,
  useTeamEditPageQuery,
  useUpdateTeamMutation,
} from '../../__generated__/hooks';
import { reportMutationOutcome, type MutationOutcome } from '../../apollo/mutationOutcome';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { AccessDeniedPage } from '../../shell/AccessDeniedPage';
import { MessagePage } from '../../shell/MessagePage';
import { useSport } from '../../shell/sport';
import { useViewer } from '../../shell/viewer';
import { TeamForm, type TeamSubmitResult } from './TeamForm';
import { newTeamFormValues, teamFormValuesFrom } from './teamFormValues';
import { teamListPath } from './teamPaths';

/** /teams/create and /teams/:id/edit. A read-only user sees the form disabled and no create page. */
export default function TeamFormPage() {
  const { id } = useParams();
  const writable = useViewer().mayWrite('team');
  if (id) return <EditTeam key={id} id={id} readOnly={!writable} />;
  return writable ? <CreateTeam /> : <AccessDeniedPage />;
}

function toSubmitResult(outcome: MutationOutcome | undefined): TeamSubmitResult {
  if (!outcome) return { ok: false, fieldErrors: {} };
  const fieldErrors = reportMutationOutcome(outcome);
  return outcome.ok ? { ok: true } : { ok: false, fieldErrors };
}

/** Transport and GraphQL errors were already shown by the error link; the form stays as it is. */
const FAILED: TeamSubmitResult = { ok: false, fieldErrors: {} };

function CreateTeam() {
  const { sport } = useSport();
  const [initialValues] = useState(() => newTeamFormValues(sport));
  const [createTeam] = useCreateTeamMutation();

  const submit = async (input: TeamInput) => {
    try {
      const result = await createTeam({ variables: { input } });
      return toSubmitResult(result.data?.createTeam);
    } catch {
      return FAILED;
    }
  };

  return (
    <Stack gap="6">
      <PageHeader title="Create Team" description="A new team of one sport." />
      <TeamForm initialValues={initialValues} onSubmit={submit} />
    </Stack>
  );
}

function EditTeam({ id, readOnly }: { id: string; readOnly: boolean }) {
  const { data, loading, error, refetch } = useTeamEditPageQuery({
    variables: { id },
    fetchPolicy: 'network-only',
  });
  const [updateTeam] = useUpdateTeamMutation();

  const submit = async (input: TeamInput) => {
    try {
      const result = await updateTeam({ variables: { id, input } });
      return toSubmitResult(result.data?.updateTeam);
    } catch {
      return FAILED;
    }
  };

  if (loading && !data) return <PageLoader label="Loading team…" />;

  if (error && !data) {
    return (
      <MessagePage title="The team could not be loaded">
        <Text color="fg.muted">The reason is shown in the message above.</Text>
        <Stack direction="row" gap="3">
          <Button variant="outline" asChild>
            <RouterLink to={teamListPath('current')}>Back to teams</RouterLink>
          </Button>
          <Button colorPalette="teal" onClick={() => void refetch().catch(() => undefined)}>
            Retry
          </Button>
        </Stack>
      </MessagePage>
    );
  }

  const team = data?.team;
  if (!team) {
    return (
      <MessagePage eyebrow="Not found" title="Team not found">
        <Text color="fg.muted">There is no team with id {id}. It may have been removed.</Text>
        <Button colorPalette="teal" asChild>
          <RouterLink to={teamListPath('current')}>Back to teams</RouterLink>
        </Button>
      </MessagePage>
    );
  }

  return (
    <Stack gap="6">
      <PageHeader
        title={readOnly ? 'View Team' : 'Edit Team'}
        description={`${team.name} · ${team.tricode}${team.status === 'archived' ? ' (archived)' : ''}`}
      />
      <TeamForm initialValues={teamFormValuesFrom(team)} onSubmit={submit} readOnly={readOnly} />
    </Stack>
  );
}
