import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLiveEvents, useWatchedClasses } from './live-provider';
import { createThrottle } from './throttle';

/**
 * At most about three refetches a second however many students answer at once, the last one at
 * most this long after the event: well within the second a report promises.
 */
export const CLASS_WORK_REFETCH_MS = 350;

// The contract's values stay out of the first page's code (the connection loads them later).
const classOf = (data: unknown) =>
  typeof data === 'object' && data !== null && 'class_id' in data ? data.class_id : null;

/**
 * For a report screen: while mounted, the tab's stream watches these classes' work, and the
 * queries under `queryKey` are refetched when it changes (an answer saved, work handed in,
 * marked or returned), when the stream (re)opens watching them (what changed before is not
 * sent) and on `resync`, throttled.
 */
export function useClassWorkInvalidation(classIds: readonly number[], queryKey: QueryKey): void {
  const queryClient = useQueryClient();
  const latestKey = useRef(queryKey);
  latestKey.current = queryKey;
  const [throttle] = useState(() =>
    createThrottle(() => {
      void queryClient.invalidateQueries({ queryKey: latestKey.current });
    }, CLASS_WORK_REFETCH_MS),
  );
  useEffect(() => () => throttle.cancel(), [throttle]);
  useWatchedClasses(classIds, throttle.call);
  const watched = new Set(classIds);
  useLiveEvents(['class_work.changed', 'resync'], (data, type) => {
    if (type === 'resync' || watched.has(classOf(data) as number)) throttle.call();
  });
}
