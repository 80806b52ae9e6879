import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const ToastHost = lazy(() => import('./toast-host').then((host) => ({ default: host.ToastHost })));

/**
 * The toast host, loaded with the first toast rather than with the first page: most visits never
 * show one, and the host (Mantine's notification list, its transitions and drag handling) is
 * about a tenth of sign-in's script. A toast raised before it arrives waits in Mantine's store and
 * shows, with its full time on screen, once the host is there.
 */
export function ToastHostOnDemand() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
