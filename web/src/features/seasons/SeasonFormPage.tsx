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
import { AccessDeniedPage } from '../../shell/AccessDeniedPage';
import { MessagePage } from '../../shell/MessagePage';
import { useSport } from '../../shell/sport';
import { useViewer } from '../../shell/viewer';
import { SeasonForm, type SeasonSubmitResult } from './SeasonForm';
import { newSeasonFormValues, seasonFormValuesFrom } from './seasonFormValues';
import { seasonListPath } from './seasonPaths';

/**
 * /season/create and /season/:id/edit (spec 2 §2). A read-only user sees a season's form
 * disabled, and cannot open the create page at all.
 */
export default function SeasonFormPage() {
  const { id } = useParams();
  const writable = useViewer().mayWrite('season');
  if (id) return <EditSeason key={id} id={id} readOnly={!writable} />;
  return writable ? <CreateSeason /> : <AccessDeniedPage />;
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

function EditSeason({ id, readOnly }: { id: string; readOnly: boolean }) {
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
        title={readOnly ? 'View Season' : 'Edit Season'}
        description={`${seasonTitle(season)}${season.status === 'archived' ? ' (archived)' : ''}`}
      />
      <SeasonForm
        initialValues={seasonFormValuesFrom(season)}
        onSubmit={submit}
        readOnly={readOnly}
      />
    </Stack>
  );
}
