import type { ShotcallEventsPage_SessionFragment } from '../../../__generated__/graphql';
import { useShotcallSessionStateMutation } from '../../../__generated__/hooks';
import { runMutation } from '../../../apollo/mutationOutcome';
import { ReasonConfirmDialog } from '../../../components/ReasonConfirmDialog';
import { usePendingChange } from '../../../components/usePendingChange';
import { nextSessionMove } from '../sessionLabels';

type Session = ShotcallEventsPage_SessionFragment;

/**
 * Go live / end a session behind a confirmation (neither can be undone): `ask(session)` opens
 * it, `dialog` is the element to render once.
 */
export function useSessionMove(refresh: () => void) {
  const [setState, setting] = useShotcallSessionStateMutation();
  const change = usePendingChange(async (session: Session, reason: string | undefined) => {
    const move = nextSessionMove(session);
    if (!move) return false;
    const result = await runMutation(
      setState({
        variables: {
          id: session.id,
          state: move.state,
          expectedVersion: session.version,
          reason: reason ?? null,
        },
      }),
      (data) => data.setShotcallSessionState,
    );
    return result.ok;
  }, refresh);
  const move = change.pending ? nextSessionMove(change.pending) : null;
  const dialog = (
    <ReasonConfirmDialog
      {...change.dialog}
      variant="warn"
      busy={setting.loading}
      title={move?.title ?? 'Change the session?'}
      confirmLabel={move?.label ?? 'Confirm'}
    >
      {move?.body}
    </ReasonConfirmDialog>
  );
  return { ask: change.ask, dialog };
}
