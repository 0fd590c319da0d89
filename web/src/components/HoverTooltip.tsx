import { lazy, Suspense, type ReactElement, type ReactNode } from 'react';

export interface HoverTooltipProps {
  text: ReactNode;
  openDelay: number;
  closeDelay: number;
  /** The trigger: one element that takes a ref and pointer and focus handlers. */
  children: ReactElement;
}

const HoverTooltipContent = lazy(() => import('./HoverTooltipContent'));

/**
 * A hover and focus tooltip. Its code (positioning, Chakra's tooltip machine) is a chunk of its
 * own: the trigger renders bare until that chunk is in, so the first page does not wait for it.
 */
export function HoverTooltip(props: HoverTooltipProps) {
  return (
    <Suspense fallback={props.children}>
      <HoverTooltipContent {...props} />
    </Suspense>
  );
}
