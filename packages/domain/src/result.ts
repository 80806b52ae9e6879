/**
 * The outcome of checking input that may be wrong: the value, or every problem found, each a
 * typed record the caller can turn into a field error rather than a string to parse.
 */
export type Result<T, E> = { ok: true; value: T } | { ok: false; errors: [E, ...E[]] };

export function okResult<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

/** `value` when nothing went wrong, otherwise all the problems. */
export function resultOf<T, E>(errors: readonly E[], value: () => T): Result<T, E> {
  const [first, ...rest] = errors;
  return first === undefined ? okResult(value()) : { ok: false, errors: [first, ...rest] };
}
