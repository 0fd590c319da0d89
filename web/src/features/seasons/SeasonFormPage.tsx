import { Button, Stack, Text } from '@chakra-ui/react';
import { DEFAULT_LOCALE } from '@esports-admin/schema/rules/constants';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { SeasonInput } from '../../__generated__/graphql';
import {
  useCreateSeasonMutation,
  useSeasonEditPageQuery,
  useUpdateSeasonMutation,
} from '../../__generated__/hooks';
import { reportMutationOutcome, type MutationOutcome } from '../../apollo/mutationOutcome';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { MessagePage } from '../../shell/MessagePage';
import { useSport } from '../../shell/sport';
import { SeasonForm, type SeasonSubmitResult } from './SeasonForm';
import { newSeasonFormValues, seasonFormValuesFrom } from './seasonFormValues';
import { seasonListPath } from './seasonPaths';

/** /season/create and /season/:id/edit (spec 2 §2). */
export default function SeasonFormPage() {
  const { id } = useParams();
  return id ? <EditSeason key={id} id={id} /> : <CreateSeason />;
}

function toSubmitResult(outcome: MutationOutcome | undefined): SeasonSubmitResult {
  if (!outcome) return { ok: false, fieldErrors: {} };
  const fieldErrors = reportMutationOutcome(outcome);
  return outcome.ok ? { ok: true } : { ok: false, fieldErrors };
}

function seasonTitle(season: {
  name: { slug: string; localizations: { locale: string; value: string }[] };
}) {
  const enUs = season.name.localizations.find((l) => l.locale === DEFAULT_LOCALE)?.value;
  return enUs ? `${enUs} · ${season.name.slug}` : season.name.slug;
}

/** Transport and GraphQL errors were already shown by the error link; the form stays as it is. */
const FAILED: SeasonSubmitResult = { ok: false, fieldErrors: {} };

function CreateSeason() {
  const { sport } = useSport();
  const [initialValues] = useState(() => newSeasonFormValues(sport));
  const [createSeason] = useCreateSeasonMutation();

  const submit = async (input: SeasonInput) => {
    try {
      const result = await createSeason({ variables: { input } });
      return toSubmitResult(result.data?.createSeason);
    } catch {
      return FAILED;
    }
  };

  return (
    <Stack gap="6">
      <PageHeader title="Create Season" description="A new season and its splits." />
      <SeasonForm initialValues={initialValues} onSubmit={submit} />
    </Stack>
  );
}

function EditSeason({ id }: { id: string }) {
  const { data, loading, error, refetch } = useSeasonEditPageQuery({
    variables: { id },
    fetchPolicy: 'network-only',
  });
  const [updateSeason] = useUpdateSeasonMutation();

  const submit = async (input: SeasonInput) => {
    try {
      const result = await updateSeason({ variables: { id, input } });
      return toSubmitResult(result.data?.updateSeason);
    } catch {
      return FAILED;
    }
  };

  if (loading && !data) return <PageLoader label="Loading season…" />;

  if (error && !data) {
    return (
      <MessagePage title="The season could not be loaded">
        <Text color="fg.muted">The reason is shown in the message above.</Text>
        <Stack direction="row" gap="3">
          <Button variant="outline" asChild>
            <RouterLink to={seasonListPath('current')}>Back to seasons</RouterLink>
          </Button>
          <Button colorPalette="teal" onClick={() => void refetch().catch(() => undefined)}>
            Retry
          </Button>
        </Stack>
      </MessagePage>
    );
  }

  const season = data?.season;
  if (!season) {
    return (
      <MessagePage eyebrow="Not found" title="Season not found">
        <Text color="fg.muted">There is no season with id {id}. It may have been removed.</Text>
        <Button colorPalette="teal" asChild>
          <RouterLink to={seasonListPath('current')}>Back to seasons</RouterLink>
        </Button>
      </MessagePage>
    );
  }

  return (
    <Stack gap="6">
      <PageHeader
        title="Edit Season"
        description={`${seasonTitle(season)}${season.status === 'archived' ? ' (archived)' : ''}`}
      />
      <SeasonForm initialValues={seasonFormValuesFrom(season)} onSubmit={submit} />
    </Stack>
  );
}
