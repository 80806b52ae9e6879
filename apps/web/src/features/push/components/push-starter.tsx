import { lazy, Suspense, useEffect } from 'react';
import { beforeLogout } from '../../../lib/logout';
import { useForegroundPushes } from '../hooks/use-foreground-pushes';
import { usePushToKeep } from '../hooks/use-push-to-keep';
import { supportsPush } from '../utils/push-browser';
import { holdsRegisteredDeviceRecord } from '../utils/registered-device-record';

// The device's upkeep (the subscription's checks and calls, and sign-out's turning off) shows
// nothing and can wait for its code; foreground pushes cannot, so they are here.
const loadUpkeep = () => import('./push-upkeep');
const PushUpkeep = lazy(() => loadUpkeep().then((upkeep) => ({ default: upkeep.PushUpkeep })));

/** Sign-out's turning off of this browser's device, its code fetched only when there is one. */
function turnDeviceOffOnSignOut(): Promise<void> {
  if (!holdsRegisteredDeviceRecord()) return Promise.resolve();
  return loadUpkeep().then((upkeep) => upkeep.stopPushOnSignOut());
}

/**
 * Mounted once in the signed-in shell: foreground pushes, sign-out's turning off of this browser's
 * device (from the start, so a sign-out before the upkeep's code arrives still turns it off), and
 * the 7-day refresh once this browser has push to look after.
 */
export function PushStarter() {
  useForegroundPushes();
  useEffect(() => (supportsPush() ? beforeLogout(turnDeviceOffOnSignOut) : undefined), []);
  const toKeep = usePushToKeep();
  if (!toKeep) return null;
  return (
    <Suspense fallback={null}>
      <PushUpkeep />
    </Suspense>
  );
}
