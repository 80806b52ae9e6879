import { useSyncExternalStore } from 'react';
import { storageChanges } from '../../../lib/storage-changes';

/** Whether the user folded the companion away; kept in this browser until sign-out clears it. */
export const COLLAPSED_KEY = 'kitlab.companion_collapsed';
const collapsedChanges = storageChanges('kitlab:companion-collapsed');

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

function writeCollapsed(collapsed: boolean): void {
  try {
    localStorage.setItem(COLLAPSED_KEY, String(collapsed));
  } catch {
    // Storage full or refused: the choice lasts for this page only.
  }
  collapsedChanges.announce();
}

/** The remembered collapsed state and its switch; every tab of the browser follows it. */
export function useCollapsed(): [boolean, (collapsed: boolean) => void] {
  const collapsed = useSyncExternalStore(collapsedChanges.subscribe, readCollapsed, readCollapsed);
  return [collapsed, writeCollapsed];
}
