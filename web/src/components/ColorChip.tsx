import { Box, HStack, Text } from '@chakra-ui/react';

/**
 * A colour shown in a table cell: a swatch of it and its hex code beside it, in the page's text
 * colour. Text painted on the colour itself is unreadable on mid tones whichever of black or white
 * it takes, so the swatch carries no text and is hidden from assistive technology.
 */
export function ColorChip({ color }: { color: string | null }) {
  if (!color) {
    return (
      <Text as="span" fontSize="xs" color="fg.subtle">
        —
      </Text>
    );
  }
  return (
    <HStack as="span" gap="1" display="inline-flex">
      <Box
        as="span"
        aria-hidden
        flexShrink={0}
        boxSize="3"
        rounded="sm"
        borderWidth="1px"
        borderColor="border.emphasized"
        style={{ background: color }}
      />
      <Text as="span" fontFamily="mono" fontSize="2xs">
        {color.toUpperCase()}
      </Text>
    </HStack>
  );
}
