import { useState } from 'react';

/**
 * True from the first render an overlay is open on: a lazily loaded dialog mounts then and stays
 * mounted, so closing it still plays its exit animation.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
