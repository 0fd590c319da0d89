import { lazy, Suspense } from 'react';
import type { ConfirmDialogProps } from './ConfirmDialogContent';
import { useOpenedOnce } from './useOpenedOnce';

const ConfirmDialogContent = lazy(() => import('./ConfirmDialogContent'));

/**
 * The shared confirm dialog (spec 1 §2). Its code (Chakra's dialog, focus trap, dismissal) loads
 * the first time it opens, so a page with a closed dialog does not pay for it up front.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogContent {...props} />
    </Suspense>
  );
}
