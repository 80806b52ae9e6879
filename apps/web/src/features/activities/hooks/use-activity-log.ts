import { useCallback, useEffect, useRef } from 'react';
import { logActivity } from '../api/log-activity';

/**
 * Logs `start` while the student has a draft open and visible, and `end` when they leave: another
 * page, a hidden or closed tab. `leave()` sends the end and waits for it, so a submission closes
 * the last span before the attempt stops taking events; `resume()` starts again if it failed.
 */
export function useActivityLog(answerHeaderId: number) {
  const open = useRef(false);

  const resume = useCallback(() => {
    if (open.current || document.visibilityState === 'hidden') return;
    open.current = true;
    void logActivity(answerHeaderId, 'start');
  }, [answerHeaderId]);

  const leave = useCallback(() => {
    if (!open.current) return Promise.resolve();
    open.current = false;
    return logActivity(answerHeaderId, 'end');
  }, [answerHeaderId]);

  useEffect(() => {
    const onVisibility = () => (document.visibilityState === 'hidden' ? void leave() : resume());
    const onPageHide = () => void leave();
    resume();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', resume);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', resume);
      void leave();
    };
  }, [resume, leave]);

  return { leave, resume };
}
