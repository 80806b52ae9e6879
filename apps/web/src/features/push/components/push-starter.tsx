import { lazy, Suspense } from 'react';
import { useForegroundPushes } from '../hooks/use-foreground-pushes';

// The device's upkeep (the subscription's checks and calls) shows nothing and can wait for its
// code; foreground pushes cannot, so they are here.
const PushUpkeep = lazy(() =>
  import('./push-upkeep').then((upkeep) => ({ default: upkeep.PushUpkeep })),
);

/** Mounted once in the signed-in shell: foreground pushes and the 7-day refresh. */
export function PushStarter() {
  useForegroundPushes();
  return (
    <Suspense fallback={null}>
      <PushUpkeep />
    </Suspense>
  );
}
