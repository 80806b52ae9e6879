/** An error whose message is safe to show the user; the error handler turns it into the wire shape. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    readonly data?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Not found.') => new ApiError(404, 'not_found', what);
export const forbidden = (detail = 'You do not have permission to perform this action.') =>
  new ApiError(403, 'permission_denied', detail);
/** The detail of every 400 that lists field errors. */
export const INVALID_DETAIL = 'Some of the values sent are not valid.';

export const badRequest = (
  detail: string,
  fieldErrors?: Record<string, string[]>,
  code = 'invalid',
) => new ApiError(400, code, detail, fieldErrors);
export const conflict = (detail: string, code = 'conflict') => new ApiError(409, code, detail);
export const tooManyRequests = (detail: string, retryAfterSeconds: number) =>
  new ApiError(429, 'throttled', detail, undefined, { retry_after: retryAfterSeconds });

/** 400 with field errors: `{ field: [messages] }`. */
export const invalidFields = (errors: Record<string, string[]>) =>
  badRequest(INVALID_DETAIL, errors);
