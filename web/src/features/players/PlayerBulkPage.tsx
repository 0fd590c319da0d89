import { useApolloClient } from '@apollo/client/react';
import { Alert, Box, Button, chakra, Flex, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { PLAYER_BATCH_LIMIT } from '@esports-admin/schema/rules/constants';
import {
  BULK_TABS,
  chunk,
  classifyBulkRows,
  DEFAULT_BULK_TAB,
  PLAYER_MESSAGES,
  type BulkRow,
  type BulkRowKind,
} from '@esports-admin/schema/rules/player';
import { sportLabel } from '@esports-admin/schema/rules/sports';
import { useRef, useState, type ChangeEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PlayerBulkValidationDocument } from '../../__generated__/graphql';
import { useCreatePlayersMutation } from '../../__generated__/hooks';
import { downloadCsv } from '../../components/csvFile';
import { toast } from '../../components/toast';
import { PageHeader } from '../../components/PageHeader';
import { ProgressBar } from '../../components/ProgressBar';
import { useLeaveGuard } from '../../components/useLeaveGuard';
import { AccessDeniedPage } from '../../shell/AccessDeniedPage';
import { useSport } from '../../shell/sport';
import { useViewer } from '../../shell/viewer';
import { BulkRowTable, type BulkResultRow } from './BulkRowTable';
import { parsePlayerCsv, PLAYER_CSV_TEMPLATE } from './bulkCsv';
import { toPlayerInput } from './playerInput';
import { playerListPath } from './playerPaths';

export const TAB_LABELS: Record<BulkRowKind, string> = {
  valid: 'Valid',
  duplicates: 'Duplicates',
  existing: 'Existing',
  invalid: 'Invalid',
};

const CSV_TEXT_ID = 'player-bulk-csv';

type Phase =
  | { step: 'entry' }
  | { step: 'checking' }
  | { step: 'review'; rows: BulkRow[]; problems: string[] }
  | { step: 'creating'; rows: BulkRow[]; done: number; total: number }
  | { step: 'summary'; rows: BulkRow[]; results: BulkResultRow[] };

/**
 * /players/bulk (spec 2 "Player bulk entry"): paste or upload a CSV, review it in the Valid,
 * Duplicates, Existing and Invalid tabs, create the valid rows in batches of 20 with a progress
 * bar, then read a summary of what was created and what was refused, per row.
 */
export default function PlayerBulkPage() {
  const writable = useViewer().mayWrite('player');
  return writable ? <PlayerBulkEntry /> : <AccessDeniedPage />;
}

function PlayerBulkEntry() {
  const client = useApolloClient();
  const { sport } = useSport();
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ step: 'entry' });
  const [tab, setTab] = useState<BulkRowKind>(DEFAULT_BULK_TAB);
  const [createPlayers] = useCreatePlayersMutation();
  const fileInput = useRef<HTMLInputElement>(null);
  // Leaving loses the pasted rows, and mid-creation it would stop the remaining batches.
  const dirty = text.trim() !== '' && phase.step !== 'summary';
  const leaveGuard = useLeaveGuard(
    dirty,
    'bulk entry',
    undefined,
    phase.step === 'creating'
      ? 'Players are still being created. Leaving stops the batches not sent yet.'
      : 'The rows you entered are not created yet. Leave the page and lose them?',
  );

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    setText(await file.text());
    setFileName(file.name);
    setPhase({ step: 'entry' });
  };

  const check = async () => {
    const { drafts, problems, columnProblems } = parsePlayerCsv(text, sport);
    setPhase({ step: 'checking' });
    const local = classifyBulkRows(drafts, new Set(), columnProblems);
    const candidates = local.filter((row) => row.kind === 'valid');
    let rows = local;
    if (candidates.length > 0) {
      try {
        const { data } = await client.query({
          query: PlayerBulkValidationDocument,
          variables: { inputs: candidates.map((row) => toPlayerInput(row.draft)) },
          fetchPolicy: 'network-only',
        });
        const refusedAt = new Map(
          (data?.validatePlayers ?? []).map((refusal) => [
            candidates[refusal.row - 1]?.row,
            refusal,
          ]),
        );
        const existing = new Set(
          [...refusedAt.values()]
            .filter((refusal) => refusal.error?.code === 'CONFLICT')
            .map((refusal) => refusal.handle.toLowerCase()),
        );
        rows = classifyBulkRows(drafts, existing, columnProblems).map((row) => {
          const refusal = refusedAt.get(row.row);
          if (row.kind !== 'valid' || !refusal?.error) return row;
          const errors = Object.fromEntries(
            refusal.error.inputErrors.map(({ field, message }) => [field, message]),
          );
          return { ...row, kind: 'invalid', errors };
        });
      } catch {
        // The error link has toasted why; the rows stay unchecked against stored players.
        setPhase({ step: 'entry' });
        return;
      }
    }
    setTab(DEFAULT_BULK_TAB);
    setPhase({ step: 'review', rows, problems });
  };

  const create = async (rows: BulkRow[]) => {
    const valid = rows.filter((row) => row.kind === 'valid');
    const results: BulkResultRow[] = [];
    setPhase({ step: 'creating', rows, done: 0, total: valid.length });
    // One mutation per upstream batch, so the bar moves as each batch is stored.
    for (const batch of chunk(valid, PLAYER_BATCH_LIMIT)) {
      try {
        const { data } = await createPlayers({
          variables: { inputs: batch.map((row) => toPlayerInput(row.draft)) },
        });
        for (const answer of data?.createPlayers.rows ?? []) {
          const row = batch[answer.row - 1];
          if (!row) continue;
          results.push({ row, playerId: answer.player?.id ?? null, error: answer.error?.message });
        }
      } catch (error) {
        const message = error instanceof Error ? error.message : 'The request failed';
        for (const row of batch) results.push({ row, playerId: null, error: message });
      }
      setPhase({ step: 'creating', rows, done: results.length, total: valid.length });
    }
    const created = results.filter((result) => result.playerId).length;
    if (created > 0) toast.success(PLAYER_MESSAGES.bulkCreated(created));
    setPhase({ step: 'summary', rows, results });
  };

  const reset = () => {
    setText('');
    setFileName(null);
    setPhase({ step: 'entry' });
    if (fileInput.current) fileInput.current.value = '';
  };

  const editing = phase.step === 'entry' || phase.step === 'checking';

  return (
    <Stack gap="6">
      <PageHeader
        title="Player Bulk Entry"
        description={`Create many ${sportLabel(sport)} players at once from a CSV file.`}
        actions={
          <Button variant="outline" asChild>
            <RouterLink to={playerListPath('current')}>Back to players</RouterLink>
          </Button>
        }
      />

      {editing && (
        <Stack gap="4" bg="bg.panel" borderWidth="1px" rounded="xl" boxShadow="xs" p="6">
          <Stack gap="1.5">
            <chakra.label htmlFor={CSV_TEXT_ID} fontSize="sm" fontWeight="medium">
              Paste CSV
            </chakra.label>
            <chakra.textarea
              id={CSV_TEXT_ID}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              rows={10}
              w="full"
              p="3"
              fontFamily="mono"
              fontSize="sm"
              borderWidth="1px"
              rounded="md"
              bg="bg.panel"
              spellCheck={false}
              placeholder={`${PLAYER_CSV_TEMPLATE}Faker,Sanghyeok,Lee,,,,,`}
            />
            <Text fontSize="xs" color="fg.muted">
              The first line names the columns: handle, firstName, lastName, homeTeamId, photoUrl,
              login, password, puuid. Only handle, firstName and lastName are required.
            </Text>
          </Stack>
          <Flex gap="3" align="center" wrap="wrap">
            <Button variant="outline" onClick={() => fileInput.current?.click()}>
              Upload a .csv file
            </Button>
            <chakra.input
              ref={fileInput}
              type="file"
              accept=".csv,text/csv"
              aria-label="CSV file"
              display="none"
              onChange={(event) => void readFile(event)}
            />
            {fileName && (
              <Text fontSize="sm" color="fg.muted">
                {fileName}
              </Text>
            )}
            <Button variant="ghost" onClick={() => downloadCsv('players.csv', PLAYER_CSV_TEMPLATE)}>
              Download template
            </Button>
            <Box flex="1" />
            <Button
              colorPalette="teal"
              disabled={text.trim() === ''}
              loading={phase.step === 'checking'}
              loadingText="Checking…"
              onClick={() => void check()}
            >
              Check rows
            </Button>
          </Flex>
        </Stack>
      )}

      {phase.step === 'review' && (
        <BulkReview
          rows={phase.rows}
          problems={phase.problems}
          tab={tab}
          onTab={setTab}
          onCreate={() => void create(phase.rows)}
          onBack={() => setPhase({ step: 'entry' })}
        />
      )}

      {phase.step === 'creating' && <CreationProgress done={phase.done} total={phase.total} />}

      {phase.step === 'summary' && (
        <BulkSummary results={phase.results} rows={phase.rows} onAnother={reset} />
      )}

      {leaveGuard.dialog}
    </Stack>
  );
}

