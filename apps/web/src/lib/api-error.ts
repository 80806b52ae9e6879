import type { ErrorBody } from '@kitlab/contract';
import { anything, type Guard, listOf, objectOf, optional, recordOf, text } from './json-shapes';

/**
 * The contract's error answer (`errorBody`), checked without its schema on the first page. Typed
 * as the contract's, so a field the contract adds or changes fails the type check here.
 */
const errorBody: Guard<ErrorBody> = objectOf({
  detail: text,
  code: text,
  errors: optional(recordOf(listOf(text))),
  data: optional(recordOf(anything)),
});

export const NETWORK_ERROR_DETAIL =
  'We could not reach Kitlab. Check your connection and try again.';
const UNKNOWN_ERROR_DETAIL = 'Something went wrong. Please try again.';
export const UNEXPECTED_ANSWER_DETAIL =
  'Kitlab answered in a way this page did not expect. Reload the page and try again.';

/** A failed call as the caller sees it: the server's `{detail, code, errors?, data?}`. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string;
  readonly code: string;
  readonly errors: Record<string, string[]>;
  readonly data: Record<string, unknown> | undefined;

  constructor(init: {
    status: number;
    detail: string;
    code: string;
    errors?: Record<string, string[]> | undefined;
    data?: Record<string, unknown> | undefined;
  }) {
    super(init.detail);
    this.name = 'ApiError';
    this.status = init.status;
    this.detail = init.detail;
    this.code = init.code;
    this.errors = init.errors ?? {};
    this.data = init.data;
  }

  /** Reads an error answer; a body that is not the documented shape still yields a message. */
  static fromResponse(status: number, body: unknown): ApiError {
    const parsed = errorBody(body);
    if (parsed) return new ApiError({ status, ...parsed });
    const detail =
      typeof body === 'object' &&
      body !== null &&
      'detail' in body &&
      typeof body.detail === 'string'
        ? body.detail
        : UNKNOWN_ERROR_DETAIL;
    return new ApiError({ status, detail, code: `http_${status}` });
  }

  /** A success whose body the call's contract does not describe: the server and page differ. */
  static unexpectedAnswer(status: number): ApiError {
    return new ApiError({ status, detail: UNEXPECTED_ANSWER_DETAIL, code: 'unexpected_answer' });
  }

  static network(): ApiError {
    return new ApiError({ status: 0, detail: NETWORK_ERROR_DETAIL, code: 'network_error' });
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message to show a user for any thrown value. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.detail;
  return UNKNOWN_ERROR_DETAIL;
}
