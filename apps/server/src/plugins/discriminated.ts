import type { $ZodType } from 'zod/v4/core';

interface UnionDef {
  type: string;
  discriminator?: string;
  options?: $ZodType[];
  unionFallback?: boolean;
  checks?: unknown[];
}

/**
 * For a discriminated union, which zod reads by the one option its discriminator names: the
 * option's `handler` for a value, found by the value's discriminator (null for anything else, and
 * for a discriminator two options share, which zod leaves unmatched). Null when the schema is no
 * such union, or an option has no handler.
 */
export function byDiscriminator<H>(
  union: $ZodType,
  handlerOf: (option: $ZodType) => H | null,
): ((value: unknown) => H | null) | null {
  const def = union._zod.def as UnionDef;
  const { discriminator, options } = def;
  const plain = (def.checks?.length ?? 0) === 0 && !def.unionFallback;
  if (def.type !== 'union' || discriminator === undefined || !options || !plain) return null;
  const byValue = new Map<unknown, H | null>();
  for (const option of options) {
    const handler = handlerOf(option);
    const values = option._zod.propValues?.[discriminator];
    if (handler === null || !values) return null;
    for (const value of values) byValue.set(value, byValue.has(value) ? null : handler);
  }
  return (value) =>
    typeof value === 'object' && value !== null
      ? (byValue.get((value as Record<string, unknown>)[discriminator]) ?? null)
      : null;
}
