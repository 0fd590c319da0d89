import {
  Badge,
  Box,
  Button,
  chakra,
  Dialog,
  Heading,
  HStack,
  Input,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import type {
  TournamentSchedule_BlockFragment,
  TournamentSchedule_StreamTimelineFragment,
} from '../../../__generated__/graphql';
import {
  useCopyScheduleBlockMutation,
  useSaveTournamentToStreamTimelineMutation,
  useTournamentSchedulePageQuery,
} from '../../../__generated__/hooks';
import { runMutation } from '../../../apollo/mutationOutcome';
import { formatUtcDate } from '../../../components/dates';
import { FormDialog } from '../../../components/FormDialog';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { PageLoader } from '../../../components/PageLoader';
import { EMPTY_TABLE_MESSAGE, SortableTable } from '../../../components/SortableTable';
import { useDialogForm } from '../../../components/useDialogForm';

type ScheduleBlock = TournamentSchedule_BlockFragment;
type BroadcastItem = ScheduleBlock['broadcasts'][number]['broadcastItems'][number];

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** A start time in the tournament's own time zone (its schedule is shown in it), else UTC. */
export function formatScheduleTime(iso: string, timeZone: string): string {
  const options = { dateStyle: 'medium', timeStyle: 'short' } as const;
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone }).format(Date.parse(iso));
  } catch {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(
      Date.parse(iso),
    );
  }
}

/** '2026-01-01T09:00:00.000Z' → '2026-01-01T09:00', the value of a UTC datetime-local input. */
const toUtcInputValue = (iso: string) => new Date(iso).toISOString().slice(0, 16);

/** 'T1 vs G2' by tricodes, TBD for a slot not known yet; the id when the match is unknown. */
const matchTitle = ({ matchId, match }: BroadcastItem) =>
  match ? `${match.teamOne?.tricode ?? 'TBD'} vs ${match.teamTwo?.tricode ?? 'TBD'}` : matchId;

const stateBadge = (value: string) => (
  <Badge
    variant="subtle"
    colorPalette={
      value === 'live' || value === 'inProgress'
        ? 'red'
        : value === 'finished' || value === 'completed'
          ? 'gray'
          : 'teal'
    }
  >
    {value}
  </Badge>
);

/**
 * The Schedule tab: the tournament's schedule blocks with their broadcasts and match start times,
 * copying a block to a new start (spec 2 §2), and saving the tournament to the stream timeline.
 */
export function TournamentSchedule({
  tournamentId,
  timeZone,
  readOnly,
}: {
  tournamentId: string;
  timeZone: string;
  readOnly: boolean;
}) {
  const { data, loading, error, refetch } = useTournamentSchedulePageQuery({
    variables: { tournamentId },
    fetchPolicy: 'cache-and-network',
  });
  const [copying, setCopying] = useState<ScheduleBlock | null>(null);
  const reload = () => void refetch().catch(() => undefined);

  const timelineEntry = data?.streamTimelineTournaments?.find(
    (entry) => entry.tournamentId === tournamentId,
  );
  const blocks = data?.tournamentSchedule ?? [];

  return (
    <Stack gap="6">
      <StreamTimelinePanel
        tournamentId={tournamentId}
        entry={data ? (timelineEntry ?? null) : undefined}
        readOnly={readOnly}
      />
      <Stack gap="4" as="section" aria-label="Schedule blocks">
        <Heading size="md">Schedule blocks</Heading>
        {!data && loading ? (
          <PageLoader label="Loading the schedule…" />
        ) : !data && error ? (
          <LoadFailedAlert what="schedule" onRetry={reload} />
        ) : blocks.length === 0 ? (
          <Text color="fg.muted">{EMPTY_TABLE_MESSAGE}</Text>
        ) : (
          blocks.map((block) => (
            <ScheduleBlockCard
              key={block.id}
              block={block}
              timeZone={timeZone}
              readOnly={readOnly}
              onCopy={() => setCopying(block)}
            />
          ))
        )}
      </Stack>
      {copying && (
        <CopyBlockDialog
          block={copying}
          tournamentId={tournamentId}
          onClose={() => setCopying(null)}
          onCopied={() => {
            setCopying(null);
            reload();
          }}
        />
      )}
    </Stack>
  );
}

