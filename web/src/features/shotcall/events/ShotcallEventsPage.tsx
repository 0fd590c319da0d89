import { Badge, Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { ShotcallEventsPage_SessionFragment } from '../../../__generated__/graphql';
import { useShotcallEventsPageQuery } from '../../../__generated__/hooks';
import { formatUtcDate } from '../../../components/dates';
import { ListPageFrame } from '../../../components/ListPageFrame';
import { LIST_QUERY_OPTIONS } from '../../../components/listQuery';
import { SortableTable } from '../../../components/SortableTable';
import { SectionNav } from '../../../shell/SectionNav';
import { useSport } from '../../../shell/sport';
import {
  nextSessionMove,
  SESSION_STATE_LABELS,
  SESSION_STATE_PALETTES,
  sessionMatchup,
  sessionTournament,
} from '../sessionLabels';
import { shotcallConsolePath } from '../shotcallPaths';
import { useShotcallWritable } from '../useShotcallAccess';
import { useSessionMove } from './SessionMoveDialog';

type Session = ShotcallEventsPage_SessionFragment;

let timeFormat: Intl.DateTimeFormat | undefined;

/** '09:00 UTC': the day is the group's heading. */
function formatUtcTime(iso: string): string {
  timeFormat ??= new Intl.DateTimeFormat('en-US', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  });
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : `${timeFormat.format(time)} UTC`;
}

export interface SessionDay {
  title: string;
  live: boolean;
  sessions: Session[];
}

/** Live sessions first under 'Live now', then one group per UTC day, in the gateway's order. */
export function sessionsByDay(sessions: readonly Session[]): SessionDay[] {
  const days: SessionDay[] = [];
  const live = sessions.filter((session) => session.state === 'live');
  if (live.length > 0) days.push({ title: 'Live now', live: true, sessions: live });
  for (const session of sessions) {
    if (session.state === 'live') continue;
    const title = formatUtcDate(session.scheduledStart);
    const day = days.find((group) => group.title === title);
    if (day) day.sessions.push(session);
    else days.push({ title, live: false, sessions: [session] });
  }
  return days;
}

/**
 * The match-day sessions of shot-call (spec 1 §2, /shotcall/events): live first, then by day,
 * each named by its match and opening its console; going live and ending are confirmed.
 */
export default function ShotcallEventsPage() {
  const { sport } = useSport();
  const writable = useShotcallWritable();
  const query = useShotcallEventsPageQuery({ variables: { sport }, ...LIST_QUERY_OPTIONS });
  const refresh = () => void query.refetch().catch(() => undefined);
  const move = useSessionMove(refresh);
  const sessions = query.data?.shotcallSessions ?? [];
  const days = sessionsByDay(sessions);
  return (
    <ListPageFrame
      nav={<SectionNav />}
      title="Shot-call events"
      description="Match-day sessions: open one to run its prompts live."
      what="shot-call sessions"
      readOnly={!writable && 'You can follow the sessions but not run them.'}
      query={{ ...query, hasRows: sessions.length > 0 }}
    >
      {query.loading && sessions.length === 0 ? (
        <Text color="fg.muted" role="status">
          Loading sessions…
        </Text>
      ) : days.length === 0 ? (
        <Text color="fg.muted" py="6" textAlign="center" borderWidth="1px" rounded="lg">
          No shot-call sessions for this sport yet.
        </Text>
      ) : (
        days.map((day) => (
          <Stack key={day.title} gap="2" as="section" aria-label={day.title}>
            <Heading as="h2" size="md">
              {day.title}
            </Heading>
            <SortableTable
              label={`Sessions: ${day.title}`}
              rows={day.sessions}
              rowKey={(session) => session.id}
              columns={[
                {
                  key: 'match',
                  header: 'Match',
                  render: (session) => (
                    <Link asChild fontWeight="semibold" color="teal.fg">
                      <RouterLink to={shotcallConsolePath(session.id)}>
                        {sessionMatchup(session)}
                      </RouterLink>
                    </Link>
                  ),
                },
                {
                  key: 'tournament',
                  header: 'Tournament',
                  width: '28%',
                  render: (session) => sessionTournament(session),
                },
                {
                  key: 'start',
                  header: day.live ? 'Started' : 'Starts',
                  width: '120px',
                  render: (session) => (
                    <Text as="span" whiteSpace="nowrap">
                      {formatUtcTime(session.startedAt ?? session.scheduledStart)}
                    </Text>
                  ),
                },
                {
                  key: 'state',
                  header: 'State',
                  width: '110px',
                  render: (session) => (
                    <Badge colorPalette={SESSION_STATE_PALETTES[session.state]} variant="subtle">
                      {SESSION_STATE_LABELS[session.state]}
                    </Badge>
                  ),
                },
                {
                  key: 'actions',
                  header: 'Actions',
                  align: 'end',
                  width: '240px',
                  render: (session) => {
                    const next = nextSessionMove(session);
                    return (
                      <HStack gap="2" justify="flex-end">
                        <Button asChild size="xs" colorPalette="teal">
                          <RouterLink
                            to={shotcallConsolePath(session.id)}
                            aria-label={`Open console: ${sessionMatchup(session)}`}
                          >
                            Open console
                          </RouterLink>
                        </Button>
                        {writable && next && (
                          <Button
                            size="xs"
                            variant="outline"
                            colorPalette={next.state === 'ended' ? 'red' : 'teal'}
                            aria-label={`${next.label}: ${sessionMatchup(session)}`}
                            onClick={() => move.ask(session)}
                          >
                            {next.label}
                          </Button>
                        )}
                      </HStack>
                    );
                  },
                },
              ]}
            />
          </Stack>
        ))
      )}
      {move.dialog}
    </ListPageFrame>
  );
}
