import { lazy, Suspense } from 'react';
import type { ConfirmDialogProps } from './ConfirmDialogContent';

const ConfirmDialogContent = lazy(() => import('./ConfirmDialogContent'));

/**
 * The shared confirm dialog (spec 1 §2). Its code (Chakra's dialog, focus trap, dismissal) is a
 * chunk of its own, fetched after the page's first render instead of before it. The dialog is
 * mounted closed as soon as that chunk is in, not when it first opens: a dialog created while
 * another modal dialog is open would be hidden from assistive technology by that dialog.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Suspense fallback={null}>
      <ConfirmDialogContent {...props} />
    </Suspense>
  );
}
