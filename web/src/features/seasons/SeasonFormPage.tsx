import { Stack } from '@chakra-ui/react';
import { DEFAULT_LOCALE } from '@esports-admin/schema/rules/constants';
import { useState } from 'react';
import type { SeasonInput } from '../../__generated__/graphql';
import {
  useCreateSeasonMutation,
  useSeasonEditPageQuery,
  useUpdateSeasonMutation,
} from '../../__generated__/hooks';
import { runMutation } from '../../apollo/mutationOutcome';
import { createOrEditPage } from '../../components/createOrEditPage';
import { editPageRecord } from '../../components/editPageRecord';
import { HistoryPanel } from '../../components/HistoryPanel';
import { PageHeader } from '../../components/PageHeader';
import { useSport } from '../../shell/sport';
import { SeasonForm } from './SeasonForm';
import { newSeasonFormValues, seasonFormValuesFrom } from './seasonFormValues';
import { seasonListPath } from './seasonPaths';

const BACK = { to: seasonListPath('current'), label: 'Back to seasons' };

/**
 * /season/create and /season/:id/edit (spec 2 §2). A read-only user sees a season's form
 * disabled, and cannot open the create page at all.
 */
export default createOrEditPage({ families: ['season'], Create: CreateSeason, Edit: EditSeason });

function seasonTitle(season: {
  name: { slug: string; localizations: { locale: string; value: string }[] };
}) {
  const enUs = season.name.localizations.find((l) => l.locale === DEFAULT_LOCALE)?.value;
  return enUs ? `${enUs} · ${season.name.slug}` : season.name.slug;
}

function CreateSeason() {
  const { sport } = useSport();
  const [initialValues] = useState(() => newSeasonFormValues(sport));
  const [createSeason] = useCreateSeasonMutation();

  const submit = (input: SeasonInput) =>
    runMutation(createSeason({ variables: { input } }), (data) => data.createSeason, {
      conflictShownByCaller: true,
    });

  return (
    <Stack gap="6">
      <PageHeader title="Create Season" description="A new season and its splits." />
      <SeasonForm initialValues={initialValues} onSubmit={submit} />
    </Stack>
  );
}

function EditSeason({ id, readOnly }: { id: string; readOnly: boolean }) {
  const query = useSeasonEditPageQuery({
    variables: { id },
    fetchPolicy: 'network-only',
  });
  const [updateSeason] = useUpdateSeasonMutation();

  const submit = (input: SeasonInput, expectedVersion: string | undefined) =>
    runMutation(
      updateSeason({ variables: { id, input, expectedVersion } }),
      (data) => data.updateSeason,
      { conflictShownByCaller: true },
    );
  const edit = editPageRecord(query, {
    what: 'season',
    id,
    back: BACK,
    record: (data) => data.season,
    values: seasonFormValuesFrom,
  });
  if (edit.page) return edit.page;
  const { record: season, form } = edit;

  return (
    <Stack gap="6">
      <PageHeader
        title={readOnly ? 'View Season' : 'Edit Season'}
        description={`${seasonTitle(season)}${season.status === 'archived' ? ' (archived)' : ''}`}
      />
      <SeasonForm onSubmit={submit} {...form} readOnly={readOnly} />
      <HistoryPanel entityType="Season" entityId={id} />
    </Stack>
  );
}
