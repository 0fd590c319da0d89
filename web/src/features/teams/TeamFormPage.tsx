import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { TeamInput } from '../../__generated__/graphql';
import {
  useCreateTeamMutation,
  useTeamEditPageQuery,
  useUpdateTeamMutation,
} from '../../__generated__/hooks';
import { runMutation } from '../../apollo/mutationOutcome';
import { createOrEditPage } from '../../components/createOrEditPage';
import { editPageRecord } from '../../components/editPageRecord';
import { HistoryPanel } from '../../components/HistoryPanel';
import { PageHeader } from '../../components/PageHeader';
import { useSport } from '../../shell/sport';
import { TeamForm } from './TeamForm';
import { newTeamFormValues, teamFormValuesFrom } from './teamFormValues';
import { teamListPath } from './teamPaths';

/** /teams/create and /teams/:id/edit. A read-only user sees the form disabled and no create page. */
export default createOrEditPage({ families: ['team'], Create: CreateTeam, Edit: EditTeam });

const BACK = { to: teamListPath('current'), label: 'Back to teams' };

function CreateTeam() {
  const { sport } = useSport();
  const [initialValues] = useState(() => newTeamFormValues(sport));
  const [createTeam] = useCreateTeamMutation();

  const submit = (input: TeamInput) =>
    runMutation(createTeam({ variables: { input } }), (data) => data.createTeam, {
      conflictShownByCaller: true,
    });

  return (
    <Stack gap="6">
      <PageHeader title="Create Team" description="A new team of one sport." />
      <TeamForm initialValues={initialValues} onSubmit={submit} />
    </Stack>
  );
}

function EditTeam({ id, readOnly }: { id: string; readOnly: boolean }) {
  const query = useTeamEditPageQuery({
    variables: { id },
    fetchPolicy: 'network-only',
  });
  const [updateTeam] = useUpdateTeamMutation();

  const submit = (input: TeamInput, expectedVersion: string | undefined) =>
    runMutation(
      updateTeam({ variables: { id, input, expectedVersion } }),
      (data) => data.updateTeam,
      { conflictShownByCaller: true },
    );
  const edit = editPageRecord(query, {
    what: 'team',
    id,
    back: BACK,
    record: (data) => data.team,
    values: teamFormValuesFrom,
  });
  if (edit.page) return edit.page;
  const { record: team, form } = edit;

  return (
    <Stack gap="6">
      <PageHeader
        title={readOnly ? 'View Team' : 'Edit Team'}
        description={`${team.name} · ${team.tricode}${team.status === 'archived' ? ' (archived)' : ''}`}
      />
      <TeamForm onSubmit={submit} {...form} readOnly={readOnly} />
      <HistoryPanel entityType="Team" entityId={id} />
    </Stack>
  );
}
