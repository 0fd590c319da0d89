import { ROUTE_ACCESS } from '@esports-admin/schema/rules/access';
import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { StreamGroupInput } from '../../__generated__/graphql';
import {
  useCreateStreamGroupMutation,
  useStreamGroupCreatePageQuery,
  useStreamGroupEditPageQuery,
  useUpdateStreamGroupMutation,
} from '../../__generated__/hooks';
import { runMutation } from '../../apollo/mutationOutcome';
import { createOrEditPage } from '../../components/createOrEditPage';
import { editPageRecord } from '../../components/editPageRecord';
import { HistoryPanel } from '../../components/HistoryPanel';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { LoadFailedPage } from '../../shell/EditPageStates';
import { StreamGroupForm } from './StreamGroupForm';
import { newStreamGroupFormValues, streamGroupFormValuesFrom } from './streamGroupFormValues';
import { STREAM_GROUP_LIST_PATH } from './streamPaths';

const BACK = { to: STREAM_GROUP_LIST_PATH, label: 'Back to stream groups' };
const STREAM_FAMILIES = ROUTE_ACCESS.streams.anyOf;

/** /stream/group/create and /stream/group/:id/edit. */
export default createOrEditPage({
  families: STREAM_FAMILIES,
  Create: CreateStreamGroup,
  Edit: EditStreamGroup,
});

function CreateStreamGroup() {
  const [initialValues] = useState(newStreamGroupFormValues);
  const { data, loading, error, refetch } = useStreamGroupCreatePageQuery({});
  const [createStreamGroup] = useCreateStreamGroupMutation();

  const submit = (input: StreamGroupInput) =>
    runMutation(createStreamGroup({ variables: { input } }), (data) => data.createStreamGroup, {
      conflictShownByCaller: true,
    });

  if (loading && !data) return <PageLoader label="Loading locales…" />;
  if (error && !data) {
    return (
      <LoadFailedPage
        what="locales"
        back={BACK}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  return (
    <Stack gap="6">
      <PageHeader
        title="Create Stream Group"
        description="A named set of streams that tournaments' broadcasts can be shown on."
      />
      <StreamGroupForm
        initialValues={initialValues}
        locales={data?.supportedStreamLocales ?? []}
        onSubmit={submit}
      />
    </Stack>
  );
}

function EditStreamGroup({ id, readOnly }: { id: string; readOnly: boolean }) {
  const query = useStreamGroupEditPageQuery({
    variables: { id },
    fetchPolicy: 'network-only',
  });
  const [updateStreamGroup] = useUpdateStreamGroupMutation();

  const submit = (input: StreamGroupInput, expectedVersion: string | undefined) =>
    runMutation(
      updateStreamGroup({ variables: { id, input, expectedVersion } }),
      (data) => data.updateStreamGroup,
      { conflictShownByCaller: true },
    );
  const edit = editPageRecord(query, {
    what: 'stream group',
    id,
    back: BACK,
    gone: 'deleted',
    record: (data) => data.streamGroup,
    values: streamGroupFormValuesFrom,
  });
  if (edit.page) return edit.page;
  const { data, record: group, form } = edit;
  return (
    <Stack gap="6">
      <PageHeader
        title={readOnly ? 'View Stream Group' : 'Edit Stream Group'}
        description={`${group.name} · ${group.streams.length} streams`}
      />
      <StreamGroupForm
        onSubmit={submit}
        {...form}
        locales={data.supportedStreamLocales ?? []}
        readOnly={readOnly}
      />
      <HistoryPanel entityType="StreamGroup" entityId={id} />
    </Stack>
  );
}
