import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isIgnoredRenderError, logRenderError } from '../../features/core';
import { ErrorPage } from '../error-page';
import { NotFoundPage } from './not-found-page';

/** The router's last line: errors thrown outside the app's own error boundary. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (!notFound && !isIgnoredRenderError(error)) void logRenderError(error);
  }, [error, notFound]);

  if (notFound) return <NotFoundPage />;
  return <ErrorPage statusCode={isRouteErrorResponse(error) ? error.status : 500} error={error} />;
}
