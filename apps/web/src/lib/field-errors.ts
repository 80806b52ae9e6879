import { isApiError } from './api-error';

/**
 * A form's messages by field. The server's are read here; the browser's own checks are in
 * form-errors.ts, which needs the contract's schemas (and zod): forms on the first page that only
 * show the server's messages import this module, not that one.
 */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The server's first message for a field of a failed call, if it named that field. */
export function serverFieldError(error: unknown, field: string): string | undefined {
  return isApiError(error) ? error.errors[field]?.[0] : undefined;
}

/** Whether the server's refusal is explained on some field, so no second alert is needed. */
export function explainedOnFields(error: unknown, fields: readonly string[]): boolean {
  return isApiError(error) && fields.some((field) => (error.errors[field]?.length ?? 0) > 0);
}
