import { Badge, Box, Button, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import {
  useShotcallConsolePageQuery,
  useShotcallConsoleResolveMutation,
  useShotcallConsoleTriggerMutation,
} from '../../../__generated__/hooks';
import { runMutation } from '../../../apollo/mutationOutcome';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useMounted } from '../../../components/useMounted';
import { formatUtcDate } from '../../../components/dates';
import { PlusIcon } from '../../../components/icons';
import { PageLoader } from '../../../components/PageLoader';
import { ReadOnlyBadge } from '../../../components/ReadOnly';
import { LoadFailedPage, NotFoundPage } from '../../../shell/EditPageStates';
import { useKeyboardShortcuts } from '../../../shell/keyboardShortcuts';
import { SectionNav } from '../../../shell/SectionNav';
import { useSessionMove } from '../events/SessionMoveDialog';
import {
  nextSessionMove,
  SESSION_STATE_LABELS,
  SESSION_STATE_PALETTES,
  sessionMatchup,
  sessionTournament,
} from '../sessionLabels';
import { SHOTCALL_EVENTS_PATH } from '../shotcallPaths';
import { useShotcallWritable } from '../useShotcallAccess';
import { AddPromptDialog } from './AddPromptDialog';
import { LivePromptCard } from './LivePromptCard';
import { promptAction, type Prompt } from './promptLive';
import { ShortcutLegend, useConsoleShortcuts } from './shortcuts';

/** How often the session is read again, so a second operator's tab shows the same console. */
export const SESSION_POLL_MS = 3_000;

const BACK = { to: SHOTCALL_EVENTS_PATH, label: 'Back to shot-call events' };

/** The prompt to start on: the one running (open or closed), else the next draft, else the first. */
function firstFocus(prompts: readonly Prompt[]): string | null {
  const running = prompts.find((p) => p.state === 'open' || p.state === 'closed');
  const next = prompts.find((p) => p.state === 'draft');
  return (running ?? next ?? prompts[0])?.id ?? null;
}

/**
 * A session's live console (/shotcall/events/:sessionId): the prompts in running order, each with
 * one big action (Trigger, then Resolve with the result), the open window's countdown and the
 * answers arriving per choice. Everything shown comes from the service, read again every few
 * seconds, so a reload or a second operator's tab shows the same; the keyboard runs it all.
 */
