const SQLSTATE = /^[0-9A-Z]{5}$/;

/** A database's own error: PostgreSQL's through `pg`, or PGlite's. */
export function isDatabaseError(error: unknown): error is Error & { code: string } {
  const { code, severity } = (error ?? {}) as { code?: unknown; severity?: unknown };
  return typeof severity === 'string' && typeof code === 'string' && SQLSTATE.test(code);
}

/**
 * Whether the database refused a statement run outside any transaction (drizzle gives its error
 * as the cause): it then changed nothing. A lost connection or an error after the answer came
 * says nothing of whether it was written.
 */
export const refusedByDatabase = (error: unknown): boolean =>
  isDatabaseError(error) || isDatabaseError((error as { cause?: unknown } | null)?.cause);
