import { DEVICE_LOG_MAX_BYTES } from '@kitlab/contract';
import { type LogDeviceResult, logDevice } from './device-log';
import { redactForLog, shortenForLog } from './log-redaction';

/**
 * Error entries one page load may send. A page that keeps failing (the network is down, the
 * server is restarting) would otherwise flood the log with the same entry.
 */
export const MAX_ERROR_LOGS_PER_PAGE = 20;
/** The status an entry carries when there was no answer at all (spec section 8). */
export const NO_RESPONSE_STATUS = 500;
/** The longest location the server stores (decision 0005). */
const MAX_LOCATION_CHARS = 2000;

/** Room left in an entry for what was sent, after the error itself and the other fields. */
const MAX_PAYLOAD_CHARS = DEVICE_LOG_MAX_BYTES / 2;

let sentThisPage = 0;

/** What was sent, redacted; left out when too large for the server to store the entry. */
function payloadForLog(payload: unknown): unknown {
  const redacted = redactForLog(payload);
  return JSON.stringify(redacted ?? null).length > MAX_PAYLOAD_CHARS
    ? { omitted: 'Too large to log.' }
    : redacted;
}

/**
 * Logs an error as a SYSTEM entry with message ERROR and the page's path as its location (never
 * its query or fragment, which can hold a search or a reset key). Secrets, answers and personal
 * details in what was sent are redacted first.
 */
export function logSystemError({
  statusCode,
  payload,
  errorData,
}: {
  statusCode: number;
  payload: unknown;
  errorData: unknown;
}): Promise<LogDeviceResult> {
  if (sentThisPage >= MAX_ERROR_LOGS_PER_PAGE) return Promise.resolve({});
  sentThisPage += 1;
  return logDevice({
    message: 'ERROR',
    status_code: statusCode,
    location: window.location.pathname.slice(0, MAX_LOCATION_CHARS),
    log_type: 'SYSTEM',
    data: { payload: payloadForLog(payload), error_data: shortenForLog(errorData) },
  });
}

/** Test hook: a new page load, with its full allowance of entries. */
export function resetErrorLogAllowance(): void {
  sentThisPage = 0;
}
