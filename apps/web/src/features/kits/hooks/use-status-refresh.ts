import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { assignmentKeys } from '../../assignments';
import { kitKeys } from '../api/keys';

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  prefix.every((part, index) => key[index] === part);

/**
 * Keeps kit statuses in step with assignments while a kit page is open. Assigning a kit from its
 * page, or closing work, marks the assignments' drawer data stale (which classes can still take
 * a kit); the statuses shown here depend on the same assignments, so they are refreshed too.
 */
export function followAssignments(queryClient: QueryClient): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (
      event.type === 'updated' &&
      event.action.type === 'invalidate' &&
      startsWith(event.query.queryKey, assignmentKeys.drawer())
    ) {
      void queryClient.invalidateQueries({ queryKey: kitKeys.withStatus() });
    }
  });
}

export function useStatusRefresh(): void {
  const queryClient = useQueryClient();
  useEffect(() => followAssignments(queryClient), [queryClient]);
}
