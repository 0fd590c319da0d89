import { useState } from 'react';
import { useMounted } from './useMounted';

/**
 * A row change that waits for the user's confirmation (archive, delete, a status change): `ask`
 * opens the dialog, `dialog` wires it, and a confirmed change runs `run` (which reports its
 * outcome, refusals included), closes the dialog and refreshes the list. The list is read again
 * whether the change was done or refused: a refusal (CONFLICT, NOT_FOUND, PARTIALLY_APPLIED)
 * usually means the row on screen is no longer what is stored.
 */
export function usePendingChange<Pending>(
  run: (pending: Pending, reason: string | undefined) => Promise<boolean>,
  refresh: () => void,
) {
  const [pending, setPending] = useState<Pending | null>(null);
  const mounted = useMounted();
  const confirm = async (reason: string | undefined) => {
    if (!pending) return;
    await run(pending, reason);
    if (!mounted.current) return;
    setPending(null);
    refresh();
  };
  return {
    pending,
    ask: setPending,
    dialog: {
      open: pending !== null,
      onConfirm: (reason: string | undefined) => void confirm(reason),
      onCancel: () => setPending(null),
    },
  };
}
