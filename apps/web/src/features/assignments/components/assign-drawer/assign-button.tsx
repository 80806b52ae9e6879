import { Button, type ButtonProps } from '@mantine/core';
import { useEffect } from 'react';
import {
  closeAssignDrawer,
  getAssignDrawerState,
  openAssignDrawer,
  targetKey,
  useAssignDrawer,
} from '../../hooks/assign-drawer-store';
import type { AssignTarget } from '../../utils/assign-form';
import { AssignDrawer } from './assign-drawer';

/**
 * "Assign" for a kit or one activity: opens the assign drawer for it. The button that opened
 * the drawer also renders it, so a page with many activity rows still holds one drawer.
 */
export function AssignButton({
  target,
  size = 'sm',
  variant = 'filled',
}: {
  target: AssignTarget;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}) {
  const drawer = useAssignDrawer();
  const key = targetKey(target);
  const owns = drawer.target !== null && targetKey(drawer.target) === key;
  useEffect(
    () => () => {
      const current = getAssignDrawerState().target;
      if (current && targetKey(current) === key) closeAssignDrawer();
    },
    [key],
  );
  const name = target.activityTitle ?? target.kitTitle;
  return (
    <>
      <Button
        size={size}
        variant={variant}
        onClick={() => openAssignDrawer(target)}
        aria-haspopup="dialog"
        aria-label={`Assign ${name}`}
      >
        Assign
      </Button>
      {owns ? <AssignDrawer /> : null}
    </>
  );
}
