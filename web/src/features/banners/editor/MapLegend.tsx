import { Box, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

function KeyCap({ children }: { children: ReactNode }) {
  return (
    <Box
      as="kbd"
      px="1.5"
      py="0.5"
      fontFamily="mono"
      fontSize="xs"
      bg="bg.muted"
      borderWidth="1px"
      borderBottomWidth="2px"
      rounded="sm"
    >
      {children}
    </Box>
  );
}

const SHORTCUTS: readonly [ReactNode, string][] = [
  [<KeyCap key="tab">Tab</KeyCap>, 'to the map'],
  [
    <>
      <KeyCap>←</KeyCap> <KeyCap>↑</KeyCap> <KeyCap>→</KeyCap> <KeyCap>↓</KeyCap>
    </>,
    'nearest prop that way',
  ],
  [<KeyCap key="enter">Enter</KeyCap>, 'open its panel'],
  [<KeyCap key="esc">Esc</KeyCap>, 'back to the map'],
];

const SYMBOLS = [
  ['●', 'Hero'],
  ['▮', 'Vertical'],
  ['▬', 'Horizontal'],
  ['|', 'Vertical Thin'],
  ['filled', 'has a banner'],
  ['green dot', 'has a screenshot'],
  ['dashed orange ring', 'differs from the compared patch'],
] as const;

/** The map's keys and symbols, on screen so nobody has to guess them. */
export function MapLegend() {
  return (
    <Box fontSize="sm" bg="bg.subtle" rounded="md" px="3" py="2">
      <HStack as="section" aria-label="Keyboard shortcuts" gap="4" wrap="wrap">
        {SHORTCUTS.map(([keys, what]) => (
          <HStack key={what} gap="1.5">
            {keys}
            <Text color="fg.muted">{what}</Text>
          </HStack>
        ))}
      </HStack>
      <Text color="fg.muted" mt="1">
        {SYMBOLS.map(([symbol, meaning]) => `${symbol} ${meaning}`).join(' · ')}
      </Text>
    </Box>
  );
}
