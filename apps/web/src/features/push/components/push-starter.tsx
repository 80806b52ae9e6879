import { lazy, Suspense } from 'react';
import { useForegroundPushes } from '../hooks/use-foreground-pushes';
import { usePushToKeep } from '../hooks/use-push-to-keep';

// The device's upkeep (the subscription's checks and calls) shows nothing and can wait for its
// code; foreground pushes cannot, so they are here.
const PushUpkeep = lazy(() =>
  import('./push-upkeep').then((upkeep) => ({ default: upkeep.PushUpkeep })),
);

/**
 * Mounted once in the signed-in shell: foreground pushes, and the 7-day refresh with sign-out's
 * turning off of the device once this browser has push to look after.
 */
export function PushStarter() {
  useForegroundPushes();
  const toKeep = usePushToKeep();
  if (!toKeep) return null;
  return (
    <Suspense fallback={null}>
      <PushUpkeep />
    </Suspense>
  );
}
