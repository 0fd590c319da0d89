import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { LeagueInput } from '../../__generated__/graphql';
import {
  useCreateLeagueMutation,
  useLeagueEditPageQuery,
  useUpdateLeagueMutation,
} from '../../__generated__/hooks';
import { runMutation } from '../../apollo/mutationOutcome';
import { createOrEditPage } from '../../components/createOrEditPage';
import { editPageRecord } from '../../components/editPageRecord';
import { HistoryPanel } from '../../components/HistoryPanel';
import { PageHeader } from '../../components/PageHeader';
import { useSport } from '../../shell/sport';
import { LeagueForm } from './LeagueForm';
import { leagueFormValuesFrom, newLeagueFormValues } from './leagueFormValues';
import { leagueListPath } from './leaguePaths';

const BACK = { to: leagueListPath('current'), label: 'Back to leagues' };

/**
 * /leagues/create and /leagues/:id/edit. A read-only user sees a league's form disabled, and
 * cannot open the create page at all.
 */
export default createOrEditPage({ families: ['league'], Create: CreateLeague, Edit: EditLeague });

function CreateLeague() {
  const { sport } = useSport();
  const [initialValues] = useState(() => newLeagueFormValues(sport));
  const [createLeague] = useCreateLeagueMutation();

  const submit = (input: LeagueInput) =>
    runMutation(createLeague({ variables: { input } }), (data) => data.createLeague, {
      conflictShownByCaller: true,
    });

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
  const query = useLeagueEditPageQuery({
    variables: { id },
    fetchPolicy: 'network-only',
  });
  const [updateLeague] = useUpdateLeagueMutation();

  const submit = (input: LeagueInput, expectedVersion: string | undefined) =>
    runMutation(
      updateLeague({ variables: { id, input, expectedVersion } }),
      (data) => data.updateLeague,
      { conflictShownByCaller: true },
    );
  const edit = editPageRecord(query, {
    what: 'league',
    id,
    back: BACK,
    record: (data) => data.league,
    values: leagueFormValuesFrom,
  });
  if (edit.page) return edit.page;
  const { record: league, form } = edit;

  return (
    <Stack gap="6">
      <PageHeader
        title={readOnly ? 'View League' : 'Edit League'}
        description={`${league.name} · ${league.slug}${league.status === 'archived' ? ' (archived)' : ''}`}
      />
      <LeagueForm onSubmit={submit} {...form} readOnly={readOnly} />
      <HistoryPanel entityType="League" entityId={id} />
    </Stack>
  );
}
