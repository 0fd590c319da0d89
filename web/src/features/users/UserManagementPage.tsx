import { Button, Flex, HStack, NativeSelect, Tag, Text, Wrap } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { USER_MANAGEMENT_RESOURCE } from '@esports-admin/schema/rules/access';
import { useMemo, useState } from 'react';
import type { UserManagement_UserFragment } from '../../__generated__/graphql';
import {
  useGrantRoleMutation,
  useRevokeRoleMutation,
  useUserManagementPageQuery,
} from '../../__generated__/hooks';
import { runMutation } from '../../apollo/mutationOutcome';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ListPageFrame } from '../../components/ListPageFrame';
import { nameColumn, textColumn } from '../../components/listColumns';
import { LIST_QUERY_OPTIONS } from '../../components/listQuery';
import { ListSearchBox } from '../../components/ListTabsBar';
import { useListUrlState } from '../../components/listUrlState';
import { ReadOnlyBadge } from '../../components/ReadOnly';
import type { TableColumn } from '../../components/SortableTable';
import { useViewer } from '../../shell/viewer';
import { AUDIT_PATH } from '../audit';

type ManagedUser = UserManagement_UserFragment;
type RoleChange = { username: string; role: string };

/** Name, username or email contains the search text (2+ characters), ignoring case. */
function matchesUserSearch(user: ManagedUser, search: string | null): boolean {
  if (!search) return true;
  const needle = search.toLowerCase();
  return [user.name, user.username, user.email].some((field) =>
    field.toLowerCase().includes(needle),
  );
}

/**
 * /usermanagement (spec 2 §2, §6): every staff user who has signed in, with their roles; roles are
 * granted from the role definitions and revoked after confirmation. The list is small, so search
 * and sorting happen here rather than at the gateway.
 */
