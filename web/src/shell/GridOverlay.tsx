import { Box, Grid } from '@chakra-ui/react';
import { PAGE_MAX_WIDTH, PAGE_PADDING_X } from './layout';

/** The 12-column layout grid toggled by Shift+G: drawn over the page, never catching the mouse. */
export function GridOverlay() {
  return (
    <Box
      position="fixed"
      inset="0"
      pointerEvents="none"
      zIndex="overlay"
      data-testid="grid-overlay"
      aria-hidden="true"
    >
      <Grid
        templateColumns="repeat(12, 1fr)"
        gap="6"
        maxW={PAGE_MAX_WIDTH}
        mx="auto"
        px={PAGE_PADDING_X}
        height="full"
      >
        {Array.from({ length: 12 }, (_, i) => (
          <Box key={i} bg="red.500/10" borderInlineWidth="1px" borderColor="red.500/25" />
        ))}
      </Grid>
    </Box>
  );
}
