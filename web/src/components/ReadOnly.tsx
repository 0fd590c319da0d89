import { Badge, Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { HoverTooltip } from './HoverTooltip';

/** Why a change control is hidden or disabled for a user with read permission only. */
export const READ_ONLY_ACCESS = 'Read-only access';

/**
 * Wraps a control that is disabled for a read-only user. A disabled button receives no pointer
 * events, so the tooltip 'Read-only access' hangs on a focusable wrapper instead.
 */
export function ReadOnlyReason({ children }: { children: ReactNode }) {
  return (
    <HoverTooltip text={READ_ONLY_ACCESS} openDelay={200} closeDelay={100}>
      <Box as="span" display="inline-flex" tabIndex={0} rounded="md" aria-label={READ_ONLY_ACCESS}>
        {children}
      </Box>
    </HoverTooltip>
  );
}

/** A page header badge telling a read-only user why the change controls are missing. */
export function ReadOnlyBadge({ explanation }: { explanation: string }) {
  return (
    <HoverTooltip text={explanation} openDelay={200} closeDelay={100}>
      <Badge tabIndex={0} colorPalette="gray" variant="surface" size="lg" alignSelf="center">
        {READ_ONLY_ACCESS}
      </Badge>
    </HoverTooltip>
  );
}
