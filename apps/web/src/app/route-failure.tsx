import { useEffect } from 'react';
import { logRenderError } from '../features/core';
import { ErrorPage } from './error-page';

/**
 * A page whose code could not be fetched: the error page, logged as a render error is. It is
 * drawn for that address only, so going back or following a link shows the next page as usual.
 */
export function RouteFailure({ error }: { error: unknown }) {
  useEffect(() => {
    void logRenderError(error);
  }, [error]);
  return <ErrorPage error={error} />;
}
