/** The longest a task waits for the browser to go idle once the page has loaded. */
const IDLE_WAIT_MS = 3_000;

/**
 * Runs `task` once the page has loaded and the browser has a quiet moment, for work the first
 * screen does not need (registering the service worker): on a slow phone it would otherwise
 * compete with drawing the page.
 */
export function afterPageLoad(task: () => void): void {
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') {
      requestIdleCallback(task, { timeout: IDLE_WAIT_MS });
    } else {
      setTimeout(task, 0);
    }
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
