import { Box, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Shortcut } from '../../../shell/keyboardShortcuts';
import { CHOICE_KEYS, type Prompt } from './promptLive';

/** A key as printed on the keyboard ('T'), beside the action it runs. */
export function KeyCap({ children }: { children: ReactNode }) {
  return (
    <Box
      as="kbd"
      display="inline-block"
      minW="5"
      px="1.5"
      py="0.5"
      fontFamily="mono"
      fontSize="xs"
      fontWeight="semibold"
      lineHeight="1.2"
      textAlign="center"
      bg="bg.muted"
      color="fg"
      borderWidth="1px"
      borderBottomWidth="2px"
      borderColor="border.emphasized"
      rounded="sm"
    >
      {children}
    </Box>
  );
}

const LEGEND: readonly [ReactNode, string][] = [
  [
    <>
      <KeyCap>J</KeyCap> <KeyCap>K</KeyCap>
    </>,
    'next / previous prompt',
  ],
  [<KeyCap key="t">T</KeyCap>, 'trigger'],
  [
    <>
      <KeyCap>1</KeyCap>–<KeyCap>{CHOICE_KEYS}</KeyCap>
    </>,
    'choose the result',
  ],
  [<KeyCap key="r">R</KeyCap>, 'resolve (asks to confirm)'],
];

/** The console's shortcuts, on screen, so the operator never has to guess them. */
export function ShortcutLegend() {
  return (
    <HStack
      as="section"
      aria-label="Keyboard shortcuts"
      gap="5"
      wrap="wrap"
      px="3"
      py="2"
      rounded="md"
      bg="bg.subtle"
      fontSize="sm"
    >
      {LEGEND.map(([keys, what]) => (
        <HStack key={what} gap="1.5">
          {keys}
          <Text color="fg.muted">{what}</Text>
        </HStack>
      ))}
    </HStack>
  );
}

/** A dialog (a confirmation, a form) holds the keyboard: the console's keys wait until it closes. */
const dialogOpen = () =>
  document.querySelector(
    '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]',
  ) !== null;

/**
 * J/K move between prompts, T triggers, 1–6 choose the result and R asks to resolve the
 * selected prompt. Ignored while typing (the shell's rule) or while a dialog is open.
 */
export function useConsoleShortcuts({
  prompts,
  selected,
  writable,
  select,
  choose,
  trigger,
  resolve,
}: {
  prompts: readonly Prompt[];
  selected: Prompt | undefined;
  writable: boolean;
  select: (id: string) => void;
  choose: (prompt: Prompt, choiceId: string) => void;
  trigger: (prompt: Prompt) => void;
  resolve: (prompt: Prompt) => void;
}): Shortcut[] {
  const guard = (run: () => void) => () => {
    if (!dialogOpen()) run();
  };
  const step = (by: number) =>
    guard(() => {
      const at = prompts.findIndex((p) => p.id === selected?.id);
      const target = prompts[Math.min(prompts.length - 1, Math.max(0, at + by))];
      if (target) select(target.id);
    });
  const onSelected = (run: (prompt: Prompt) => void) =>
    guard(() => {
      if (selected && writable) run(selected);
    });
  return [
    { code: 'KeyJ', run: step(1) },
    { code: 'KeyK', run: step(-1) },
    { code: 'KeyT', run: onSelected((p) => p.state === 'draft' && trigger(p)) },
    { code: 'KeyR', run: onSelected(resolve) },
    ...Array.from({ length: CHOICE_KEYS }, (_, index) => ({
      code: `Digit${index + 1}`,
      run: onSelected((p) => {
        const choice = p.choices[index];
        if (choice && (p.state === 'open' || p.state === 'closed')) choose(p, choice.id);
      }),
    })),
  ];
}
