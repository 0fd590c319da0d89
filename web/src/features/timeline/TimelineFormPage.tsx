import { chakra, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { validateStreamTimelineDraft } from '@esports-admin/schema/rules/stream-timeline';
import { useParams } from 'react-router-dom';
import type {
  StreamTimelineTournamentInput,
  TimelineForm_EntryFragment,
} from '../../__generated__/graphql';
import {
  useTimelineListPageQuery,
  useUpdateTimelineEntryMutation,
} from '../../__generated__/hooks';
import { runMutation } from '../../apollo/mutationOutcome';
import { fromDateInputValue, toDateInputValue } from '../../components/dates';
import { FormSection, TextField } from '../../components/FormFields';
import { EntityFormFrame } from '../../components/EntityFormFrame';
import { HistoryPanel } from '../../components/HistoryPanel';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { useEntityFormPage, type EntityFormProps } from '../../components/useEntityFormPage';
import { LoadFailedPage, NotFoundPage } from '../../shell/EditPageStates';
import { useViewer } from '../../shell/viewer';
import { TIMELINE_FAMILIES, TIMELINE_LIST_PATH } from './timelinePaths';

const BACK = { to: TIMELINE_LIST_PATH, label: 'Back to the stream timeline' };
const FIELD_LABELS: Record<string, string> = {
  description: 'Description',
  startDate: 'Start date',
  endDate: 'End date',
  droppable: 'Droppable',
  rewardable: 'Rewardable',
};

// Unlike form.dayField, an unchanged day keeps the stored entry's instant, not the typed one.
const DATE_FIELDS = [
  { key: 'startDate', label: 'Start date', helper: 'UTC' },
  { key: 'endDate', label: 'End date', helper: 'UTC; not before the start' },
] as const;

const valuesOf = (entry: TimelineForm_EntryFragment): StreamTimelineTournamentInput => ({
  description: entry.description,
  startDate: entry.startDate,
  endDate: entry.endDate,
  droppable: entry.droppable,
  rewardable: entry.rewardable,
});

/** /timeline/:tournamentId/edit. The service only lists entries, so the page reads the list. */
export default function TimelineFormPage() {
  const { tournamentId = '' } = useParams();
  const { mayWrite } = useViewer();
  const readOnly = !TIMELINE_FAMILIES.some((family) => mayWrite(family));
  const { data, loading, error, refetch } = useTimelineListPageQuery({
    fetchPolicy: 'network-only',
  });
  const [updateEntry] = useUpdateTimelineEntryMutation();
  const find = (entries: readonly TimelineForm_EntryFragment[] | null | undefined) =>
    entries?.find((entry) => entry.tournamentId === tournamentId) ?? null;

  if (loading && !data) return <PageLoader label="Loading the stream timeline…" />;
  if (error && !data) {
    return (
      <LoadFailedPage
        what="stream timeline"
        back={BACK}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  const entry = find(data?.streamTimelineTournaments);
  if (!entry) {
    return <NotFoundPage what="stream timeline tournament" id={tournamentId} back={BACK} />;
  }
  const loadLatest = async () => {
    const fresh = find((await refetch()).data?.streamTimelineTournaments);
    return fresh ? { values: valuesOf(fresh), version: fresh.version } : null;
  };
  const save = (input: StreamTimelineTournamentInput, expectedVersion: string | undefined) =>
    runMutation(
      updateEntry({ variables: { tournamentId, input, expectedVersion } }),
      (result) => result.updateStreamTimelineTournament,
      { conflictShownByCaller: true },
    );

  return (
    <Stack gap="6">
      <PageHeader
        title={readOnly ? 'View Stream Timeline Tournament' : 'Edit Stream Timeline Tournament'}
        description={`${entry.description} · ${entry.tournamentId}`}
      />
      <TimelineForm
        key={entry.version}
        entry={entry}
        readOnly={readOnly}
        onSubmit={save}
        loadLatest={loadLatest}
      />
      <HistoryPanel entityType="StreamTimelineTournament" entityId={tournamentId} />
    </Stack>
  );
}

function TimelineForm({
  entry,
  ...props
}: { entry: TimelineForm_EntryFragment } & Omit<
  EntityFormProps<StreamTimelineTournamentInput, StreamTimelineTournamentInput>,
  'initialValues' | 'version'
>) {
  const form = useEntityFormPage(
    { ...props, initialValues: valuesOf(entry), version: entry.version },
    {
      noun: 'stream timeline tournament',
      validate: validateStreamTimelineDraft,
      toInput: (values) => values,
      listPath: TIMELINE_LIST_PATH,
    },
  );
  const { values } = form;

  return (
    <EntityFormFrame
      form={form}
      label="Stream timeline tournament"
      fieldLabel={(field) => FIELD_LABELS[field] ?? field}
    >
      <FormSection
        title="Timeline entry"
        description="What viewers' timeline shows for the tournament, and when."
      >
        <TextField
          label="Description"
          {...form.textField('description')}
          helper="Shown on the timeline; fewer than 100 characters."
          maxW="xl"
        />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" maxW="xl">
          {DATE_FIELDS.map(({ key, label, helper }) => (
            <TextField
              key={key}
              label={label}
              type="date"
              value={toDateInputValue(values[key])}
              onChange={(value) => form.set(key, fromDateInputValue(value, entry[key]))}
              error={form.errorFor(key)}
              helper={helper}
            />
          ))}
        </SimpleGrid>
        <Stack gap="3">
          {(['droppable', 'rewardable'] as const).map((flag) => (
            <chakra.label key={flag} display="flex" alignItems="center" gap="3" cursor="pointer">
              <chakra.input
                type="checkbox"
                checked={values[flag]}
                onChange={(event) => form.set(flag, event.currentTarget.checked)}
                w="4"
                h="4"
                accentColor="teal.600"
              />
              <Text fontSize="sm">
                {flag === 'droppable'
                  ? 'Droppable: viewers may receive drops'
                  : 'Rewardable: viewers may earn rewards'}
              </Text>
            </chakra.label>
          ))}
        </Stack>
      </FormSection>
    </EntityFormFrame>
  );
}
