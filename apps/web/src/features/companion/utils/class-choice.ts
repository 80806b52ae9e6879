import { useSyncExternalStore } from 'react';

/**
 * The class chosen in the teacher's selector (client state of spec section 3), kept while the
 * app runs so it survives the widget hiding on other pages; a sign-out reloads the page and so
 * forgets it.
 */
let chosen: number | null = null;
const listeners = new Set<() => void>();

function getChosenClass(): number | null {
  return chosen;
}

export function chooseClass(teacherAssignId: number | null): void {
  if (chosen === teacherAssignId) return;
  chosen = teacherAssignId;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useChosenClass(): [number | null, (teacherAssignId: number | null) => void] {
  return [useSyncExternalStore(subscribe, getChosenClass, getChosenClass), chooseClass];
}
