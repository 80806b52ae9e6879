import { useSyncExternalStore } from 'react';
import type { AssignTarget } from '../utils/assign-form';

/**
 * The teacher assign drawer of spec section 3: an open flag, and what it is open for. One
 * drawer at a time, whichever kit page or activity row opened it.
 */
export interface AssignDrawerState {
  open: boolean;
  target: AssignTarget | null;
}

let state: AssignDrawerState = { open: false, target: null };
const listeners = new Set<() => void>();

function setState(next: AssignDrawerState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function openAssignDrawer(target: AssignTarget): void {
  setState({ open: true, target });
}

/** Keeps the target while the drawer slides away, so its content does not blank mid-way. */
export function closeAssignDrawer(): void {
  if (state.open) setState({ ...state, open: false });
}

export function getAssignDrawerState(): AssignDrawerState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAssignDrawer(): AssignDrawerState {
  return useSyncExternalStore(subscribe, getAssignDrawerState, getAssignDrawerState);
}

/** A stable name for a target, to tell which opener owns the drawer. */
export function targetKey(target: AssignTarget): string {
  return target.activityId === undefined
    ? `kit-${target.kitId}`
    : `kit-${target.kitId}-activity-${target.activityId}`;
}
