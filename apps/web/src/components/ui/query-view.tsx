import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-error';
import { ErrorState } from './error-state';
import { LoadingState } from './loading-state';

/** A query's loading and error states, with a retry; its data goes to `children`. */
export function QueryView<T>({
  query,
  loading,
  failed,
  children,
}: {
  query: UseQueryResult<T>;
  /** "Loading your kits…" */
  loading: string;
  /** "We could not load your kits" */
  failed: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingState label={loading} />;
  if (query.isError) {
    return (
      <ErrorState
        title={failed}
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <>{children(query.data)}</>;
}
