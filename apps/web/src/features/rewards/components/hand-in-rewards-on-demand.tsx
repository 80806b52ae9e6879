import { lazy, Suspense } from 'react';
import { LoadingState } from '../../../components/ui/loading-state';
import type { HandedInWork } from '../../activities';

const LazyHandInRewards = lazy(() =>
  import('./hand-in-rewards').then((panel) => ({ default: panel.HandInRewards })),
);

/**
 * What handed-in work earned, loaded with the result it shows on: the shell names it for every
 * page, but only a result screen shows it. While its code comes it reads as its data would.
 */
export function HandInRewards(work: HandedInWork) {
  return (
    <Suspense fallback={<LoadingState label="Counting your XP…" />}>
      <LazyHandInRewards {...work} />
    </Suspense>
  );
}
