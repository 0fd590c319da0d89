import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  type Blocker,
  type BlockerFunction,
  UNBLOCKED,
  useGuardedHistory,
} from '../shell/guardedHistory';
import { ConfirmDialog } from './ConfirmDialog';

export interface LeaveGuard {
  /** The 'Discard unsaved changes?' dialog; render it anywhere in the form. */
  dialog: ReactNode;
  /** Lets the next navigation through without asking, e.g. the redirect after a save. */
  release: () => void;
}

/**
 * The one guard every form uses against leaving with unsaved changes: in-app navigation to
 * another path asks through the app's guarded history, closing or reloading the tab through the
 * browser's own beforeunload prompt. `noun` names what is edited ('season', 'stream group');
 * `stayWithin` is a path prefix the editor's own tabs live under, crossed without asking;
 * `message` replaces the default question when leaving loses more than typed fields.
 */
export function useLeaveGuard(
  dirty: boolean,
  noun: string,
  stayWithin?: string,
  message?: ReactNode,
): LeaveGuard {
  const dirtyRef = useRef(dirty);
  const released = useRef(false);
  useEffect(() => {
    dirtyRef.current = dirty;
    if (dirty) released.current = false;
  }, [dirty]);

  // Read through refs: a save resets the form and navigates in the same tick, before a new
  // blocker function could be registered.
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      !released.current &&
      currentLocation.pathname !== nextLocation.pathname &&
      !(stayWithin && nextLocation.pathname.startsWith(stayWithin)),
    [stayWithin],
  );
  const history = useGuardedHistory();
  const [blocker, setBlocker] = useState<Blocker>(UNBLOCKED);
  useEffect(() => history.guard(shouldBlock, setBlocker), [history, shouldBlock]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const release = useCallback(() => {
    released.current = true;
  }, []);

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
      {message ?? `This ${noun} has changes that are not saved. Leave the page and lose them?`}
    </ConfirmDialog>
  );
  return { dialog, release };
}
