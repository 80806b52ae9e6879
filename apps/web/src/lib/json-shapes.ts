/**
 * Checks of JSON read on every page, before any call: what this app stored itself (the session
 * in localStorage) and the shape of the server's error answers. A guard answers the value as its
 * type, with only the fields it names (as the contract's schemas keep only theirs), or undefined
 * when the value is not that shape. Hand-written rather than the contract's zod schemas, so the
 * first script needs no schema library (decision 0044).
 */
export type Guard<T> = (value: unknown) => T | undefined;

export const text: Guard<string> = (value) => (typeof value === 'string' ? value : undefined);

export const flag: Guard<boolean> = (value) => (typeof value === 'boolean' ? value : undefined);

export const wholeNumber: Guard<number> = (value) =>
  typeof value === 'number' && Number.isInteger(value) ? value : undefined;

export function oneOf<const T extends string>(choices: readonly T[]): Guard<T> {
  return (value) => (choices.includes(value as T) ? (value as T) : undefined);
}

export function nullable<T>(guard: Guard<T>): Guard<T | null> {
  return (value) => (value === null ? null : guard(value));
}

/** A field that may be missing; present, it must pass `guard`. */
export function optional<T>(guard: Guard<T>): Guard<T | undefined> & { optional: true } {
  const check = (value: unknown) => (value === undefined ? undefined : guard(value));
  return Object.assign(check, { optional: true as const });
}

export function listOf<T>(guard: Guard<T>): Guard<T[]> {
  return (value) => {
    if (!Array.isArray(value)) return undefined;
    const items: T[] = [];
    for (const item of value) {
      const checked = guard(item);
      if (checked === undefined) return undefined;
      items.push(checked);
    }
    return items;
  };
}

type Fields = Record<string, Guard<unknown>>;
type Checked<F extends Fields> = {
  [K in keyof F as F[K] extends { optional: true } ? never : K]: F[K] extends Guard<infer T>
    ? T
    : never;
} & {
  [K in keyof F as F[K] extends { optional: true } ? K : never]?: F[K] extends Guard<infer T>
    ? T
    : never;
};

/** An object with these fields (others are dropped); an optional field may be missing. */
export function objectOf<F extends Fields>(fields: F): Guard<Checked<F>> {
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    const record = value as Record<string, unknown>;
    const checked: Record<string, unknown> = {};
    for (const [name, guard] of Object.entries(fields)) {
      const field = guard(record[name]);
      const mayBeMissing = 'optional' in guard;
      if (field === undefined && !(mayBeMissing && record[name] === undefined)) return undefined;
      if (field !== undefined) checked[name] = field;
    }
    return checked as Checked<F>;
  };
}

/** An object of any keys whose values all pass `guard`. */
export function recordOf<T>(guard: Guard<T>): Guard<Record<string, T>> {
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    const record: Record<string, T> = {};
    for (const [key, item] of Object.entries(value)) {
      const checked = guard(item);
      if (checked === undefined) return undefined;
      record[key] = checked;
    }
    return record;
  };
}

export const anything: Guard<unknown> = (value) => value;
