import { useEffect, useState } from 'react';
import { supportsPush } from '../utils/push-browser';
import { hasPushToKeep } from '../utils/push-to-keep';
import { subscribeToRegisteredDevice } from '../utils/registered-device-record';

/**
 * Whether the device's upkeep is needed (`hasPushToKeep`), asked again whenever the registered
 * device changes, so turning push on mounts it in time for sign-out to turn the device off. Once
 * needed it stays so for the page's life.
 */
export function usePushToKeep(): boolean {
  const [toKeep, setToKeep] = useState(false);

  useEffect(() => {
    if (toKeep || !supportsPush()) return;
    let current = true;
    const ask = () => {
      void hasPushToKeep(navigator.serviceWorker).then(
        (yes) => {
          if (current && yes) setToKeep(true);
        },
        () => undefined,
      );
    };
    ask();
    const stop = subscribeToRegisteredDevice(ask);
    return () => {
      current = false;
      stop();
    };
  }, [toKeep]);

  return toKeep;
}
