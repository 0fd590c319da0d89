import { Stack } from '@chakra-ui/react';
import { countOf } from '@esports-admin/schema/rules/formatting';
import { useState } from 'react';
import type { DropGroupInput } from '../../../__generated__/graphql';
import {
  useCreateDropGroupPageMutation,
  useDropGroupCreatePageQuery,
  useDropGroupEditPageQuery,
  useUpdateDropGroupPageMutation,
} from '../../../__generated__/hooks';
import { runMutation } from '../../../apollo/mutationOutcome';
import { createOrEditPage } from '../../../components/createOrEditPage';
import { editPageRecord } from '../../../components/editPageRecord';
import { HistoryPanel } from '../../../components/HistoryPanel';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { useSport } from '../../../shell/sport';
import { LoadFailedPage } from '../../../shell/EditPageStates';
import { SectionNav } from '../../../shell/SectionNav';
import { dropGroupListPath } from '../dropsPaths';
import { DropGroupForm } from './DropGroupForm';
import { DropGroupTotalsPanel } from './DropGroupTotalsPanel';
import { dropGroupFormValuesFrom, newDropGroupFormValues } from './dropGroupFormValues';

const BACK = { to: dropGroupListPath('current'), label: 'Back to drop groups' };

/** /drops/group/create and /drops/group/:id/edit. */
export default createOrEditPage({
  families: ['drop', 'drops group'],
  Create: CreateDropGroup,
  Edit: EditDropGroup,
  above: <SectionNav />,
});

function CreateDropGroup() {
  const { sport } = useSport();
  const [initialValues] = useState(newDropGroupFormValues);
  const { data, loading, refetch } = useDropGroupCreatePageQuery({ variables: { sport } });
  const [createDropGroup] = useCreateDropGroupPageMutation();
  const submit = (input: DropGroupInput) =>
    runMutation(createDropGroup({ variables: { input } }), (d) => d.createDropGroup, {
      conflictShownByCaller: true,
    });

  if (loading && !data) return <PageLoader label="Loading leagues, rarities and items…" />;
  if (!data) {
    return (
      <LoadFailedPage
        what="drop group choices"
        back={BACK}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  return (
    <Stack gap="6">
      <PageHeader
        title="Create Drop Group"
        description="New drops start Active. Translate their titles on the Localizations page."
      />
      <DropGroupForm initialValues={initialValues} choices={data} onSubmit={submit} />
    </Stack>
  );
}

function EditDropGroup({ id, readOnly }: { id: string; readOnly: boolean }) {
  const { sport } = useSport();
  const query = useDropGroupEditPageQuery({
    variables: { id, sport },
    fetchPolicy: 'network-only',
  });
  const [updateDropGroup] = useUpdateDropGroupPageMutation();
  const submit = (input: DropGroupInput, expectedVersion: string | undefined) =>
    runMutation(
      updateDropGroup({ variables: { id, input, expectedVersion } }),
      (d) => d.updateDropGroup,
      { conflictShownByCaller: true },
    );
  const edit = editPageRecord(query, {
    what: 'drop group',
    id,
    back: BACK,
    gone: 'deleted',
    record: (data) => data.dropGroup,
    values: dropGroupFormValuesFrom,
  });
  if (edit.page) return edit.page;
  const { data, record: group, form } = edit;
  const locked = readOnly || group.status === 'Deleted';
  return (
    <Stack gap="6">
      <PageHeader
        title={locked ? 'View Drop Group' : 'Edit Drop Group'}
        description={`${group.description} · ${group.status} · ${countOf(group.drops.length, 'drop')}${
          group.status === 'Pending' ? ' · saving makes the group and its drops Active' : ''
        }${group.status === 'Deleted' ? ' · restore the group to edit it' : ''}`}
      />
      <DropGroupForm choices={data} onSubmit={submit} {...form} readOnly={locked} />
      <DropGroupTotalsPanel groupId={id} />
      <HistoryPanel entityType="DropGroup" entityId={id} />
    </Stack>
  );
}
