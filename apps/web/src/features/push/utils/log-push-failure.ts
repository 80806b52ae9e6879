import { logDevice } from '../../../lib/device-log';

/** Kept from the earlier push service for the logs' readers (spec section 8). */
export const PUSH_FAILURE_PAYLOAD_TYPE = 'FCM Registration Error';
const MAX_TEXT = 4000;

/** Errors and DOMExceptions alike (the push manager rejects with DOMExceptions). */
function errorData(error: unknown) {
  const { name, message, stack }: { name?: unknown; message?: unknown; stack?: unknown } =
    typeof error === 'object' && error !== null ? error : {};
  const text = (value: unknown, fallback: string) =>
    (typeof value === 'string' ? value : fallback).slice(0, MAX_TEXT);
  return {
    stack: text(stack, ''),
    message: text(message, String(error)),
    name: text(name, 'Error'),
  };
}

/**
 * Spec section 8, push registration failure: message type error, status 200, the page's path
 * (never its query or fragment), log type system, the payload type and the error. Logging
 * never fails the caller.
 */
export function logPushFailure(error: unknown) {
  return logDevice({
    message: 'error',
    status_code: 200,
    location: window.location.pathname,
    log_type: 'SYSTEM',
    data: { payload: { type: PUSH_FAILURE_PAYLOAD_TYPE }, error_data: errorData(error) },
  });
}
