import { Box, Text } from '@chakra-ui/react';
import { contrastTextColor } from '@esports-admin/schema/rules/color';

/** A colour shown in a table cell: its hex code on the colour, black or white by contrast. */
export function ColorChip({ color }: { color: string | null }) {
  if (!color) {
    return (
      <Text as="span" fontSize="xs" color="fg.subtle">
        —
      </Text>
    );
  }
  return (
    <Box
      as="span"
      display="inline-flex"
      px="1.5"
      py="0.5"
      rounded="sm"
      borderWidth="1px"
      fontFamily="mono"
      fontSize="2xs"
      style={{ background: color, color: contrastTextColor(color) }}
    >
      {color.toUpperCase()}
    </Box>
  );
}
