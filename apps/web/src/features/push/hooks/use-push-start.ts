import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { pushKeys } from '../api/keys';
import { dropLeftoverSubscription } from '../utils/drop-leftover-subscription';
import { keepPushCurrent } from '../utils/keep-push-current';
import { supportsPush } from '../utils/push-browser';
import { PUSH_CHECK_INTERVAL_MS } from '../utils/push-timing';
import { usePushOffered } from './use-push-offered';

/**
 * While signed in with push offered, the registered device is checked and, after 7 days,
 * subscribed again: on start, then every hour the app stays open, and when the tab is shown again
 * after an hour or more (timers stop while a computer sleeps). Whatever the school's feature, a
 * subscription someone who signed out left behind is dropped. Foreground pushes are
 * `useForegroundPushes`; sign-out's turning off of the device is `PushStarter`'s.
 */
export function usePushStart() {
  const { offered } = usePushOffered();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!supportsPush()) return;
    void dropLeftoverSubscription().catch(() => false);
  }, []);

  useEffect(() => {
    if (!offered) return;
    let checking = false;
    let lastChecked = 0;
    const check = () => {
      if (checking) return;
      checking = true;
      lastChecked = Date.now();
      void keepPushCurrent(new Date())
        .then((outcome) => {
          if (outcome !== 'current' && outcome !== 'not-registered') {
            return queryClient.invalidateQueries({ queryKey: pushKeys.all });
          }
        })
        .finally(() => {
          checking = false;
        });
    };
    const onShown = () => {
      const due = Date.now() - lastChecked >= PUSH_CHECK_INTERVAL_MS;
      if (document.visibilityState === 'visible' && due) check();
    };
    check();
    const timer = window.setInterval(check, PUSH_CHECK_INTERVAL_MS);
    document.addEventListener('visibilitychange', onShown);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onShown);
    };
  }, [offered, queryClient]);
}
