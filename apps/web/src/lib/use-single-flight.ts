import { useCallback, useRef, useState } from 'react';

/**
 * Runs a task one at a time: while one is on its way, `run` ignores another and `isRunning` is
 * true already. A button's request goes through it, so a quick double click sends one.
 */
export function useSingleFlight() {
  const inFlight = useRef(false);
  const [isRunning, setRunning] = useState(false);
  const run = useCallback((task: () => Promise<unknown>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setRunning(true);
    task()
      // A failure is the task's to report (on its own state); it only ends the flight here.
      .catch(() => {})
      .finally(() => {
        inFlight.current = false;
        setRunning(false);
      });
  }, []);
  return { run, isRunning };
}
