import { Button, chakra, Flex, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { validateAccountGroupName } from '@esports-admin/schema/rules/account';
import { useState } from 'react';
import {
  useAccountGroupsPageQuery,
  useCreateAccountGroupMutation,
  useRenameAccountGroupMutation,
} from '../../__generated__/hooks';
import { reportMutationOutcome } from '../../apollo/mutationOutcome';
import { ListPageFrame } from '../../components/ListPageFrame';
import { actionsColumn } from '../../components/RowActions';
import type { TableColumn } from '../../components/SortableTable';
import { useViewer } from '../../shell/viewer';
import { ACCOUNT_GROUPS_PATH } from './accountPaths';
import { AccountsNav } from './AccountsNav';

interface GroupRow {
  id: string;
  version: string;
  name: string;
}

const Form = chakra('form');

const GROUP_CHANGED =
  'This group was changed since you opened it (see its name in the list). Save again to rename it anyway.';

/** /accounts/groups: the account groups by name; create one, or rename one in place. */
export default function AccountGroupsPage() {
  const writable = useViewer().mayWrite('account');
  const query = useAccountGroupsPageQuery({ fetchPolicy: 'cache-and-network' });
  const [newName, setNewName] = useState('');
  const [newNameError, setNewNameError] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<{
    id: string;
    /** The group's version when Rename was clicked, sent back as `expectedVersion`. */
    version: string;
    name: string;
    error: string | null;
  } | null>(null);
  const [createGroup, creation] = useCreateAccountGroupMutation();
  const [renameGroup, rename] = useRenameAccountGroupMutation();
  const rows = query.data?.accountGroups ?? [];
  const refresh = () => void query.refetch().catch(() => undefined);

  const create = async () => {
    const problem = validateAccountGroupName(newName);
    setNewNameError(problem);
    if (problem) return;
    try {
      const result = await createGroup({ variables: { name: newName.trim() } });
      if (!result.data) return;
      const fields = reportMutationOutcome(result.data.createAccountGroup);
      setNewNameError(fields.name ?? null);
      if (result.data.createAccountGroup.ok) {
        setNewName('');
        refresh();
      }
    } catch {
      // Shown by the error link.
    }
  };

  const saveRename = async () => {
    if (!renaming) return;
    const problem = validateAccountGroupName(renaming.name);
    if (problem) {
      setRenaming({ ...renaming, error: problem });
      return;
    }
    try {
      const result = await renameGroup({
        variables: {
          id: renaming.id,
          name: renaming.name.trim(),
          expectedVersion: renaming.version,
        },
      });
      if (!result.data) return;
      const outcome = result.data.renameAccountGroup;
      const fields = reportMutationOutcome(outcome, { conflictShownByCaller: true });
      if (outcome.ok) setRenaming(null);
      else if (outcome.error?.conflict) {
        // Renamed by someone else meanwhile: the typed name stays; a second Save overrides.
        setRenaming({
          ...renaming,
          version: outcome.error.conflict.currentVersion,
          error: GROUP_CHANGED,
        });
        refresh();
      } else setRenaming({ ...renaming, error: fields.name ?? null });
    } catch {
      // Shown by the error link.
    }
  };

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
              value={renaming.name}
              autoFocus
              onChange={(event) =>
                setRenaming({ ...renaming, name: event.currentTarget.value, error: null })
              }
              onKeyDown={(event) => {
                if (event.key === 'Enter') void saveRename();
                if (event.key === 'Escape') setRenaming(null);
              }}
            />
            {renaming.error && (
              <Text fontSize="xs" color="red.fg">
                {renaming.error}
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
                  loading={rename.loading}
                  onClick={() => void saveRename()}
                >
                  Save
                </Button>
                <Button size="xs" variant="ghost" onClick={() => setRenaming(null)}>
                  Cancel
                </Button>
              </HStack>
            ) : (
              <Button
                size="xs"
                variant="outline"
                onClick={() =>
                  setRenaming({ id: g.id, version: g.version, name: g.name, error: null })
                }
              >
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
            <Form
              onSubmit={(event) => {
                event.preventDefault();
                void create();
              }}
            >
              <Flex gap="2" align="flex-start" maxW="lg">
                <Stack gap="1" flex="1">
                  <Input
                    size="sm"
                    aria-label="New group name"
                    placeholder="New group name"
                    value={newName}
                    aria-invalid={newNameError ? true : undefined}
                    onChange={(event) => {
                      setNewName(event.currentTarget.value);
                      setNewNameError(null);
                    }}
                  />
                  {newNameError && (
                    <Text fontSize="xs" color="red.fg">
                      {newNameError}
                    </Text>
                  )}
                </Stack>
                <Button size="sm" type="submit" colorPalette="teal" loading={creation.loading}>
                  Create Group
                </Button>
              </Flex>
            </Form>
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
    />
  );
}
