import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import {
  isOrganizationListFilter,
  ORGANIZATION_MESSAGES,
  type OrganizationListFilter,
} from '@esports-admin/schema/rules/organization';
import { effectiveSearch } from '@esports-admin/schema/rules/validation';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import type {
  OrganizationListPageQuery,
  OrganizationListPageQueryVariables,
} from '../../__generated__/graphql';
import {
  useArchiveOrganizationMutation,
  useOrganizationListPageQuery,
  useUnarchiveOrganizationMutation,
} from '../../__generated__/hooks';
import { reportMutationOutcome } from '../../apollo/mutationOutcome';
import { ColorChip } from '../../components/ColorChip';
import { PlusIcon } from '../../components/icons';
import { ListPageFrame } from '../../components/ListPageFrame';
import { LogoThumbnail } from '../../components/LogoThumbnail';
import { ReasonConfirmDialog } from '../../components/ReasonConfirmDialog';
import { ReadOnlyBadge } from '../../components/ReadOnly';
import { actionsColumn, RowActions } from '../../components/RowActions';
import { SortableTable, type TableColumn } from '../../components/SortableTable';
import { useViewer } from '../../shell/viewer';
import {
  ORGANIZATION_CREATE_PATH,
  organizationEditPath,
  organizationListPath,
} from './organizationPaths';

type OrganizationRow = NonNullable<OrganizationListPageQuery['organizations']>[number];

const TABS: readonly { filter: OrganizationListFilter; label: string }[] = [
  { filter: 'active', label: 'Active Organizations' },
  { filter: 'archived', label: 'Archived Organizations' },
];

/** /organizations/list/:filter. Any filter but active or archived goes to active. */
export default function OrganizationListPage() {
  const { filter } = useParams();
  if (!isOrganizationListFilter(filter)) {
    return <Navigate to={organizationListPath('active')} replace />;
  }
  return <OrganizationList filter={filter} />;
}

type Pending = { organization: OrganizationRow; action: 'archive' | 'unarchive' };

function OrganizationList({ filter }: { filter: OrganizationListFilter }) {
  const navigate = useNavigate();
  const writable = useViewer().mayWrite('organization');
  const [searchText, setSearchText] = useState('');
  const [pending, setPending] = useState<Pending | null>(null);

  const search = effectiveSearch(searchText);
  const variables: OrganizationListPageQueryVariables = {
    filter,
    ...(search ? { search } : {}),
  };
  const { data, previousData, loading, error, refetch } = useOrganizationListPageQuery({
    variables,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const rows = (data ?? previousData)?.organizations ?? [];

  const [archiveOrganization, archiving] = useArchiveOrganizationMutation();
  const [unarchiveOrganization, unarchiving] = useUnarchiveOrganizationMutation();

  const refresh = () => void refetch().catch(() => undefined);

  const confirm = async (reason: string | undefined) => {
    if (!pending) return;
    const { organization, action } = pending;
    try {
      const outcome =
        action === 'archive'
          ? (await archiveOrganization({ variables: { id: organization.id, reason } })).data
              ?.archiveOrganization
          : (await unarchiveOrganization({ variables: { id: organization.id } })).data
              ?.unarchiveOrganization;
      if (outcome) {
        reportMutationOutcome(outcome);
        if (outcome.ok) refresh();
      }
    } catch {
      // Transport and GraphQL errors are already shown as toasts by the error link.
    } finally {
      setPending(null);
    }
  };

  const columns: TableColumn<OrganizationRow>[] = [
    {
      key: 'logo',
      header: 'Logo',
      width: '72px',
      render: (o) => (
        <LogoThumbnail url={o.logoBundle.lightLogo ?? null} name={o.name} tricode={o.tricode} />
      ),
    },
    {
      key: 'name',
      header: 'Name',
      sortValue: (o) => o.name.toLowerCase(),
      render: (o) => <Text fontWeight="semibold">{o.name}</Text>,
    },
    {
      key: 'tricode',
      header: 'Tricode',
      sortValue: (o) => o.tricode,
      render: (o) => <Text fontFamily="mono">{o.tricode}</Text>,
      width: '120px',
    },
    {
      key: 'colors',
      header: 'Colours',
      tooltip: 'Primary and secondary colour',
      render: (o) => (
        <HStack gap="1.5">
          <ColorChip color={o.primaryColor ?? null} />
          <ColorChip color={o.secondaryColor ?? null} />
        </HStack>
      ),
      width: '200px',
    },
    {
      key: 'status',
      header: 'Status',
      sortValue: (o) => o.status,
      render: (o) => (
        <Badge colorPalette={o.status === 'active' ? 'green' : 'gray'} variant="subtle">
          {o.status}
        </Badge>
      ),
      width: '110px',
    },
    actionsColumn('200px', (o) => (
      <RowActions
        writable={writable}
        onOpen={() => void navigate(organizationEditPath(o.id))}
        archived={o.status === 'archived'}
        onArchive={() => setPending({ organization: o, action: 'archive' })}
        onUnarchive={() => setPending({ organization: o, action: 'unarchive' })}
      />
    )),
  ];

  const archive = pending?.action === 'archive';
  const name = pending?.organization.name ?? '';
  return (
    <ListPageFrame
      title="Organizations"
      description="Esports organizations and their colours and logos, shared by every sport."
      actions={
        writable ? (
          <Button colorPalette="teal" onClick={() => void navigate(ORGANIZATION_CREATE_PATH)}>
            <PlusIcon />
            Create Organization
          </Button>
        ) : (
          <ReadOnlyBadge explanation="You can view organizations but not create, edit or archive them." />
        )
      }
      tabs={{
        filter,
        tabs: TABS,
        pathFor: organizationListPath,
        searchLabel: 'Search organizations',
        onSearch: setSearchText,
      }}
      what="organizations"
      query={{ loading, error, hasRows: rows.length > 0 }}
      onRetry={refresh}
    >
      <SortableTable
        label="Organizations"
        columns={columns}
        rows={rows}
        rowKey={(o) => o.id}
        onRowClick={(o) => void navigate(organizationEditPath(o.id))}
        loading={loading}
        initialSort={{ column: 'name', direction: 'ascending' }}
      />

      <ReasonConfirmDialog
        open={pending !== null}
        withReason={archive}
        variant={archive ? 'warn' : 'info'}
        title={
          archive
            ? ORGANIZATION_MESSAGES.archiveDialogTitle
            : ORGANIZATION_MESSAGES.unarchiveDialogTitle
        }
        confirmLabel={archive ? 'Archive' : 'Unarchive'}
        busy={archiving.loading || unarchiving.loading}
        onConfirm={(reason) => void confirm(reason)}
        onCancel={() => setPending(null)}
      >
        {archive
          ? ORGANIZATION_MESSAGES.archiveDialogWarning(name)
          : ORGANIZATION_MESSAGES.unarchiveDialogWarning(name)}
      </ReasonConfirmDialog>
    </ListPageFrame>
  );
}
