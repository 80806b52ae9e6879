import { useSyncExternalStore } from 'react';

/** App data client state (spec section 3): for now only whether the app is in full screen. */
export interface AppData {
  isFullScreen: boolean;
}

let state: AppData = { isFullScreen: false };
const listeners = new Set<() => void>();

export function getAppData(): AppData {
  return state;
}

export function setFullScreen(isFullScreen: boolean): void {
  if (state.isFullScreen === isFullScreen) return;
  state = { ...state, isFullScreen };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAppData(): AppData {
  return useSyncExternalStore(subscribe, getAppData, getAppData);
}
