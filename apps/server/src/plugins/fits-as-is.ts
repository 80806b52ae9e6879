import { type $ZodType, safeParse } from 'zod/v4/core';
import { byDiscriminator } from './discriminated.js';

/** True when a value fits its schema as it is, so its JSON is what writing the schema's reading gives. */
export type FitsAsIs = (value: unknown) => boolean;

interface Def {
  type: string;
  checks?: unknown[];
  coerce?: boolean;
  format?: string;
  shape?: Record<string, $ZodType>;
  catchall?: $ZodType;
  element?: $ZodType;
  innerType?: $ZodType;
}

/** Leaves zod checks without changing a value (coercion aside), asked of zod itself. */
const ASKED_LEAVES = new Set(['string', 'number', 'boolean', 'date', 'template_literal']);

const plans = new WeakMap<$ZodType, FitsAsIs | null>();

/**
 * A check of a value against a schema that builds nothing, for the kinds an answer is mostly made
 * of (objects that keep only their keys, arrays, discriminated unions, nullable, optional,
 * strings, numbers, whole numbers, enums, literals): when it passes, `JSON.stringify(value)` is
 * the text zod's reading of the value would give. It passes only when each object is plain and
 * holds the schema's keys alone, in the schema's order, so nothing is left for zod to drop or
 * reorder; anything else fails, and the answer goes through zod as before. Null for a schema with other kinds in it.
 */
export function fitsAsIs(schema: $ZodType): FitsAsIs | null {
  if (plans.has(schema)) return plans.get(schema) ?? null;
  plans.set(schema, null); // a schema inside itself (only through lazy, which is not planned)
  const plan = planOf(schema);
  plans.set(schema, plan);
  return plan;
}

function planOf(schema: $ZodType): FitsAsIs | null {
  const def = schema._zod.def as Def;
  const plain = (def.checks?.length ?? 0) === 0 && !def.coerce;
  switch (def.type) {
    case 'object':
      return plain && def.catchall === undefined ? objectPlan(def.shape ?? {}) : null;
    case 'array':
      return plain && def.element ? arrayPlan(def.element) : null;
    case 'nullable':
    case 'optional': {
      const inner = def.innerType && fitsAsIs(def.innerType);
      const empty = def.type === 'nullable' ? null : undefined;
      return inner ? (value) => value === empty || inner(value) : null;
    }
    case 'null':
      return (value) => value === null;
    case 'union': {
      // Plain unions are left to zod: it tries their options in turn, and an earlier option
      // could read the value differently (dropping keys a later one keeps).
      const optionOf = byDiscriminator(schema, fitsAsIs);
      return optionOf ? (value) => optionOf(value)?.(value) ?? false : null;
    }
    case 'enum':
    case 'literal': {
      const values = schema._zod.values;
      return plain && values ? (value) => values.has(value as never) : null;
    }
  }
  if (!ASKED_LEAVES.has(def.type)) return null;
  // A string format (a date-time, an e-mail address) is a check of its own, left to zod.
  if (plain && def.type === 'string' && def.format === undefined)
    return (value) => typeof value === 'string';
  if (plain && def.type === 'boolean') return (value) => typeof value === 'boolean';
  const numberPlan = def.type === 'number' && !def.coerce ? planOfNumber(def) : null;
  if (numberPlan) return numberPlan;
  return (value) => {
    const read = safeParse(schema, value);
    return read.success && Object.is(read.data, value);
  };
}

/** A number, a whole number, or either within bounds (a count is at least 0); else null. */
function planOfNumber(def: Def): FitsAsIs | null {
  const kind =
    def.format === undefined
      ? Number.isFinite
      : def.format === 'safeint'
        ? Number.isSafeInteger
        : null;
  if (!kind) return null;
  const bounds: FitsAsIs[] = [];
  for (const check of def.checks ?? []) {
    const bound = boundOf((check as $ZodType)._zod.def as unknown as Record<string, unknown>);
    if (!bound) return null;
    bounds.push(bound);
  }
  if (bounds.length === 0) return kind;
  return (value) => {
    if (!kind(value)) return false;
    for (const within of bounds) if (!within(value)) return false;
    return true;
  };
}

/** A lower or upper bound and nothing else (no condition, no message of its own), or null. */
function boundOf(check: Record<string, unknown>): FitsAsIs | null {
  const { value: limit, inclusive } = check;
  const onlyBound = Object.keys(check).every((key) => BOUND_KEYS.has(key));
  if (!onlyBound || typeof limit !== 'number' || typeof inclusive !== 'boolean') return null;
  if (check.check === 'greater_than')
    return inclusive ? (value) => (value as number) >= limit : (value) => (value as number) > limit;
  if (check.check === 'less_than')
    return inclusive ? (value) => (value as number) <= limit : (value) => (value as number) < limit;
  return null;
}

const BOUND_KEYS = new Set(['check', 'value', 'inclusive']);

function arrayPlan(element: $ZodType): FitsAsIs | null {
  const fits = fitsAsIs(element);
  if (!fits) return null;
  return (value) => {
    if (!Array.isArray(value)) return false;
    // Not `every`: it skips holes, which zod reads as undefined.
    for (let i = 0; i < value.length; i++) if (!fits(value[i])) return false;
    return true;
  };
}

function objectPlan(shape: Record<string, $ZodType>): FitsAsIs | null {
  const keys = Object.keys(shape);
  // Keys JSON and zod could order or read differently are left to zod.
  const unusual = (key: string) => key === '__proto__' || /^\d+$/.test(key);
  if (keys.some(unusual) || Object.getOwnPropertySymbols(shape).length > 0) return null;
  const fields = keys.map((key) => fitsAsIs(shape[key] as $ZodType));
  if (fields.some((fits) => fits === null)) return null;
  const checks = fields as FitsAsIs[];
  const mayBeAbsent = keys.map((key) => (shape[key] as $ZodType)._zod.def.type === 'optional');
  const count = keys.length;
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    const prototype = Object.getPrototypeOf(value);
    if (prototype !== Object.prototype && prototype !== null) return false;
    const record = value as Record<string, unknown>;
    let i = 0;
    for (const key in record) {
      for (; i < count && keys[i] !== key; i += 1) if (!absent(record, i)) return false;
      if (i === count || !(checks[i] as FitsAsIs)(record[key])) return false;
      i += 1;
    }
    for (; i < count; i += 1) if (!absent(record, i)) return false;
    return true;
  };

  function absent(record: Record<string, unknown>, i: number): boolean {
    return (mayBeAbsent[i] ?? false) && record[keys[i] as string] === undefined;
  }
}
