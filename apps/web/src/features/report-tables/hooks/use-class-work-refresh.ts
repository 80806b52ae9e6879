import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { reportTableKeys } from '../api/keys';

/** How often an open report asks again while it cannot hear the class's work live. */
export const REFRESH_EVERY_MS = 5_000;

/**
 * Keeps a class's open reports (progress and table) up to date while students work: refetches
 * everything under the class's key, so new answers show without a reload.
 */
export function useClassWorkRefresh(classId: number | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (classId === null) return;
    const timer = setInterval(() => {
      void queryClient.invalidateQueries({ queryKey: reportTableKeys.classReports(classId) });
    }, REFRESH_EVERY_MS);
    return () => clearInterval(timer);
  }, [classId, queryClient]);
}
