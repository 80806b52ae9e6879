import type { CallDefinition } from '@kitlab/contract';
import type { ApiError } from './api-error';

/** A call that failed, as the error log sees it. */
export interface RequestFailure {
  call: CallDefinition;
  query: unknown;
  body: unknown;
  error: ApiError;
}

let reportFailure: ((failure: RequestFailure) => void) | null = null;

/**
 * Hands every failed call that is not quiet to `report` (the error log, installed at start-up).
 * Quiet calls are left out, so a failing log call can never log itself. Kept apart from the API
 * client so installing the log does not load the client (and the contract's schemas) first.
 */
export function reportRequestFailuresTo(report: ((failure: RequestFailure) => void) | null): void {
  reportFailure = report;
}

export function reportRequestFailure(failure: RequestFailure): void {
  reportFailure?.(failure);
}
