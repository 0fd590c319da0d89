import { Badge, Box, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { formatSecondsLeft, useCountdown } from './countdown';
import { KeyCap } from './shortcuts';
import {
  PROMPT_STATE_LABELS,
  PROMPT_STATE_PALETTES,
  promptAction,
  sharePercent,
  type PromptView,
} from './promptLive';

const count = (value: number) => value.toLocaleString('en-US');

/** The open window's countdown on the gateway's clock; a fixed width so nothing beside it moves. */
function Countdown({ closesAt, now }: { closesAt: string | null; now: string | null }) {
  const left = useCountdown(closesAt, now);
  if (left === null) return null;
  return (
    <Text
      role="timer"
      aria-label={`${left} seconds left to answer`}
      fontFamily="mono"
      fontSize="2xl"
      fontWeight="bold"
      minW="4.5ch"
      textAlign="end"
      color={left <= 5 ? 'red.fg' : 'fg'}
      style={{ fontVariantNumeric: 'tabular-nums' }}
    >
      {formatSecondsLeft(left)}
    </Text>
  );
}

export interface PromptCardProps {
  view: PromptView;
  selected: boolean;
  writable: boolean;
  sessionLive: boolean;
  /** The choice picked for resolving, by click or 1–6. */
  chosenChoiceId: string | null;
  /** The gateway said this prompt was already triggered (another operator, a repeat). */
  alreadyLive: boolean;
  triggering: boolean;
  onSelect: () => void;
  onChoose: (choiceId: string) => void;
  onTrigger: () => void;
  onResolve: () => void;
}

/**
 * One prompt of the running order: its question, state, countdown, the answers per choice (rows
 * of fixed height, so counts update without moving anything) and its one big action.
 */
export function PromptCard({
  view,
  selected,
  writable,
  sessionLive,
  chosenChoiceId,
  alreadyLive,
  triggering,
  onSelect,
  onChoose,
  onTrigger,
  onResolve,
}: PromptCardProps) {
  const { prompt, state, choices, totalViewers, correctChoiceId } = view;
  const action = promptAction(state);
  const headingId = `prompt-${prompt.id}`;
  const choosing = writable && action === 'resolve';
  const chosen = choices.find((choice) => choice.id === chosenChoiceId);
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      aria-current={selected ? 'step' : undefined}
      data-prompt-id={prompt.id}
      borderWidth={selected ? '2px' : '1px'}
      borderColor={selected ? 'teal.solid' : 'border'}
      rounded="lg"
      bg="bg.panel"
      p={selected ? '4' : 'calc(var(--chakra-spacing-4) + 1px)'}
      onClick={onSelect}
    >
      <Flex gap="3" align="flex-start" justify="space-between" wrap="wrap">
        <Stack gap="1" flex="1" minW="240px">
          <HStack gap="2" wrap="wrap">
            <Text fontSize="sm" color="fg.muted" fontWeight="semibold">
              #{prompt.position}
            </Text>
            <Badge colorPalette={PROMPT_STATE_PALETTES[state]} variant="subtle">
              {PROMPT_STATE_LABELS[state]}
            </Badge>
            {alreadyLive && (
              <Badge colorPalette="orange" variant="outline">
                Already live
              </Badge>
            )}
          </HStack>
          <Heading as="h2" size="md" id={headingId}>
            {prompt.text}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {count(totalViewers)} {totalViewers === 1 ? 'answer' : 'answers'} · window{' '}
            {prompt.windowSeconds} s
          </Text>
        </Stack>
        {state === 'open' && <Countdown closesAt={view.closesAt} now={view.now} />}
      </Flex>

      <Stack as="ol" listStyleType="none" gap="1.5" mt="3" aria-label={`Answers: ${prompt.text}`}>
        {choices.map((choice, index) => {
          const share = sharePercent(choice.viewers, totalViewers);
          const correct = choice.id === correctChoiceId;
          const picked = choosing && choice.id === chosenChoiceId;
          return (
            <Flex
              as="li"
              key={choice.id}
              h="11"
              align="center"
              gap="3"
              px="2"
              rounded="md"
              borderWidth="1px"
              borderColor={picked ? 'teal.solid' : correct ? 'green.solid' : 'transparent'}
              bg={picked ? 'teal.subtle' : correct ? 'green.subtle' : 'bg.subtle'}
            >
              {choosing ? (
                <Button
                  size="xs"
                  variant={picked ? 'solid' : 'outline'}
                  colorPalette="teal"
                  minW="7"
                  aria-pressed={picked}
                  aria-label={`${index + 1}: choose ${choice.text} as the result`}
                  onClick={(event) => {
                    event.stopPropagation();
                    onChoose(choice.id);
                  }}
                >
                  {index + 1}
                </Button>
              ) : (
                <Text w="7" textAlign="center" fontSize="sm" color="fg.muted" aria-hidden>
                  {index + 1}
                </Text>
              )}
              <Text flex="1" minW="0" truncate title={choice.text} fontWeight="medium">
                {choice.text}
                {correct && (
                  <Badge ms="2" colorPalette="green" variant="solid">
                    Correct
                  </Badge>
                )}
              </Text>
              <Box aria-hidden w={{ base: '80px', lg: '160px' }} h="2" bg="bg.muted" rounded="full">
                <Box h="full" w={`${share}%`} bg="teal.solid" rounded="full" />
              </Box>
              <Text
                w="16"
                textAlign="end"
                fontWeight="semibold"
                style={{ fontVariantNumeric: 'tabular-nums' }}
              >
                {count(choice.viewers)}
              </Text>
              <Text w="10" textAlign="end" fontSize="sm" color="fg.muted">
                {share}%
              </Text>
            </Flex>
          );
        })}
      </Stack>

      {writable && action && (
        <Flex mt="4" gap="3" align="center" wrap="wrap" minH="12">
          {action === 'trigger' ? (
            <Button
              size="lg"
              colorPalette="red"
              variant={selected ? 'solid' : 'outline'}
              minW="220px"
              loading={triggering}
              disabled={!sessionLive}
              onClick={(event) => {
                event.stopPropagation();
                onTrigger();
              }}
            >
              Trigger <KeyCap>T</KeyCap>
            </Button>
          ) : (
            <Button
              size="lg"
              colorPalette="teal"
              variant={selected ? 'solid' : 'outline'}
              minW="220px"
              disabled={!chosen}
              onClick={(event) => {
                event.stopPropagation();
                onResolve();
              }}
            >
              {chosen ? `Resolve: ${chosen.text}` : 'Resolve'} <KeyCap>R</KeyCap>
            </Button>
          )}
          <Text fontSize="sm" color="fg.muted">
            {action === 'trigger'
              ? sessionLive
                ? 'Opens the question to viewers for its window.'
                : 'Go live to trigger prompts.'
              : chosen
                ? 'Asks to confirm: a result cannot be undone.'
                : 'Choose the result (1–6), then resolve.'}
          </Text>
        </Flex>
      )}
    </Box>
  );
}
