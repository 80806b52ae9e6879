import { MOBILE_MAX_WIDTH_PX } from '@kitlab/contract';
import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { closeAssignDrawer, targetKey, useAssignDrawer } from '../../hooks/assign-drawer-store';
import { AssignForm } from './assign-form';

/** The teacher assign drawer; full width on a phone. */
export function AssignDrawer() {
  const { open, target } = useAssignDrawer();
  const phone = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH_PX}px)`);
  return (
    <Drawer
      opened={open}
      onClose={closeAssignDrawer}
      position="right"
      size={phone ? '100%' : 'md'}
      title={`Assign ${target?.activityTitle ?? target?.kitTitle ?? ''}`}
    >
      {target ? (
        <AssignForm key={targetKey(target)} target={target} onDone={closeAssignDrawer} />
      ) : null}
    </Drawer>
  );
}
