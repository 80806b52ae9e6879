/**
 * Runs `run` at once, then at most once per `intervalMs`: calls meanwhile are gathered into one
 * run at the end of the interval, so the last call is never later than `intervalMs` behind.
 */
export function createThrottle(run: () => void, intervalMs: number) {
  let waiting: ReturnType<typeof setTimeout> | undefined;
  let pending = false;

  const open = () => {
    waiting = setTimeout(() => {
      waiting = undefined;
      if (!pending) return;
      pending = false;
      run();
      open();
    }, intervalMs);
  };

  return {
    call() {
      if (waiting) {
        pending = true;
        return;
      }
      run();
      open();
    },
    cancel() {
      clearTimeout(waiting);
      waiting = undefined;
      pending = false;
    },
  };
}
