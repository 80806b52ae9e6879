/** The longest a task waits for the browser to go idle once the page has loaded. */
const IDLE_WAIT_MS = 3_000;

/**
 * Runs `task` once the page has loaded and the browser has a quiet moment, for work the first
 * screen does not need (registering the service worker): on a slow phone it would otherwise
 * compete with drawing the page. Answers a function that cancels it.
 */
export function afterPageLoad(task: () => void): () => void {
  let cancelIdle = () => {};
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(task, { timeout: IDLE_WAIT_MS });
      cancelIdle = () => cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(task, 0);
      cancelIdle = () => clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') {
    whenIdle();
    return () => cancelIdle();
  }
  window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    cancelIdle();
  };
}
