import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { StreamGroupInput } from '../../__generated__/graphql';
import {
  useCreateStreamGroupMutation,
  useStreamGroupCreatePageQuery,
  useStreamGroupEditPageQuery,
  useUpdateStreamGroupMutation,
} from '../../__generated__/hooks';
import { reportMutationOutcome, type MutationOutcome } from '../../apollo/mutationOutcome';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { AccessDeniedPage } from '../../shell/AccessDeniedPage';
import { MessagePage } from '../../shell/MessagePage';
import { useViewer } from '../../shell/viewer';
import { StreamGroupForm, type StreamGroupSubmitResult } from './StreamGroupForm';
import { newStreamGroupFormValues, streamGroupFormValuesFrom } from './streamGroupFormValues';
import { STREAM_GROUP_LIST_PATH } from './streamPaths';

const STREAM_FAMILIES = ['stream', 'Stream', 'Stream_Timeline', 'Livestats'] as const;

/** /stream/group/create and /stream/group/:id/edit. */
export default function StreamGroupFormPage() {
  const { id } = useParams();
  const { mayWrite } = useViewer();
  const writable = STREAM_FAMILIES.some((family) => mayWrite(family));
  if (id) return <EditStreamGroup key={id} id={id} readOnly={!writable} />;
  return writable ? <CreateStreamGroup /> : <AccessDeniedPage />;
}

function toSubmitResult(outcome: MutationOutcome | undefined): StreamGroupSubmitResult {
  if (!outcome) return { ok: false, fieldErrors: {} };
  const fieldErrors = reportMutationOutcome(outcome);
  return outcome.ok ? { ok: true } : { ok: false, fieldErrors };
}

const FAILED: StreamGroupSubmitResult = { ok: false, fieldErrors: {} };

function LoadFailed({ what, retry }: { what: string; retry: () => void }) {
  return (
    <MessagePage title={`The ${what} could not be loaded`}>
      <Text color="fg.muted">The reason is shown in the message above.</Text>
      <Stack direction="row" gap="3">
        <Button variant="outline" asChild>
          <RouterLink to={STREAM_GROUP_LIST_PATH}>Back to stream groups</RouterLink>
        </Button>
        <Button colorPalette="teal" onClick={retry}>
          Retry
        </Button>
      </Stack>
    </MessagePage>
  );
}

function CreateStreamGroup() {
  const [initialValues] = useState(newStreamGroupFormValues);
  const { data, loading, error, refetch } = useStreamGroupCreatePageQuery({});
  const [createStreamGroup] = useCreateStreamGroupMutation();

  const submit = async (input: StreamGroupInput) => {
    try {
      const result = await createStreamGroup({ variables: { input } });
      return toSubmitResult(result.data?.createStreamGroup);
    } catch {
      return FAILED;
    }
  };

  if (loading && !data) return <PageLoader label="Loading locales…" />;
  if (error && !data) {
    return <LoadFailed what="locales" retry={() => void refetch().catch(() => undefined)} />;
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
  const { data, loading, error, refetch } = useStreamGroupEditPageQuery({
    variables: { id },
    fetchPolicy: 'network-only',
  });
  const [updateStreamGroup] = useUpdateStreamGroupMutation();

  const submit = async (input: StreamGroupInput) => {
    try {
      const result = await updateStreamGroup({ variables: { id, input } });
      return toSubmitResult(result.data?.updateStreamGroup);
    } catch {
      return FAILED;
    }
  };

  if (loading && !data) return <PageLoader label="Loading stream group…" />;
  if (error && !data) {
    return <LoadFailed what="stream group" retry={() => void refetch().catch(() => undefined)} />;
  }
  const group = data?.streamGroup;
  if (!group) {
    return (
      <MessagePage eyebrow="Not found" title="Stream group not found">
        <Text color="fg.muted">
          There is no stream group with id {id}. It may have been deleted.
        </Text>
        <Button colorPalette="teal" asChild>
          <RouterLink to={STREAM_GROUP_LIST_PATH}>Back to stream groups</RouterLink>
        </Button>
      </MessagePage>
    );
  }
  return (
    <Stack gap="6">
      <PageHeader
        title={readOnly ? 'View Stream Group' : 'Edit Stream Group'}
        description={`${group.name} · ${group.streams.length} streams`}
      />
      <StreamGroupForm
        initialValues={streamGroupFormValuesFrom(group)}
        locales={data.supportedStreamLocales}
        onSubmit={submit}
        readOnly={readOnly}
      />
    </Stack>
  );
}
