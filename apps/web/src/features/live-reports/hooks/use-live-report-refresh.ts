import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** Until the live stream tells the report of its classes' work, it looks again this often. */
const FALLBACK_REFRESH_MS = 3_000;

/**
 * Keeps an open report current while students work: refetches the queries under `queryKey`
 * whenever work in `classIds` changes.
 */
export function useLiveReportRefresh(classIds: readonly number[], queryKey: QueryKey): void {
  const queryClient = useQueryClient();
  const watching = classIds.length > 0;
  const key = JSON.stringify(queryKey);
  useEffect(() => {
    if (!watching) return;
    const timer = setInterval(() => {
      void queryClient.invalidateQueries({ queryKey: JSON.parse(key) as QueryKey });
    }, FALLBACK_REFRESH_MS);
    return () => clearInterval(timer);
  }, [queryClient, watching, key]);
}
