import { logSystemError, NO_RESPONSE_STATUS } from './error-log';
import { type RequestFailure, reportRequestFailuresTo } from './request-failures';

/**
 * Failures worth a log entry: no answer at all, or the server failing. Other refusals (a field
 * error, no permission, not found, too many tries) are answers the screen explains to the user;
 * logging them would store what people typed and fill the log with their slips.
 */
export function isLoggedFailure({ error }: RequestFailure): boolean {
  return error.status === 0 || error.status >= 500;
}

/** The UI error logger of spec section 8: the call, what was sent, and what came back. */
export function logRequestFailure(failure: RequestFailure): void {
  if (!isLoggedFailure(failure)) return;
  const { call, query, body, error } = failure;
  void logSystemError({
    statusCode: error.status === 0 ? NO_RESPONSE_STATUS : error.status,
    // The path as the contract names it, so ids and tokens filled into it stay out of the log.
    payload: { method: call.method, path: call.path, query, body },
    errorData: {
      status: error.status,
      code: error.code,
      detail: error.detail,
      errors: error.errors,
    },
  });
}

/** Starts logging failed requests; called once when the app starts. */
export function installRequestErrorLog(): void {
  reportRequestFailuresTo(logRequestFailure);
}
