import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ConfirmDialog';

/** Asks before leaving with unsaved changes: in-app navigation and closing the tab. */
export function useLeaveGuard(dirty: boolean, stayWithin: string | null) {
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !leaving.current &&
      currentLocation.pathname !== nextLocation.pathname &&
      !(stayWithin && nextLocation.pathname.startsWith(stayWithin)),
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      variant="warn"
      title="Discard unsaved changes?"
      confirmLabel="Discard changes"
      cancelLabel="Keep editing"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      This tournament has changes that are not saved. Leave the page and lose them?
    </ConfirmDialog>
  );
  return {
    allowLeaving: () => {
      leaving.current = true;
    },
    dialog,
  };
}