export default function ShotcallConsolePage() {
  const { sessionId = '' } = useParams();
  const writable = useShotcallWritable();
  const query = useShotcallConsolePageQuery({
    variables: { id: sessionId },
    pollInterval: SESSION_POLL_MS,
    notifyOnNetworkStatusChange: false,
  });
  const refresh = useCallback(() => void query.refetch().catch(() => undefined), [query]);
  const move = useSessionMove(refresh);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [chosen, setChosen] = useState<Readonly<Record<string, string>>>({});
  const [alreadyLive, setAlreadyLive] = useState<ReadonlySet<string>>(new Set());
  const [resolving, setResolving] = useState<Prompt | null>(null);
  const [adding, setAdding] = useState(false);
  const [trigger, triggering] = useShotcallConsoleTriggerMutation();
  const [resolve, resolvingRun] = useShotcallConsoleResolveMutation();
  const mounted = useMounted();

  const session = query.data?.shotcallSession;
  const prompts = session?.prompts ?? [];
  const selected =
    prompts.find((p) => p.id === selectedId) ?? prompts.find((p) => p.id === firstFocus(prompts));
  const sessionLive = session?.state === 'live';

  const runTrigger = async (prompt: Prompt) => {
    if (!sessionLive || triggering.loading) return;
    const result = await runMutation(
      trigger({ variables: { id: prompt.id } }),
      (data) => data.triggerShotcallPrompt,
    );
    if (!mounted.current) return;
    if (result.ok && result.value.alreadyLive) setAlreadyLive((ids) => new Set(ids).add(prompt.id));
    refresh();
  };
  const confirmResolve = async () => {
    const choiceId = resolving ? chosen[resolving.id] : undefined;
    if (!resolving || !choiceId) return;
    await runMutation(
      resolve({ variables: { id: resolving.id, choiceId } }),
      (data) => data.resolveShotcallPrompt,
    );
    if (!mounted.current) return;
    setResolving(null);
    refresh();
  };
  const askResolve = (prompt: Prompt) => {
    if (promptAction(prompt.state) === 'resolve' && chosen[prompt.id]) setResolving(prompt);
  };
  const select = (id: string) => {
    setSelectedId(id);
    document
      .querySelector(`[data-prompt-id="${CSS.escape(id)}"]`)
      ?.scrollIntoView({ block: 'nearest' });
  };
  const shortcuts = useConsoleShortcuts({
    prompts,
    selected,
    writable,
    select,
    choose: (prompt, choiceId) => setChosen((all) => ({ ...all, [prompt.id]: choiceId })),
    trigger: (prompt) => void runTrigger(prompt),
    resolve: askResolve,
  });
  useKeyboardShortcuts(shortcuts);

  if (!session) {
    if (query.loading) return <PageLoader label="Loading the session…" />;
    if (query.error) return <LoadFailedPage what="session" back={BACK} onRetry={refresh} />;
    return <NotFoundPage what="session" id={sessionId} back={BACK} />;
  }
  const next = nextSessionMove(session);
  const resolvingChoice = resolving?.choices.find((c) => c.id === chosen[resolving.id]);
  return (
    <Stack gap="4" maxW="1100px">
      <SectionNav />
      <Link asChild fontSize="sm" color="teal.fg" alignSelf="flex-start">
        <RouterLink to={SHOTCALL_EVENTS_PATH}>← All events</RouterLink>
      </Link>
      <Flex justify="space-between" align="flex-end" gap="4" wrap="wrap">
        <Stack gap="1">
          <HStack gap="2">
            <Badge colorPalette={SESSION_STATE_PALETTES[session.state]} variant="solid">
              {SESSION_STATE_LABELS[session.state]}
            </Badge>
            <Text color="fg.muted" fontSize="sm">
              {sessionTournament(session)} · {formatUtcDate(session.scheduledStart)}
            </Text>
          </HStack>
          <Heading as="h1" size="2xl" letterSpacing="tight">
            {sessionMatchup(session)}
          </Heading>
        </Stack>
        {writable ? (
          <HStack gap="3">
            {session.state !== 'ended' && (
              <Button variant="outline" onClick={() => setAdding(true)}>
                <PlusIcon />
                Add prompt
              </Button>
            )}
            {next && (
              <Button
                colorPalette={next.state === 'ended' ? 'red' : 'teal'}
                variant={next.state === 'ended' ? 'outline' : 'solid'}
                onClick={() => move.ask(session)}
              >
                {next.label}
              </Button>
            )}
          </HStack>
        ) : (
          <ReadOnlyBadge explanation="You can follow the console but not run it." />
        )}
      </Flex>
      {writable && <ShortcutLegend />}
      {prompts.length === 0 ? (
        <Box borderWidth="1px" rounded="lg" p="6" textAlign="center" color="fg.muted">
          No prompts in this session yet.{writable && ' Add one from the question bank.'}
        </Box>
      ) : (
        <Stack as="ol" listStyleType="none" gap="3" aria-label="Prompts in running order">
          {prompts.map((prompt) => (
            <li key={prompt.id}>
              <LivePromptCard
                prompt={prompt}
                selected={prompt.id === selected?.id}
                writable={writable}
                sessionLive={sessionLive}
                chosenChoiceId={chosen[prompt.id] ?? null}
                alreadyLive={alreadyLive.has(prompt.id)}
                triggering={triggering.loading}
                onSelect={() => setSelectedId(prompt.id)}
                onChoose={(choiceId) => {
                  setSelectedId(prompt.id);
                  setChosen((all) => ({ ...all, [prompt.id]: choiceId }));
                }}
                onTrigger={() => void runTrigger(prompt)}
                onResolve={() => askResolve(prompt)}
                onMovedOn={refresh}
              />
            </li>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={resolving !== null}
        variant="warn"
        title="Resolve the prompt?"
        confirmLabel={resolvingChoice ? `Resolve: ${resolvingChoice.text}` : 'Resolve'}
        busy={resolvingRun.loading}
        onConfirm={() => void confirmResolve()}
        onCancel={() => setResolving(null)}
      >
        {resolving &&
          `“${resolving.text}” is resolved with “${resolvingChoice?.text ?? ''}” as the result. Viewers who chose it are right; this cannot be undone.`}
      </ConfirmDialog>
      {writable && (
        <AddPromptDialog
          sessionId={session.id}
          sport={session.sport}
          open={adding}
          onClose={() => setAdding(false)}
          onSaved={refresh}
        />
      )}
      {move.dialog}
    </Stack>
  );
}
