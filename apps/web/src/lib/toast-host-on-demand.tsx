import { type ComponentType, useEffect, useLayoutEffect, useState } from 'react';
import { awaitToastHost, toastHostReady } from './toast-delivery';

const loadToastHost = () => import('./toast-host').then((module) => module.ToastHost);

/**
 * The toast host's place on every page. Its code (Mantine's notification list and its
 * transitions, about 8 KB compressed) is fetched with the first toast, then mounted before that
 * toast is shown so it slides in. A state update rather than `lazy`: React delays showing what a
 * suspended `lazy` brings by a timer, and a page whose clock is stopped would never see it.
 */
export function ToastHostOnDemand() {
  const [Host, setHost] = useState<ComponentType | null>(null);
  // Before any effect of the page below it, so a toast raised by one waits for the host.
  useLayoutEffect(
    () =>
      awaitToastHost(async () => {
        const host = await loadToastHost();
        setHost(() => host);
      }),
    [],
  );
  // After the host's own effects (its position and limit are in the store by then).
  useEffect(() => {
    if (Host) toastHostReady();
  }, [Host]);
  return Host ? <Host /> : null;
}
