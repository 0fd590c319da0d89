import { Badge, Button, chakra, Flex, HStack, Spinner, Stack, Tabs, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { ACCOUNT_MESSAGES, validateDeleteAfter } from '@esports-admin/schema/rules/account';
import { ACCOUNT_BATCH_LIMIT } from '@esports-admin/schema/rules/constants';
import type { SportCode } from '@esports-admin/schema/rules/sports';
import { useEffect, useMemo, useRef, useState } from 'react';
import { AccountBulkEntryCheckDocument } from '../../__generated__/graphql';
import { useAccountGroupsPageQuery, useCreateAccountsMutation } from '../../__generated__/hooks';
import { PageHeader } from '../../components/PageHeader';
import { ProgressBar } from '../../components/ProgressBar';
import { toast } from '../../components/toast';
import { useLeaveGuard } from '../../components/useLeaveGuard';
import { AccessDeniedPage } from '../../shell/AccessDeniedPage';
import { useViewer } from '../../shell/viewer';
import { ACCOUNT_CREATE_PATH } from './accountPaths';
import { AccountBulkRowTable, BULK_TABS } from './AccountBulkRowTable';
import { AccountBulkSettings } from './AccountBulkSettings';
import { FieldLabel } from './AccountSelectField';
import { AccountsNav } from './AccountsNav';
import {
  checkKey,
  classifyRows,
  defaultBulkEntry,
  parseAccountsCsv,
  type BulkEntryState,
  type BulkRow,
  type BulkTab,
  type ServerCheck,
} from './accountBulkEntry';

const Textarea = chakra('textarea', {
  base: {
    width: '100%',
    minHeight: '32',
    fontFamily: 'mono',
    fontSize: 'sm',
    borderWidth: '1px',
    borderColor: 'border',
    rounded: 'md',
    px: '3',
    py: '2',
    bg: 'bg',
    _focusVisible: { outline: '2px solid', outlineColor: 'teal.500' },
  },
});

/** What pasted rows do to the table, adding (the usual) first. */
const CSV_MODES = [
  { mode: 'add', label: 'Add rows', look: { colorPalette: 'teal' } },
  { mode: 'replace', label: 'Replace rows', look: { variant: 'outline' } },
] as const;

interface Progress {
  done: number;
  total: number;
}

/**
 * /accounts/create: bulk entry. Rows are pasted or uploaded as CSV and sorted into tabs: valid,
 * duplicates (a display name repeated in the list), existing (the name is already in use) and
 * invalid (a spec rule fails). Valid rows are created ACCOUNT_BATCH_LIMIT at a time with a
 * progress bar; a submit where every row was created resets the form to its defaults. Without
 * write access the page is ACCESS DENIED, as /season/create is.
 */
export default function AccountBulkEntryPage() {
  return useViewer().mayWrite('account') ? <BulkEntry /> : <AccessDeniedPage />;
}

function BulkEntry() {
  const client = useApolloClient();
  const [form, setForm] = useState<BulkEntryState>(() => defaultBulkEntry(new Date()));
  const [csvText, setCsvText] = useState('');
  const [checks, setChecks] = useState<ReadonlyMap<string, ServerCheck>>(new Map());
  const [failedCheck, setFailedCheck] = useState<string | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const nextKey = useRef(1);
  const fileInput = useRef<HTMLInputElement>(null);
  const groups = useAccountGroupsPageQuery({ fetchPolicy: 'cache-and-network' }).data
    ?.accountGroups;
  const [createAccounts] = useCreateAccountsMutation();

  const classified = useMemo(
    () => classifyRows(form.rows, checks, form.autogenerateLogins),
    [form.rows, checks, form.autogenerateLogins],
  );
  const dirty = form.rows.length > 0 || csvText.trim() !== '';
  const leaveGuard = useLeaveGuard(
    dirty,
    'bulk entry',
    undefined,
    'The entered rows are not created yet. Leave the page and lose them?',
  );

  const set = <K extends keyof BulkEntryState>(key: K, value: BulkEntryState[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  // Locally valid rows are checked for collisions once each; a failed check waits for Retry (or
  // a change of the rows) rather than looping.
  const pendingKey = classified.pending.map(checkKey).join('\n');
  const checkFailed = failedCheck !== null && failedCheck === pendingKey;
  const checking = classified.pending.length > 0 && !checkFailed;
  useEffect(() => {
    if (classified.pending.length === 0 || checkFailed) return;
    let cancelled = false;
    const rows = classified.pending;
    client
      .query({
        query: AccountBulkEntryCheckDocument,
        variables: {
          rows: rows.map(({ displayName, login }) => ({ displayName, login })),
          autogenerateLogins: form.autogenerateLogins,
        },
        fetchPolicy: 'no-cache',
      })
      .then(({ data }) => {
        if (cancelled || !data) return;
        setChecks((current) => {
          const next = new Map(current);
          for (const result of data.checkAccountRows ?? []) {
            const row = rows[result.index];
            if (row) next.set(checkKey(row), result);
          }
          return next;
        });
      })
      .catch(() => {
        // The error link has toasted it; the rows stay unchecked until Retry.
        if (!cancelled) setFailedCheck(pendingKey);
      });
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- pendingKey stands for the pending rows
  }, [pendingKey, checkFailed, client]);

  const takeCsv = (text: string, mode: (typeof CSV_MODES)[number]['mode']) => {
    const parsed = parseAccountsCsv(text, nextKey.current);
    nextKey.current += parsed.length;
    if (parsed.length === 0) {
      toast.error('No rows found: paste lines of displayName,login,password.');
      return;
    }
    setForm((current) => ({
      ...current,
      rows: mode === 'add' ? [...current.rows, ...parsed] : parsed,
    }));
    setCsvText('');
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    takeCsv(await file.text(), 'add');
    if (fileInput.current) fileInput.current.value = '';
  };

  const removeRows = (rows: readonly BulkRow[]) => {
    const keys = new Set(rows.map((row) => row.key));
    setForm((current) => ({ ...current, rows: current.rows.filter((row) => !keys.has(row.key)) }));
  };

  const enabledSports: SportCode[] = [...new Set([form.sport, ...form.alsoEnabled])];

  const submit = async () => {
    const rows = classified.valid;
    setProgress({ done: 0, total: rows.length });
    const created = new Set<number>();
    const refusedChecks = new Map<string, ServerCheck>();
    let failure: string | null = null;
    for (let start = 0; start < rows.length; start += ACCOUNT_BATCH_LIMIT) {
      const chunk = rows.slice(start, start + ACCOUNT_BATCH_LIMIT);
      try {
        const { data } = await createAccounts({
          variables: {
            input: {
              rows: chunk.map(({ displayName, login, password }) => ({
                displayName,
                login,
                password,
              })),
              enabledSports,
              groupId: form.groupId || null,
              deleteAfter: form.deleteAfter,
              autogenerateLogins: form.autogenerateLogins,
            },
          },
        });
        const answer = data?.createAccounts;
        if (!answer) break;
        if (answer.error) {
          failure = answer.error.message;
          break;
        }
        for (const result of answer.rows) {
          const row = chunk[result.index];
          if (!row) continue;
          if (result.account) created.add(row.key);
          else refusedChecks.set(checkKey(row), result);
        }
      } catch {
        failure = 'The accounts could not be created.';
        break;
      }
      setProgress({ done: Math.min(start + chunk.length, rows.length), total: rows.length });
    }
    setProgress(null);
    if (created.size === rows.length && !failure) {
      toast.success(ACCOUNT_MESSAGES.created(created.size));
      setForm(defaultBulkEntry(new Date()));
      setChecks(new Map());
      return;
    }
    setChecks((current) => new Map([...current, ...refusedChecks]));
    setForm((current) => ({ ...current, rows: current.rows.filter((r) => !created.has(r.key)) }));
    const parts = [
      created.size > 0 ? ACCOUNT_MESSAGES.created(created.size) : null,
      refusedChecks.size > 0
        ? `${refusedChecks.size} ${refusedChecks.size === 1 ? 'row was' : 'rows were'} refused.`
        : null,
      failure,
    ];
    toast.error(parts.filter(Boolean).join(' '));
  };

  const counts: Record<BulkTab, number> = {
    valid: classified.valid.length,
    duplicates: classified.duplicates.length,
    existing: classified.existing.length,
    invalid: classified.invalid.length,
  };
  const busy = progress !== null;
  const deleteAfterProblem = validateDeleteAfter(form.deleteAfter, new Date());

  return (
    <Stack gap="6" pb="16">
      <PageHeader
        title="Create Accounts"
        description="Paste or upload CSV rows of displayName, login and password; empty logins and passwords are generated."
      />
      <AccountsNav current={ACCOUNT_CREATE_PATH} writable />

      <AccountBulkSettings
        form={form}
        set={set}
        groups={groups ?? []}
        disabled={busy}
        deleteAfterProblem={deleteAfterProblem}
      />

      <Stack gap="2" bg="bg.panel" borderWidth="1px" rounded="xl" p="4">
        <FieldLabel htmlFor="bulk-csv">CSV rows</FieldLabel>
        <Textarea
          id="bulk-csv"
          placeholder={'displayName,login,password\nFaker Observer,faker_obs_1,\nChovy Caster,,'}
          value={csvText}
          disabled={busy}
          onChange={(event) => setCsvText(event.currentTarget.value)}
        />
        <Flex gap="2" wrap="wrap" justify="space-between">
          <HStack gap="2">
            {CSV_MODES.map(({ mode, label, look }) => (
              <Button
                key={mode}
                size="sm"
                {...look}
                disabled={!csvText.trim() || busy}
                onClick={() => takeCsv(csvText, mode)}
              >
                {label}
              </Button>
            ))}
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => fileInput.current?.click()}
            >
              Upload CSV
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept=".csv,text/csv,text/plain"
              aria-label="CSV file"
              hidden
              onChange={(event) => void upload(event.currentTarget.files?.[0])}
            />
          </HStack>
          <HStack gap="2">
            {(['duplicates', 'invalid'] as const).map((tab) => (
              <Button
                key={tab}
                size="sm"
                variant="ghost"
                disabled={counts[tab] === 0 || busy}
                onClick={() => removeRows(classified[tab])}
              >
                {`Remove ${tab}`}
              </Button>
            ))}
            <Button
              size="sm"
              variant="ghost"
              colorPalette="red"
              disabled={form.rows.length === 0 || busy}
              onClick={() => {
                set('rows', []);
                set('tab', 'valid');
              }}
            >
              Clear
            </Button>
          </HStack>
        </Flex>
      </Stack>

      <Tabs.Root
        value={form.tab}
        onValueChange={(details) => set('tab', details.value as BulkTab)}
        variant="line"
        colorPalette="teal"
      >
        <Tabs.List>
          {BULK_TABS.map(({ tab, label }) => (
            <Tabs.Trigger key={tab} value={tab} fontWeight="medium">
              {label}
              <Badge
                ml="1"
                variant={counts[tab] > 0 ? 'solid' : 'subtle'}
                colorPalette={tab === 'valid' ? 'teal' : 'gray'}
              >
                {counts[tab]}
              </Badge>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {/* The selected tab's panel, which its trigger's aria-controls names. */}
        <Tabs.Content value={form.tab} pt="3" display="flex" flexDirection="column" gap="3">
          {checkFailed && (
            <HStack gap="2" role="alert" color="red.fg" fontSize="sm">
              <Text>
                {classified.pending.length} rows could not be checked for names already in use.
              </Text>
              <Button size="xs" variant="outline" onClick={() => setFailedCheck(null)}>
                Retry
              </Button>
            </HStack>
          )}
          {checking && (
            <HStack gap="2" role="status" color="fg.muted" fontSize="sm">
              <Spinner size="xs" />
              <Text>Checking {classified.pending.length} rows for names already in use…</Text>
            </HStack>
          )}
          <AccountBulkRowTable
            tab={form.tab}
            rows={classified[form.tab]}
            disabled={busy}
            onRemove={(row) => removeRows([row])}
          />
        </Tabs.Content>
      </Tabs.Root>

      <Flex
        position="sticky"
        bottom="0"
        justify="flex-end"
        align="center"
        gap="4"
        bg="bg.panel"
        borderTopWidth="1px"
        py="3"
        pr="28"
      >
        {progress && (
          <Stack gap="1" flex="0 1 320px">
            <Text fontSize="sm">
              Creating accounts… {progress.done} of {progress.total}
            </Text>
            <ProgressBar
              label="Creating accounts"
              value={progress.done}
              max={progress.total}
              h="2"
              fill="teal.500"
            />
          </Stack>
        )}
        <Button
          colorPalette="teal"
          loading={busy}
          disabled={counts.valid === 0 || checking || deleteAfterProblem !== null}
          onClick={() => void submit()}
        >
          {counts.valid === 1 ? 'Create 1 account' : `Create ${counts.valid} accounts`}
        </Button>
      </Flex>
      {leaveGuard.dialog}
    </Stack>
  );
}
