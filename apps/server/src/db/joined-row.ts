/** A part of a row whose every field may be null, as a left join reads it. */
type Present<T> = { [K in keyof T]: NonNullable<T[K]> };

/**
 * A left-joined part of a row when the join matched (none of its fields null), else null: for
 * parts whose fields are all required when there, as a table's not-null columns are.
 */
export function matched<T extends Record<string, unknown>>(
  part: T | null | undefined,
): Present<T> | null {
  if (!part) return null;
  for (const value of Object.values(part)) if (value == null) return null;
  return part as Present<T>;
}
