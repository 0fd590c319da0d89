import { Badge, Box, Portal, Tooltip } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Why a change control is hidden or disabled for a user with read permission only. */
export const READ_ONLY_ACCESS = 'Read-only access';

function WithTooltip({ text, children }: { text: string; children: ReactNode }) {
  return (
    <Tooltip.Root openDelay={200} closeDelay={100}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{text}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

/**
 * Wraps a control that is disabled for a read-only user. A disabled button receives no pointer
 * events, so the tooltip 'Read-only access' hangs on a focusable wrapper instead.
 */
export function ReadOnlyReason({ children }: { children: ReactNode }) {
  return (
    <WithTooltip text={READ_ONLY_ACCESS}>
      <Box as="span" display="inline-flex" tabIndex={0} rounded="md" aria-label={READ_ONLY_ACCESS}>
        {children}
      </Box>
    </WithTooltip>
  );
}

/** A page header badge telling a read-only user why the change controls are missing. */
export function ReadOnlyBadge({ explanation }: { explanation: string }) {
  return (
    <WithTooltip text={explanation}>
      <Badge tabIndex={0} colorPalette="gray" variant="surface" size="lg" alignSelf="center">
        {READ_ONLY_ACCESS}
      </Badge>
    </WithTooltip>
  );
}
