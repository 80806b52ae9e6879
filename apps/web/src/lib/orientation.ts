import { reloadPage } from './browser';

/** Where the screen is turned, as the device reports it; null where it reports nothing. */
function measure(win: Window): string | null {
  const orientation = win.screen?.orientation;
  if (orientation) return `${orientation.type} ${orientation.angle}`;
  // Older Safari has no screen.orientation, only the window's angle.
  const angle = (win as { orientation?: number }).orientation;
  return typeof angle === 'number' ? String(angle) : null;
}

/**
 * Layouts are measured once at load, so after the first measurement turning the device reloads
 * the page, once. Only the device's own orientation counts: a desktop window resized from wide
 * to tall is not turned and never reloads, as a reload would throw away whatever is on screen.
 */
export function startOrientationReload(win: Window = window, reload = reloadPage): () => void {
  const first = measure(win);
  if (first === null) return () => {};
  let reloaded = false;
  const onChange = () => {
    if (reloaded || measure(win) === first) return;
    reloaded = true;
    reload();
  };
  const orientation = win.screen?.orientation;
  orientation?.addEventListener('change', onChange);
  win.addEventListener('orientationchange', onChange);
  return () => {
    orientation?.removeEventListener('change', onChange);
    win.removeEventListener('orientationchange', onChange);
  };
}
