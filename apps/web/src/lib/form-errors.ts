import { applyPlainIssueMessages } from '@kitlab/contract';
import type { FieldErrors } from './field-errors';

export { explainedOnFields, type FieldErrors, serverFieldError } from './field-errors';

/** The part of a contract (zod) schema the forms need. */
interface Schema<T> {
  safeParse(value: unknown):
    | { success: true; data: T }
    | {
        success: false;
        error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> };
      };
}

/** The request schema of a contract call that has a body. */
export function bodyOf<B>(call: { path: string; body?: B }): B {
  if (!call.body) throw new Error(`${call.path} takes no body`);
  return call.body;
}

/**
 * Checks form values with the contract's own schema, so the browser and the server agree on every
 * rule and message. Answers the parsed data, or the first message of each field.
 */
export function checkFields<F extends string, T>(
  schema: Schema<T>,
  values: Record<F, unknown>,
): { data: T; errors: FieldErrors<F> } | { data: null; errors: FieldErrors<F> } {
  // The web build loads the contract's index for its names only (see vite.config.ts), so the
  // plain messages it would set on import are set where a form reads them.
  applyPlainIssueMessages();
  const parsed = schema.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: {} };
  const errors: FieldErrors<F> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in values && !errors[field as F]) {
      errors[field as F] = issue.message;
    }
  }
  return { data: null, errors };
}