export function BulkReview({
  rows,
  problems,
  tab,
  onTab,
  onCreate,
  onBack,
}: {
  rows: BulkRow[];
  problems: string[];
  tab: BulkRowKind;
  onTab: (tab: BulkRowKind) => void;
  onCreate: () => void;
  onBack: () => void;
}) {
  const count = (kind: BulkRowKind) => rows.filter((row) => row.kind === kind).length;
  const valid = count('valid');
  return (
    <Stack gap="4">
      {problems.length > 0 && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>The file has problems</Alert.Title>
            <Alert.Description>
              {problems.map((problem) => (
                <Text key={problem}>{problem}</Text>
              ))}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Flex justify="space-between" align="flex-end" gap="4" wrap="wrap" borderBottomWidth="1px">
        <Tabs.Root
          value={tab}
          onValueChange={(details) => onTab(details.value as BulkRowKind)}
          variant="line"
          colorPalette="teal"
          mb="-1px"
        >
          <Tabs.List borderBottomWidth="0">
            {BULK_TABS.map((kind) => (
              <Tabs.Trigger key={kind} value={kind} fontWeight="medium">
                {TAB_LABELS[kind]} ({count(kind)})
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </Tabs.Root>
        <HStack gap="3" pb="2">
          <Button variant="outline" onClick={onBack}>
            Edit CSV
          </Button>
          <Button colorPalette="teal" disabled={valid === 0} onClick={onCreate}>
            Create {valid} {valid === 1 ? 'player' : 'players'}
          </Button>
        </HStack>
      </Flex>
      <BulkRowTable
        label={`${TAB_LABELS[tab]} rows`}
        rows={rows.filter((row) => row.kind === tab).map((row) => ({ row }))}
        showErrors={tab !== 'valid'}
      />
    </Stack>
  );
}

export function CreationProgress({ done, total }: { done: number; total: number }) {
  return (
    <Stack gap="3" bg="bg.panel" borderWidth="1px" rounded="xl" p="6" boxShadow="xs">
      <Text fontWeight="medium" aria-live="polite">
        Creating players… {done} of {total}
      </Text>
      <ProgressBar label="Creating players" value={done} max={total} h="3" fill="teal.solid" />
    </Stack>
  );
}

export function BulkSummary({
  results,
  rows,
  onAnother,
}: {
  results: BulkResultRow[];
  rows: BulkRow[];
  onAnother: () => void;
}) {
  const created = results.filter((result) => result.playerId).length;
  const failed = results.filter((result) => !result.playerId);
  const skipped = rows.filter((row) => row.kind !== 'valid').length;
  return (
    <Stack gap="4">
      <Alert.Root status={failed.length > 0 ? 'warning' : 'success'}>
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            {created} created, {failed.length} failed
          </Alert.Title>
          <Alert.Description>
            {skipped > 0
              ? `${skipped} duplicate, existing or invalid ${skipped === 1 ? 'row was' : 'rows were'} not sent.`
              : 'Every row of the file was sent.'}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {failed.length > 0 && <BulkRowTable label="Failed rows" rows={failed} showErrors />}
      <HStack gap="3">
        <Button colorPalette="teal" asChild>
          <RouterLink to={playerListPath('current')}>View players</RouterLink>
        </Button>
        <Button variant="outline" onClick={onAnother}>
          Enter another file
        </Button>
      </HStack>
    </Stack>
  );
}
