import { lazy, Suspense } from 'react';
import { useOnceTrue } from '../../lib/use-once-true';
// A type only: the modal's code itself loads on demand below.
import type { ConfirmDialogProps } from './confirm-modal';

export type { ConfirmDialogProps };

const ConfirmModal = lazy(() =>
  import('./confirm-modal').then((modal) => ({ default: modal.ConfirmModal })),
);

/**
 * A yes/no question before an action that is hard to undo. Pages and the signed-in shell name it
 * for a control few use (sign out, hand in, remove): the modal's code (its focus trap, scroll lock
 * and scroll area, about 15 KB compressed) loads when it is first opened, and it stays mounted
 * after, so it closes with its transition like any modal.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const wanted = useOnceTrue(props.opened);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmModal {...props} />
    </Suspense>
  );
}
