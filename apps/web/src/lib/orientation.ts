import { reloadPage } from './browser';

export type Orientation = 'portrait' | 'landscape';

function measure(win: Window): Orientation {
  return win.matchMedia('(orientation: portrait)').matches ? 'portrait' : 'landscape';
}

/**
 * Layouts are measured once at load, so after the first measurement an orientation change
 * reloads the page, once.
 */
export function startOrientationReload(win: Window = window, reload = reloadPage): () => void {
  if (typeof win.matchMedia !== 'function') return () => {};
  const query = win.matchMedia('(orientation: portrait)');
  const first = measure(win);
  let reloaded = false;
  const onChange = () => {
    if (reloaded || measure(win) === first) return;
    reloaded = true;
    reload();
  };
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
