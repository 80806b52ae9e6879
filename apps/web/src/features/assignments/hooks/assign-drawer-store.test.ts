import { describe, expect, it } from 'vitest';
import {
  closeAssignDrawer,
  getAssignDrawerState,
  openAssignDrawer,
  targetKey,
} from './assign-drawer-store';

describe('assign drawer store', () => {
  it('opens for a target and closes keeping it', () => {
    const target = { kitId: 4, kitTitle: 'Forces and Motion' };
    openAssignDrawer(target);
    expect(getAssignDrawerState()).toEqual({ open: true, target });
    closeAssignDrawer();
    expect(getAssignDrawerState()).toEqual({ open: false, target });
  });

  it('names kit and activity targets apart', () => {
    expect(targetKey({ kitId: 4, kitTitle: 'K' })).toBe('kit-4');
    expect(targetKey({ kitId: 4, kitTitle: 'K', activityId: 9, activityTitle: 'Quiz' })).toBe(
      'kit-4-activity-9',
    );
  });
});