export default function UserManagementPage() {
  const { viewer, mayOpen, mayWrite, refetchViewer } = useViewer();
  const writable = mayWrite(USER_MANAGEMENT_RESOURCE);
  const { search } = useListUrlState();
  const [toRevoke, setToRevoke] = useState<RoleChange | null>(null);

  const query = useUserManagementPageQuery(LIST_QUERY_OPTIONS);
  const page = query.data ?? query.previousData;
  const roleDefinitions = useMemo(() => page?.roleDefinitions ?? [], [page]);
  const rows = useMemo(
    () => (page?.users ?? []).filter((user) => matchesUserSearch(user, search)),
    [page, search],
  );
  const describeRole = (key: string) => roleDefinitions.find((r) => r.key === key)?.description;

  const [grantRole] = useGrantRoleMutation();
  const [revokeRole, revoking] = useRevokeRoleMutation();

  const refresh = () => void query.refetch().catch(() => undefined);

  /** Sends a grant or revoke, toasts its answer and refreshes; true when it happened. */
  const changeRole = async (action: 'grant' | 'revoke', change: RoleChange) => {
    const result =
      action === 'grant'
        ? await runMutation(grantRole({ variables: change }), (data) => data.grantRole)
        : await runMutation(revokeRole({ variables: change }), (data) => data.revokeRole);
    if (!result.ok) return false;
    refresh();
    // Changing one's own roles changes what the app offers.
    if (change.username === viewer.username) void refetchViewer();
    return true;
  };

  const confirmRevoke = async () => {
    if (!toRevoke) return;
    await changeRole('revoke', toRevoke);
    setToRevoke(null);
  };

  const columns: TableColumn<ManagedUser>[] = [
    nameColumn({ name: (u) => u.name }),
    textColumn({
      key: 'username',
      header: 'Username',
      value: (u) => u.username,
      text: { fontFamily: 'mono', fontSize: 'sm' },
    }),
    textColumn({
      key: 'email',
      header: 'Email',
      value: (u) => u.email,
      text: { fontSize: 'sm', color: 'fg.muted' },
    }),
    {
      key: 'roles',
      header: 'Roles',
      tooltip: 'Sorted by the number of roles held',
      sortValue: (u) => u.roles.length,
      render: (u) =>
        u.roles.length === 0 ? (
          <Text fontSize="sm" color="fg.subtle">
            No roles
          </Text>
        ) : (
          <Wrap gap="1.5">
            {u.roles.map((role) => (
              <Tag.Root
                key={role}
                size="md"
                variant="surface"
                colorPalette="teal"
                title={describeRole(role)}
              >
                <Tag.Label>{role}</Tag.Label>
                {writable && (
                  <Tag.EndElement>
                    <Tag.CloseTrigger
                      aria-label={`Revoke ${role} from ${u.username}`}
                      onClick={() => setToRevoke({ username: u.username, role })}
                    />
                  </Tag.EndElement>
                )}
              </Tag.Root>
            ))}
          </Wrap>
        ),
    },
  ];
  if (writable) {
    columns.push({
      key: 'grant',
      header: 'Grant a role',
      width: '300px',
      render: (u) => (
        <GrantRoleControl
          user={u}
          roleKeys={roleDefinitions.map((r) => r.key)}
          describeRole={describeRole}
          onGrant={(role) => changeRole('grant', { username: u.username, role })}
        />
      ),
    });
  }

  return (
    <ListPageFrame
      title="User Management"
      description="Staff who have signed in, and the roles they hold."
      actions={
        <>
          {mayOpen(AUDIT_PATH) && (
            <Button asChild variant="outline">
              <RouterLink to={AUDIT_PATH}>Audit log</RouterLink>
            </Button>
          )}
          {!writable && (
            <ReadOnlyBadge explanation="You can view users but not grant or revoke roles." />
          )}
        </>
      }
      toolbar={
        <Flex justify="space-between" align="flex-end" gap="4" wrap="wrap">
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {page?.users ? `${rows.length} of ${page.users.length} users` : ''}
          </Text>
          <ListSearchBox label="Search users" />
        </Flex>
      }
      what="users"
      query={{ ...query, hasRows: Boolean(page) }}
      table={{
        columns,
        rows,
        rowKey: (u) => u.username,
        initialSort: { column: 'name', direction: 'ascending' },
      }}
    >
      <ConfirmDialog
        open={toRevoke !== null}
        variant="warn"
        title="Revoke role"
        confirmLabel="Revoke"
        busy={revoking.loading}
        onConfirm={() => void confirmRevoke()}
        onCancel={() => setToRevoke(null)}
      >
        {toRevoke ? `Revoke ${toRevoke.role} from ${toRevoke.username}?` : ''}
      </ConfirmDialog>
    </ListPageFrame>
  );
}

/** A role picker offering the roles the user does not hold yet, and its Grant button. */
function GrantRoleControl({
  user,
  roleKeys,
  describeRole,
  onGrant,
}: {
  user: ManagedUser;
  roleKeys: readonly string[];
  describeRole: (key: string) => string | undefined;
  onGrant: (role: string) => Promise<boolean>;
}) {
  const [role, setRole] = useState('');
  const [granting, setGranting] = useState(false);
  const grantable = roleKeys.filter((key) => !user.roles.includes(key));
  const chosen = grantable.includes(role) ? role : '';

  const grant = async () => {
    if (!chosen) return;
    setGranting(true);
    const granted = await onGrant(chosen);
    setGranting(false);
    if (granted) setRole('');
  };

  return (
    <HStack gap="2">
      <NativeSelect.Root size="sm" disabled={grantable.length === 0 || granting}>
        <NativeSelect.Field
          aria-label={`Role to grant to ${user.username}`}
          value={chosen}
          onChange={(event) => setRole(event.currentTarget.value)}
          bg="bg.panel"
        >
          <option value="">{grantable.length === 0 ? 'Holds every role' : 'Choose a role'}</option>
          {grantable.map((key) => (
            <option key={key} value={key} title={describeRole(key)}>
              {key}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Button
        size="sm"
        colorPalette="teal"
        variant="subtle"
        disabled={!chosen}
        loading={granting}
        onClick={() => void grant()}
      >
        Grant
      </Button>
    </HStack>
  );
}