function ScheduleBlockCard({
  block,
  timeZone,
  readOnly,
  onCopy,
}: {
  block: ScheduleBlock;
  timeZone: string;
  readOnly: boolean;
  onCopy: () => void;
}) {
  const title = block.name ?? 'Untitled block';
  return (
    <Box
      as="article"
      aria-label={`Block ${title}`}
      borderWidth="1px"
      rounded="xl"
      p="4"
      bg="bg.panel"
    >
      <HStack justify="space-between" align="start" mb="3">
        <Stack gap="0">
          <Heading size="sm">{title}</Heading>
          <Text fontSize="sm" color="fg.muted">
            Starts {formatScheduleTime(block.startTime, timeZone)} ({timeZone}) · block {block.id}
          </Text>
        </Stack>
        {!readOnly && (
          <Button size="sm" variant="outline" onClick={onCopy}>
            Copy block
          </Button>
        )}
      </HStack>
      <Stack gap="4">
        {block.broadcasts.length === 0 && <Text color="fg.muted">{EMPTY_TABLE_MESSAGE}</Text>}
        {block.broadcasts.map((broadcast, index) => (
          <Stack key={broadcast.id} gap="2">
            <HStack gap="2">
              <Text fontWeight="medium">Broadcast {index + 1}</Text>
              {stateBadge(broadcast.status)}
              {stateBadge(broadcast.broadcastState)}
            </HStack>
            <SortableTable<BroadcastItem>
              label={`Broadcast ${index + 1} of ${title}`}
              rows={broadcast.broadcastItems}
              rowKey={(item) => item.matchId}
              initialSort={{ column: 'startTime', direction: 'ascending' }}
              columns={[
                {
                  key: 'startTime',
                  header: 'Match start',
                  render: (item) => formatScheduleTime(item.startTime, timeZone),
                  sortValue: (item) => item.startTime,
                },
                {
                  key: 'matchId',
                  header: 'Match',
                  render: (item) => matchTitle(item),
                  sortValue: (item) => matchTitle(item),
                },
                { key: 'status', header: 'Status', render: (item) => stateBadge(item.status) },
                {
                  key: 'broadcastState',
                  header: 'Broadcast state',
                  render: (item) => stateBadge(item.broadcastState),
                },
              ]}
            />
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}

interface CopyBlockValues {
  /** A UTC datetime-local value: '2026-01-08T09:00'. */
  start: string;
}

const startTimeOf = ({ start }: CopyBlockValues) => (start ? `${start}:00.000Z` : '');
const validateCopy = (values: CopyBlockValues) => {
  const startTime = startTimeOf(values);
  return startTime && !Number.isNaN(Date.parse(startTime))
    ? {}
    : { start: 'Choose the new start time.' };
};

/** Asks for the copy's start (UTC, a week later by default); match times move alike. */
function CopyBlockDialog({
  block,
  tournamentId,
  onClose,
  onCopied,
}: {
  block: ScheduleBlock;
  tournamentId: string;
  onClose: () => void;
  onCopied: () => void;
}) {
  const [copyScheduleBlock] = useCopyScheduleBlockMutation();
  const form = useDialogForm<CopyBlockValues>({
    initialValues: {
      start: toUtcInputValue(new Date(Date.parse(block.startTime) + WEEK_MS).toISOString()),
    },
    noun: 'block copy',
    validate: validateCopy,
    showErrors: 'always',
    save: (values) =>
      runMutation(
        copyScheduleBlock({
          variables: { id: block.id, tournamentId, startTime: startTimeOf(values) },
        }),
        (data) => data.copyScheduleBlock,
      ),
    onSaved: onCopied,
    onClose,
  });
  const error = form.errorFor('start');

  return (
    <FormDialog form={form} open title="Copy schedule block" submitLabel="Copy block">
      <Dialog.Description color="fg.muted">
        Copies {block.name ?? 'this block'} and its broadcasts to a new start time; every match
        start moves by the same amount.
      </Dialog.Description>
      <chakra.label display="block" color="fg" fontWeight="medium">
        New start time (UTC)
        <Input
          type="datetime-local"
          mt="1"
          value={form.values.start}
          onChange={(event) => form.set('start', event.target.value)}
          aria-invalid={Boolean(error)}
        />
        {error && (
          <chakra.span display="block" color="fg.error" fontSize="sm" mt="1" fontWeight="normal">
            {error}
          </chakra.span>
        )}
      </chakra.label>
    </FormDialog>
  );
}

/**
 * Whether the tournament is on the stream timeline, and saving it there (again). Once saved, the
 * panel shows the entry the save answered with: the schedule's own query may still be loading
 * (Save shows at once), and its answer would predate the save.
 */
function StreamTimelinePanel({
  tournamentId,
  entry: loadedEntry,
  readOnly,
}: {
  tournamentId: string;
  /** undefined while loading; null when the tournament is not on the timeline. */
  entry: TournamentSchedule_StreamTimelineFragment | null | undefined;
  readOnly: boolean;
}) {
  const [save, { loading }] = useSaveTournamentToStreamTimelineMutation();
  const [savedEntry, setSavedEntry] = useState<TournamentSchedule_StreamTimelineFragment>();
  const entry = savedEntry ?? loadedEntry;
  const saveToTimeline = async () => {
    const result = await runMutation(
      save({ variables: { tournamentId, expectedVersion: entry?.version } }),
      (data) => data.saveTournamentToStreamTimeline,
    );
    if (result.ok) setSavedEntry(result.value.entry);
  };
  return (
    <HStack
      as="section"
      aria-label="Stream timeline"
      justify="space-between"
      borderWidth="1px"
      rounded="xl"
      p="4"
      bg="bg.panel"
    >
      <Stack gap="0">
        <Heading size="sm">Stream timeline</Heading>
        <Text fontSize="sm" color="fg.muted">
          {entry === undefined
            ? 'Checking the stream timeline…'
            : entry === null
              ? 'Not on the stream timeline. Saving sends its dates, name and drop and reward flags.'
              : `On the stream timeline as “${entry.description}”, ${formatUtcDate(
                  entry.startDate,
                )} to ${formatUtcDate(entry.endDate)}; drops ${
                  entry.droppable ? 'on' : 'off'
                }, rewards ${entry.rewardable ? 'on' : 'off'}.`}
        </Text>
      </Stack>
      {!readOnly && (
        <Button
          colorPalette="teal"
          variant="outline"
          loading={loading}
          onClick={() => void saveToTimeline()}
        >
          Save to stream timeline
        </Button>
      )}
    </HStack>
  );
}
