import { FULL_SCREEN_KEY } from '@kitlab/contract';
import { getAppData, setFullScreen } from './app-data';

/**
 * F11 toggles the app's full-screen mode. The browser's own F11 is replaced so that the
 * app knows the state (full screen hides the header and the companion widget).
 */
export function handleFullScreenKey(event: KeyboardEvent, doc: Document = document): void {
  if (event.key !== FULL_SCREEN_KEY) return;
  event.preventDefault();
  const next = !getAppData().isFullScreen;
  setFullScreen(next);
  try {
    const request = next ? doc.documentElement.requestFullscreen?.() : doc.exitFullscreen?.();
    // The browser may refuse (no user gesture, iframe); the app mode stays toggled regardless.
    request?.catch(() => {});
  } catch {
    // Same as above, for browsers that throw instead of rejecting.
  }
}

export function startFullScreenKey(): () => void {
  const onKeyDown = (event: KeyboardEvent) => handleFullScreenKey(event);
  window.addEventListener('keydown', onKeyDown);
  return () => window.removeEventListener('keydown', onKeyDown);
}
