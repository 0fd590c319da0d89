import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { useGameTimespansQuery } from '../../../__generated__/hooks';

const TIMESPAN_LABELS = { game: 'Played', pause: 'Paused' } as const;

const timespanTime = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

const timespanClock = new Intl.DateTimeFormat('en-US', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

/** 'Jun 16, 2025, 09:45 – 10:20 UTC (35 min)'; the end day is repeated only when it differs. */
function timespanText(startTime: string, endTime: string | null | undefined): string {
  const start = Date.parse(startTime);
  if (!endTime) return `${timespanTime.format(start)} UTC – still open`;
  const end = Date.parse(endTime);
  const sameDay = new Date(start).toISOString().slice(0, 10) === endTime.slice(0, 10);
  const endText = sameDay ? timespanClock.format(end) : timespanTime.format(end);
  const minutes = Math.round((end - start) / 60_000);
  return `${timespanTime.format(start)} – ${endText} UTC (${minutes} min)`;
}

/**
 * A completed game's stretches on the platform timeline, asked for only when staff open them (one
 * timeline call per game, so the edit page does not pay for every game of the tournament).
 */
export function GameTimespans({
  matchId,
  gameId,
  number,
}: {
  matchId: string;
  gameId: string;
  number: number;
}) {
  const { data, loading, error } = useGameTimespansQuery({ variables: { matchId } });
  const timespans = data?.match?.games.find((game) => game.id === gameId)?.timespans;
  if (loading && !timespans) {
    return (
      <Text fontSize="sm" color="fg.muted">
        Loading timespans…
      </Text>
    );
  }
  if (error && !timespans) {
    return (
      <Text fontSize="sm" color="fg.error">
        The timespans of game {number} could not be loaded.
      </Text>
    );
  }
  if (!timespans || timespans.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        Nothing to display.
      </Text>
    );
  }
  return (
    <Stack as="ul" gap="1" aria-label={`Game ${number} timespans`} listStyleType="none">
      {timespans.map((span) => (
        <HStack as="li" key={`${span.type}-${span.startTime}`} gap="3" fontSize="sm">
          <Badge size="sm" colorPalette={span.type === 'pause' ? 'orange' : 'green'}>
            {TIMESPAN_LABELS[span.type]}
          </Badge>
          <Text>{timespanText(span.startTime, span.endTime)}</Text>
        </HStack>
      ))}
    </Stack>
  );
}
