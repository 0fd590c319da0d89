import { useState } from 'react';

/**
 * A row change that waits for the user's confirmation (archive, delete, a status change): `ask`
 * opens the dialog, `dialog` wires it, and a confirmed change runs `run` (which reports its
 * outcome), closes the dialog and refreshes the list when it was done.
 */
export function usePendingChange<Pending>(
  run: (pending: Pending, reason: string | undefined) => Promise<boolean>,
  onDone: () => void,
) {
  const [pending, setPending] = useState<Pending | null>(null);
  const confirm = async (reason: string | undefined) => {
    if (!pending) return;
    const done = await run(pending, reason);
    setPending(null);
    if (done) onDone();
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
