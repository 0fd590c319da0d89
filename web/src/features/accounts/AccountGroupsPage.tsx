import { Button, Flex, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { validateAccountGroupName } from '@esports-admin/schema/rules/account';
import { useState } from 'react';
import {
  useAccountGroupsPageQuery,
  useCreateAccountGroupMutation,
  useRenameAccountGroupMutation,
} from '../../__generated__/hooks';
import { runMutation } from '../../apollo/mutationOutcome';
import { InlineForm } from '../../components/InlineForm';
import { ListPageFrame } from '../../components/ListPageFrame';
import { actionsColumn } from '../../components/RowActions';
import type { TableColumn } from '../../components/SortableTable';
import { useEntityForm } from '../../components/useEntityForm';
import { useViewer } from '../../shell/viewer';
import { ACCOUNT_GROUPS_PATH } from './accountPaths';
import { AccountsNav } from './AccountsNav';

interface GroupRow {
  id: string;
  version: string;
  name: string;
}

interface GroupName {
  name: string;
}
const NO_NAME: GroupName = { name: '' };
const validateGroupName = ({ name }: GroupName) => ({
  name: validateAccountGroupName(name) ?? undefined,
});

const GROUP_CHANGED =
  'This group was changed since you opened it (see its name in the list). Save again to rename it anyway.';

/** /accounts/groups: the account groups by name; create one, or rename one in place. */
export default function AccountGroupsPage() {
  const writable = useViewer().mayWrite('account');
  const query = useAccountGroupsPageQuery({ fetchPolicy: 'cache-and-network' });
  /** The group being renamed, with its version when Rename was clicked (`expectedVersion`). */
  const [renaming, setRenaming] = useState<{ id: string; version: string } | null>(null);
  const [createGroup] = useCreateAccountGroupMutation();
  const [renameGroup] = useRenameAccountGroupMutation();
  const rows = query.data?.accountGroups ?? [];
  const refresh = () => void query.refetch().catch(() => undefined);

  const creation = useEntityForm<GroupName>({
    initialValues: NO_NAME,
    noun: 'account group',
    validate: validateGroupName,
    save: ({ name }) =>
      runMutation(
        createGroup({ variables: { name: name.trim() } }),
        (data) => data.createAccountGroup,
      ),
    onSaved: () => {
      creation.reset(NO_NAME);
      refresh();
    },
  });

  const rename = useEntityForm<GroupName>({
    initialValues: NO_NAME,
    noun: 'account group',
    validate: validateGroupName,
    save: async ({ name }) => {
      if (!renaming) return { ok: false, fieldErrors: {} };
      const result = await runMutation(
        renameGroup({
          variables: { id: renaming.id, name: name.trim(), expectedVersion: renaming.version },
        }),
        (data) => data.renameAccountGroup,
        { conflictShownByCaller: true },
      );
      if (result.ok || !result.conflict) return result;
      // Renamed by someone else meanwhile: the typed name stays; a second Save overrides.
      setRenaming({ ...renaming, version: result.conflict.currentVersion });
      refresh();
      return { ok: false, fieldErrors: { name: GROUP_CHANGED } };
    },
    onSaved: () => setRenaming(null),
  });
  const startRenaming = (group: GroupRow) => {
    rename.reset({ name: group.name });
    setRenaming({ id: group.id, version: group.version });
  };
  const stopRenaming = () => {
    rename.reset(NO_NAME);
    setRenaming(null);
  };
  const renameError = rename.errorFor('name');
  const creationError = creation.errorFor('name');

  const columns: TableColumn<GroupRow>[] = [
    {
      key: 'name',
      header: 'Name',
      sortValue: (g) => g.name.toLowerCase(),
      render: (g) =>
        renaming?.id === g.id ? (
          <Stack gap="1">
            <Input
              size="sm"
              aria-label={`New name for ${g.name}`}
              value={rename.values.name}
              autoFocus
              onChange={(event) => rename.set('name', event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') rename.submit();
                if (event.key === 'Escape') stopRenaming();
              }}
            />
            {renameError && (
              <Text fontSize="xs" color="red.fg">
                {renameError}
              </Text>
            )}
          </Stack>
        ) : (
          <Text fontWeight="medium">{g.name}</Text>
        ),
    },
    {
      key: 'id',
      header: 'Id',
      sortValue: (g) => Number(g.id),
      render: (g) => g.id,
      width: '140px',
    },
    ...(writable
      ? [
          actionsColumn<GroupRow>('200px', (g) =>
            renaming?.id === g.id ? (
              <HStack justify="flex-end" gap="2">
                <Button
                  size="xs"
                  colorPalette="teal"
                  loading={rename.saving}
                  onClick={() => rename.submit()}
                >
                  Save
                </Button>
                <Button size="xs" variant="ghost" onClick={stopRenaming}>
                  Cancel
                </Button>
              </HStack>
            ) : (
              <Button size="xs" variant="outline" onClick={() => startRenaming(g)}>
                Rename
              </Button>
            ),
          ),
        ]
      : []),
  ];

  return (
    <ListPageFrame
      title="Account Groups"
      description="Named sets of accounts, for example the observer accounts of one event."
      readOnly={!writable && 'You can view account groups but not create or rename them.'}
      toolbar={
        <>
          <AccountsNav current={ACCOUNT_GROUPS_PATH} writable={writable} />
          {writable && (
            <InlineForm form={creation} label="New group">
              <Flex gap="2" align="flex-start" maxW="lg">
                <Stack gap="1" flex="1">
                  <Input
                    size="sm"
                    aria-label="New group name"
                    placeholder="New group name"
                    value={creation.values.name}
                    aria-invalid={creationError ? true : undefined}
                    onChange={(event) => creation.set('name', event.currentTarget.value)}
                  />
                  {creationError && (
                    <Text fontSize="xs" color="red.fg">
                      {creationError}
                    </Text>
                  )}
                </Stack>
                <Button size="sm" type="submit" colorPalette="teal" loading={creation.saving}>
                  Create Group
                </Button>
              </Flex>
            </InlineForm>
          )}
        </>
      }
      what="account groups"
      query={query}
      table={{
        columns,
        rows,
        initialSort: { column: 'name', direction: 'ascending' },
      }}
    >
      {rename.leaveDialog}
    </ListPageFrame>
  );
}
