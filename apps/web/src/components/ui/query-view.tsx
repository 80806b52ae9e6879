import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage, isApiError } from '../../lib/api-error';
import { useDrawnInSlices } from '../../lib/use-drawn-in-slices';
import { ErrorState } from './error-state';
import { LoadingState } from './loading-state';

/** A query's loading and error states, with a retry; its data goes to `children`. */
export function QueryView<T>({
  query,
  loading,
  failed,
  notFound,
  children,
}: {
  query: UseQueryResult<T>;
  /** "Loading your kits…" */
  loading: string;
  /** "We could not load your kits" */
  failed: string;
  /**
   * Shown instead of the error when the server answers 404: the record is not there or not the
   * reader's, which trying again does not change.
   */
  notFound?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const data = useDrawnInSlices(query.data);
  if (query.isPending) return <LoadingState label={loading} />;
  if (query.isError) {
    if (notFound !== undefined && isApiError(query.error) && query.error.status === 404) {
      return <>{notFound}</>;
    }
    return (
      <ErrorState
        title={failed}
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  // The loading state stays until the data's own render, in the background, has finished.
  if (data === undefined) return <LoadingState label={loading} />;
  return <>{children(data)}</>;
}
