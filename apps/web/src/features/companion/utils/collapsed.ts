import { useSyncExternalStore } from 'react';

/** Whether the user folded the companion away; kept in this browser until sign-out clears it. */
export const COLLAPSED_KEY = 'kitlab.companion_collapsed';
const CHANGE_EVENT = 'kitlab:companion-collapsed';

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
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(listener: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', listener);
  };
}

/** The remembered collapsed state and its switch; every tab of the browser follows it. */
export function useCollapsed(): [boolean, (collapsed: boolean) => void] {
  const collapsed = useSyncExternalStore(subscribe, readCollapsed, readCollapsed);
  return [collapsed, writeCollapsed];
}
