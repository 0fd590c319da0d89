import {
  ORGANIZATION_MESSAGES,
  type OrganizationListFilter,
} from '@esports-admin/schema/rules/organization';
import { useNavigate } from 'react-router-dom';
import type {
  OrganizationListPageQuery,
  OrganizationListPageQueryVariables,
} from '../../__generated__/graphql';
import {
  useArchiveOrganizationMutation,
  useOrganizationListPageQuery,
  useUnarchiveOrganizationMutation,
} from '../../__generated__/hooks';
import { runMutation } from '../../apollo/mutationOutcome';
import { LIST_QUERY_OPTIONS } from '../../components/listQuery';
import {
  colorsColumn,
  logoColumn,
  nameColumn,
  statusColumn,
  tricodeColumn,
} from '../../components/listColumns';
import { ListPageFrame } from '../../components/ListPageFrame';
import { ReasonConfirmDialog } from '../../components/ReasonConfirmDialog';
import { actionsColumn, RowActions } from '../../components/RowActions';
import { usePendingChange } from '../../components/usePendingChange';
import type { TableColumn } from '../../components/SortableTable';
import { tabbedListOf, type TabbedListProps } from '../../components/tabbedListPage';
import { useViewer } from '../../shell/viewer';
import {
  ORGANIZATION_CREATE_PATH,
  organizationEditPath,
  organizationListPath,
} from './organizationPaths';

type OrganizationRow = NonNullable<OrganizationListPageQuery['organizations']>[number];

/** /organizations/list/:filter. Any filter but active or archived goes to active. */
export default tabbedListOf(
  organizationListPath,
  { active: 'Active Organizations', archived: 'Archived Organizations' },
  OrganizationList,
);

type Pending = { organization: OrganizationRow; action: 'archive' | 'unarchive' };

function OrganizationList({ filter, search, tabs }: TabbedListProps<OrganizationListFilter>) {
  const navigate = useNavigate();
  const writable = useViewer().mayWrite('organization');
  const variables: OrganizationListPageQueryVariables = {
    filter,
    ...(search ? { search } : {}),
  };
  const query = useOrganizationListPageQuery({ variables, ...LIST_QUERY_OPTIONS });
  const rows = (query.data ?? query.previousData)?.organizations ?? [];

  const [archiveOrganization, archiving] = useArchiveOrganizationMutation();
  const [unarchiveOrganization, unarchiving] = useUnarchiveOrganizationMutation();

  const refresh = () => void query.refetch().catch(() => undefined);

  const change = usePendingChange<Pending>(
    async ({ organization: { id }, action }, reason) =>
      action === 'archive'
        ? (
            await runMutation(
              archiveOrganization({ variables: { id, reason } }),
              (answer) => answer.archiveOrganization,
            )
          ).ok
        : (
            await runMutation(
              unarchiveOrganization({ variables: { id } }),
              (answer) => answer.unarchiveOrganization,
            )
          ).ok,
    refresh,
  );

  const columns: TableColumn<OrganizationRow>[] = [
    logoColumn((o) => o.logoBundle.lightLogo ?? null),
    nameColumn({ name: (o) => o.name }),
    tricodeColumn('120px'),
    colorsColumn('200px'),
    statusColumn(),
    actionsColumn('200px', (o) => (
      <RowActions
        writable={writable}
        onOpen={() => void navigate(organizationEditPath(o.id))}
        archived={o.status === 'archived'}
        onArchive={() => change.ask({ organization: o, action: 'archive' })}
        onUnarchive={() => change.ask({ organization: o, action: 'unarchive' })}
      />
    )),
  ];

  const archive = change.pending?.action === 'archive';
  const name = change.pending?.organization.name ?? '';
  return (
    <ListPageFrame
      title="Organizations"
      description="Esports organizations and their colours and logos, shared by every sport."
      create={{
        writable,
        label: 'Create Organization',
        path: ORGANIZATION_CREATE_PATH,
        readOnlyExplanation: 'You can view organizations but not create, edit or archive them.',
      }}
      tabs={tabs}
      what="organizations"
      query={query}
      table={{
        columns,
        rows,
        onRowClick: (o) => void navigate(organizationEditPath(o.id)),
        initialSort: { column: 'name', direction: 'ascending' },
      }}
    >
      <ReasonConfirmDialog
        {...change.dialog}
        withReason={archive}
        variant={archive ? 'warn' : 'info'}
        title={
          archive
            ? ORGANIZATION_MESSAGES.archiveDialogTitle
            : ORGANIZATION_MESSAGES.unarchiveDialogTitle
        }
        confirmLabel={archive ? 'Archive' : 'Unarchive'}
        busy={archiving.loading || unarchiving.loading}
      >
        {archive
          ? ORGANIZATION_MESSAGES.archiveDialogWarning(name)
          : ORGANIZATION_MESSAGES.unarchiveDialogWarning(name)}
      </ReasonConfirmDialog>
    </ListPageFrame>
  );
}
