import { Portal, Tooltip } from '@chakra-ui/react';
import type { HoverTooltipProps } from './HoverTooltip';

/** Chakra's tooltip around a trigger; loaded by HoverTooltip after the page's first render. */
export default function HoverTooltipContent({
  text,
  openDelay,
  closeDelay,
  children,
}: HoverTooltipProps) {
  return (
    <Tooltip.Root openDelay={openDelay} closeDelay={closeDelay}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{text}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
